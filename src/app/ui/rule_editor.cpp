#include "app/ui/rule_editor.h"

#include <imgui.h>

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
  ImGui::TextUnformatted(tr(M::RuleEditor));
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.85f, 0.9f, 0.85f, 1));
  ImGui::TextWrapped("%s", tr(M::RuleEditorHint));
  ImGui::PopStyleColor();
  constexpr int kRules = static_cast<int>(uno::CustomRule::FreeText) + 1;
  bool any_free = false;
  for (int i = 0; i < r.custom_cards && i < 3; ++i) {
    const auto slot = static_cast<size_t>(i);
    ImGui::PushID(i);
    const std::string label = line(M::CardSlotFmt, i + 1);
    int current = static_cast<int>(r.custom_rule[slot]);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label.c_str());
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-1);
    if (ImGui::BeginCombo("##rule", custom_rule_name(r.custom_rule[slot]),
                          ImGuiComboFlags_HeightLargest)) {
      for (int k = 0; k < kRules; ++k) {
        const auto rule = static_cast<uno::CustomRule>(k);
        if (ImGui::Selectable(custom_rule_name(rule), k == current)) current = k;
        hook_last_item("rule:" + std::to_string(i) + ":" + std::to_string(k));
      }
      ImGui::EndCombo();
    }
    hook_last_item("rule:" + std::to_string(i));
    r.custom_rule[slot] = static_cast<uno::CustomRule>(current);
    if (r.custom_rule[slot] == uno::CustomRule::FreeText) {
      any_free = true;
      // Typed in the page's text box; the text comes back as "blanktext:<slot>" (the
      // accessibility layer's id), cut to the share formats' 96 bytes by the core.
      if (text_field("ruletext:" + std::to_string(i), r.custom_text[slot], tr(M::FreeTextHint), 0))
        edit = TextEdit{"blanktext:" + std::to_string(i), label + ": " + tr(M::FreeTextHint),
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
    ImGui::TextWrapped("%s", line(M::FreePenaltyFmt, p).c_str());  // wide in German
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
