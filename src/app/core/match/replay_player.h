// The replay of a shared finished game: the table as one seat saw it, stepped back and
// forth or played at the animation's pace. The Session runs in replay mode (nobody acts);
// the replay bar (ui/replay_view) draws the controls and returns Commands.
#pragma once

#include <vector>

#include "engine/action.h"
#include "share/deal.h"

namespace app {

class Session;

class ReplayPlayer {
 public:
  void open(const uno::share::Deal& deal, std::vector<uno::Action> actions, Session& s);
  void close() {
    active_ = false;
    playing_ = false;
  }
  bool active() const { return active_; }
  int step() const { return step_; }
  int total() const { return static_cast<int>(actions_.size()); }
  bool playing() const { return playing_; }

  void back(Session& s);
  void forward(Session& s);
  // Play or pause; playing at the end starts again from the deal.
  void toggle(Session& s, double now);
  // Advances while playing (once the cards of the last step have landed).
  void tick(Session& s, double now, bool animating);
  // When the next automatic step is due (-1: not playing).
  double next_due() const { return playing_ ? next_at_ : -1.0; }

 private:
  void seek(Session& s, int step);
  void step_forward(Session& s);

  uno::share::Deal deal_;
  std::vector<uno::Action> actions_;
  int step_ = 0;
  bool active_ = false;
  bool playing_ = false;
  double next_at_ = 0;
};

}  // namespace app
