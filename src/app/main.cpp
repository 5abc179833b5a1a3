// The web app's entry point: wires the app core (src/app/core) to the ImGui views
// (src/app/ui) and the browser (src/app/platform), like a sokol app's init and frame.
// The views draw the core's state and return Commands; the core carries them out.
#include <imgui.h>

#include <string>

#include "app/access/access_model.h"
#include "app/core/app/app_core.h"
#include "app/core/match/moments.h"
#include "app/platform/access_bridge.h"
#include "app/platform/browser.h"
#include "app/platform/language_packs.h"
#include "app/platform/learn_files.h"
#include "app/platform/platform.h"
#include "app/platform/save_owner.h"
#include "app/platform/sound_bridge.h"
#include "app/platform/worker_advisor.h"
#include "app/testing/hook_state.h"
#include "app/testing/test_hook.h"
#include "app/ui/banner_view.h"
#include "app/ui/card_atlas.h"
#include "app/ui/card_painter.h"
#include "app/ui/fonts.h"
#include "app/ui/notice_view.h"
#include "app/ui/replay_view.h"
#include "app/ui/spin_reveal_view.h"
#include "app/ui/spin_wheel_view.h"
#include "app/ui/start_screen.h"
#include "app/ui/style.h"
#include "app/ui/table_view.h"
#include "app/ui/ui_common.h"

namespace app {
namespace {

struct Views {
  AccessLayer access;  // the DOM layer's model (web/a11y.js renders it)
  StartScreen start;
  TableView table;
  NoticeView notices;
};

AppCore& core() {
  static AppCore c(Host{browser_today,
                        browser_page_url,
                        browser_fetch_language,
                        {},
                        save_take_over,
                        save_download,
                        browser_fetch_learn});
  return c;
}

// Language packs that arrived (web/boot.js fetched them): the chosen language shows now.
void take_language_packs(AppCore& c) {
  for (const LanguagePack& p : language_packs_take())
    if (!c.on_language_pack(p.lang, p.fetched, p.bytes) && p.fetched)
      browser_forget_language(p.lang);
}

Views& views() {
  static Views v;
  return v;
}

void draw_start(double now) {
  ImGuiIO& io = ImGui::GetIO();
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  ImGui::GetBackgroundDrawList()->AddRectFilled(ImVec2(0, 0), io.DisplaySize,
                                                col(theme::kFeltDark));
  hook_begin_frame("start");
  StartScreen& start = views().start;
  AppCore& c = core();
  start.set_look(LookInForce{braille_on(c.settings(), c.setup().deal().preset), c.high_contrast(),
                             c.reduced_motion()});
  const auto r =
      start.draw(core().setup(), core().settings(), core().can_continue(), core().store().data());
  for (const Command& edit : start.take_edits()) c.handle(edit, now);
  if (const auto edit = start.take_text_edit()) browser_edit_text(*edit);
  if (r == StartScreen::Result::Learn) core().learn(core().setup().deal().preset);
  if (r == StartScreen::Result::Start || r == StartScreen::Result::DealOfTheDay)
    core().ask_start_match(core().setup().deal(), r == StartScreen::Result::DealOfTheDay, now);
  else if (r == StartScreen::Result::Continue) core().continue_match();
}

void draw_table(double now) {
  ImGui::GetIO().ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
  AppCore& c = core();
  TableView& table = views().table;
  const bool cards_open = c.spin_reveal().visible(now), takes_input = c.takes_input(now);
  table.set_moment_up(c.wheel().showing(now) || cards_open, cards_open, takes_input);
  table.set_held_view(c.table_before_spin(now));
  table.set_wheel_spinner(c.wheel().showing(now) ? c.wheel().spinner() : -2);
  table.set_round_end_held(c.round_end_held(now));
  table.set_pass_recap(c.pass_recap());
  table.set_history(&c.announcer().history());
  table.set_coach(&c.coach());
  table.set_touch_input(c.touch_input());
  c.handle(table.draw(c.session(), c.animator(), c.ticker(), now), now);
  draw_spin_wheel(c.wheel(), c.session(), table.layout(), now, table.lesson_drawn());
  if (draw_spin_reveal(c.spin_reveal(), c.session(), table.layout(), now, takes_input))
    c.handle(Command::of(Command::Kind::DismissShown), now);
  if (c.session().privacy_for() < 0)
    draw_banner(c.banners(), table.layout(), now, table.in_the_way(), table.dialogs_drawn());
  if (c.screen() == Screen::Replay)
    c.handle(draw_replay_bar(c.replay(), c.session(), table.layout()), now);
}

// One rendered frame. Returns true to render the next one at once (cards in flight).
// The look in force this frame: palette, card art, braille cells, the page's colours.
void apply_look(AppCore& c) {
  const bool high = c.high_contrast();
  theme::set_high_contrast(high);
  set_card_look(CardLook{high, c.settings().large_cards});  // repaints the art when it changed
  browser_set_high_contrast(high);
  set_colour_shapes(c.settings().colour_blind_marks);
  set_braille_cells(c.braille_cards());
}

// A notice, or the rules card over the table: the computers wait while it is read.
bool reading(const AppCore& c) {
  return modal_open() || (c.screen() == Screen::Table && views().table.rules_card_open());
}

bool frame() {
  AppCore& c = core();
  const double now = now_ms();
  const BrowserMedia media = browser_media();
  c.set_page_prefs(PagePrefs{media.reduced_motion, media.more_contrast, media.touch_input});
  take_language_packs(c);
  for (const LearnFile& f : learn_files_take()) c.on_learn_file(f.name, f.fetched, f.text, now);
  if (!save_owner()) c.lost_ownership();  // another tab took the game over (once)
  // Controls activated on the page's accessibility layer: the same path as clicks.
  for (const auto& [id, value] : access_take()) {
    // The canvas's colour picker and the page's colour dialog are one choice: Back closes both.
    if (id == "cancel") views().table.cancel_picking();
    if (id == "focus") views().table.set_key_focus(value);  // the canvas's ring, nothing else
    else views().access.activate(c, id, value, now);
  }
  c.begin_frame(now, reading(c));
  apply_look(c);
  apply_style(ui_metrics(ImGui::GetIO().DisplaySize.x, ImGui::GetIO().DisplaySize.y));
  if (c.screen() != Screen::Start) {
    const uno::RuleSet& r = c.session().deal().rules;
    set_custom_card_texts({custom_rule_text(r, 0), custom_rule_text(r, 1), custom_rule_text(r, 2)});
  }
  if (c.screen() == Screen::Start) draw_start(now);
  else draw_table(now);
  const int copy_status = browser_copy_status();  // what the clipboard said of the last copy
  const NoticeView::Input notice = views().notices.draw(c.notices(), copy_status);
  if (notice.edit) browser_edit_text(*notice.edit);
  if (!notice.copy.empty()) browser_copy(notice.copy);
  if (!notice.pressed.empty()) c.handle(Command::press_notice(notice.pressed), now);
  c.end_frame(now);
  views().access.canvas_picking(views().table.picking_card());
  access_publish(access_json(views().access.build(c), c.announcer()));
  sound_publish(c.take_sound(), c.settings(), c.wheel().turn_ms());  // web/sound.js
  const double t = now_ms();
  // Keep rendering while cards move; otherwise idle until the next due step wakes the loop.
  // A frame drawn while they still moved (at `now`) is followed by one more: idling on it
  // kept a flown move's player in the status line ("Bo's turn" over the player's own
  // buttons, seconds long until the next tap; a newcomer, stop 62).
  const bool moving = c.animating(t) || c.animating(now);
  double due = moving ? t : c.next_wake(reading(c));
  // One frame to take away the line on why a card did not play.
  if (const double r = views().table.refusal_until(); !moving && r > t && (due < 0 || r < due))
    due = r;
  const long long wake_ms = due < 0 ? -1 : due <= t ? 0 : static_cast<long long>(due - t) + 1;
  const std::string& refusal =
      c.screen() == Screen::Table ? views().table.refusal(c.session(), t) : std::string();
  const ViewReport report{views().table.selected_card(), views().table.picking_colour(), refusal,
                          wake_ms};
  hook_end_frame(
      [&c, report, copy_status, t] { return hook_state_json(c, report, copy_status, t); });
  if (moving) return true;
  if (due >= 0) {
    if (due <= t) return true;
    wake_after(due - t);
  }
  return false;
}

}  // namespace
}  // namespace app

int main() {
  using namespace app;
  const BrowserMedia media = browser_media();
  static WorkerAdvisor advisor;  // the coach's Expert, in a worker started on first use
  core().set_advisor(&advisor);
  browser_take_fetched_languages();  // a German or Swedish page starts in its language
  take_language_packs(core());
  if (const auto fragment =
          core().init(StartupInputs{browser_fragment(), browser_language(), now_ms(),
                                    media.reduced_motion, media.more_contrast, save_owner()}))
    browser_set_fragment(*fragment);
  browser_focus_canvas();
  run_main_loop("UNO", FrameCallbacks{set_base_colours, rebuild_fonts_if_needed, frame});
  return 0;
}
