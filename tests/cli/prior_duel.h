// A scoring of the hard policy (ai::PolicyWeights, played with the Expert's profile)
// against real Hards in every other seat (4 seats unless given), classic rules, one hand
// per game, every deal in all seat rotations as uno-cli arena plays them. Any two scorings play the
// same deals and bot seeds, so their results differ only where their decisions do. Shared by the
// test of the Expert's scoring (test_expert.cpp) and the tuner that found it
// (tools/probes/tune_prior.cpp).
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "ai/bot.h"
#include "ai/peer_policy.h"
#include "ai/policy.h"
#include "cli/arena.h"
#include "engine/game.h"
#include "engine/rules.h"

namespace uno::test {

class WeightsBot final : public ai::Bot {
 public:
  WeightsBot(std::uint64_t seed, const ai::PolicyWeights& w)
      : Bot(ai::Level::Expert, seed), w_(w) {}
  ai::Decision decide(const SeatView& v, std::span<const Action> legal) const override {
    ai::Rolls r = ai::roll(seed(), v, ai::profile(ai::Level::Expert));
    return ai::smart_decide(v, legal, true, r, w_);
  }

 private:
  ai::PolicyWeights w_;
};

// The scoring's result (1: it won the hand) in each game of deals [from, to) x `seats`
// rotations, written to out[(deal - from) * seats + rotation].
inline void prior_duel(const ai::PolicyWeights& w, std::uint64_t seed, int from, int to, char* out,
                       int seats = 4) {
  RuleSet rules = *preset("classic");
  rules.target_score = 0;
  rules.round_wins = 1;
  for (int i = from; i < to; ++i) {
    const std::uint64_t deal_seed = ai::hand_seed(seed, i);  // as uno-cli arena deals
    for (int k = 0; k < seats; ++k) {
      // The scoring holds the line-up's first place; real Hards the others.
      const Game g =
          cli::play_rotation(rules, seats, deal_seed, k,
                             [&w](int place, std::uint64_t bs) -> std::unique_ptr<ai::Bot> {
                               if (place == 0) return std::make_unique<WeightsBot>(bs, w);
                               return ai::make_bot(ai::Level::Hard, bs);
                             });
      const int mine = (seats - k) % seats;  // the seat holding place 0 in rotation k
      char won = 0;
      for (int s : g.match_winners()) won = static_cast<char>(won | (s == mine ? 1 : 0));
      out[(i - from) * seats + k] = won;
    }
  }
}

inline long long wins_of(const std::vector<char>& r) {
  long long n = 0;
  for (char c : r) n += c;
  return n;
}

// Games whose result differs: the variance of the paired difference in wins.
inline long long differ(const std::vector<char>& a, const std::vector<char>& b) {
  long long n = 0;
  for (std::size_t i = 0; i < a.size() && i < b.size(); ++i) n += a[i] != b[i] ? 1 : 0;
  return n;
}

}  // namespace uno::test
