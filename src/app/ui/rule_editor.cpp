#include "app/ui/rule_editor.h"

#include <imgui.h>
#include <imgui_internal.h>  // RenderArrow

#include <algorithm>
#include <string>

#include "app/core/match/moments.h"
#include "app/ui/text_field.h"
#include "app/ui/ui_common.h"
#include "share/deal.h"

namespace app {

std::optional<TextEdit> RuleEditor::draw(uno::RuleSet& r) {
  std::optional<TextEdit> edit;
  if (r.custom_cards == 0) return edit;
  ImGui::Spacing();
  ImGui::TextUnformatted(tr(MomentText::RuleEditor));
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.85f, 0.9f, 0.85f, 1));
  ImGui::TextWrapped("%s", tr(MomentText::RuleEditorHint));
  ImGui::PopStyleColor();
  constexpr int kRules = static_cast<int>(uno::CustomRule::FreeText) + 1;
  bool any_free = false;
  for (int i = 0; i < r.custom_cards && i < 3; ++i) {
    const auto slot = static_cast<size_t>(i);
    ImGui::PushID(i);
    const std::string label = line(MomentText::CardSlotFmt, i + 1);
    int current = static_cast<int>(r.custom_rule[slot]);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label.c_str());
    ImGui::SameLine();
    // The rule shown as a button; pressed, the rules to choose from open over the screen as
    // buttons, so nothing under them moves (a combo box brought ImGui's combo and selectable
    // code into the page for this one list).
    ImGui::PushStyleVar(ImGuiStyleVar_ButtonTextAlign, ImVec2(0, 0.5f));
    const float width = ImGui::GetContentRegionAvail().x;
    if (hook_button("rule:" + std::to_string(i), custom_rule_name(r.custom_rule[slot]),
                    ImVec2(width, 0)))
      ImGui::OpenPopup("##rules");
    const ImVec2 end = ImGui::GetItemRectMax();
    const float fs = ImGui::GetFontSize();
    ImGui::RenderArrow(ImGui::GetWindowDrawList(),
                       ImVec2(end.x - fs - ImGui::GetStyle().FramePadding.x,
                              end.y - fs - ImGui::GetStyle().FramePadding.y),
                       ImGui::GetColorU32(ImGuiCol_Text), ImGuiDir_Down);
    // Centred on the screen, as tall as it fits (it scrolls on a phone on its side).
    const ImVec2 screen = ImGui::GetMainViewport()->Size;
    ImGui::SetNextWindowPos(ImVec2(screen.x * 0.5f, screen.y * 0.5f), ImGuiCond_Always,
                            ImVec2(0.5f, 0.5f));
    // As wide as its longest rule (German ones were cut at the button's width), within the
    // screen.
    float need = width;
    for (int k = 0; k < kRules; ++k)
      need = std::max(
          need, ImGui::CalcTextSize(custom_rule_name(static_cast<uno::CustomRule>(k))).x +
                    4 * ImGui::GetStyle().FramePadding.x + 2 * ImGui::GetStyle().WindowPadding.x);
    ImGui::SetNextWindowSizeConstraints(ImVec2(std::min(need, screen.x * 0.95f), 0),
                                        ImVec2(screen.x * 0.95f, screen.y * 0.9f));
    if (ImGui::BeginPopup("##rules")) {
      for (int k = 0; k < kRules; ++k) {
        const bool chosen = k == current;  // not `current` after the press: one pop per push
        if (chosen)
          ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
        if (hook_button("rule:" + std::to_string(i) + ":" + std::to_string(k),
                        custom_rule_name(static_cast<uno::CustomRule>(k)), ImVec2(-FLT_MIN, 0))) {
          current = k;
          ImGui::CloseCurrentPopup();
        }
        if (chosen) ImGui::PopStyleColor();
      }
      drag_to_scroll();  // a long list on a phone on its side
      ImGui::EndPopup();
    }
    ImGui::PopStyleVar();
    r.custom_rule[slot] = static_cast<uno::CustomRule>(current);
    if (r.custom_rule[slot] == uno::CustomRule::FreeText) {
      any_free = true;
      // Typed in the page's text box; the text comes back as "blanktext:<slot>" (the
      // accessibility layer's id), cut to the share formats' 96 bytes by the core.
      if (text_field("ruletext:" + std::to_string(i), r.custom_text[slot],
                     tr(MomentText::FreeTextHint), 0))
        edit =
            TextEdit{"blanktext:" + std::to_string(i), label + ": " + tr(MomentText::FreeTextHint),
                     r.custom_text[slot], static_cast<int>(uno::share::kMaxRuleTextBytes)};
    }
    any_free |= r.custom_rule[slot] == uno::CustomRule::Elbows;
    ImGui::PopID();
  }
  if (any_free) {
    // 1 to 6 cards in steps of one, as the seat count is set (a slider brought ImGui's slider
    // code into the page for this one number).
    const int p = r.custom_penalty;
    const float bh = ImGui::GetFrameHeight();
    ImGui::TextWrapped("%s", line(MomentText::FreePenaltyFmt, p).c_str());  // wide in German
    hook_last_item("rulepenalty");
    ImGui::BeginDisabled(p <= 1);
    if (hook_button("rulepenalty-", "-", ImVec2(bh * 1.4f, 0))) --r.custom_penalty;
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(p >= 6);
    if (hook_button("rulepenalty+", "+", ImVec2(bh * 1.4f, 0))) ++r.custom_penalty;
    ImGui::EndDisabled();
  }
  return edit;
}

}  // namespace app
