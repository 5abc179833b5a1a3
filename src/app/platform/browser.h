// The few things the app asks the browser: language, URL fragment, a clock and a
// wake-up timer (so bot turns happen while the render loop idles).
#pragma once

#include <string>

#include "app/core/app/text_edit.h"

namespace app {

std::string browser_language();  // navigator.language, "" natively
std::string browser_fragment();
// The page's media preferences, kept up to date by listeners (a change wakes the loop);
// both false natively.
struct BrowserMedia {
  bool reduced_motion = false;  // prefers-reduced-motion: reduce
  bool more_contrast = false;   // prefers-contrast: more
  bool touch_input = false;     // the last press was a finger or pen; keys and mice: false
};
BrowserMedia browser_media();
// Marks the page (<html class="hc">) so its own controls follow the high-contrast theme.
void browser_set_high_contrast(bool on);
// location.hash (longer than 16 KiB: its first 16 KiB + 1 bytes, which no link decodes)
// Sets the address bar's fragment without a reload (history.replaceState; "" removes it), so
// a reload resumes the saved game instead of opening the link again.
void browser_set_fragment(const std::string& fragment);
// The page's address without fragment (origin + path + query): share links are built on it.
std::string browser_page_url();
// The local date as yyyy-mm-dd.
std::string browser_today();
// Copies to the clipboard (asynchronously). copy_status(): 0 pending or none, 1 copied,
// -1 refused (no permission or no user gesture).
void browser_copy(const std::string& text);
int browser_copy_status();
// Opens the page's text box (web/text_edit.js) for a canvas text field.
void browser_edit_text(const TextEdit& e);
// Keeps keyboard focus on the canvas (clicks and taps give it back).
void browser_focus_canvas();
double now_ms();  // monotonic milliseconds
// Wakes the render loop after `delay_ms` (an SDL user event). Only the earliest pending
// wake-up is kept.
void wake_after(double delay_ms);

}  // namespace app
