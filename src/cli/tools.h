// The uno-cli subcommands besides `play`: sim (bots against bots), bench (random play
// speed), replay (transcripts), and the argument dispatcher used by main().
#pragma once

#include <array>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "engine/fnv.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/rules.h"
#include "share/deal.h"

namespace uno::cli {

// ---- sim
// Unnamed bot seats of `levels` (per seat, repeating; none: normal), as Table::with_levels.
std::vector<share::Seat> bot_seats(const std::vector<ai::Level>& levels, int seats);
// The bot level of a seat's player; nullopt for a human.
std::optional<ai::Level> bot_level(share::Player p);

struct SimOptions {
  // Preset, rules and seed; each seat's player is its bot level (a human seat never acts,
  // so its games stall and count as aborted).
  share::Deal deal{.seats = bot_seats({ai::Level::Normal}, 4), .seed = 1};
  int games = 100;
  bool rounds = false;            // one round per game (target 0: first out wins)
  long long max_steps = 2000000;  // per game; a game hitting it counts as aborted
};

struct SimResult {
  int games = 0;
  int aborted = 0;
  int ties = 0;  // games with more than one match winner (each one gets a win)
  std::array<int, kMaxSeats> wins{};
  std::array<long long, kMaxSeats> uno_called{};
  std::array<long long, kMaxSeats> uno_caught{};   // this seat was caught
  std::array<long long, kMaxSeats> uno_escaped{};  // forgot, but nobody caught it
  long long rounds = 0;
  long long turns = 0;
  long long actions = 0;
  double seconds = 0;
};

SimResult run_sim(const SimOptions& o);
void print_sim(std::ostream& out, const SimOptions& o, const SimResult& r);

// ---- bench
struct BenchResult {
  std::string preset;
  long long games = 0;   // finished matches
  long long rounds = 0;  // finished rounds
  long long actions = 0;
  double seconds = 0;
};
// Uniformly random legal action among every seat's legal actions, full matches, one
// core, for `seconds` per preset.
BenchResult run_bench(const RuleSet& rules, int seats, double seconds, std::uint64_t seed);

// The peer policy (`bench --policy peer`, the npm uno-engine package's way of playing):
// one hand per game (first out wins), the seat on turn plays a uniformly random playable
// card (wild colour and 7-0 target at random), else draws and plays the drawn card if it
// is legal, else passes; victims accept; nobody calls UNO, catches or jumps in. Other
// presets' special steps (wheel, discards, verdicts, UNO Spin race): the first seat that
// may act picks uniformly among its actions. All randomness: the engine's Rng.
struct PeerCounts {
  long long hands = 0;    // finished hands (= games)
  long long turns = 0;    // a seat's turn: a play, or a draw [+ play | pass]
  long long actions = 0;  // engine actions applied (plays, draws, passes, accepts, colours...)
  long long aborted = 0;  // hands cut off at kPeerMaxActions (none expected)
  long long refused = 0;  // actions Game::apply refused as illegal (none expected)
};
inline constexpr long long kPeerMaxActions = 200000;
// Plays the rest of `g`'s current hand with the peer policy; each applied action is fed
// to `digest` (run_peer then adds g.state_hash(), off the clock).
void play_peer_hand(Game& g, Rng& rng, std::vector<Action>& scratch, Fnv1a& digest,
                    PeerCounts& counts);
// Hand i of a peer run: Game(rules with target 0, seats, hand_seed(seed, i)) and a policy
// Rng of its own, so hand i is the same whatever came before. Plays `hands` hands, or
// while fewer than `seconds` have passed when hands == 0.
struct PeerRun {
  PeerCounts counts;
  std::uint64_t digest = 0;
  double seconds = 0;
};
PeerRun run_peer(const RuleSet& rules, int seats, std::uint64_t seed, long long hands,
                 double seconds);

// ---- replay
// Reads a transcript (header "# <preset> seats=N seed=S [target=T] [house=a,b]
// [dealer=D deck=c1,c2,...] [rules=<json>]", then "> <action>" lines; indented event lines
// and other "#" lines are ignored) and writes it back with every event, the final scores
// and the state hash: the golden-transcript format of tests/engine/golden. With `check`,
// the output must equal the input text exactly (exit code 1 and a note on `err` if not).
int run_replay(std::istream& in, std::ostream& out, std::ostream& err, bool check);

// ---- dispatcher: uno-cli [play|sim|bench|replay|help] [options]
int run_cli(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
            std::ostream& err);

}  // namespace uno::cli
