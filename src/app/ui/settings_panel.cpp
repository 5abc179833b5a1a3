// The settings panel of the start screen: language, colour-blind marks, animation speed,
// the computers' pace in UNO calls and races, sound (on, volume), spoken events, braille cells,
// high contrast, large cards, reduced motion.
#include "app/ui/settings_panel.h"

#include <imgui.h>

#include <algorithm>
#include <string>

#include "app/core/store/settings.h"
#include "app/core/text/coach_strings.h"
#include "app/ui/ui_common.h"

namespace app {

namespace {
// A check box showing `on` (the setting in force); ticking it makes it the player's choice.
bool preference_box(const char* id, UiText label, bool on, Preference& pref) {
  bool v = on;
  if (!ImGui::Checkbox(tr(label), &v)) {
    hook_last_item(id);
    return false;
  }
  hook_last_item(id);
  pref = chosen(v);
  return true;
}
}  // namespace

// The next button of a row on this line when its label fits, else on the next (a row of
// languages or speeds in a long-worded language on a phone).
static void same_line_if_fits(const char* label) {
  const float w = ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2;
  ImGui::SameLine();
  if (ImGui::GetCursorPosX() + w > ImGui::GetWindowContentRegionMax().x) ImGui::NewLine();
}

// A row of buttons for one setting ("speed:0".."speed:3"), the one in force highlighted.
// Returns the index pressed, or -1.
static int choice_row(const char* id, const UiText* names, int n, int on) {
  int pressed = -1;
  for (int i = 0; i < n; ++i) {
    if (i) same_line_if_fits(tr(names[i]));
    if (i == on)
      ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (hook_button(id + std::to_string(i), tr(names[i]))) pressed = i;
    if (i == on) ImGui::PopStyleColor();
  }
  return pressed;
}

std::optional<Settings> draw_settings(const Settings& current, const LookInForce& look) {
  Settings s = current;  // edited here, handed back when changed
  bool changed = false;
  ImGui::TextUnformatted(tr(UiText::Language));
  // Each language in its own name; the buttons wrap to the next line when the row is full.
  for (int l = 0; l < kLangs; ++l) {
    const char* name = language_name(static_cast<Lang>(l));
    if (l) same_line_if_fits(name);
    const bool on = static_cast<int>(lang_of(s)) == l;
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (hook_button(std::string("lang:") + kLangTags[l], name)) {
      set_lang(s, static_cast<Lang>(l));
      changed = true;
    }
    if (on) ImGui::PopStyleColor();
  }
  ImGui::Spacing();
  if (ImGui::Checkbox(tr(UiText::ColourMarks), &s.colour_blind_marks)) changed = true;
  hook_last_item("shapes");
  ImGui::Spacing();
  ImGui::TextUnformatted(tr(UiText::AnimSpeed));
  const UiText speeds[] = {UiText::Slow, UiText::Normal, UiText::Fast, UiText::Off};
  if (const int i = choice_row("speed:", speeds, 4, static_cast<int>(s.animation)); i >= 0) {
    s.animation = static_cast<Speed>(i);
    changed = true;
  }
  ImGui::Spacing();
  ImGui::TextWrapped("%s", tr(UiText::PaceLabel));
  const UiText paces[] = {UiText::PaceRelaxed, UiText::PaceQuick};
  if (const int i = choice_row("pace:", paces, 2, static_cast<int>(s.pace)); i >= 0) {
    s.pace = static_cast<uno::share::Pace>(i);
    changed = true;
  }
  ImGui::Spacing();
  bool sound = !s.muted;
  if (ImGui::Checkbox(tr(UiText::Sound), &sound)) {
    s.muted = !sound;
    changed = true;
  }
  hook_last_item("sound");
  // Volume in steps of 10 with - and +: as easy with a finger as with keys, and no second
  // kind of slider to learn.
  const float bh = ImGui::GetFrameHeight();
  // Beside the check box when the row has room (German is too wide for a phone).
  const std::string volume = std::string(tr(UiText::Volume)) + " " + std::to_string(s.volume) + "%";
  const float need =
      bh * 2.8f + ImGui::CalcTextSize(volume.c_str()).x + ImGui::GetStyle().ItemSpacing.x * 3;
  const bool beside = ImGui::GetItemRectMax().x + need <=
                      ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  for (const int step : {-10, 10}) {
    if (step > 0 || beside) ImGui::SameLine();
    if (step > 0) {
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(volume.c_str());
      hook_last_item("volume");
      ImGui::SameLine();
    }
    if (hook_button(step < 0 ? "volume-" : "volume+", step < 0 ? "-" : "+", ImVec2(bh * 1.4f, 0))) {
      // To the next step of 10 down or up.
      s.volume = static_cast<std::uint8_t>(
          std::clamp((s.volume + (step < 0 ? 9 : 0)) / 10 * 10 + step, 0, 100));
      changed = true;
    }
  }
  if (ImGui::Checkbox(tr(UiText::SpeakEvents), &s.speech)) changed = true;
  hook_last_item("speech");
  changed |= preference_box("braille", UiText::BrailleCards, look.braille, s.braille);
  changed |=
      preference_box("high-contrast", UiText::HighContrast, look.high_contrast, s.high_contrast);
  if (ImGui::Checkbox(tr(UiText::LargeCards), &s.large_cards)) changed = true;
  hook_last_item("large-cards");
  changed |=
      preference_box("reduce-motion", UiText::ReduceMotion, look.reduced_motion, s.reduce_motion);
  bool tips = !s.tips_off;
  if (ImGui::Checkbox(tr(CoachText::TipsSetting), &tips)) {
    toggle_tips(s);
    changed = true;
  }
  hook_last_item("tips");
  if (!changed) return std::nullopt;
  return s;
}

}  // namespace app
