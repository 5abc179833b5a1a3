// The arena's early stop: a sequential test whose looks together err at most 5%.
#include <catch2/catch.hpp>

#include "cli/arena.h"
#include "engine/rng.h"

using namespace uno;

TEST_CASE("arena: early-stop looks at min, 2 x min, 4 x min deals", "[arena]") {
  CHECK(cli::early_look(49, 50) == -1);
  CHECK(cli::early_look(50, 50) == 0);
  CHECK(cli::early_look(75, 50) == -1);
  CHECK(cli::early_look(100, 50) == 1);
  CHECK(cli::early_look(400, 50) == 3);
  CHECK(cli::early_look(401, 50) == -1);
  CHECK(cli::early_look(1, 0) == 0);  // no minimum: from the first deal
  // Two-sided 0.05 / 2^(k+1): 0.025, 0.0125, 0.00625.
  CHECK(cli::early_look_z(0) == Approx(2.2414).epsilon(1e-4));
  CHECK(cli::early_look_z(1) == Approx(2.4977).epsilon(1e-4));
  CHECK(cli::early_look_z(2) == Approx(2.7344).epsilon(1e-4));
  CHECK(cli::wilson(50, 100, 1.959963984540054).lo == Approx(cli::wilson95(50, 100).lo));
}

// A fair coin as the first level's games (two a deal, as at 2 seats), 12,800 deals at
// most, looks from 50 deals, 4,000 runs: the early stop must call it decided in under 5%
// of runs (4.4%: 175), while the plain 95% interval checked after every deal (the arena's
// old rule) does so in over 15% (54%: 2,167).
TEST_CASE("arena: the early stop errs at most 5% on a fair coin", "[arena]") {
  constexpr int kRuns = 4000, kDeals = 12800, kMin = 50;
  Rng rng(20261125);
  int wrong_looks = 0, wrong_every_deal = 0;
  for (int run = 0; run < kRuns; ++run) {
    long long wins = 0;
    bool looks = false, every = false;
    for (int d = 1; d <= kDeals && !(looks && every); ++d) {
      wins += rng.below(2) + rng.below(2);
      const long long n = 2LL * d;
      if (d < kMin) continue;
      const cli::Wilson plain = cli::wilson95(wins, n);
      every = every || plain.lo > 0.5 || plain.hi < 0.5;
      const int k = cli::early_look(d, kMin);
      if (k >= 0 && d < kDeals) {
        const cli::Wilson ci = cli::wilson(wins, n, cli::early_look_z(k));
        looks = looks || ci.lo > 0.5 || ci.hi < 0.5;
      }
    }
    wrong_looks += looks;
    wrong_every_deal += every;
  }
  INFO("decided wrongly: looks " << wrong_looks << ", every deal " << wrong_every_deal << " of "
                                 << kRuns);
  CHECK(wrong_looks < kRuns * 5 / 100);
  CHECK(wrong_every_deal > kRuns * 15 / 100);
}
