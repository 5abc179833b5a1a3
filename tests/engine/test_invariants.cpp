#include "helpers.h"
using namespace uno;
TEST_CASE("smoke") {
  for (auto name : kPresetNames) {
    for (int seats = 2; seats <= 10; ++seats) {
      for (std::uint64_t seed = 0; seed < 50; ++seed) {
        RuleSet r = *preset(name);
        Game g(r, seats, seed);
        Rng rng(seed * 7 + 1);
        std::vector<Action> buf;
        int steps = 0;
        while (g.phase() != Phase::MatchOver && steps < 200000) {
          INFO(name << " seats " << seats << " seed " << seed << " step " << steps);
          REQUIRE(uno::test::random_step(g, rng, buf));
          ++steps;
        }
      }
    }
  }
}
