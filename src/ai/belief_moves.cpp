// The Expert's inference from the other seats' moves (belief.h: MoveSeen, refine).
#include <algorithm>
#include <cmath>
#include <cstddef>

#include "ai/belief.h"  // IWYU pragma: associated
#include "ai/context.h"
#include "ai/policy.h"

namespace uno::ai {

namespace {

std::size_t us(int s) { return static_cast<std::size_t>(s); }

}  // namespace

double Belief::seat_log_likelihood(const SeatView& v, int seat, const std::vector<CardId>& hand,
                                   double sharpness) const {
  const Deck& d = *v.deck;
  const RuleSet& rules = *v.rules;
  SeatView pv;
  pv.seats = v.seats;
  pv.rules = v.rules;
  pv.deck = v.deck;
  pv.round = v.round;
  pv.scores = v.scores;
  pv.seat = seat;
  pv.current = seat;
  double ll = 0;
  const auto& later = plays[us(seat)];
  for (const MoveSeen& m : moves) {
    if (m.seat != seat) continue;
    pv.hand.assign(hand.begin(), hand.end());
    for (std::size_t i = static_cast<std::size_t>(m.played_from); i < later.size(); ++i)
      pv.hand.push_back(later[i]);
    double chosen = 0, best = -1e18;
    pv.direction = m.direction;
    pv.hand_counts = m.counts;
    if (m.colour_choice) {
      pv.phase = Phase::ChooseColour;
      Context x(pv, rules, d);
      for (int k = 0; k < kColours; ++k) {
        const auto c = static_cast<Colour>(k);
        const double sc = x.colour_value(x.cnt, x.pts, c);
        if (c == m.named) chosen = sc;
        else best = std::max(best, sc);
      }
    } else {
      pv.phase = Phase::Turn;
      pv.top = m.top;
      pv.colour = m.colour;
      Context x(pv, rules, d);
      chosen = play_score(x, Action::play(seat, m.card, m.named), false);
      for (CardId id : pv.hand) {
        if (!playable_on(rules, d, d[id], m.top, m.colour)) continue;
        const bool same = d[id] == d[m.card];
        if (!d[id].is_wild()) {
          if (!same) best = std::max(best, play_score(x, Action::play(seat, id), false));
          continue;
        }
        for (int k = 0; k < kColours; ++k) {  // a wild is played with the colour it names
          const auto c = static_cast<Colour>(k);
          if (!same || c != m.named)
            best = std::max(best, play_score(x, Action::play(seat, id, c), false));
        }
      }
    }
    if (best > chosen) ll -= sharpness * (best - chosen);
  }
  return ll;
}

double Belief::log_likelihood(const SeatView& v, const Game::Placement& p, double sharpness) const {
  double ll = 0;
  if (moves.empty()) return ll;
  for (int s = 0; s < seats; ++s)
    if (s != me) ll += seat_log_likelihood(v, s, p.hands[us(s)], sharpness);
  return ll;
}

void Belief::refine(const SeatView& v, Game::Placement& p, Rng& rng, int steps,
                    double sharpness) const {
  if (moves.empty()) return;
  std::array<int, kMaxSeats> watched{};  // seats with moves seen
  int nw = 0;
  std::array<bool, kMaxSeats> has{};
  for (const MoveSeen& m : moves) has[us(m.seat)] = true;
  for (int s = 0; s < seats; ++s)
    if (has[us(s)]) watched[us(nw++)] = s;
  if (nw == 0) return;
  std::array<double, kMaxSeats> ll{};
  for (int k = 0; k < nw; ++k) {
    const int s = watched[us(k)];
    ll[us(s)] = seat_log_likelihood(v, s, p.hands[us(s)], sharpness);
  }
  auto uniform = [&] { return static_cast<double>(rng.next()) / 4294967296.0; };
  for (int step = 0; step < steps; ++step) {
    const int s = watched[rng.below(static_cast<std::uint32_t>(nw))];
    auto& hs = p.hands[us(s)];
    if (hs.empty()) continue;
    const std::size_t i = rng.below(static_cast<std::uint32_t>(hs.size()));
    if (pinned[us(s)].test(hs[i])) continue;
    // The partner: a card of the draw pile or of another seat (not ours), uniformly.
    std::size_t others = p.draw.size();
    for (int t = 0; t < seats; ++t)
      if (t != me && t != s) others += p.hands[us(t)].size();
    if (others == 0) continue;
    std::size_t j = rng.below(static_cast<std::uint32_t>(others));
    int t = -1;  // -1: the draw pile
    if (j >= p.draw.size()) {
      j -= p.draw.size();
      for (int o = 0; o < seats; ++o) {
        if (o == me || o == s) continue;
        if (j < p.hands[us(o)].size()) {
          t = o;
          break;
        }
        j -= p.hands[us(o)].size();
      }
    }
    CardId& a = hs[i];
    CardId& bcard = t < 0 ? p.draw[j] : p.hands[us(t)][j];
    if (t >= 0 && pinned[us(t)].test(bcard)) continue;
    if ((*v.deck)[a] == (*v.deck)[bcard]) continue;  // the same face: no change
    double ratio = static_cast<double>(weight[us(s)][bcard]) / weight[us(s)][a];
    if (t >= 0) ratio *= static_cast<double>(weight[us(t)][a]) / weight[us(t)][bcard];
    std::swap(a, bcard);
    const double ns = seat_log_likelihood(v, s, hs, sharpness);
    const double nt =
        t >= 0 && has[us(t)] ? seat_log_likelihood(v, t, p.hands[us(t)], sharpness) : 0.0;
    const double delta = ns - ll[us(s)] + (t >= 0 && has[us(t)] ? nt - ll[us(t)] : 0.0);
    if (uniform() < std::exp(std::min(0.0, delta)) * ratio) {
      ll[us(s)] = ns;
      if (t >= 0 && has[us(t)]) ll[us(t)] = nt;
    } else {
      std::swap(a, bcard);
    }
  }
}

}  // namespace uno::ai
