// Short lines about what just happened at the table that no card flight shows: UNO
// calls, catches, penalty draws, skips, and the variants' special moments (moments.h)
// with a banner word over the piles. Each line stays a few seconds; the loop is woken
// once when it expires (no per-frame work while a human thinks). No ImGui.
#pragma once

#include <deque>
#include <functional>
#include <string>
#include <vector>

#include "app/core/texts.h"
#include "engine/deck.h"
#include "engine/event.h"
#include "engine/rules.h"

namespace app {

struct TickerLine {
  std::string text;
  double until = 0;
};

class EventTicker {
 public:
  // `who(seat)` gives a seat as texts see it (Session::who: its name, or "you").
  // `wheel_lands`: when a spin in these events lands (its lines wait until then).
  // `rules`, `deck`: the match's, for the custom cards' texts (may be null).
  void on_events(const std::vector<uno::Event>& events, const std::function<Who(int)>& who,
                 double now, double wheel_lands = -1.0, const uno::RuleSet* rules = nullptr,
                 const uno::Deck* deck = nullptr);
  void clear() {
    lines_.clear();
    held_.clear();
    banner_ = {};
  }
  // Lines still showing at `now` (expired ones are dropped).
  const std::deque<TickerLine>& lines(double now);
  // The big word over the piles for a special moment ("Blocked!"), "" when none shows.
  const TickerLine* banner(double now) const {
    return banner_.until > now && !banner_.text.empty() ? &banner_ : nullptr;
  }
  // When the oldest line or the banner expires (-1: none).
  double next_expiry() const;

 private:
  void add(std::string text, double now);
  std::deque<TickerLine> lines_;
  TickerLine banner_;
  std::deque<TickerLine> held_;  // text, and when it may show (`until` = the release time)
};

}  // namespace app
