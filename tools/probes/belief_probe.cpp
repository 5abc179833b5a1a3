// uno_belief_probe: how much of the other seats' hidden hands the Expert's belief gets
// right, a low-noise measure of inference (the arena needs about 20,000 hands to see one
// point of win rate). A tuning tool that prints numbers, not a test.
//
//   cmake --build --preset native --target uno_belief_probe
//   build/native/tools/probes/uno_belief_probe [DEALS] [SEED]     (defaults 60 and 555)
//
// Positions: a third of seat 0's decisions in 4-seat classic hands of four Hards. At each,
// ten worlds per variant are sampled from `infer`'s belief and scored against the true
// hands: "correct" is how many of the other three hands' cards a sampled hand has right
// (the same face, counted once per copy), "consistent" the share of worlds whose hands
// explain every move seen as Hard's scoring without its card counting would have made it
// (log-likelihood 0); first it says how often the true hands do.
// Variants: uniform (every hidden card equally likely anywhere: no inference), plain (the
// weights from draws, named colours and pinned cards), then Belief::refine with its
// sharpness and its steps.
#include <cstdio>
#include <cstdlib>
#include <map>
#include <vector>

#include "ai/belief.h"
#include "ai/bot.h"
#include "ai/peer_policy.h"
#include "ai/table.h"
#include "engine/game.h"
#include "engine/rules.h"

namespace {

using namespace uno;
using namespace uno::ai;

struct Variant {
  const char* name;
  bool uniform;
  int steps;
  double sharpness;
};

int face(const Card& c) {
  return static_cast<int>(c.colour) * 1000 + static_cast<int>(c.kind) * 100 + c.number;
}

}  // namespace

int main(int argc, char** argv) {
  const int deals = argc > 1 ? std::atoi(argv[1]) : 60;
  const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 555;
  RuleSet rules = classic();
  rules.target_score = 0;
  rules.round_wins = 1;
  constexpr int kSeats = 4;
  constexpr int kWorlds = 10;
  const Variant variants[] = {
      {"uniform", true, 0, 1},
      {"plain", false, 0, 1},
      {"refine 20, sharpness 1 (shipped)", false, 20, 1},
      {"refine 20, sharpness 4", false, 20, 4},
      {"refine 60, sharpness 1", false, 60, 1},
      {"refine 60, sharpness 10", false, 60, 10},
      {"refine 200, sharpness 4", false, 200, 4},
  };
  const std::size_t nv = sizeof variants / sizeof variants[0];
  std::vector<double> correct(nv, 0), consistent(nv, 0);
  double cards = 0;
  int positions = 0, truth_exact = 0;
  for (std::uint64_t deal = 0; deal < static_cast<std::uint64_t>(deals); ++deal) {
    const std::uint64_t ds = hand_seed(seed, static_cast<long long>(deal));
    Game g(rules, kSeats, ds);
    Table table = Table::with_levels({Level::Hard}, kSeats, ds);
    Rng rng(ds);
    for (int step = 0; step < 3000; ++step) {
      if (g.phase() == Phase::RoundOver || g.phase() == Phase::MatchOver) break;
      const SeatView v = bot_view(g, 0);
      if (must_act(v) && rng.below(3) == 0) {
        Belief b = infer(v);
        if (b.valid && !b.moves.empty()) {
          Game::Placement truth;
          for (int s = 0; s < kSeats; ++s)
            truth.hands[static_cast<std::size_t>(s)].assign(g.hand(s).begin(), g.hand(s).end());
          truth_exact += b.log_likelihood(v, truth, 1.0) == 0.0;
          ++positions;
          const Deck& d = g.deck();
          for (int s = 1; s < kSeats; ++s) cards += static_cast<double>(g.hand(s).size());
          for (std::size_t i = 0; i < nv; ++i) {
            Belief bv = b;
            if (variants[i].uniform)
              for (auto& row : bv.weight) row.fill(1.0f);
            for (int w = 0; w < kWorlds; ++w) {
              auto p = bv.sample(v, rng);
              if (!p) continue;
              if (variants[i].steps > 0)
                bv.refine(v, *p, rng, variants[i].steps, variants[i].sharpness);
              consistent[i] += b.log_likelihood(v, *p, 1.0) == 0.0 ? 1.0 / kWorlds : 0.0;
              for (int s = 1; s < kSeats; ++s) {
                std::map<int, int> left;  // the true hand's faces not matched yet
                for (CardId id : g.hand(s)) ++left[face(d[id])];
                for (CardId id : p->hands[static_cast<std::size_t>(s)]) {
                  auto it = left.find(face(d[id]));
                  if (it != left.end() && it->second > 0) {
                    --it->second;
                    correct[i] += 1.0 / kWorlds;
                  }
                }
              }
            }
          }
        }
      }
      if (!table.step(g)) break;
    }
  }
  if (positions == 0) return 1;
  std::printf("positions %d, the other hands hold %.1f cards a position\n", positions,
              cards / positions);
  std::printf("the true hands explain every move seen: %.1f%% of positions\n",
              100.0 * truth_exact / positions);
  for (std::size_t i = 0; i < nv; ++i)
    std::printf("  %-48s correct %.3f cards (%.2f%%), consistent worlds %.1f%%\n", variants[i].name,
                correct[i] / positions, 100 * correct[i] / cards, 100 * consistent[i] / positions);
}
