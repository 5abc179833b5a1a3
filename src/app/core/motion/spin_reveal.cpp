#include "app/core/motion/spin_reveal.h"

#include <algorithm>

#include "engine/rules.h"

namespace app {

namespace {
constexpr double kShowCardsMs = 3200.0;  // at normal speed
constexpr double kShowdownMs = 2800.0;   // plus kTieMs a tie-break round
constexpr double kTieMs = 1200.0;
constexpr double kLeastMs = 2000.0;  // at any speed: long enough to read
}  // namespace

SpinReveal::Column& SpinReveal::column(int seat) {
  for (Column& c : columns_)
    if (c.seat == seat) return c;
  columns_.push_back(Column{seat, {}});
  return columns_.back();
}

void SpinReveal::on_events(const std::vector<uno::Event>& events, double now, double after) {
  using uno::EventType;
  for (const uno::Event& e : events) {
    switch (e.type) {
      case EventType::SpinResult:
        kind_ = Kind::None;
        columns_.clear();
        spinner_ = e.seat;
        winner_ = -1;
        rounds_ = 0;
        if (e.value == static_cast<int>(uno::SpinOutcome::ShowCards)) kind_ = Kind::ShowCards;
        if (e.value == static_cast<int>(uno::SpinOutcome::Showdown)) kind_ = Kind::Showdown;
        show_ = std::max(now, after);
        hide_ = show_;
        break;
      case EventType::Reveal:
        // Show Cards: the spinner's cards, each shown to everyone (target -1).
        if (kind_ == Kind::ShowCards && e.seat == spinner_ && e.target < 0 &&
            e.card != uno::kNoCard)
          column(e.seat).cards.push_back(e.card);
        break;
      case EventType::ShowdownCard:
        if (kind_ == Kind::Showdown && e.card != uno::kNoCard) {
          column(e.seat).cards.push_back(e.card);
          rounds_ = std::max(rounds_, static_cast<int>(e.value) + 1);
        }
        break;
      case EventType::ShowdownWinner:
        if (kind_ == Kind::Showdown) winner_ = e.seat;
        break;
      default: break;
    }
  }
  if (kind_ == Kind::None) return;
  const double base = kind_ == Kind::ShowCards
                          ? kShowCardsMs
                          : kShowdownMs + kTieMs * static_cast<double>(std::max(0, rounds_ - 1));
  hide_ = show_ + std::max(kLeastMs, base * static_cast<double>(speed_));
  if (kind_ == Kind::ShowCards && columns_.empty()) kind_ = Kind::None;  // an empty hand
}

}  // namespace app
