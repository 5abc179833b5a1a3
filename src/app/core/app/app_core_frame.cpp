// AppCore's frame step: what time does each frame (the bots' next move, the wheel, banners
// and ticker lines that expire, the coach's answers, tips) and when the loop must wake
// next. The views draw the state this leaves; they change nothing themselves.
#include <algorithm>
#include <utility>

#include "app/core/app/app_core.h"
#include "app/core/text/coach_strings.h"

namespace app {

void AppCore::begin_frame(double now, bool modal) {
  apply_settings();
  setup_.follow_language();  // default names in the language shown
  if (screen_ == Screen::Start || !session_.active()) {
    screen_ = Screen::Start;
    return;
  }
  count_modal_time(now, modal);  // before the clocks are read: a dialog's time is not theirs
  watch_hand_over();
  dispatch_events(now);
  make_way(now, false);
  // A guided round's sentence about a landed wheel keeps it up until Next (a newcomer saw
  // it go before the sentence said where it landed).
  const TutorialRun* run = session_.tutorial();
  wheel_.keep(run && run->line().waits && wheel_.settled(now));
  // The game waits while cards fly, while the wheel turns and shows its result, and while
  // the cards a spin laid open (Show Cards, Showdown) are on show.
  anim_.expire(now);
  wheel_.expire(now);
  spin_reveal_.expire(now);
  banners_.expire(now);  // what is over wakes nothing (also with no view drawing it)
  ticker_.expire(now);
  const bool wheel = wheel_.showing(now);
  const bool shown = spin_reveal_.holding(now);
  const bool busy = anim_.busy(now) || wheel || shown;
  const double until =
      std::max({anim_.busy(now) ? anim_.end_time() : 0.0, wheel ? wheel_.hide_time() : 0.0,
                shown ? spin_reveal_.hide_time() : 0.0});
  // At Normal and Slow an effect's banner ("Skip!", "+2") is read before the next computer
  // moves (a newcomer: "three computers can play a Skip, a Reverse and a +2
  // within about 2 s, before I can read any of it"). Fast keeps the bots' own pace.
  const double banner = banners_.end_time();
  const bool read_banner = animation_factor(settings_.animation) >= 1.0f && banner > now;
  if (screen_ == Screen::Replay) replay_.tick(session_, now, busy);
  else if (busy || read_banner) session_.hold_until(std::max(until, read_banner ? banner : 0.0));
  else if (!modal) session_.tick(now);
  // After the bots' move: an Expert whose turn it made is asked in the same frame.
  if (screen_ == Screen::Table) {
    coach_.frame(session_, announcer_, now);
    if (coach_.take_expert_slow()) {
      Notice n;
      n.id = "expert-slow";
      n.title = tr(CoachText::ExpertSlowTitle);
      n.body = tr(CoachText::ExpertSlowBody);
      notices_.show(std::move(n));
    }
  }
  if (!modal) offer_tip(now);
}

void AppCore::end_frame(double now) {
  if (screen_ != Screen::Start && session_.active()) {
    watch_hand_over();     // a move of this frame may have passed the device on
    dispatch_events(now);  // moves of this frame fly now
    cues_.on_waiting(waiting_for(), !anim_.busy(now) && !wheel_.showing(now));
    say_lesson();  // after the lines of this frame's moves
  }
  persist();
}

int AppCore::waiting_for() const {
  const Session& s = session_;
  if (screen_ != Screen::Table || !s.active() || s.replaying()) return -1;
  if (s.privacy_for() >= 0) return s.privacy_for();  // hot-seat: the device goes to them
  const int v = s.viewer();
  if (v < 0 || s.acting_seat() != v || s.legal().empty()) return -1;
  // A step the game takes for them (keep an unplayable drawn card, take a Draw Two).
  if (s.planned() && s.planned()->seat == v && s.thinking_seat() < 0) return -1;
  return v;
}

double AppCore::next_wake(bool modal) const {
  double due = -1.0;  // the start screen waits for input only
  if (screen_ == Screen::Replay) due = replay_.next_due();
  else if (screen_ == Screen::Table && !modal) due = session_.next_due();
  if (screen_ == Screen::Table) {
    const double coach = coach_.next_wake(session_);  // an Expert to ask, or overdue
    if (coach >= 0 && (due < 0 || coach < due)) due = coach;
  }
  if (screen_ != Screen::Start) {
    const double expiry = ticker_.next_expiry();
    if (expiry >= 0 && (due < 0 || expiry < due)) due = expiry;  // one frame to drop the line
    const double banner = banners_.end_time();
    if (banner >= 0 && (due < 0 || banner < due)) due = banner;  // and one to drop a banner
    const double hide = wheel_.hide_time();                      // one frame to take the wheel away
    if (hide >= 0 && (due < 0 || hide < due)) due = hide;
    const double shown = spin_reveal_.hide_time();  // and one to take the shown cards away
    if (shown >= 0 && (due < 0 || shown < due)) due = shown;
  }
  return due;
}

}  // namespace app
