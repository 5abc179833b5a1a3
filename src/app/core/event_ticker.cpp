#include "app/core/event_ticker.h"

#include "app/core/access_texts.h"

namespace app {

namespace {
constexpr double kShowMs = 2600.0;
constexpr size_t kMaxLines = 3;
}  // namespace

void EventTicker::add(std::string text, double now) {
  lines_.push_back({std::move(text), now + kShowMs});
  while (lines_.size() > kMaxLines) lines_.pop_front();
}

void EventTicker::on_events(const std::vector<uno::Event>& events,
                            const std::function<Who(int)>& who, double now) {
  // The same words the announcer speaks (one place: describe_events); the ticker shows
  // only what no card flight shows.
  for (EventLine& l : describe_events(events, who, nullptr))
    if (l.ticker) add(std::move(l.text), now);
}

const std::deque<TickerLine>& EventTicker::lines(double now) {
  while (!lines_.empty() && lines_.front().until <= now) lines_.pop_front();
  return lines_;
}

}  // namespace app
