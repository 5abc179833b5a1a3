// The web app's entry point: settings, the start screen, the table and the test hook.
#include <imgui.h>

#include <algorithm>
#include <string>

#include "app/animator.h"
#include "app/browser.h"
#include "app/platform.h"
#include "app/session.h"
#include "app/settings.h"
#include "app/start_screen.h"
#include "app/table_view.h"
#include "app/test_hook.h"
#include "app/ui_common.h"
#include "app/url_params.h"

namespace app {
namespace {

struct App {
  Settings settings;
  StartScreen start;
  Session session;
  Animator anim;
  TableView table;
  bool on_table = false;
  bool styled = false;
  std::uint32_t anim_seq = 0;
  int anim_viewer = -2;
  std::uint64_t next_seed = 1;
  bool seed_fixed = false;
};
App g_app;

void style_once() {
  if (g_app.styled) return;
  g_app.styled = true;
  ImGuiStyle& st = ImGui::GetStyle();
  st.FramePadding = ImVec2(12, 9);
  st.ItemSpacing = ImVec2(8, 8);
  st.WindowPadding = ImVec2(14, 12);
  st.FrameRounding = 8;
  st.WindowRounding = 12;
  st.GrabMinSize = 20;
  st.ScrollbarSize = 16;
  ImVec4* c = st.Colors;
  c[ImGuiCol_WindowBg] = ImVec4(0.06f, 0.20f, 0.13f, 1.0f);
  c[ImGuiCol_Button] = ImVec4(0.15f, 0.42f, 0.28f, 1);
  c[ImGuiCol_ButtonHovered] = ImVec4(0.22f, 0.55f, 0.36f, 1);
  c[ImGuiCol_ButtonActive] = ImVec4(0.80f, 0.55f, 0.10f, 1);
  c[ImGuiCol_FrameBg] = ImVec4(0.10f, 0.30f, 0.20f, 1);
  c[ImGuiCol_CheckMark] = ImVec4(1, 0.85f, 0.3f, 1);
  c[ImGuiCol_Header] = ImVec4(0.15f, 0.42f, 0.28f, 1);
}

std::string card_json(const uno::Deck& d, uno::CardId id) {
  return "{\"id\":" + std::to_string(id) + ",\"face\":" + json_str(uno::to_string(d[id])) + "}";
}

// What the viewing human may know (never other hands), for the end-to-end tests.
std::string state_json() {
  Session& s = g_app.session;
  static const char* const kLangTags[] = {"en", "de", "sv"};
  const std::string lang = std::string("\"lang\":\"") + kLangTags[static_cast<int>(language())] + "\",";
  if (!g_app.on_table || !s.active()) return "{" + lang + "\"active\":" + std::string(s.active() ? "true" : "false") + "}";
  const uno::SeatView v = s.view();
  std::string j = "{" + lang + "\"active\":true,\"viewer\":" + std::to_string(s.viewer());
  j += ",\"privacy_for\":" + std::to_string(s.privacy_for());
  j += ",\"phase\":" + json_str(uno::phase_name(v.phase));
  j += ",\"target\":" + std::to_string(s.rules().target_score) + ",\"seats_n\":" + std::to_string(v.seats);
  j += ",\"round\":" + std::to_string(v.round) + ",\"current\":" + std::to_string(v.current);
  j += ",\"direction\":" + std::to_string(v.direction);
  j += ",\"colour\":\"" + std::string(1, uno::colour_char(v.colour)) + "\"";
  j += ",\"top\":" + (v.top == uno::kNoCard ? std::string("null") : card_json(*v.deck, v.top));
  j += ",\"hand\":[";
  for (size_t i = 0; i < v.hand.size(); ++i) j += (i ? "," : "") + card_json(*v.deck, v.hand[i]);
  j += "],\"legal\":[";
  for (size_t i = 0; i < s.legal().size(); ++i) j += (i ? "," : "") + json_str(s.deck().size ? uno::to_string(s.legal()[i], s.deck()) : "");
  j += "],\"seats\":[";
  for (int p = 0; p < v.seats; ++p)
    j += std::string(p ? "," : "") + "{\"name\":" + json_str(s.name(p)) + ",\"human\":" + (s.is_human(p) ? "true" : "false") +
         ",\"cards\":" + std::to_string(v.hand_counts[p]) + ",\"score\":" + std::to_string(v.scores[p]) +
         ",\"exposed\":" + (v.uno_exposed[p] ? "true" : "false") + ",\"known\":" + (v.hand_known[p] && p != v.seat ? "true" : "false") + "}";
  j += "],\"round_winner\":" + std::to_string(v.round_winner) + ",\"match_winners\":[";
  for (size_t i = 0; i < v.match_winners.size(); ++i) j += (i ? "," : "") + std::to_string(v.match_winners[i]);
  j += "],\"thinking\":" + std::to_string(s.thinking_seat());
  j += ",\"uno_armed\":" + std::string(s.uno_armed() ? "true" : "false");
  j += ",\"reveal\":" + std::string(s.reveal() ? "true" : "false");
  j += ",\"picking_colour\":" + std::string(g_app.table.picking_colour() ? "true" : "false");
  j += ",\"animating\":" + std::string(g_app.anim.busy(now_ms()) ? "true" : "false");
  j += ",\"events\":" + std::to_string(s.event_count()) + "}";
  return j;
}

void apply_settings() {
  set_language(g_app.settings.lang);
  set_colour_shapes(g_app.settings.shapes);
  g_app.anim.set_speed(animation_factor(g_app.settings.speed));
  g_app.session.set_bot_speed(bot_factor(g_app.settings.speed));
}

bool frame() {
  style_once();
  apply_settings();
  const double now = now_ms();
  ImGuiIO& io = ImGui::GetIO();
  if (!g_app.on_table) {
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
    ImGui::GetBackgroundDrawList()->AddRectFilled(ImVec2(0, 0), io.DisplaySize, IM_COL32(10, 58, 36, 255));
    hook_begin_frame("start");
    const auto r = g_app.start.draw(g_app.settings, g_app.session.active() && g_app.session.phase() != uno::Phase::MatchOver);
    if (r == StartScreen::Result::Start) {
      MatchConfig cfg = g_app.start.config();
      cfg.seed = g_app.next_seed;
      g_app.next_seed = g_app.next_seed * 6364136223846793005ULL + 1442695040888963407ULL;
      apply_settings();
      g_app.session.start(cfg, now);
      g_app.anim.reset(uno::kNoCard);
      g_app.anim_seq = 0;
      g_app.table.reset();
    }
    if (r != StartScreen::Result::None) g_app.on_table = true;
    hook_end_frame(state_json());
    return false;
  }
  io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
  Session& s = g_app.session;
  // New engine events become card flights (masked for the viewer).
  if (s.viewer() != g_app.anim_viewer) g_app.anim_viewer = s.viewer();
  if (g_app.anim_seq < s.event_count()) {
    const uno::SeatView v = s.view(g_app.anim_seq);
    if (s.privacy_for() < 0) g_app.anim.on_events(v.events, s.viewer(), now);
    g_app.anim_seq = s.event_count();
  }
  if (g_app.anim.busy(now)) s.hold_until(g_app.anim.end_time());
  else s.tick(now);
  if (g_app.table.draw(s, g_app.anim, now) == TableView::Exit::Menu) g_app.on_table = false;
  hook_end_frame(state_json());
  // Keep rendering while cards move or something is due; otherwise idle until the next
  // bot step wakes the loop.
  const double t = now_ms();
  const bool moving = g_app.anim.busy(t) || g_app.anim_seq < s.event_count();
  const double due = s.next_due();
  if (!moving && due >= 0) {
    if (due <= t) return true;
    wake_after(due - t);
  }
  return moving;
}

void init_from_browser() {
  const UrlParams p = parse_url_fragment(browser_fragment());
  g_app.settings.lang = language_from_tag(p.lang.empty() ? browser_language().c_str() : p.lang.c_str());
  g_app.settings.speed = speed_from_name(p.speed.c_str(), Speed::Normal);
  g_app.next_seed = p.seed ? *p.seed : static_cast<std::uint64_t>(now_ms() * 1000.0) ^ 0x9E3779B97F4A7C15ULL;
  apply_settings();
}

}  // namespace
}  // namespace app

int main() {
  app::init_from_browser();
  app::browser_focus_canvas();
  app::run_main_loop("UNO", app::frame);
  return 0;
}
