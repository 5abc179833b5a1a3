#include "app/ui/start_screen.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cstdio>
#include <string>

#include "app/core/app/start_setup.h"
#include "app/core/look/layout.h"
#include "app/core/match/match_setup.h"
#include "app/core/match/moments.h"
#include "app/core/text/access_strings.h"
#include "app/core/text/coach_strings.h"
#include "app/ui/fonts.h"
#include "app/ui/preset_tiles.h"
#include "app/ui/rules_card_view.h"
#include "app/ui/settings_panel.h"
#include "app/ui/text_field.h"
#include "app/ui/ui_common.h"

namespace app {
namespace {

// A section's heading that folds what follows: a full-width button with an arrow (ImGui's
// CollapsingHeader brought its tree-node code into the page for two headings).
bool fold_heading(const char* label, bool& open) {
  ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_Header));
  ImGui::PushStyleVar(ImGuiStyleVar_ButtonTextAlign, ImVec2(0, 0.5f));
  const float arrow = ImGui::GetFontSize();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::PushStyleVar(
      ImGuiStyleVar_FramePadding,
      ImVec2(ImGui::GetStyle().FramePadding.x * 2 + arrow, ImGui::GetStyle().FramePadding.y));
  if (ImGui::Button(label, ImVec2(-FLT_MIN, 0))) open = !open;
  ImGui::PopStyleVar(2);
  ImGui::PopStyleColor();
  ImGui::RenderArrow(
      ImGui::GetWindowDrawList(),
      ImVec2(at.x + ImGui::GetStyle().FramePadding.x, at.y + ImGui::GetStyle().FramePadding.y),
      ImGui::GetColorU32(ImGuiCol_Text), open ? ImGuiDir_Down : ImGuiDir_Right);
  return open;
}

// A row of toggle buttons; returns the clicked index or -1.
bool toggle(const std::string& id, const char* label, bool on, ImVec2 size = ImVec2(0, 0)) {
  if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
  const bool pressed = hook_button(id, label, size);
  if (on) ImGui::PopStyleColor();
  return pressed;
}

// SameLine unless the next item of width `w` would overflow the window.
void flow(float w) {
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + w < right) ImGui::SameLine();
}

// The big Play button ("start" for the tests): its word in the banners' bold face.
bool play_button(const char* label, ImVec2 size) {
  ImGui::PushID("start");
  const bool pressed = ImGui::Button("##play", size);
  ImGui::PopID();
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  const float px = ImGui::GetFontSize() * 1.5f;
  const ImVec2 t = banner_font()->CalcTextSizeA(px, 1e9f, 0.0f, label);
  centred_text(ImGui::GetWindowDrawList(), {(a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f}, px,
               ImGui::GetColorU32(ImGuiCol_Text), label, banner_font());
  hook_last_item("start", t.x + 2 * ImGui::GetStyle().FramePadding.x, t.y);
  return pressed;
}

float label_w(const char* s) {
  return ImGui::CalcTextSize(s).x + ImGui::GetStyle().FramePadding.x * 2;
}
}  // namespace

StartSetup& StartScreen::edit() {
  if (!setup_edit_) setup_edit_ = *setup_;
  return *setup_edit_;
}

std::vector<Command> StartScreen::take_edits() {
  std::vector<Command> out;
  if (setup_edit_) out.push_back(Command::edit_setup(std::move(*setup_edit_)));
  if (settings_edit_) out.push_back(Command::change_settings(std::move(*settings_edit_)));
  setup_edit_.reset();
  settings_edit_.reset();
  return out;
}

StartScreen::Result StartScreen::draw(const StartSetup& setup, const Settings& settings,
                                      bool can_continue, const uno::share::SaveData& saved) {
  setup_ = &setup;
  const uno::share::Deal& cfg = setup.deal();
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const float sc = ui().scale;  // larger on large screens (core/look/layout ui_metrics)
  const float w = std::min(vp->Size.x, 760.0f * sc);
  begin_overlay_window("##start", Rect{(vp->Size.x - w) * 0.5f, 0, w, vp->Size.y}, true);
  // Back from a game or a guided round, it opens at its top, at Play (a newcomer who left a
  // guided round found it still scrolled to Learn, and Play out of sight).
  const int frame = ImGui::GetFrameCount();
  if (drawn_frame_ != frame - 1) ImGui::SetScrollY(0);
  drawn_frame_ = frame;
  Result result = Result::None;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  // The title in the banners' bold face, rasterised near this size: sharp (the body font
  // scaled up 2.75x was soft).
  centred_text(dl, {p.x + ImGui::GetContentRegionAvail().x * 0.5f, p.y + 20 * sc}, 36 * sc,
               IM_COL32(250, 210, 40, 255), "UNO", banner_font());
  ImGui::Dummy(ImVec2(10, 42 * sc));
  const float full = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;

  // The front door: Play deals at once with the table as remembered. A landscape phone
  // puts Deal of the day beside it, so the rule sets start above the fold.
  const bool humans = human_count(cfg) > 0;
  const float play_h = ImGui::GetFrameHeight() * 1.35f;
  const bool one_row = vp->Size.y < 500.0f;
  // Continue beside Play where the row is wide enough for both words, else under it.
  const bool narrow = full < 500.0f * sc;
  const int beside = (can_continue && !narrow ? 1 : 0) + (one_row ? 1 : 0);
  const float bw = (full - gap * static_cast<float>(beside)) / static_cast<float>(beside + 1);
  if (!humans) ImGui::BeginDisabled();
  if (play_button(tr(UiText::Play), ImVec2(bw, play_h))) result = Result::Start;
  if (!humans) ImGui::EndDisabled();
  if (can_continue) {
    if (!narrow) ImGui::SameLine();
    if (hook_button("continue", tr(UiText::Continue),
                    ImVec2(narrow ? full : bw, narrow ? 0 : play_h)))
      result = Result::Continue;
  }
  if (one_row) ImGui::SameLine();
  if (!humans) ImGui::BeginDisabled();
  if (hook_button("daily", tr(UiText::DealOfDay),
                  ImVec2(one_row ? bw : full, one_row ? play_h : 0)))
    result = Result::DealOfTheDay;
  if (!humans) ImGui::EndDisabled();
  if (!humans) ImGui::TextColored(ImVec4(1, 0.6f, 0.4f, 1), "%s", tr(UiText::NeedHuman));

  section(tr(UiText::Rules));
  if (const std::string_view picked = draw_preset_tiles(cfg.preset); !picked.empty())
    edit().set_preset(picked);
  // The chosen rule set's card and its guided round: side by side where both
  // words fit (a phone in German: one under the other).
  const float half = (full - gap) * 0.5f;
  const bool pair =
      std::max(label_w(tr(MomentText::RulesCardTitle)), label_w(tr(UiText::Learn))) <= half;
  if (hook_button("rules-card", tr(MomentText::RulesCardTitle), ImVec2(pair ? half : full, 0)))
    rules_card_open_ = true;
  if (pair) ImGui::SameLine();
  if (hook_button("learn", tr(UiText::Learn), ImVec2(pair ? half : full, 0)))
    result = Result::Learn;

  draw_table();
  // The Official deck's blank cards, after the table: a section that comes with a rule set
  // moves nothing a finger may be on its way to (it pushed the seats down under
  // a newcomer's tap, which folded the table instead).
  uno::RuleSet rules = setup.deal().rules;
  if (auto e = rule_editor_.draw(rules)) edit_ = std::move(e);
  if (!(rules == setup.deal().rules)) edit().rules() = rules;
  section(tr(UiText::Settings));
  if (auto changed = draw_settings(settings, look_)) settings_edit_ = std::move(changed);
  draw_record(saved);
  ImGui::Dummy(ImVec2(10, 20 * sc));
  drag_to_scroll();
  end_overlay_window();
  draw_rules_card(cfg.preset, cfg.rules, rules_card_open_);
  return result;
}

void StartScreen::draw_table() {
  const StartSetup& setup = *setup_;
  // Players, target and house rules: open on a first visit, folded once remembered, with
  // what was chosen in the title.
  std::string target;
  for (const StartSetup::TargetChoice& c : setup.target_choices())
    if (c.on) target = c.label;
  // What was chosen, whole where it fits: a phone cut "First to win 3 rounds" off at its
  // edge, so the heading's word goes first, then the target (the fold shows both).
  const std::string seats = fmt(UiText::SeatsFmt, setup.seat_count());
  const float room = ImGui::GetContentRegionAvail().x - ImGui::GetFontSize() -
                     4 * ImGui::GetStyle().FramePadding.x;
  std::string shown = std::string(tr(UiText::TableSetup)) + ":  " + seats + " \xC2\xB7 " + target;
  if (ImGui::CalcTextSize(shown.c_str()).x > room) shown = seats + " \xC2\xB7 " + target;
  if (ImGui::CalcTextSize(shown.c_str()).x > room)
    shown = std::string(tr(UiText::TableSetup)) + ":  " + seats;
  const std::string title = shown + "###table";
  if (!table_set_) table_open_ = !setup.remembered(), table_set_ = true;
  const bool open = fold_heading(title.c_str(), table_open_);
  hook_last_item("table");
  if (!open) return;
  ImGui::Indent(4 * ui().scale);
  draw_players();
  draw_scoring();
  draw_house_rules();
  ImGui::Unindent(4 * ui().scale);
}

void StartScreen::draw_players() {
  const StartSetup& setup = *setup_;
  const uno::share::Deal& cfg = setup.deal();
  section(tr(UiText::Players));
  const int n = static_cast<int>(cfg.seats.size());
  const float bh = ImGui::GetFrameHeight();
  if (n <= 2) ImGui::BeginDisabled();
  if (hook_button("seats-", "-", ImVec2(bh * 1.4f, 0))) edit().set_seats(n - 1);
  if (n <= 2) ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::Text("%s", fmt(UiText::SeatsFmt, n).c_str());
  ImGui::SameLine();
  if (n >= uno::kMaxSeats) ImGui::BeginDisabled();
  if (hook_button("seats+", "+", ImVec2(bh * 1.4f, 0))) edit().set_seats(n + 1);
  if (n >= uno::kMaxSeats) ImGui::EndDisabled();
  if (const std::string note = seat_limit_note(cfg); !note.empty()) {
    // Wrapped: the German and Swedish notes are wider than a 360 px phone.
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.6f, 0.4f, 1));
    ImGui::TextWrapped("%s", note.c_str());
    ImGui::PopStyleColor();
  }

  const float full = ImGui::GetContentRegionAvail().x;
  // As wide as the longest kind or level word (Computer, Experte, ...), leaving the name
  // field at least a third.
  float need = std::max(label_w(tr(UiText::Human)), label_w(tr(UiText::Computer)));
  for (int l = 0; l < 4; ++l) need = std::max(need, label_w(level_label(l)));
  const float kind_w = std::min(std::max(need, 110.0f * ui().scale), full * 0.34f);
  for (int s = 0; s < static_cast<int>(cfg.seats.size()); ++s) {
    const uno::share::Seat& seat = cfg.seats[s];
    ImGui::PushID(s);
    const std::string name_id = "name:" + std::to_string(s);
    if (text_field(name_id, seat.name, "", full - kind_w * 2 - ImGui::GetStyle().ItemSpacing.x * 2))
      edit_ =
          TextEdit{name_id, std::string(tr(UiText::Name)) + ", " + fmt(AccessText::SeatFmt, s + 1),
                   seat.name, static_cast<int>(uno::share::kMaxNameBytes)};
    ImGui::SameLine();
    const bool human = is_human(seat);
    if (hook_button("kind:" + std::to_string(s), tr(human ? UiText::Human : UiText::Computer),
                    ImVec2(kind_w, 0)))
      edit().toggle_kind(s);
    ImGui::SameLine();
    if (!human) {
      if (hook_button("level:" + std::to_string(s),
                      level_label(static_cast<int>(bot_level(seat.player))), ImVec2(kind_w, 0)))
        edit().next_level(s);
    } else {
      ImGui::Dummy(ImVec2(kind_w, bh));
    }
    ImGui::PopID();
  }
}

void StartScreen::draw_scoring() {
  const StartSetup& setup = *setup_;
  section(tr(UiText::PlayTo));
  bool first = true;
  for (const StartSetup::TargetChoice& c : setup.target_choices()) {
    if (!first) flow(label_w(c.label.c_str()));
    first = false;
    if (toggle("target:" + c.id, c.label.c_str(), c.on)) edit().choose_target(c.id);
  }
  if (setup.deal().rules.target_score == 0) return;
  ImGui::TextUnformatted(tr(UiText::Scoring));
  const bool lowest = setup.lowest_wins();
  if (toggle("scoring:0", tr(UiText::WinnerCollects), !lowest)) edit().set_lowest_wins(false);
  flow(label_w(tr(UiText::LowestWins)));
  if (toggle("scoring:1", tr(UiText::LowestWins), lowest)) edit().set_lowest_wins(true);
}

void StartScreen::draw_record(const uno::share::SaveData& saved) {
  section(tr(UiText::Record));
  const auto& st = saved.stats;
  if (saved.history.empty()) {
    ImGui::TextDisabled("%s", tr(UiText::NoMatches));
    return;
  }
  ImGui::TextWrapped("%s", fmt(UiText::RecordFmt, st.matches_played, st.matches_won,
                               st.rounds_played, st.current_streak, st.best_streak)
                               .c_str());
  // The last few matches, newest first: date, rules, winners and each seat's score.
  const size_t n = saved.history.size();
  for (size_t i = 0; i < std::min<size_t>(n, 5); ++i) {
    const auto& m = saved.history[n - 1 - i];
    std::string line = m.date + "  " + preset_title(m.preset) + ":  ";
    for (size_t s = 0; s < m.seats.size(); ++s) {
      const bool won =
          std::find(m.winners.begin(), m.winners.end(), static_cast<int>(s)) != m.winners.end();
      const std::string name =
          m.seats[s].name.empty() ? player_default_name(static_cast<int>(s) + 1) : m.seats[s].name;
      line += (s ? ", " : "") + std::string(won ? "\xE2\x98\x85 " : "") + name + " " +
              std::to_string(m.scores[s]);
    }
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.85f, 0.9f, 0.85f, 1));
    ImGui::TextWrapped("%s", line.c_str());
    ImGui::PopStyleColor();
  }
}

void StartScreen::draw_house_rules() {
  if (!fold_heading(tr(UiText::HouseRules), house_open_)) return;
  hook_last_item("house");
  for (const StartSetup::HouseRule& it : StartSetup::house_rules()) {
    bool on = setup_->deal().rules.*it.field;
    if (ImGui::Checkbox(tr(it.label), &on)) edit().rules().*it.field = on;
    hook_last_item(it.id);
  }
}

}  // namespace app
