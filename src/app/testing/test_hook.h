// A small window for the end-to-end tests into a canvas app: the rectangles of the
// clickable widgets of the last rendered frame (by stable id) and a summary of what the
// viewing human may see. Read from JS as Module._uno_test_state() (a JSON string).
#pragma once

#include <functional>
#include <string>

#include "app/core/look/layout.h"

namespace app {

void hook_begin_frame(const char* screen);
void hook_widget(const std::string& id, const Rect& r);
// What a layout test needs beyond the rectangle: the window the widget sits in (its root
// window's name: widgets of different windows may overlap when one is a declared overlay)
// and, for a labelled button, the label's size (a label wider than its button is cut).
struct WidgetExtra {
  const char* layer = nullptr;
  bool scrolls = false;  // its window scrolls: out of view below the fold is reachable
  float label_w = -1, label_h = -1;
  double fresh_until = 0;  // a button that has just come refuses presses until then (page ms)
};
void hook_widget(const std::string& id, const Rect& r, const WidgetExtra& extra);
// `state`: writes a JSON object (what the viewer may know, never omniscient state). Called
// only when a test asks (Module._uno_test_state()), at most once per frame: a page that no
// test reads writes no JSON.
void hook_end_frame(std::function<std::string()> state);

}  // namespace app
