#include "app/ui/start_screen.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cstdio>
#include <string>

#include "app/core/layout.h"
#include "app/core/match_setup.h"
#include "app/core/moments.h"
#include "app/ui/rules_card_view.h"
#include "app/ui/settings_panel.h"
#include "app/ui/ui_common.h"

namespace app {
namespace {

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

float label_w(const char* s) {
  return ImGui::CalcTextSize(s).x + ImGui::GetStyle().FramePadding.x * 2;
}
}  // namespace

StartScreen::StartScreen() {
  set_preset(uno::kPresetNames[0]);
  set_seats(4);
  cfg_.seats[0].player = uno::share::Player::Human;
  for (int s = 0; s < 4; ++s) default_name(s);
}

void StartScreen::set_preset(std::string_view name) {
  cfg_.preset = std::string(name);
  cfg_.rules = *uno::preset(name);
}

void StartScreen::default_name(int s) {
  const bool human = is_human(cfg_.seats[s]);
  std::string n = human ? player_default_name(s + 1) : bot_default_name(s);
  if (s == 0 && human_count(cfg_) == 1 && human) n = tr(S::You);
  std::snprintf(names_[s].data(), names_[s].size(), "%s", n.c_str());
  cfg_.seats[s].name = names_[s].data();
  custom_name_[s] = false;
}

void StartScreen::set_seats(int n) {
  const int old = static_cast<int>(cfg_.seats.size());
  cfg_.seats.resize(static_cast<size_t>(n));
  for (int s = old; s < n; ++s) {
    cfg_.seats[s].player = uno::share::Player::BotNormal;
    default_name(s);
  }
}

StartScreen::Result StartScreen::draw(Settings& settings, bool can_continue,
                                      const uno::share::SaveData& saved) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const float w = std::min(vp->Size.x, 760.0f);
  if (names_lang_ != language()) {  // re-translate default names
    names_lang_ = language();
    for (int s = 0; s < static_cast<int>(cfg_.seats.size()); ++s)
      if (!custom_name_[s]) default_name(s);
  }
  begin_overlay_window("##start", Rect{(vp->Size.x - w) * 0.5f, 0, w, vp->Size.y}, true);
  Result result = Result::None;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  centred_text(dl, {p.x + ImGui::GetContentRegionAvail().x * 0.5f, p.y + 28}, 44,
               IM_COL32(250, 210, 40, 255), "UNO");
  ImGui::Dummy(ImVec2(10, 60));
  const float full = ImGui::GetContentRegionAvail().x;

  const bool humans = human_count(cfg_) > 0;
  if (!humans) ImGui::BeginDisabled();
  if (hook_button("start", tr(S::StartGame), ImVec2(can_continue ? full * 0.5f - 4 : full, 52)))
    result = Result::Start;
  if (!humans) ImGui::EndDisabled();
  if (can_continue) {
    ImGui::SameLine();
    if (hook_button("continue", tr(S::Continue), ImVec2(full * 0.5f - 4, 52)))
      result = Result::Continue;
  }
  if (!humans) ImGui::BeginDisabled();
  if (hook_button("daily", tr(S::DealOfDay), ImVec2(full, 0))) result = Result::DealOfTheDay;
  if (!humans) ImGui::EndDisabled();
  if (!humans) ImGui::TextColored(ImVec4(1, 0.6f, 0.4f, 1), "%s", tr(S::NeedHuman));

  section(tr(S::Rules));
  for (size_t i = 0; i < uno::kPresetNames.size(); ++i) {
    const std::string_view name = uno::kPresetNames[i];
    if (i) flow(label_w(preset_title(name)));
    // The test id keeps the preset's stable share id (0 classic .. 4 dino).
    if (toggle("preset:" + std::to_string(i), preset_title(name), cfg_.preset == name))
      set_preset(name);
  }
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.85f, 0.9f, 0.85f, 1));
  ImGui::TextWrapped("%s", preset_rules(cfg_.preset));
  ImGui::PopStyleColor();
  if (hook_button("rules-card", tr(M::RulesCardTitle))) rules_card_open_ = true;
  rule_editor_.draw(cfg_.rules);

  draw_players();
  draw_scoring();
  draw_house_rules();
  section(tr(S::Settings));
  draw_settings(settings);
  draw_record(saved);
  ImGui::Dummy(ImVec2(10, 20));
  drag_to_scroll();
  end_overlay_window();
  draw_rules_card(cfg_.preset, cfg_.rules, rules_card_open_);
  return result;
}

void StartScreen::draw_players() {
  section(tr(S::Players));
  const int n = static_cast<int>(cfg_.seats.size());
  const float bh = ImGui::GetFrameHeight();
  if (n <= 2) ImGui::BeginDisabled();
  if (hook_button("seats-", "-", ImVec2(bh * 1.4f, 0))) set_seats(n - 1);
  if (n <= 2) ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::Text("%s", fmt(S::SeatsFmt, n).c_str());
  ImGui::SameLine();
  if (n >= uno::kMaxSeats) ImGui::BeginDisabled();
  if (hook_button("seats+", "+", ImVec2(bh * 1.4f, 0))) set_seats(n + 1);
  if (n >= uno::kMaxSeats) ImGui::EndDisabled();
  if (const std::string note = seat_limit_note(cfg_); !note.empty()) {
    // Wrapped: the German and Swedish notes are wider than a 360 px phone.
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.6f, 0.4f, 1));
    ImGui::TextWrapped("%s", note.c_str());
    ImGui::PopStyleColor();
  }

  const float full = ImGui::GetContentRegionAvail().x;
  const float kind_w = std::min(130.0f, full * 0.3f);
  for (int s = 0; s < static_cast<int>(cfg_.seats.size()); ++s) {
    uno::share::Seat& seat = cfg_.seats[s];
    ImGui::PushID(s);
    ImGui::SetNextItemWidth(full - kind_w * 2 - ImGui::GetStyle().ItemSpacing.x * 2);
    if (ImGui::InputText("##name", names_[s].data(), names_[s].size())) {
      seat.name = names_[s].data();
      custom_name_[s] = true;
    }
    hook_last_item("name:" + std::to_string(s));
    ImGui::SameLine();
    const bool human = is_human(seat);
    if (hook_button("kind:" + std::to_string(s), tr(human ? S::Human : S::Computer),
                    ImVec2(kind_w, 0))) {
      seat.player = human ? uno::share::Player::BotNormal : uno::share::Player::Human;
      for (int k = 0; k < static_cast<int>(cfg_.seats.size()); ++k)
        if (!custom_name_[k]) default_name(k);
    }
    ImGui::SameLine();
    if (!human) {
      static const S kLevels[] = {S::Easy, S::Normal, S::Hard};
      if (hook_button("level:" + std::to_string(s),
                      tr(kLevels[static_cast<int>(bot_level(seat.player))]), ImVec2(kind_w, 0)))
        seat.player = next_bot_level(seat.player);
    } else {
      ImGui::Dummy(ImVec2(kind_w, bh));
    }
    ImGui::PopID();
  }
}

void StartScreen::draw_scoring() {
  section(tr(S::PlayTo));
  static const int kTargets[] = {0, 250, 500, 750};
  // Without points the match ends after round_wins round wins: 1 is "first out wins"; a
  // preset playing several rounds (dino: 3) gets its own button before it.
  const auto base = uno::preset(cfg_.preset);
  const int wins = base ? base->round_wins : 1;
  if (wins > 1) {
    const std::string label = fmt(S::RoundWinsFmt, wins);
    if (toggle("target:wins", label.c_str(),
               cfg_.rules.target_score == 0 && cfg_.rules.round_wins == wins)) {
      cfg_.rules.target_score = 0;
      cfg_.rules.round_wins = static_cast<std::uint8_t>(wins);
    }
    flow(label_w(tr(S::FirstOut)));
  }
  for (int i = 0; i < 4; ++i) {
    const int t = kTargets[i];
    const std::string label = t == 0 ? tr(S::FirstOut) : fmt(S::PointsFmt, t);
    if (i) flow(label_w(label.c_str()));
    const bool on = cfg_.rules.target_score == t && (t > 0 || cfg_.rules.round_wins == 1);
    if (toggle("target:" + std::to_string(t), label.c_str(), on)) {
      cfg_.rules.target_score = static_cast<std::uint16_t>(t);
      if (t == 0) cfg_.rules.round_wins = 1;
    }
  }
  if (cfg_.rules.target_score == 0) return;
  ImGui::TextUnformatted(tr(S::Scoring));
  const bool lowest = cfg_.rules.scoring == uno::ScoringMethod::LowestWins;
  if (toggle("scoring:0", tr(S::WinnerCollects), !lowest))
    cfg_.rules.scoring = uno::ScoringMethod::WinnerCollects;
  flow(label_w(tr(S::LowestWins)));
  if (toggle("scoring:1", tr(S::LowestWins), lowest))
    cfg_.rules.scoring = uno::ScoringMethod::LowestWins;
}

void StartScreen::draw_record(const uno::share::SaveData& saved) {
  section(tr(S::Record));
  const auto& st = saved.stats;
  if (saved.history.empty()) {
    ImGui::TextDisabled("%s", tr(S::NoMatches));
    return;
  }
  ImGui::TextWrapped("%s", fmt(S::RecordFmt, st.matches_played, st.matches_won, st.rounds_played,
                               st.current_streak, st.best_streak)
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
  if (!ImGui::CollapsingHeader(tr(S::HouseRules))) return;
  hook_last_item("house");
  uno::RuleSet& r = cfg_.rules;
  struct Item {
    const char* id;
    S label;
    bool* field;
  } items[] = {
      {"house:stack2", S::Stack2, &r.stack_draw_two},
      {"house:stack4", S::Stack4, &r.stack_draw_four},
      {"house:across", S::StackAcross, &r.stack_across},
      {"house:70", S::SevenZero, &r.seven_zero},
      {"house:jumpin", S::JumpIn, &r.jump_in},
      {"house:voluntary", S::VoluntaryDraw, &r.voluntary_draw},
      {"house:until", S::DrawUntil, &r.draw_until_playable},
      {"house:forced", S::ForcedPlay, &r.forced_play_drawn},
      {"house:challenge", S::ChallengeRule, &r.challenge},
  };
  for (const Item& it : items) {
    ImGui::Checkbox(tr(it.label), it.field);
    hook_last_item(it.id);
  }
}

}  // namespace app
