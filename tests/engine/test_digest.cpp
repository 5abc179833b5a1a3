// Digest: 1,000 seeded random games (every preset, 2-10 seats, full matches), their final
// states and event streams hashed into one 64-bit value. Native and wasm must both give
// kExpected: any platform difference in shuffling, bounded ints or rules shows up here.
// After an intended rules change, update kExpected from the failure message.
#include "helpers.h"

#include <cstdio>

using namespace uno;
using namespace uno::test;

namespace {
constexpr std::uint64_t kExpected = 0x5d3a66648768fa3dULL;
}

TEST_CASE("digest of 1000 seeded games matches on every platform", "[digest]") {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  std::vector<Action> buf;
  long actions = 0;
  for (std::uint64_t i = 0; i < 1000; ++i) {
    const char* name = kPresetNames[i % 5].data();
    const int seats = 2 + static_cast<int>((i / 5) % 9);
    Game g(*preset(name), seats, i);
    Rng rng(i ^ 0xD1CEULL);
    for (int step = 0; g.phase() != Phase::MatchOver && step < 400000; ++step) {
      REQUIRE(random_step(g, rng, buf));
      ++actions;
    }
    REQUIRE(g.phase() == Phase::MatchOver);
    std::uint64_t s = g.state_hash();
    for (int b = 0; b < 8; ++b) h = (h ^ ((s >> (8 * b)) & 0xFF)) * 0x100000001b3ULL;
  }
  char text[24];
  std::snprintf(text, sizeof text, "0x%016llxULL", static_cast<unsigned long long>(h));
  INFO("digest " << text << " over " << actions << " actions");
  CHECK(h == kExpected);
}
