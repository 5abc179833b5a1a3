// The browser (or desktop) shell around the game: window, GL context, ImGui, main loop.
#pragma once

#include <functional>

struct SDL_Window;

namespace app {

// What the loop asks of the game (main.cpp wires the views in), so the platform layer
// knows nothing of fonts, styles or screens.
struct FrameCallbacks {
  std::function<void()> started;  // once, when ImGui's context exists (the style)
  // Before each rendered frame, with the window's CSS size and the device pixel ratio;
  // true when the font atlas was rebuilt and must be uploaded again.
  std::function<bool(float width, float height, float dpr)> prepare;
  std::function<bool()> draw;  // the frame; true while something still moves
};

// Calls `draw` once per rendered frame. Frames are rendered only while something
// happens: an input event arrived, the window changed, or `draw` returned true
// ("still animating"). Otherwise the loop idles without any ImGui or GL work.
void run_main_loop(const char* title, FrameCallbacks callbacks);

// How many frames were rendered so far (exported to JS for end-to-end tests).
unsigned frames_rendered();

}  // namespace app
