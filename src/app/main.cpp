// The web app's entry point: settings, the start screen, the table and the test hook.
#include <imgui.h>

#include <algorithm>
#include <string>

#include "app/animator.h"
#include "app/link_intake.h"
#include "app/notice.h"
#include "app/replay_view.h"
#include "app/save_store.h"
#include "app/share_bridge.h"
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

enum class Screen { Start, Table, Replay };

struct App {
  Settings settings;
  StartScreen start;
  Session session;
  Animator anim;
  TableView table;
  ReplayView replay;
  Notices notices;
  SaveStore store;
  Screen screen = Screen::Start;
  bool styled = false;
  std::uint32_t anim_seq = 0;
  std::uint32_t anim_gen = 0;
  std::uint64_t next_seed = 1;
  // What the store holds of the session: its generation and action count.
  std::uint32_t saved_gen = 0;
  size_t saved_actions = 0;
  bool recorded = false;          // this match's result is in the history
  bool storage_warned = false;
  Settings saved_settings;        // as last written (or as loaded)
  MatchConfig pending_deal;       // a shared deal waiting for "Play this deal"
};
App g_app;

// A live match that is not over (the start screen offers "Continue").
bool can_continue() {
  const Session& s = g_app.session;
  return s.active() && !s.replaying() && s.phase() != uno::Phase::MatchOver;
}

// Brings back the saved game in progress (load_save replayed it, so it restores).
bool restore_saved_game(double now) {
  const auto& game = g_app.store.data().game;
  if (!game || !g_app.session.restore(SavedGame{config_of(game->deal), game->actions, -1}, now)) return false;
  g_app.saved_gen = g_app.session.generation();  // the store already holds it
  g_app.saved_actions = g_app.session.actions().size();
  return true;
}

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
  std::string lang = std::string("\"lang\":\"") + kLangTags[static_cast<int>(language())] + "\",";
  // Notices, the saved record and the replay position (for the share and save tests).
  lang += "\"notice\":" + json_str(g_app.notices.current_id()) + ",";
  if (const Notice* n = g_app.notices.current(); n && !n->link.empty()) lang += "\"notice_link\":" + json_str(n->link) + ",";
  lang += "\"copy\":" + std::to_string(browser_copy_status()) + ",";
  lang += "\"saved_game\":" + std::string(g_app.store.data().game ? "true" : "false") + ",";
  lang += "\"matches\":" + std::to_string(g_app.store.data().stats.matches_played) + ",";
  if (g_app.screen == Screen::Replay)
    lang += "\"replay\":{\"step\":" + std::to_string(g_app.replay.step()) + ",\"total\":" +
            std::to_string(g_app.replay.total()) + ",\"playing\":" + (g_app.replay.playing() ? "true" : "false") + "},";
  lang += "\"can_continue\":" + std::string(can_continue() ? "true" : "false") + ",";
  if (g_app.screen == Screen::Start || !s.active()) return "{" + lang + "\"active\":false}";
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
  j += ",\"selected\":" + (g_app.table.selected_card() == uno::kNoCard ? std::string("null") : std::to_string(g_app.table.selected_card()));
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

void start_match(const MatchConfig& cfg, double now) {
  g_app.session.start(cfg, now);
  g_app.table.reset();
  g_app.screen = Screen::Table;
}

// Back from a replay: the session held the replay, so bring the saved game back.
void leave_replay(double now) {
  g_app.replay.close();
  g_app.screen = Screen::Start;
  restore_saved_game(now);
}

void show_link(S title, S text, const std::string& id, const uno::share::Result<std::string>& link) {
  Notice n;
  n.id = id;
  n.title = tr(title);
  if (link) {
    n.body = tr(text);
    n.link = browser_page_url() + "#" + *link;
  } else {
    n.body = tr(link.error.code == uno::share::ErrorCode::LinkTooLong ? S::TooLongForLink : S::ErrInvalid);
    n.detail = link.error.message;
  }
  g_app.notices.show(std::move(n));
}

// Writes what changed: settings, the game after every action, a finished match's record.
void persist() {
  SaveStore& store = g_app.store;
  if (!(g_app.settings == g_app.saved_settings)) {  // only what the player changed
    store.set_settings(g_app.settings);
    g_app.saved_settings = g_app.settings;
  }
  Session& s = g_app.session;
  if (s.active() && !s.replaying()) {
    const bool new_match = s.generation() != g_app.saved_gen;
    if (new_match) g_app.recorded = false;
    if (new_match || s.actions().size() != g_app.saved_actions) {
      if (s.phase() == uno::Phase::MatchOver) {
        if (!g_app.recorded) store.record_match(s.config(), s.game(), browser_today());
        g_app.recorded = true;
      } else {
        store.set_game(s.config(), s.actions());
      }
      g_app.saved_gen = s.generation();
      g_app.saved_actions = s.actions().size();
    }
  }
  if (!store.writable() && !store.problem() && !g_app.storage_warned) {
    g_app.storage_warned = true;
    g_app.notices.show(Notice{"storage-off", tr(S::StorageOff), "", "", "", {}});
  }
}

void handle_notice_result(const std::string& r, double now) {
  if (r == "shared-deal:play") start_match(g_app.pending_deal, now);
}

// Card flights for new engine events (masked for the viewer). A new match (start, rematch,
// restore, a replay's step back) starts from a still table.
void feed_animator(Session& s, double now) {
  if (s.generation() != g_app.anim_gen || g_app.anim_seq > s.event_count()) {
    g_app.anim_gen = s.generation();
    g_app.anim.reset(uno::kNoCard);
    // A fresh deal is dealt out card by card; a restored game or a replay appears as is.
    g_app.anim_seq = s.replaying() || !s.actions().empty() ? s.event_count() : 0;
    g_app.table.ticker().clear();
  }
  if (s.privacy_for() >= 0) g_app.anim.reset(uno::kNoCard);  // nothing in the air while the device changes hands
  if (g_app.anim_seq < s.event_count()) {
    const uno::SeatView v = s.view(g_app.anim_seq);
    if (s.privacy_for() < 0) {
      g_app.anim.on_events(v.events, s.viewer(), now);
      g_app.table.ticker().on_events(v.events, [&s](int seat) { return std::string(s.name(seat)); }, now);
    }
    g_app.anim_seq = s.event_count();
  }
}

void draw_start(double now) {
  ImGuiIO& io = ImGui::GetIO();
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  ImGui::GetBackgroundDrawList()->AddRectFilled(ImVec2(0, 0), io.DisplaySize, IM_COL32(10, 58, 36, 255));
  hook_begin_frame("start");
  const auto r = g_app.start.draw(g_app.settings, can_continue(), g_app.store.data());
  if (r == StartScreen::Result::Start || r == StartScreen::Result::DealOfTheDay) {
    MatchConfig cfg = g_app.start.config();
    cfg.seed = g_app.next_seed;
    g_app.next_seed = g_app.next_seed * 6364136223846793005ULL + 1442695040888963407ULL;
    if (r == StartScreen::Result::DealOfTheDay) {
      if (const auto seed = uno::share::daily_seed(browser_today())) cfg.seed = *seed;
    }
    apply_settings();
    start_match(cfg, now);
  } else if (r == StartScreen::Result::Continue) {
    g_app.screen = Screen::Table;
  }
}

bool frame() {
  style_once();
  // Phones: buttons and fields at least 44 px tall (touch targets); desktops stay compact.
  ImGui::GetStyle().FramePadding.y = ImGui::GetIO().DisplaySize.x < 600.0f ? 13.0f : 9.0f;
  apply_settings();
  const double now = now_ms();
  Session& s = g_app.session;
  bool moving = false;
  if (g_app.screen == Screen::Start || !s.active()) {
    g_app.screen = Screen::Start;
    draw_start(now);
  } else {
    ImGui::GetIO().ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
    feed_animator(s, now);
    const bool busy = g_app.anim.busy(now);
    if (g_app.screen == Screen::Replay) g_app.replay.tick(s, now, busy);
    else if (busy) s.hold_until(g_app.anim.end_time());
    else if (!modal_open()) s.tick(now);
    switch (g_app.table.draw(s, g_app.anim, now)) {
      case TableView::Exit::Menu:
        if (g_app.screen == Screen::Replay) leave_replay(now);
        else g_app.screen = Screen::Start;
        break;
      case TableView::Exit::ShareDeal:
        show_link(S::ShareDeal, S::ShareDealText, "share-deal", uno::share::encode_deal_link(deal_of(s.config())));
        break;
      case TableView::Exit::ShareReplay:
        show_link(S::ShareReplay, S::ShareReplayText, "share-replay",
                  uno::share::encode_replay_link(deal_of(s.config()), s.actions()));
        break;
      case TableView::Exit::None: break;
    }
    if (g_app.screen == Screen::Replay) g_app.replay.draw(s, g_app.table.layout(), now);
    feed_animator(s, now);  // again: moves made in this frame start flying now, not a frame late
    const double t = now_ms();
    moving = g_app.anim.busy(t);
  }
  const std::string result = g_app.notices.draw();
  if (!result.empty()) handle_notice_result(result, now);
  persist();
  hook_end_frame(state_json());
  // Keep rendering while cards move or something is due; otherwise idle until the next
  // bot step (or replay step) wakes the loop.
  const double t = now_ms();
  double due = -1.0;  // the start screen waits for input only
  if (g_app.screen == Screen::Replay) due = g_app.replay.next_due();
  else if (g_app.screen == Screen::Table && !modal_open()) due = s.next_due();
  if (g_app.screen != Screen::Start) {
    const double expiry = g_app.table.ticker().next_expiry();
    if (expiry >= 0 && (due < 0 || expiry < due)) due = expiry;  // one frame to drop the line
  }
  if (!moving && due >= 0) {
    if (due <= t) return true;
    wake_after(due - t);
  }
  return moving;
}

void init_from_browser() {
  const double now = now_ms();
  SaveStore& store = g_app.store;
  const bool readable = store.load();
  const std::string lang = browser_language();
  g_app.settings = store.had_saved_settings() ? settings_of(store.data().settings) : Settings{};
  if (!store.had_saved_settings()) g_app.settings.lang = language_from_tag(lang.c_str());
  g_app.next_seed = static_cast<std::uint64_t>(now * 1000.0) ^ 0x9E3779B97F4A7C15ULL;
  apply_settings();  // a link's default names and the notices below are in the player's language
  LinkIntake in = take_link(browser_fragment());
  if (in.kind == LinkIntake::Kind::Params) {  // options for tests and power users; kept in the address
    if (!in.params.lang.empty()) g_app.settings.lang = language_from_tag(in.params.lang.c_str());
    g_app.settings.speed = speed_from_name(in.params.speed.c_str(), g_app.settings.speed);
    if (in.params.seed) g_app.next_seed = *in.params.seed;
    apply_settings();
  }
  if (!readable) {
    const SaveProblem& p = *store.problem();
    Notice n;
    n.id = std::string("bad-save:") + uno::share::error_id(p.error.code);
    n.title = tr(S::SaveBad);
    n.body = error_reason(p.error.code);
    if (!p.kept_as.empty()) n.body += " " + fmt(S::SaveKeptFmt, p.kept_as.c_str());
    n.detail = p.error.message;
    g_app.notices.show(std::move(n));
  }

  // The game in progress comes back exactly where it was.
  if (restore_saved_game(now)) g_app.screen = Screen::Table;

  g_app.saved_settings = g_app.settings;
  switch (in.kind) {
    case LinkIntake::Kind::None:
    case LinkIntake::Kind::Params: break;
    case LinkIntake::Kind::Bad:
      browser_clear_fragment();
      g_app.screen = Screen::Start;
      g_app.notices.show(std::move(in.notice));
      break;
    case LinkIntake::Kind::Deal: {
      browser_clear_fragment();
      const bool in_progress = g_app.session.active() && g_app.session.phase() != uno::Phase::MatchOver;
      if (!in_progress) {
        start_match(in.config, now);
        break;
      }
      // Never end a game in progress without asking.
      g_app.pending_deal = in.config;
      g_app.screen = Screen::Start;
      Notice n;
      n.id = "shared-deal";
      n.title = tr(S::SharedDeal);
      n.body = fmt(S::SharedDealFmt, preset_title(in.config.preset), static_cast<int>(in.config.seats.size()));
      n.buttons = {{"play", tr(S::PlayDeal)}, {"keep", tr(S::KeepGame)}};
      g_app.notices.show(std::move(n));
      break;
    }
    case LinkIntake::Kind::Replay:
      browser_clear_fragment();
      g_app.replay.open(in.config, std::move(in.actions), g_app.session);
      g_app.screen = Screen::Replay;
      break;
  }
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
