// Computer players as the session sees them: src/ai's bots (uno_ai), which read only
// their seat's SeatView and the legal actions, and suggest a reaction delay.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "app/match_config.h"
#include "engine/action.h"
#include "engine/view.h"

namespace app {

struct BotMove {
  uno::Action action;
  double delay_ms = 0;
};

class BotPlayer {
 public:
  virtual ~BotPlayer() = default;
  // nullopt: the bot does nothing now (e.g. it "forgot" UNO or did not notice a catch).
  virtual std::optional<BotMove> choose(const uno::SeatView& v, const std::vector<uno::Action>& legal) = 0;
};

std::unique_ptr<BotPlayer> make_bot(BotLevel level, std::uint64_t seed);

}  // namespace app
