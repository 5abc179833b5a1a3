// Short lines about what just happened at the table that no card flight shows: UNO
// calls, catches, penalty draws, skips, and the variants' special moments (moments.h). Each line
// stays a few seconds; the loop is woken once when it expires (no per-frame work while a human
// thinks). No ImGui.
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "app/core/match/moments.h"
#include "app/core/match/table_words.h"
#include "engine/event.h"

namespace app {

struct TickerLine {
  std::string text;
  double until = 0;
  // Catches and penalties stay until the next turn has begun (and their few seconds
  // are up), so a person can read who was caught even while bots play fast.
  bool held = false;
};

class EventTicker {
 public:
  // `who(seat)` gives a seat as texts see it (Session::who: its name, or "you").
  // `moments`: the same events' special moments in words (explain_events); their lines
  // from a wheel spin on wait until `wheel_lands` (no spoiler while the wheel turns).
  void on_events(const std::vector<uno::Event>& events, const std::function<Who(int)>& who,
                 double now, const Explained& moments = {}, double wheel_lands = -1.0);
  void clear() {
    lines_.clear();
    waiting_.clear();
    told_.clear();
  }
  // The lines showing as of the last expire().
  const std::vector<TickerLine>& lines() const { return lines_; }
  // When the oldest line expires (-1: none).
  double next_expiry() const;
  // The frame step: lines whose wait is over come, lines whose time is over go.
  void expire(double now);
  // A line of the app's own (e.g. "Sound off (M)"), shown like an event's.
  void note(std::string text, double now) { add(std::move(text), now); }
  // The latest lines shown, expired or not (oldest first): what the ticker has told, for
  // the test hook (a test on a loaded machine may look after a line's few seconds).
  const std::vector<std::string>& told() const { return told_; }

 private:
  void add(std::string text, double now, bool held = false);
  // Vectors: a handful of lines each, so nothing needs a deque.
  std::vector<TickerLine> lines_;
  std::vector<TickerLine> waiting_;  // text, and when it may show (`until` = the release time)
  std::vector<std::string> told_;
};

}  // namespace app
