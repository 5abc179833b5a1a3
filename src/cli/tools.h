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
#include "ai/peer_policy.h"
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

// The peer policy (`bench --policy peer`): ai/peer_policy.h.
using ai::kPeerMaxActions;
using ai::PeerCounts;
using ai::PeerRun;
using ai::play_peer_hand;
using ai::run_peer;

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
