// Digest: 1,000 seeded random games (every preset, 2-10 seats, full matches), their final
// states and event streams hashed into one 64-bit value. Native and wasm must both give
// kExpected: any platform difference in shuffling, bounded ints or rules shows up here.
// After an intended rules change, update kExpected from the failure message.
#include "helpers.h"

#include <cstdio>

#include "engine/fnv.h"

using namespace uno;
using namespace uno::test;

namespace {
constexpr std::uint64_t kExpected = 0xdbdc8c5ddf675ea0ULL;
}

TEST_CASE("digest of 1000 seeded games matches on every platform", "[digest]") {
  Fnv1a h;
  std::vector<Action> buf;
  long actions = 0;
  for (std::uint64_t i = 0; i < 1000; ++i) {
    const char* name = kPresetNames[i % 5].data();
    const int seats = 2 + static_cast<int>((i / 5) % 9);
    RuleSet r = *preset(name);
    r.round_wins = 1;  // pinned before dino's multi-round default (test_dino plays that)
    Game g(r, seats, i);
    Rng rng(i ^ 0xD1CEULL);
    for (int step = 0; g.phase() != Phase::MatchOver && step < 400000; ++step) {
      REQUIRE(random_step(g, rng, buf));
      ++actions;
    }
    REQUIRE(g.phase() == Phase::MatchOver);
    h.u64(g.state_hash());
  }
  char text[24];
  std::snprintf(text, sizeof text, "0x%016llxULL", static_cast<unsigned long long>(h.h));
  INFO("digest " << text << " over " << actions << " actions");
  CHECK(h.h == kExpected);
}

// Speed (hidden; run with: engine_tests "[.bench]"): random playouts with the project PRNG,
// legal-action generation into a reused vector, no checks. The target is well over
// 1,000,000 actions/s natively on one core. The games are seeded: their action count and
// the digest of their final states are pinned (kBenchActions, kBenchDigest), so a bench
// that measured other games than before fails instead of printing a figure.
#include <chrono>

namespace {
constexpr long kBenchActions = 42483202;
constexpr std::uint64_t kBenchDigest = 0x53f760c097e55b81ULL;
}  // namespace

TEST_CASE("bench: random playout actions per second", "[.bench]") {
  std::vector<Action> buf;
  buf.reserve(256);
  long actions = 0;
  Fnv1a h;
  auto t0 = std::chrono::steady_clock::now();
  for (std::uint64_t i = 0; i < 5000; ++i) {
    RuleSet r = *preset(kPresetNames[i % 5]);
    r.target_score = 0;
    Game g(r, 2 + static_cast<int>(i % 9), i);
    Rng rng(i);
    while (g.phase() != Phase::MatchOver) {
      std::uint16_t m = g.actors();
      int seats[kMaxSeats];
      std::uint32_t n = 0;
      for (int s = 0; s < g.seats(); ++s)
        if (m >> s & 1) seats[n++] = s;
      const int seat = seats[rng.below(n)];
      g.legal_actions(seat, buf);
      g.apply(buf[rng.below(static_cast<std::uint32_t>(buf.size()))]);
      ++actions;
    }
    h.u64(g.state_hash());
  }
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("%ld actions in %.3f s = %ld actions/s (including dealing)\n", actions, secs,
              static_cast<long>(static_cast<double>(actions) / secs));
  char text[24];
  std::snprintf(text, sizeof text, "0x%016llxULL", static_cast<unsigned long long>(h.h));
  INFO("digest " << text << " over " << actions << " actions");
  CHECK(actions == kBenchActions);
  CHECK(h.h == kBenchDigest);
}
