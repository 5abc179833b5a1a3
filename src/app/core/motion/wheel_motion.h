// The Spin wheel's motion (000): when the engine reports a spin, the wheel turns with an
// easing and comes to rest with the ENGINE's outcome under the pointer; the result stays
// up a moment while computers play on, then the wheel goes; when the result hands a
// decision to the player at this device, the wheel goes as it lands (AppCore::begin_frame)
// and a press during the hold takes it away. The outcome comes from the engine, never from
// here. Frames run only while it turns; the result's hold costs one wake-up. No ImGui.
#pragma once

#include <vector>

#include "engine/card.h"
#include "engine/event.h"
#include "engine/rules.h"

namespace app {

class WheelMotion {
 public:
  // 1 = normal, 0.5 = fast, 0 = no motion (the wheel appears at rest on the outcome).
  void set_speed(float factor) { speed_ = factor; }
  // Reduced motion: the wheel does not turn; it fades in at rest on the outcome.
  void set_reduced(bool on) { reduced_ = on; }
  void on_events(const std::vector<uno::Event>& events, double now);
  void reset() { shown_ = false; }
  // Takes the wheel away once its result has been shown (hide_time() is -1 after that).
  void expire(double now) {
    if (shown_ && !kept_ && now >= hide_) shown_ = false;
  }
  // Keeps a landed wheel up past its hold, for as long as `on` (a guided round's sentence
  // says where it landed and waits for Next); cut() still takes it away.
  void keep(bool on) { kept_ = on; }

  // Takes the wheel away now if it has landed (a reduced-motion wheel at once): the result
  // needs the player, or they pressed. Returns whether it went.
  bool cut(double now) {
    if (!settled(now)) return false;
    shown_ = false;
    return true;
  }

  bool turning(double now) const { return shown_ && now < land_; }  // frames needed
  // On screen and at rest (a reduced-motion wheel counts as at rest while it fades in): a
  // press now is taken, not refused.
  bool settled(double now) const { return shown_ && (faded_ || now >= land_); }
  bool showing(double now) const { return shown_ && (kept_ || now < hide_); }  // game waits
  double hide_time() const { return shown_ && !kept_ ? hide_ : -1.0; }         // -1: kept, or none
  double land_time() const { return land_; }
  // How long the latest spin turns, in ms (0: it does not turn: no motion, or a fade-in);
  // its ticking sound lasts as long.
  double turn_ms() const { return shown_ && !faded_ ? land_ - start_ : 0.0; }
  // Radians the wheel has turned (clockwise) at `now`.
  float angle(double now) const;
  // The wheel's opacity: 1, or rising from 0 while a reduced-motion wheel fades in.
  float opacity(double now) const;
  uno::SpinOutcome outcome() const { return outcome_; }
  // Spins seen so far, so a test can tell this spin's rest from the last one's.
  int spins() const { return spins_; }
  int spinner() const { return spinner_; }

  // The wheel's nine segments: segment k's centre sits k * 2pi/9 clockwise from the
  // pointer (at the top) before the wheel turns. Which segment is under the pointer when
  // the wheel has turned `angle` radians.
  static int segment_at_pointer(float angle);
  // A segment's colour: Draw Red red, Draw Blue blue (the booklet names the outcomes but
  // prints no colours), the rest green and yellow with no two neighbours alike; UNO Spin,
  // the race, black (Colour::None).
  static uno::Colour segment_colour(uno::SpinOutcome o);

 private:
  bool shown_ = false;
  float speed_ = 1.0f;
  bool reduced_ = false;
  bool kept_ = false;
  bool faded_ = false;  // this spin fades in instead of turning
  double start_ = 0, land_ = 0, hide_ = 0;
  float final_ = 0;
  uno::SpinOutcome outcome_ = uno::SpinOutcome::AlmostUno;
  int spinner_ = -1;
  int spins_ = 0;
};

}  // namespace app
