// The browser (or desktop) shell around the game: window, GL context, ImGui, main loop.
#pragma once

#include <functional>

struct SDL_Window;

namespace app {

// Calls `draw_frame` once per rendered frame. Frames are rendered only while something
// happens: an input event arrived, the window changed, or `draw_frame` returned true
// ("still animating"). Otherwise the loop idles without any ImGui or GL work.
void run_main_loop(const char* title, std::function<bool()> draw_frame);

// How many frames were rendered so far (exported to JS for end-to-end tests).
unsigned frames_rendered();

}  // namespace app
