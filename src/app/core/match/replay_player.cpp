#include "app/core/match/replay_player.h"

#include "app/core/match/session.h"

namespace app {

namespace {
constexpr double kStepMs = 650.0;  // pause between automatic steps
}

void ReplayPlayer::open(const uno::share::Deal& deal, std::vector<uno::Action> actions,
                        Session& s) {
  deal_ = deal;
  actions_ = std::move(actions);
  active_ = true;
  playing_ = false;
  s.start_replay(deal_);
  step_ = 0;
}

void ReplayPlayer::seek(Session& s, int step) {
  const int viewer = s.viewer();
  s.start_replay(deal_);  // a game cannot step back: replay from the deal (microseconds)
  s.set_replay_viewer(viewer);
  step_ = 0;
  while (step_ < step && step_ < total() && s.replay_apply(actions_[static_cast<size_t>(step_)]))
    ++step_;
}

void ReplayPlayer::step_forward(Session& s) {
  if (step_ < total() && s.replay_apply(actions_[static_cast<size_t>(step_)])) ++step_;
  if (step_ >= total()) playing_ = false;
}

void ReplayPlayer::back(Session& s) {
  if (step_ <= 0) return;
  playing_ = false;
  seek(s, step_ - 1);
}

void ReplayPlayer::forward(Session& s) {
  playing_ = false;
  step_forward(s);
}

void ReplayPlayer::toggle(Session& s, double now) {
  if (!playing_ && step_ >= total()) seek(s, 0);  // play again from the start
  playing_ = !playing_;
  next_at_ = now;
}

void ReplayPlayer::tick(Session& s, double now, bool animating) {
  if (!playing_) return;
  if (animating) {
    next_at_ = now + kStepMs * 0.4;
    return;
  }
  if (now < next_at_) return;
  step_forward(s);
  next_at_ = now + kStepMs;
}

}  // namespace app
