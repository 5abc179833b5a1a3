// The race model of table.h.
#include "ai/table.h"

namespace uno::ai {

Table Table::with_levels(const std::vector<Level>& levels, int seats, std::uint64_t seed) {
  std::vector<std::unique_ptr<Bot>> bots;
  for (int s = 0; s < seats; ++s) {
    Level l = levels.empty() ? Level::Normal : levels[static_cast<std::size_t>(s) % levels.size()];
    bots.push_back(make_bot(l, bot_seed(seed, s)));
  }
  return Table(std::move(bots));
}

std::optional<TableStep> Table::next(const Game& g, std::uint16_t held) {
  const std::uint16_t actors = g.actors();
  if (actors == 0) return std::nullopt;
  TableStep best;
  bool best_must = false;
  bool others_act = false;  // a seat the table does not play (a human) may act
  int first_actor = -1;
  const int seats = g.seats();
  // Seat order starting at the current seat, so ties favour the seat the game waits for.
  for (int k = 0; k < seats; ++k) {
    const int s = (g.current() + k) % seats;
    if (!(actors >> s & 1u)) continue;
    if (!is_bot(s)) {
      others_act = true;
      continue;
    }
    if (held >> s & 1u) continue;
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
  if (best.seat >= 0) return best;
  if (first_actor < 0 || others_act) return std::nullopt;
  g.legal_actions(first_actor, legal_);
  best.seat = first_actor;
  best.action = legal_.front();
  best.forced = true;
  return best;
}

bool Table::step(Game& g, TableStep* out) {
  const std::optional<TableStep> best = next(g);
  if (!best) return false;
  if (out != nullptr) *out = *best;
  return g.apply(best->action).ok;
}

}  // namespace uno::ai
