#include "app/core/motion/event_ticker.h"

#include "app/core/motion/keep_last.h"
#include "app/core/text/access_strings.h"

namespace app {

namespace {
constexpr double kShowMs = 2600.0;
constexpr size_t kMaxLines = 3;
constexpr size_t kToldLines = 24;
}  // namespace

void EventTicker::add(std::string text, double now, bool held) {
  told_.push_back(text);
  keep_last(told_, kToldLines);
  lines_.push_back({std::move(text), now + kShowMs, held});
  keep_last(lines_, kMaxLines);
}

void EventTicker::on_events(const std::vector<uno::Event>& events,
                            const std::function<Who(int)>& who, double now,
                            const Explained& moments, double wheel_lands) {
  // A new turn releases the catches and penalties held from earlier batches.
  for (const uno::Event& e : events)
    if (e.type == uno::EventType::TurnStart) {
      for (TickerLine& l : lines_) l.held = false;
      break;
    }
  // The same words the announcer speaks (one place: describe_events); the ticker shows
  // only what no card flight shows.
  for (EventLine& l : describe_events(events, who, nullptr))
    if (l.ticker) add(std::move(l.text), now, l.held);
  for (const std::string& l : moments.lines) add(l, now);
  for (const std::string& l : moments.after_wheel) {
    if (wheel_lands > now) waiting_.push_back({l, wheel_lands});
    else add(l, now);
  }
}

void EventTicker::expire(double now) {
  while (!waiting_.empty() && waiting_.front().until <= now) {
    add(std::move(waiting_.front().text), waiting_.front().until);
    keep_last(waiting_, waiting_.size() - 1);
  }
  std::erase_if(lines_, [now](const TickerLine& l) { return !l.held && l.until <= now; });
}

double EventTicker::next_expiry() const {
  double due = waiting_.empty() ? -1.0 : waiting_.front().until;
  for (const TickerLine& l : lines_)
    if (!l.held && (due < 0 || l.until < due)) due = l.until;
  return due;
}

}  // namespace app
