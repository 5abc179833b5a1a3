// The peer policy: how the npm uno-engine package (danguilherme/uno) plays, so our engine's
// speed compares with it like for like (`uno-cli bench --policy peer`, the page's #bench).
// One hand per game (first out wins); the seat on turn plays a uniformly random playable
// card (wild colour and 7-0 target at random), else draws and plays the drawn card if it
// is legal, else passes; victims accept; nobody calls UNO, catches or jumps in. Other
// presets' special steps (wheel, discards, verdicts, UNO Spin race): the first seat that
// may act picks uniformly among its actions. All randomness: the engine's Rng.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/fnv.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/rules.h"

namespace uno::ai {

struct PeerCounts {
  long long hands = 0;     // finished hands (= games)
  long long turns = 0;     // a seat's turn: a play, or a draw [+ play | pass]
  long long actions = 0;   // engine actions applied (plays, draws, passes, accepts, colours...)
  long long aborted = 0;   // hands cut off at kPeerMaxActions (none expected)
  long long diverged = 0;  // hands the logging replay played otherwise (none expected)
};
inline constexpr long long kPeerMaxActions = 200000;

// Plays the rest of `g`'s current hand with the peer policy, appending each action
// applied to `played` (the run's digest: feed(), then g.state_hash(), off the clock).
// Actions come from the engine's own lists and go through Game::apply_legal (no second
// check; tests replay `played` through Game::apply).
void play_peer_hand(Game& g, Rng& rng, std::vector<Action>& scratch, std::vector<Action>& played,
                    PeerCounts& counts);
// The same, feeding each action applied to `digest` instead.
void play_peer_hand(Game& g, Rng& rng, std::vector<Action>& scratch, Fnv1a& digest,
                    PeerCounts& counts);
// The digest's bytes of actions: type, seat, card, colour, target (one byte each).
void feed(Fnv1a& digest, const std::vector<Action>& played);

// Hand i of a peer run: Game(rules with target 0, seats, hand_seed(seed, i)) without its
// event log (Game::set_logging) and a policy Rng of its own, so hand i is the same
// whatever came before. Plays `hands` hands, or while fewer than `seconds` have passed
// when hands == 0. The digest comes from a logging replay of each hand, off the clock.
struct PeerRun {
  PeerCounts counts;
  std::uint64_t digest = 0;
  double seconds = 0;
};
PeerRun run_peer(const RuleSet& rules, int seats, std::uint64_t seed, long long hands,
                 double seconds);

// The seed of hand (or game) i of a run seeded with `seed` (SplitMix64).
std::uint64_t hand_seed(std::uint64_t seed, long long i);
// The seed of the policy's own Rng for the hand dealt from `hand_seed`.
inline std::uint64_t policy_seed(std::uint64_t hand_seed) { return hand_seed ^ 0x5EE12EE1ULL; }

}  // namespace uno::ai
