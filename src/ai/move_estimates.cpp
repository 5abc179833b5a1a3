#include "ai/move_estimates.h"

#include <algorithm>

#include "ai/belief.h"
#include "ai/table.h"
#include "engine/game.h"
#include "engine/rng.h"

namespace uno::ai {

namespace {

constexpr long long kMaxSteps = 4000;  // a rollout that long is a bug; it counts as a loss

bool same_move(const Deck& d, const Action& a, const Action& b) {
  if (a.type != b.type || a.colour != b.colour || a.target != b.target) return false;
  if (a.card == b.card) return true;
  if (a.card == kNoCard || b.card == kNoCard || a.card >= d.size || b.card >= d.size) return false;
  return d[a.card] == d[b.card];
}

int play_out(Game& g, int me, std::uint64_t seed) {
  Table t = Table::with_levels({Level::Hard}, g.seats(), seed);
  for (long long i = 0; i < kMaxSteps; ++i) {
    const Phase p = g.phase();
    if (p == Phase::RoundOver || p == Phase::MatchOver) break;
    if (!t.step(g)) break;
  }
  return g.round_winner() == me ? 1 : 0;
}

std::uint64_t next64(Rng& rng) { return rng.next() | static_cast<std::uint64_t>(rng.next()) << 32; }

}  // namespace

std::vector<MoveEstimate> estimate_moves(const SeatView& v, std::span<const Action> legal,
                                         std::uint64_t seed, int rollouts) {
  std::vector<MoveEstimate> out;
  for (const Action& a : legal) {
    if (a.type == ActionType::CallUno || a.type == ActionType::CatchUno) continue;
    bool dup = false;
    for (const MoveEstimate& m : out) dup = dup || same_move(*v.deck, a, m.action);
    if (!dup) out.push_back({a, 0, 0});
  }
  if (out.size() < 2) return {};
  const Belief belief = infer(v);
  if (!belief.valid) return {};
  Rng rng(seed ^ view_digest(v));
  const int worlds = std::max(1, rollouts / static_cast<int>(out.size()));
  for (int w = 0; w < worlds; ++w) {
    auto place = belief.sample(v, rng);
    if (!place) return {};
    const Game base = Game::from_view(v, *place, belief.prev_colour, next64(rng), v.events);
    if (base.setup_error() != nullptr) return {};
    const std::uint64_t bots = next64(rng);
    for (MoveEstimate& m : out) {
      Game g = base;
      if (!g.apply(m.action).ok) return {};
      m.wins += play_out(g, v.seat, bots);
      ++m.rollouts;
    }
  }
  return out;
}

}  // namespace uno::ai
