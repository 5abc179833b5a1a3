// The few things the app asks the browser: language, URL fragment, a clock and a
// wake-up timer (so bot turns happen while the render loop idles).
#pragma once

#include <string>

namespace app {

std::string browser_language();   // navigator.language, "" natively
std::string browser_fragment();   // location.hash
// Keeps keyboard focus on the canvas (clicks and taps give it back).
void browser_focus_canvas();
double now_ms();                  // monotonic milliseconds
// Wakes the render loop after `delay_ms` (an SDL user event). Only the earliest pending
// wake-up is kept.
void wake_after(double delay_ms);

}  // namespace app
