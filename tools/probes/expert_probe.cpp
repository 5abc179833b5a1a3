// uno_expert_probe: how good is one Expert decision at 4 seats, and does a bigger budget
// make it better (noise) or not (bias)? A tuning tool that prints numbers, not a test.
//
//   cmake --build --preset native --target uno_expert_probe
//   build/native/tools/probes/uno_expert_probe POSITIONS PLAYOUTS SEED BUDGET [BUDGET...]
//
// Positions come from Expert (800 rollouts) against three Hards (classic, one hand each),
// a third of the Expert's searched decisions. At each, every distinct move gets a "truth":
// its win share over PLAYOUTS full playouts from the TRUE hands (the draw pile reshuffled),
// every seat played by the real Hard bot (card counting) through Table, on the same
// reshuffles and bot seeds for every move. Each BUDGET's Expert decision is scored by the
// truth of the move it picks; "oracle" picks the best truth (it knows the hands, and the
// max of noisy truths flatters it). Same positions for every budget, so the differences
// are paired. It also prints how good the first budget's candidates are (the best of them
// by truth, and how often the best move of all is among them) and the gains by the kind of
// Hard's move (docs/log/expert-strength.md, "Where the search's gain is lost"). 300 positions
// at 2,000 playouts: about 4 minutes. The findings (noise or bias,
// the cheat that knows the hands, the refined worlds) are in the comment atop expert.cpp.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <vector>

#include "ai/belief.h"
#include "ai/bot.h"
#include "ai/peer_policy.h"
#include "ai/table.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/rules.h"

namespace {

using namespace uno;
using namespace uno::ai;

bool same_effect(const Deck& d, const Action& a, const Action& b) {
  if (a.type != b.type || a.colour != b.colour || a.target != b.target) return false;
  if (a.card == b.card) return true;
  if (a.card == kNoCard || b.card == kNoCard || a.card >= d.size || b.card >= d.size) return false;
  return d[a.card] == d[b.card];
}

std::uint64_t wide(Rng& r) { return r.next() | static_cast<std::uint64_t>(r.next()) << 32; }

// Win share of seat 0 after each of `cands`, from the true hands of `g`.
std::vector<double> truths(const Game& g, const SeatView& v, const std::vector<Action>& cands,
                           int playouts, std::uint64_t seed) {
  const int seats = g.seats();
  const Colour prev = infer(v).prev_colour;
  std::vector<double> out(cands.size(), 0);
  Rng rng(seed);
  std::vector<Action> check;
  for (int j = 0; j < playouts; ++j) {
    Game::Placement p;
    for (int s = 0; s < seats; ++s)
      p.hands[static_cast<std::size_t>(s)].assign(g.hand(s).begin(), g.hand(s).end());
    p.draw.assign(g.draw_pile().begin(), g.draw_pile().end());
    for (std::size_t i = p.draw.size(); i > 1; --i)
      std::swap(p.draw[i - 1], p.draw[rng.below(static_cast<std::uint32_t>(i))]);
    p.discard.assign(g.discard_pile().begin(), g.discard_pile().end());
    const Game w = Game::from_view(v, p, prev, wide(rng), v.events);
    if (w.setup_error() != nullptr) return {};
    const std::uint64_t bots = wide(rng);
    for (std::size_t i = 0; i < cands.size(); ++i) {
      Game y = w;
      if (!y.apply(cands[i]).ok) return {};
      Table t = Table::with_levels({Level::Hard}, seats, bots);
      for (int k = 0; k < 4000 && y.phase() != Phase::RoundOver && y.phase() != Phase::MatchOver;
           ++k)
        if (!t.step(y)) break;
      if (y.round_winner() == 0) out[i] += 1.0 / playouts;
    }
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 5) {
    std::fprintf(stderr, "usage: uno_expert_probe POSITIONS PLAYOUTS SEED BUDGET [BUDGET...]\n");
    return 2;
  }
  const int want = std::atoi(argv[1]);
  const int playouts = std::atoi(argv[2]);
  const std::uint64_t seed = std::strtoull(argv[3], nullptr, 10);
  // BUDGET[:MASK]: MASK > 0 tells the search the true hands of the seats in it (bit 0 the
  // seat after ours in seat order, bit 1 the one across, bit 2 the one before; a Reverse
  // swaps next and previous): a cheat, only to measure
  // which hidden hands matter. Gains are over the first budget's Hard move (no cheat).
  std::vector<int> budgets, masks;
  for (int i = 4; i < argc; ++i) {
    budgets.push_back(std::atoi(argv[i]));
    const char* colon = std::strchr(argv[i], ':');
    masks.push_back(colon != nullptr ? std::atoi(colon + 1) : 0);
  }
  if (want <= 0 || playouts <= 0) return 2;
  RuleSet rules = classic();
  rules.target_score = 0;
  rules.round_wins = 1;
  const int seats = 4;
  const std::size_t nb = budgets.size();
  std::vector<double> gain(nb, 0), gain_sq(nb, 0), same(nb, 0);
  double hard_sum = 0, oracle_sum = 0;
  // The first budget's candidates: how good the best of them is (its truth), how often the
  // best move of all is among them, and the gains by the kind of Hard's move.
  double cand_oracle_sum = 0;
  int oracle_in_cands = 0;
  constexpr int kKinds = 6;
  const char* kind_names[kKinds] = {"answer to a +2/+4",   "colour of a first wild",
                                    "Hard plays a number", "Hard plays an action card",
                                    "Hard plays a wild",   "Hard draws or passes"};
  std::array<double, kKinds> kind_n{}, kind_gain{}, kind_oracle{}, kind_cand{}, kind_kept{};
  int got = 0;
  Rng pick(seed * 7 + 1);
  std::vector<Action> legal;
  for (std::uint64_t deal = 0; got < want; ++deal) {
    const std::uint64_t ds = hand_seed(seed, static_cast<long long>(deal));
    Game g(rules, seats, ds);
    std::vector<std::unique_ptr<Bot>> bots;
    for (int s = 0; s < seats; ++s)
      bots.push_back(s == 0 ? make_expert(bot_seed(ds, s), {0, 800})
                            : make_bot(Level::Hard, bot_seed(ds, s)));
    Table table(std::move(bots));
    for (int step = 0; step < 5000 && got < want; ++step) {
      if (g.phase() == Phase::RoundOver || g.phase() == Phase::MatchOver) break;
      const SeatView v = bot_view(g, 0);
      if (must_act(v) && pick.below(3) == 0) {
        g.legal_actions(0, legal);
        // The budgets' decisions; the position counts when the search ran.
        std::vector<Action> picked;
        std::vector<Action> searched_cands;
        Action hard{};
        bool searched = true;
        for (std::size_t b = 0; b < nb && searched; ++b) {
          SeatView told = v;
          for (int k = 1; k < seats; ++k) {
            if ((masks[b] >> (k - 1) & 1) == 0) continue;
            told.hand_known[static_cast<std::size_t>(k)] = true;
            told.known_hands[static_cast<std::size_t>(k)].assign(g.hand(k).begin(),
                                                                 g.hand(k).end());
          }
          const ExpertAnalysis ea =
              expert_analysis(told, legal, bot_seed(ds, 0) + b * 1000003ULL, {0, budgets[b]});
          searched = !ea.candidates.empty();
          picked.push_back(ea.decision.action);
          if (b == 0)
            for (const CandidateEstimate& c : ea.candidates) {
              if (c.hard_choice) hard = c.action;
              searched_cands.push_back(c.action);
            }
        }
        std::vector<Action> cands;
        for (const Action& a : legal) {
          if (a.type == ActionType::CallUno || a.type == ActionType::CatchUno) continue;
          bool dup = false;
          for (const Action& c : cands) dup = dup || same_effect(g.deck(), a, c);
          if (!dup) cands.push_back(a);
        }
        const auto index = [&](const Action& a) {
          for (std::size_t i = 0; i < cands.size(); ++i)
            if (same_effect(g.deck(), cands[i], a)) return i;
          return cands.size();
        };
        const std::vector<double> t =
            searched ? truths(g, v, cands, playouts, ds ^ static_cast<std::uint64_t>(step) << 20)
                     : std::vector<double>{};
        bool ok = !t.empty() && index(hard) < cands.size();
        for (const Action& a : picked) ok = ok && index(a) < cands.size();
        if (ok) {
          ++got;
          const double th = t[index(hard)];
          hard_sum += th;
          const double best = *std::max_element(t.begin(), t.end());
          oracle_sum += best;
          double cand_best = th;
          for (const Action& c : searched_cands) cand_best = std::max(cand_best, t[index(c)]);
          cand_oracle_sum += cand_best;
          oracle_in_cands += cand_best >= best;
          int kind = 5;
          if (v.phase == Phase::Pending) kind = 0;
          else if (v.phase == Phase::ChooseColour) kind = 1;
          else if (hard.type == ActionType::Play) {
            const Card& c = g.deck()[hard.card];
            kind = c.is_wild() ? 4 : c.kind == Kind::Number ? 2 : 3;
          }
          const auto k = static_cast<std::size_t>(kind);
          kind_n[k] += 1;
          kind_gain[k] += t[index(picked[0])] - th;
          kind_oracle[k] += best - th;
          kind_cand[k] += cand_best - th;
          kind_kept[k] += index(picked[0]) == index(hard);
          for (std::size_t b = 0; b < nb; ++b) {
            const double d = t[index(picked[b])] - th;
            gain[b] += d;
            gain_sq[b] += d * d;
            same[b] += index(picked[b]) == index(hard);
          }
        }
      }
      if (!table.step(g)) break;
    }
  }
  std::printf("positions %d, %d playouts each: Hard's move wins %.2f%%, oracle %.2f%%\n", got,
              playouts, 100 * hard_sum / got, 100 * oracle_sum / got);
  std::printf(
      "  the best of the first budget's candidates %+.2f points over Hard's move (the oracle "
      "%+.2f); the best move of all among them in %.1f%% of positions\n",
      100 * (cand_oracle_sum - hard_sum) / got, 100 * (oracle_sum - hard_sum) / got,
      100.0 * oracle_in_cands / got);
  for (int k = 0; k < kKinds; ++k) {
    const auto u = static_cast<std::size_t>(k);
    if (kind_n[u] == 0) continue;
    std::printf(
        "  %-26s %4.0f positions: first budget %+.2f, best candidate %+.2f, oracle %+.2f, "
        "Hard's move kept %.0f%%\n",
        kind_names[k], kind_n[u], 100 * kind_gain[u] / kind_n[u], 100 * kind_cand[u] / kind_n[u],
        100 * kind_oracle[u] / kind_n[u], 100 * kind_kept[u] / kind_n[u]);
  }
  for (std::size_t b = 0; b < nb; ++b) {
    const double m = gain[b] / got;
    const double se = std::sqrt(std::max(0.0, gain_sq[b] / got - m * m) / got);
    std::printf(
        "  expert %6d rollouts, hands told %d: %+.2f points a decision over Hard's move (se %.2f), "
        "Hard's move kept %.1f%%\n",
        budgets[b], masks[b], 100 * m, 100 * se, 100 * same[b] / got);
  }
}
