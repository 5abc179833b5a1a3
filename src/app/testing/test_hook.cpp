#include "app/testing/test_hook.h"

#include <cstdio>
#include <utility>
#include <vector>

#include "app/access/json_writer.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace app {
namespace {
// The last frame's widgets as drawn; their JSON is written only when a test asks.
struct WidgetRecord {
  std::string id;
  Rect r;
  std::string layer;
  bool scrolls = false;
  float label_w = -1, label_h = -1;
  double fresh_until = 0;
};
std::vector<WidgetRecord> g_building, g_widgets;
std::string g_building_screen, g_screen;
std::function<std::string()> g_state = [] { return std::string("{}"); };
std::string g_json;   // the answer to the last question since this frame
bool g_stale = true;  // a frame has ended since g_json was written

std::string widgets_json(const std::vector<WidgetRecord>& widgets) {
  std::string out = "[";
  char buf[160];
  for (const WidgetRecord& w : widgets) {
    std::snprintf(buf, sizeof buf, "%s{\"id\":%s,\"x\":%.1f,\"y\":%.1f,\"w\":%.1f,\"h\":%.1f",
                  out.size() > 1 ? "," : "", json_str(w.id).c_str(), static_cast<double>(w.r.x),
                  static_cast<double>(w.r.y), static_cast<double>(w.r.w),
                  static_cast<double>(w.r.h));
    out += buf;
    if (!w.layer.empty()) out += ",\"layer\":" + json_str(w.layer);
    if (w.scrolls) out += ",\"scrolls\":true";
    if (w.label_w >= 0) {
      std::snprintf(buf, sizeof buf, ",\"tw\":%.1f,\"th\":%.1f", static_cast<double>(w.label_w),
                    static_cast<double>(w.label_h));
      out += buf;
    }
    if (w.fresh_until > 0) {
      std::snprintf(buf, sizeof buf, ",\"fresh_until\":%.1f", w.fresh_until);
      out += buf;
    }
    out += "}";
  }
  return out + "]";
}
}  // namespace

void hook_begin_frame(const char* screen) {
  g_building_screen = screen;
  g_building.clear();
}

void hook_widget(const std::string& id, const Rect& r) { hook_widget(id, r, WidgetExtra{}); }

void hook_widget(const std::string& id, const Rect& r, const WidgetExtra& extra) {
  g_building.push_back(WidgetRecord{id, r, extra.layer ? extra.layer : "", extra.scrolls,
                                    extra.label_w, extra.label_h, extra.fresh_until});
}

void hook_end_frame(std::function<std::string()> state) {
  std::swap(g_widgets, g_building);
  g_screen = g_building_screen;
  g_state = std::move(state);
  g_stale = true;
}

const char* hook_json() {
  if (g_stale) {
    g_json = "{\"screen\":" + json_str(g_screen) + ",\"widgets\":" + widgets_json(g_widgets) +
             ",\"state\":" + g_state() + "}";
    g_stale = false;
  }
  return g_json.c_str();
}

}  // namespace app

#ifdef __EMSCRIPTEN__
extern "C" EMSCRIPTEN_KEEPALIVE const char* uno_test_state() { return app::hook_json(); }
#endif
