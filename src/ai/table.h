// Table: runs bots on a Game with a simple race model, for simulations, the CLI and tests.
// The Table is the referee side: it builds each seat's view (bot_view) and asks every
// seat that may act; the decision with the smallest delay is applied (ties: the seat the
// game waits for, then seat order). So a forgotten UNO call is caught when a catcher
// reacts faster than the next player moves, and the fastest bot wins the UNO Spin race.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "ai/bot.h"
#include "engine/game.h"

namespace uno::ai {

struct TableStep {
  int seat = -1;
  Action action{};
  int delay_ms = 0;
  bool forced = false;  // nobody wanted to act: the first legal action was taken
};

class Table {
 public:
  Table() = default;
  // bots[s] == nullptr: seat s is not a bot (a human); the table never acts for it.
  explicit Table(std::vector<std::unique_ptr<Bot>> bots) : bots_(std::move(bots)) {}
  // One bot per seat, levels[s % levels.size()], seeds derived from `seed` and the seat.
  static Table with_levels(const std::vector<Level>& levels, int seats, std::uint64_t seed);

  const Bot& bot(int seat) const { return *bots_[static_cast<std::size_t>(seat)]; }
  int size() const { return static_cast<int>(bots_.size()); }

  // Applies one decision. Returns false when no bot can act (match over, or only humans
  // may act) or on an engine refusal (a bug: `out->seat >= 0`, `out->action` refused).
  bool step(Game& g, TableStep* out = nullptr);

 private:
  std::vector<std::unique_ptr<Bot>> bots_;
  std::vector<Action> legal_;
};

}  // namespace uno::ai
