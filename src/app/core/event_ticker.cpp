#include "app/core/event_ticker.h"

#include "app/core/moments.h"
#include "app/core/strings.h"

namespace app {

namespace {
constexpr double kShowMs = 2600.0;
constexpr size_t kMaxLines = 3;
constexpr double kBannerMs = 1800.0;
}  // namespace

void EventTicker::add(std::string text, double now) {
  lines_.push_back({std::move(text), now + kShowMs});
  while (lines_.size() > kMaxLines) lines_.pop_front();
}

void EventTicker::on_events(const std::vector<uno::Event>& events,
                            const std::function<Who(int)>& who, double now, double wheel_lands,
                            const uno::RuleSet* rules, const uno::Deck* deck) {
  using uno::EventType;
  // Penalty draws come one card at a time: count a run of them as one line.
  int run_seat = -1, run = 0;
  auto flush = [&] {
    if (run > 0) add(about(S::MustDrawFmt, who(run_seat), run), now);
    run_seat = -1;
    run = 0;
  };
  for (const uno::Event& e : events) {
    const bool penalty =
        e.type == EventType::Draw && e.value == static_cast<std::int16_t>(uno::DrawReason::Penalty);
    if (!penalty || e.seat != run_seat) flush();
    switch (e.type) {
      case EventType::UnoCalled: add(about(S::CalledUnoFmt, who(e.seat)), now); break;
      case EventType::UnoCaught: {
        int n = 0;  // the caught seat's penalty cards follow the catch
        for (const uno::Event& d : events)
          if (d.seq > e.seq && d.type == EventType::Draw && d.seat == e.target &&
              d.value == static_cast<std::int16_t>(uno::DrawReason::Uno))
            ++n;
        add(about(S::CaughtFmt, who(e.target), n), now);
        break;
      }
      case EventType::Skipped: add(about(S::SkippedFmt, who(e.seat)), now); break;
      case EventType::Draw:
        if (penalty) {
          run_seat = e.seat;
          ++run;
        }
        break;
      default: break;
    }
  }
  flush();
  Explained x = explain_events(events, who, rules, deck);
  for (std::string& l : x.lines) add(std::move(l), now);
  for (std::string& l : x.after_wheel) {
    if (wheel_lands > now) held_.push_back({std::move(l), wheel_lands});
    else add(std::move(l), now);
  }
  if (!x.banner.empty()) banner_ = {std::move(x.banner), now + kBannerMs};
}

double EventTicker::next_expiry() const {
  double t = lines_.empty() ? -1.0 : lines_.front().until;
  if (!held_.empty() && (t < 0 || held_.front().until < t)) t = held_.front().until;
  if (!banner_.text.empty() && (t < 0 || banner_.until < t)) t = banner_.until;
  return t;
}

const std::deque<TickerLine>& EventTicker::lines(double now) {
  while (!held_.empty() && held_.front().until <= now) {
    const double at = held_.front().until;
    lines_.push_back({std::move(held_.front().text), at + kShowMs});
    held_.pop_front();
    while (lines_.size() > kMaxLines) lines_.pop_front();
  }
  while (!lines_.empty() && lines_.front().until <= now) lines_.pop_front();
  if (!banner_.text.empty() && banner_.until <= now) banner_ = {};  // next_expiry stops asking
  return lines_;
}

}  // namespace app
