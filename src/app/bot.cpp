// Adapter from the session to src/ai (target uno_ai).
#include "app/bot.h"

#include "ai/bot.h"

namespace app {
namespace {

class AiBot final : public BotPlayer {
 public:
  AiBot(BotLevel level, std::uint64_t seed) : bot_(uno::ai::make_bot(static_cast<uno::ai::Level>(level), seed)) {}

  std::optional<BotMove> choose(const uno::SeatView& v, const std::vector<uno::Action>& legal) override {
    if (legal.empty()) return std::nullopt;
    const uno::ai::Decision d = bot_->decide(v, legal);
    if (!d.act) return std::nullopt;
    return BotMove{d.action, static_cast<double>(d.delay_ms)};
  }

 private:
  std::unique_ptr<uno::ai::Bot> bot_;
};

static_assert(static_cast<int>(BotLevel::Easy) == static_cast<int>(uno::ai::Level::Easy));
static_assert(static_cast<int>(BotLevel::Hard) == static_cast<int>(uno::ai::Level::Hard));

}  // namespace

std::unique_ptr<BotPlayer> make_bot(BotLevel level, std::uint64_t seed) {
  return std::make_unique<AiBot>(level, seed);
}

}  // namespace app
