// The Expert's rollouts (rollout.h).
#include "ai/rollout.h"

#include <cmath>

#include "ai/bot.h"
#include "ai/policy.h"

namespace uno::ai {

namespace {

// Hard's reaction times and certain UNO calls and catches, drawn from the rollout's Rng.
Rolls quick_rolls(Rng& rng) {
  const Profile& p = profile(Level::Expert);
  Rolls r{Rng(rng.next() | static_cast<std::uint64_t>(rng.next()) << 32)};
  auto between = [&](int lo, int hi) {
    return lo + static_cast<int>(rng.below(static_cast<std::uint32_t>(hi - lo + 1)));
  };
  r.forget = false;
  r.notice = true;
  r.think_ms = between(p.think_min_ms, p.think_max_ms);
  r.react_ms = between(p.react_min_ms, p.react_max_ms);
  r.call_ms = between(p.call_min_ms, p.call_max_ms);
  return r;
}

}  // namespace

int fast_rollout(Game& g, Rng& rng, RolloutScratch& scratch, long long max_steps) {
  const int seats = g.seats();
  for (long long step = 0; step < max_steps; ++step) {
    const Phase ph = g.phase();
    if (ph == Phase::RoundOver || ph == Phase::MatchOver) break;
    const std::uint16_t actors = g.actors();
    if (actors == 0) break;
    const auto end = static_cast<std::uint32_t>(g.events().size());  // a view without events
    Action best{};
    int best_seat = -1, best_delay = 0, first = -1;
    bool best_must = false;
    for (int k = 0; k < seats; ++k) {  // seat order from the current seat, as Table
      const int s = (g.current() + k) % seats;
      if (!(actors >> s & 1u)) continue;
      if (first < 0) first = s;
      g.legal_actions(s, scratch.legal);
      const SeatView v = g.view(s, end);
      Rolls r = quick_rolls(rng);
      const Decision d = smart_decide(v, scratch.legal, false, r);
      if (!d.act) continue;
      const bool must = must_act(v);
      if (best_seat < 0 || d.delay_ms < best_delay ||
          (d.delay_ms == best_delay && must && !best_must)) {
        best = d.action;
        best_seat = s;
        best_delay = d.delay_ms;
        best_must = must;
      }
    }
    if (best_seat < 0) {
      if (first < 0) break;
      g.legal_actions(first, scratch.legal);
      best = scratch.legal.front();
    }
    if (!g.apply(best).ok) break;
  }
  const Phase ph = g.phase();
  return ph == Phase::RoundOver || ph == Phase::MatchOver ? g.round_winner() : -1;
}

double round_chance(const Game& g, int me) {
  const int seats = g.seats();
  const double beta = seats == 2 ? 0.2 : 0.33;
  const Deck& d = g.deck();
  double mine = 0, total = 0;
  for (int s = 0; s < seats; ++s) {
    double e = 0;
    for (CardId id : g.hand(s)) {
      const Card& c = d[id];
      e += c.is_wild() ? -0.5 : c.kind != Kind::Number ? 0.6 : 1.0;
    }
    if (s == g.current()) e -= 0.25;
    const double x = std::exp(-beta * e);
    total += x;
    if (s == me) mine = x;
  }
  return total > 0 ? mine / total : 0;
}

double rollout_value(Game& g, int me, Rng& rng, RolloutScratch& scratch, int horizon) {
  const int w = fast_rollout(g, rng, scratch, horizon > 0 ? horizon : 4000);
  const Phase ph = g.phase();
  if (ph == Phase::RoundOver || ph == Phase::MatchOver) return w == me ? 1.0 : 0.0;
  return horizon > 0 ? round_chance(g, me) : 0.0;
}

}  // namespace uno::ai
