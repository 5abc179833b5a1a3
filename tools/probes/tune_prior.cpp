// Tunes the Expert's prior policy (ai/policy_weights.h): Hard's scoring with other
// constants, played with the Expert's profile against three real Hards at 4 seats, classic
// rules, one hand per game, every deal in all four seat rotations (as uno-cli arena).
// Every candidate plays the same deals and bot seeds, so two candidates differ only
// where their decisions differ.
//
//   uno_tune_prior DEALS SEED             coordinate search from kHardWeights, printing
//                                         each accepted change and the final weights
//   uno_tune_prior DEALS SEED from-expert the same from kExpertWeights
//   uno_tune_prior DEALS SEED eval [SEATS] kExpertWeights against kHardWeights (use deals
//                                         the search did not see; 4 seats unless given)
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "cli/prior_duel.h"

using namespace uno;
using test::differ;
using test::prior_duel;
using test::wins_of;

namespace {

// Both cores: half the deals each.
std::vector<char> eval(const ai::PolicyWeights& w, std::uint64_t seed, int deals, int seats = 4) {
  const auto k = static_cast<std::size_t>(seats);
  std::vector<char> r(static_cast<std::size_t>(deals) * k);
  std::thread t([&] { prior_duel(w, seed, 0, deals / 2, r.data(), seats); });
  prior_duel(w, seed, deals / 2, deals, r.data() + static_cast<std::size_t>(deals / 2) * k, seats);
  t.join();
  return r;
}

// A constant the search moves: by factors, or (additive: a default of 0) by steps of
// twice the factor's size, in cards.
struct Param {
  const char* name;
  double* (*at)(ai::PolicyWeights&);
  bool additive = false;
};

#define P(field)                                           \
  {                                                        \
#field, [](ai::PolicyWeights & w) { return &w.field; } \
  }
#define A(field)                                                 \
  {                                                              \
#field, [](ai::PolicyWeights & w) { return &w.field; }, true \
  }
#define T(i)                                                                              \
  {                                                                                       \
    "threat_by_count[" #i "]", [](ai::PolicyWeights& w) { return &w.threat_by_count[i]; } \
  }
const Param kParams[] = {P(shed_base),
                         P(shed_threat),
                         P(skip_base),
                         P(skip_threat),
                         P(draw_two_base),
                         P(draw_two_threat),
                         P(reverse_base),
                         P(reverse_threat),
                         P(wild_keep),
                         P(wild_keep_near),
                         P(w4_base),
                         P(w4_threat),
                         P(w4_near),
                         P(colour_count),
                         P(colour_points),
                         P(lack),
                         P(hint),
                         P(next_weight),
                         P(draw_with_plays),
                         P(pass),
                         A(challenge_bias),
                         T(0),
                         T(1),
                         T(2),
                         T(3),
                         T(4),
                         T(5),
                         T(6)};

void print(const ai::PolicyWeights& w) {
  for (const Param& p : kParams) {
    ai::PolicyWeights c = w;
    std::printf("  %-20s %g\n", p.name, *p.at(c));
  }
}

}  // namespace

int main(int argc, char** argv) {
  const int deals = argc > 1 ? std::atoi(argv[1]) : 5000;
  const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
  const long long n = 4LL * deals;
  if (argc > 3 && std::strcmp(argv[3], "eval") == 0) {
    const int seats = argc > 4 ? std::atoi(argv[4]) : 4;
    const long long n = static_cast<long long>(seats) * deals;
    const std::vector<char> a = eval(ai::kHardWeights, seed, deals, seats);
    const std::vector<char> b = eval(ai::kExpertWeights, seed, deals, seats);
    std::printf("%d seats: ", seats);
    const long long d = differ(a, b);
    std::printf(
        "Hard's weights %lld / %lld = %.2f%%; the Expert's %lld = %.2f%%; "
        "difference %+lld wins (%+.2f points, se %.2f), %lld games differ\n",
        wins_of(a), n, 100.0 * wins_of(a) / n, wins_of(b), 100.0 * wins_of(b) / n,
        wins_of(b) - wins_of(a), 100.0 * (wins_of(b) - wins_of(a)) / n,
        100.0 * std::sqrt(static_cast<double>(d)) / n, d);
    return 0;
  }
  const bool from_expert = argc > 3 && std::strcmp(argv[3], "from-expert") == 0;
  ai::PolicyWeights best = from_expert ? ai::kExpertWeights : ai::kHardWeights;
  std::vector<char> best_r = eval(best, seed, deals);
  long long best_wins = wins_of(best_r);
  std::printf("start: %lld / %lld = %.2f%%\n", best_wins, n, 100.0 * best_wins / n);
  std::fflush(stdout);
  // Multiplicative steps, halved after a sweep without a gain.
  for (double step = 0.5; step > 0.1; step /= 2) {
    bool gained = true;
    while (gained) {
      gained = false;
      for (const Param& p : kParams) {
        for (double f : {1 + step, 1 / (1 + step)}) {
          ai::PolicyWeights c = best;
          if (p.additive) *p.at(c) += f > 1 ? 2 * step : -2 * step;
          else *p.at(c) *= f;
          const std::vector<char> r = eval(c, seed, deals);
          const long long wins = wins_of(r);
          // 2.5 standard errors of the paired difference on these deals: with about 50
          // tries a sweep, a chance gain gets through about once in three sweeps.
          const double need = 2.5 * std::sqrt(static_cast<double>(differ(r, best_r)));
          if (static_cast<double>(wins - best_wins) > need) {
            std::printf("  %-20s -> %g: %lld (%.2f%%, +%lld)\n", p.name, *p.at(c), wins,
                        100.0 * wins / n, wins - best_wins);
            std::fflush(stdout);
            best = c;
            best_wins = wins;
            best_r = r;
            gained = true;
            break;
          }
        }
      }
    }
    std::printf("step %.3f done: %lld (%.2f%%)\n", step, best_wins, 100.0 * best_wins / n);
    std::fflush(stdout);
  }
  print(best);
}
