// Computer players as the session sees them: pick one of the legal actions from the
// seat's own view (never the omniscient game) and suggest a reaction delay.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "app/match_config.h"
#include "engine/action.h"
#include "engine/view.h"

namespace app {

class BotPlayer {
 public:
  virtual ~BotPlayer() = default;
  // nullopt: the bot does nothing now (e.g. it "forgot" UNO or did not notice a catch).
  virtual std::optional<uno::Action> choose(const uno::SeatView& v, const std::vector<uno::Action>& legal) = 0;
  // Milliseconds a human would take for this action at this level.
  virtual double delay_ms(const uno::SeatView& v, const uno::Action& chosen) = 0;
};

std::unique_ptr<BotPlayer> make_bot(BotLevel level, std::uint64_t seed);

}  // namespace app
