#include "app/ui/privacy_screen.h"

#include <imgui.h>

#include <algorithm>

#include "app/core/text/access_strings.h"
#include "app/ui/ui_common.h"

namespace app {

Command draw_privacy_screen(const char* name, const std::string& waiting,
                            const std::vector<std::string>& recap) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImDrawList* bg = ImGui::GetBackgroundDrawList();
  bg->AddRectFilled(ImVec2(0, 0), vp->Size, col(theme::kFeltDark));
  const UiMetrics m = ui();
  Command out;
  // The Menu where the table has it (a way out that shows no hand), not in the dialog: a
  // landscape phone has no height to spare there.
  const ImGuiStyle& st = ImGui::GetStyle();
  const float menu_w =
      ImGui::CalcTextSize(tr(UiText::Menu)).x + 2 * (st.FramePadding.x + st.WindowPadding.x);
  begin_overlay_window("##privacy-top", Rect{0, 0, menu_w, m.top_h}, false);
  ImGui::SetCursorPosY(m.gap * 0.5f);
  if (hook_button("privacy-menu", tr(UiText::Menu), ImVec2(0, m.top_h - m.gap)))
    out = Command::of(Command::Kind::Menu);
  end_overlay_window();
  // Its foot (the "I am" button) stays put whatever the account above it holds: centred,
  // the button moved with the account's length and a tap landed on empty felt.
  const float foot = std::min(vp->Size.y - m.margin, vp->Size.y * 0.5f + 200 * m.scale);
  begin_dialog("privacy", dialog_width(m, vp->Size.x, 460), [&](float w, float h) {
    return Rect{(vp->Size.x - w) * 0.5f, std::max(m.margin, foot - h), w, h};
  });
  ImGui::SetWindowFontScale(1.3f);
  ImGui::TextWrapped("%s", fmt(UiText::PassToFmt, name).c_str());
  ImGui::SetWindowFontScale(1.0f);
  ImGui::Spacing();
  ImGui::TextWrapped("%s", tr(UiText::LookAway));
  if (!waiting.empty()) {
    ImGui::Spacing();
    ImGui::TextWrapped("%s", waiting.c_str());
    hook_last_item("privacy-waiting");
  }
  if (!recap.empty()) {  // the plays flew behind this screen: said here
    ImGui::Spacing();
    ImGui::TextDisabled("%s", tr(AccessText::SinceYourLastTurn));
    // The newest lines that fit above the button (the dialog never scrolls it away): six
    // lines of "Dan discards ..." had left a player nothing of the others' moves.
    const float line_h = ImGui::GetTextLineHeightWithSpacing();
    const std::size_t fits = static_cast<std::size_t>(
        std::max(3.0f, (vp->Size.y - 2 * m.margin - 9 * line_h - m.button_h) / line_h));
    for (std::size_t i = recap.size() > fits ? recap.size() - fits : 0; i < recap.size(); ++i) {
      const std::string& l = recap[i];
      bullet_text(l.c_str());
    }
    hook_last_item("privacy-recap");
  }
  ImGui::Spacing();
  ImGui::Spacing();
  if (hook_button("privacy-ok", fmt(UiText::IAmFmt, name).c_str(),
                  ImVec2(-1, m.button_h + 12 * m.scale)) ||
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false))
    out = Command::of(Command::Kind::ConfirmPrivacy);
  end_dialog();
  return out;
}

}  // namespace app
