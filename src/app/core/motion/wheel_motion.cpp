#include "app/core/motion/wheel_motion.h"

#include <algorithm>
#include <cmath>

namespace app {

namespace {
constexpr float kTau = 6.2831853f;
constexpr float kSegment = kTau / static_cast<float>(uno::kSpinOutcomes);
constexpr double kTurnMs = 1800.0;      // at normal speed
constexpr double kHoldMs = 1200.0;      // computers play on: the result stays up so people follow
constexpr double kLeastHoldMs = 700.0;  // at any speed
constexpr int kTurns = 3;               // whole turns before the wheel settles
constexpr double kFadeInMs = 200.0;     // reduced motion: the wheel fades in at rest
}  // namespace

void WheelMotion::on_events(const std::vector<uno::Event>& events, double now) {
  for (const uno::Event& e : events) {
    if (e.type != uno::EventType::SpinResult) continue;
    shown_ = true;
    ++spins_;
    outcome_ = static_cast<uno::SpinOutcome>(e.value);
    spinner_ = e.seat;
    start_ = now;
    faded_ = reduced_ && speed_ > 0.0f;
    land_ = now + (faded_ ? kFadeInMs : kTurnMs * speed_);
    hide_ = land_ + std::max(kLeastHoldMs, kHoldMs * speed_);
    // Turning clockwise by `final_` brings segment k (at k * seg clockwise) to the top.
    final_ = static_cast<float>(kTurns) * kTau + (kTau - static_cast<float>(e.value) * kSegment);
  }
}

float WheelMotion::angle(double now) const {
  if (!shown_ || faded_ || land_ <= start_ || now >= land_) return final_;
  const float t = static_cast<float>((now - start_) / (land_ - start_));
  const float u = 1.0f - t;
  return final_ * (1.0f - u * u * u * u);  // quartic ease-out: fast start, slow settle
}

float WheelMotion::opacity(double now) const {
  if (!faded_ || land_ <= start_ || now >= land_) return 1.0f;
  return static_cast<float>(std::max(0.0, (now - start_) / (land_ - start_)));
}

int WheelMotion::segment_at_pointer(float angle) {
  // After turning `angle` clockwise, the segment centred at the top started at -angle.
  float a = std::fmod(-angle, kTau);
  if (a < 0) a += kTau;
  return static_cast<int>(std::floor((a + kSegment * 0.5f) / kSegment)) % uno::kSpinOutcomes;
}

uno::Colour WheelMotion::segment_colour(uno::SpinOutcome o) {
  using uno::Colour;
  static constexpr Colour kCols[] = {
      Colour::Green,   // Almost UNO
      Colour::Yellow,  // Discard Number
      Colour::Green,   // Discard Colour
      Colour::Red,     // Draw Red
      Colour::Blue,    // Draw Blue
      Colour::Yellow,  // Trade Hands
      Colour::Green,   // Show Cards
      Colour::Yellow,  // Showdown
      Colour::None,    // UNO Spin
  };
  static_assert(sizeof(kCols) / sizeof(kCols[0]) == uno::kSpinOutcomes);
  return kCols[static_cast<int>(o)];
}

}  // namespace app
