// The engine's classic games under the peer policy against a second implementation of the
// same rules (classic_peer_loop.h, also the peer benchmark's speed
// ceiling in tools/ceiling/): every action of every hand must be the same, at every seat count. A
// rule the engine's code applies otherwise than the loop (the deal, the dealer by lot, the first
// card, a Skip, a Reverse, a Draw Two or Draw Four accepted, a reshuffle, the drawn card)
// shows up here. (A pass with both piles empty and the stall block never happen in these
// hands: classic from a full deck does not reach them.)
#include <catch2/catch.hpp>

#include <vector>

#include "ai/peer_policy.h"
#include "classic_peer_loop.h"
#include "engine/game.h"
#include "engine/rules.h"

using namespace uno;

TEST_CASE("peer ceiling: the single-purpose classic loop plays the engine's games", "[bench]") {
  RuleSet one = classic();  // one hand per game, as the bench plays it
  one.target_score = 0;
  one.round_wins = 1;
  for (int seats = 2; seats <= 10; ++seats) {
    perf::ClassicPeerLoop loop(seats);
    Game g(one, seats, ai::hand_seed(1, 0));
    g.set_logging(false);
    std::vector<Action> scratch, engine, single;
    ai::PeerCounts counts;
    for (long long i = 0; i < 600; ++i) {
      const std::uint64_t hs = ai::hand_seed(1, i);
      if (i > 0) g.restart(hs);
      Rng rng(ai::policy_seed(hs));
      engine.clear();
      single.clear();
      ai::play_peer_hand(g, rng, scratch, engine, counts);
      loop.play(hs, ai::policy_seed(hs), single);
      INFO(seats << " seats, hand " << i);
      REQUIRE(engine.size() == single.size());
      REQUIRE(engine == single);
    }
    CHECK(counts.aborted == 0);
  }
}
