// Table: the one race model between bots, used by simulations, the CLI and the app.
// The Table is the referee side: it builds each seat's view (bot_view) and asks every
// bot seat that may act; the decision with the smallest delay lands first (ties: a seat
// the game waits for, then seat order from the current seat). So a forgotten UNO call is
// caught when a catcher reacts faster than the next player moves, and the fastest bot
// wins the UNO Spin race. The app schedules next() after its delay; the CLI applies it.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "ai/bot.h"
#include "engine/game.h"

namespace uno::ai {

struct TableStep {
  int seat = -1;
  Action action{};
  int delay_ms = 0;
  bool forced = false;  // no bot wanted to act and nobody else could: the first legal action
};

class Table {
 public:
  Table() = default;
  // bots[s] == nullptr: seat s is not a bot (a human); the table never acts for it.
  explicit Table(std::vector<std::unique_ptr<Bot>> bots) : bots_(std::move(bots)) {}
  // One bot per seat, levels[s % levels.size()], seeds from bot_seed(seed, s).
  static Table with_levels(const std::vector<Level>& levels, int seats, std::uint64_t seed);

  const Bot& bot(int seat) const { return *bots_[static_cast<std::size_t>(seat)]; }
  bool is_bot(int seat) const {
    return seat >= 0 && seat < size() && bots_[static_cast<std::size_t>(seat)] != nullptr;
  }
  int size() const { return static_cast<int>(bots_.size()); }

  // The bot decision that lands first now, without applying it; nullopt when no bot acts.
  // Bots of the seats in `held` (a bit per seat) are not asked.
  std::optional<TableStep> next(const Game& g, std::uint16_t held = 0);

  // Applies next(g). Returns false when no bot can act (match over, or only humans may
  // act) or on an engine refusal (a bug: `out->seat >= 0`, `out->action` refused).
  bool step(Game& g, TableStep* out = nullptr);

 private:
  std::vector<std::unique_ptr<Bot>> bots_;
  std::vector<Action> legal_;
};

}  // namespace uno::ai
