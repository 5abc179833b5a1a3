// What the start screen produces: the rules, the seats and the seed of a match.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/action.h"
#include "engine/rules.h"

namespace app {

enum class SeatKind : std::uint8_t { Human, Computer };
enum class BotLevel : std::uint8_t { Easy, Normal, Hard };

struct SeatConfig {
  std::string name;
  SeatKind kind = SeatKind::Human;
  BotLevel level = BotLevel::Normal;
};

struct MatchConfig {
  int preset = 0;  // index into uno::kPresetNames
  uno::RuleSet rules = uno::classic();
  std::vector<SeatConfig> seats;
  std::uint64_t seed = 1;
};

// A match in progress: the game is a pure function of (rules, seats, seed, actions), so
// the config plus the action log is enough to restore it (persistence plugs in here).
struct SavedGame {
  MatchConfig config;
  std::vector<uno::Action> actions;
  int viewer = -1;
};

}  // namespace app
