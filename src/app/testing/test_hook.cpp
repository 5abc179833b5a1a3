#include "app/testing/test_hook.h"

#include <cstdio>

#include "app/access/json_writer.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace app {
namespace {
std::string g_building;
std::string g_last = "{}";
std::string g_screen;
bool g_first = true;
}  // namespace

void hook_begin_frame(const char* screen) {
  g_screen = screen;
  g_building = "[";
  g_first = true;
}

void hook_widget(const std::string& id, const Rect& r) { hook_widget(id, r, WidgetExtra{}); }

void hook_widget(const std::string& id, const Rect& r, const WidgetExtra& extra) {
  char buf[160];
  std::snprintf(buf, sizeof buf, "%s{\"id\":%s,\"x\":%.1f,\"y\":%.1f,\"w\":%.1f,\"h\":%.1f",
                g_first ? "" : ",", json_str(id).c_str(), static_cast<double>(r.x),
                static_cast<double>(r.y), static_cast<double>(r.w), static_cast<double>(r.h));
  g_building += buf;
  if (extra.layer) g_building += ",\"layer\":" + json_str(extra.layer);
  if (extra.scrolls) g_building += ",\"scrolls\":true";
  if (extra.label_w >= 0) {
    std::snprintf(buf, sizeof buf, ",\"tw\":%.1f,\"th\":%.1f", static_cast<double>(extra.label_w),
                  static_cast<double>(extra.label_h));
    g_building += buf;
  }
  if (extra.fresh_until > 0) {
    std::snprintf(buf, sizeof buf, ",\"fresh_until\":%.1f", extra.fresh_until);
    g_building += buf;
  }
  g_building += "}";
  g_first = false;
}

void hook_end_frame(const std::string& state_json) {
  g_last = "{\"screen\":" + json_str(g_screen) + ",\"widgets\":" + g_building +
           "],\"state\":" + state_json + "}";
}

const char* hook_json() { return g_last.c_str(); }

}  // namespace app

#ifdef __EMSCRIPTEN__
extern "C" EMSCRIPTEN_KEEPALIVE const char* uno_test_state() { return app::hook_json(); }
#endif
