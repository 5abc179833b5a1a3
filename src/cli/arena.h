// uno-cli arena: bot levels against each other on paired deals, with 95% Wilson intervals
// and decision times (docs/protocol.md, "arena").
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "engine/game.h"
#include "engine/rules.h"

namespace uno::cli {

struct ArenaOptions {
  RuleSet rules;  // the preset with its house rules
  std::string preset = "classic";
  int seats = 2;
  std::vector<ai::Level> levels{ai::Level::Hard, ai::Level::Normal};  // per seat, repeating
  int deals = 1000;        // at most; each deal is played once per seat rotation
  int min_deals = 50;      // the first early-stop look; then at 2x, 4x, ... (early_look)
  bool early_stop = true;  // stop once the first level's interval at a look excludes `goal`
  double goal = -1;        // < 0: par, 1 / seats
  bool hands = true;       // one hand per game (first out wins); false: full matches
  std::uint64_t seed = 1;
  ai::SearchBudget budget{};  // of expert seats
};

// Wins of one level over the games it played, its decision times.
struct ArenaLevel {
  ai::Level level{};
  int seats_each = 0;        // seats this level holds in each game
  long long seat_games = 0;  // games x seats_each: its chances to win
  long long wins = 0;
  std::vector<float> move_ms;      // wall time of decide() where the game waited for it
  std::vector<float> move_cpu_ms;  // the same calls' processor time (std::clock)
};

struct ArenaResult {
  std::vector<ArenaLevel> levels;  // distinct levels, in order of first appearance
  int deals = 0;
  long long games = 0;
  long long no_winner = 0;  // hands without a winner (stall rule) or cut off
  bool decided = false;     // stopped early: the first level's interval at a look excludes the goal
  int look = -1;            // the look it stopped at (early_look)
  double seconds = 0;
};

struct Wilson {
  double lo = 0, hi = 0;
};
Wilson wilson(long long wins, long long n, double z);
Wilson wilson95(long long wins, long long n);

// The early stop as a sequential test whose looks together err at most 5% (Bonferroni):
// looks after min_deals, 2 x min_deals, 4 x min_deals, ... deals; look k tests the first
// level's interval at two-sided 0.05 / 2^(k+1) (z 2.24, 2.50, 2.73, ...). Checking the plain
// 95% interval after every deal would call a coin "decided" far more often than 5%.
int early_look(int deals, int min_deals);  // the look after `deals` deals, or -1
double early_look_z(int look);             // the interval's z at look k
// The interval that decided a run: at its look's z when it stopped early, else 95%.
Wilson verdict_interval(const ArenaLevel& first, const ArenaResult& r);

// One game of a paired deal: rotation k (0..seats-1) of the line-up over the seats. Seat s
// holds the line-up's place (s + k) % seats; `seat_bot(place, seed)` makes its bot, seeded
// ai::bot_seed(deal_seed, k * kMaxSeats + s). Returns the game played out (at most two
// million steps), or unplayed when the rules cannot be set up.
using SeatBot = std::function<std::unique_ptr<ai::Bot>(int place, std::uint64_t seed)>;
Game play_rotation(const RuleSet& rules, int seats, std::uint64_t deal_seed, int k,
                   const SeatBot& seat_bot);

ArenaResult run_arena(const ArenaOptions& o);
void print_arena(std::ostream& out, const ArenaOptions& o, const ArenaResult& r);

}  // namespace uno::cli
