// The race model of table.h.
#include "ai/table.h"

#include "engine/rng.h"

namespace uno::ai {

Table Table::with_levels(const std::vector<Level>& levels, int seats, std::uint64_t seed) {
  std::vector<std::unique_ptr<Bot>> bots;
  for (int s = 0; s < seats; ++s) {
    Level l = levels.empty() ? Level::Normal : levels[static_cast<std::size_t>(s) % levels.size()];
    std::uint64_t x = seed * 0x100000001B3ULL + static_cast<std::uint64_t>(s) * 0x9E3779B97F4A7C15ULL;
    bots.push_back(make_bot(l, splitmix64(x)));
  }
  return Table(std::move(bots));
}

bool Table::step(Game& g, TableStep* out) {
  const std::uint16_t actors = g.actors();
  if (actors == 0) return false;
  TableStep best;
  bool best_must = false;
  int first_actor = -1;
  const int seats = g.seats();
  // Seat order starting at the current seat, so ties favour the seat the game waits for.
  for (int k = 0; k < seats; ++k) {
    const int s = (g.current() + k) % seats;
    if (!(actors >> s & 1u)) continue;
    if (s >= size() || bots_[static_cast<std::size_t>(s)] == nullptr) continue;  // not a bot
    if (first_actor < 0) first_actor = s;
    g.legal_actions(s, legal_);
    SeatView v = bot_view(g, s);
    Decision d = bots_[static_cast<std::size_t>(s)]->decide(v, legal_);
    if (!d.act) continue;
    const bool must = must_act(v);
    if (best.seat < 0 || d.delay_ms < best.delay_ms ||
        (d.delay_ms == best.delay_ms && must && !best_must)) {
      best.seat = s;
      best.action = d.action;
      best.delay_ms = d.delay_ms;
      best_must = must;
    }
  }
  if (best.seat < 0) {
    if (first_actor < 0) return false;
    g.legal_actions(first_actor, legal_);
    best.seat = first_actor;
    best.action = legal_.front();
    best.forced = true;
  }
  if (out != nullptr) *out = best;
  return g.apply(best.action).ok;
}

}  // namespace uno::ai
