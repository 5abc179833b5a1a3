#include "app/core/event_ticker.h"

#include "app/core/strings.h"

namespace app {

namespace {
constexpr double kShowMs = 2600.0;
constexpr size_t kMaxLines = 3;
}  // namespace

void EventTicker::add(std::string text, double now, bool held) {
  lines_.push_back({std::move(text), now + kShowMs, held});
  while (lines_.size() > kMaxLines) lines_.pop_front();
}

void EventTicker::on_events(const std::vector<uno::Event>& events,
                            const std::function<Who(int)>& who, double now) {
  using uno::EventType;
  // A new turn releases the catches and penalties held from earlier batches.
  for (const uno::Event& e : events)
    if (e.type == EventType::TurnStart) {
      for (TickerLine& l : lines_) l.held = false;
      break;
    }
  // Penalty draws come one card at a time: count a run of them as one line.
  int run_seat = -1, run = 0;
  auto flush = [&] {
    if (run > 0) add(about(S::MustDrawFmt, who(run_seat), run), now, true);
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
        add(about(S::CaughtFmt, who(e.target), n), now, true);
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
}

const std::deque<TickerLine>& EventTicker::lines(double now) {
  std::erase_if(lines_, [now](const TickerLine& l) { return !l.held && l.until <= now; });
  return lines_;
}

double EventTicker::next_expiry() const {
  double due = -1.0;
  for (const TickerLine& l : lines_)
    if (!l.held && (due < 0 || l.until < due)) due = l.until;
  return due;
}

}  // namespace app
