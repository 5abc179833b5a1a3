#include "app/ui/privacy_screen.h"

#include <imgui.h>

#include "app/core/access/access_texts.h"
#include "app/ui/ui_common.h"

namespace app {

bool draw_privacy_screen(const char* name, const std::string& waiting,
                         const std::vector<std::string>& recap) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImDrawList* bg = ImGui::GetBackgroundDrawList();
  bg->AddRectFilled(ImVec2(0, 0), vp->Size, col(theme::kFeltDark));
  const UiMetrics m = ui();
  begin_dialog("privacy", dialog_width(m, vp->Size.x, 460));
  ImGui::SetWindowFontScale(1.3f);
  ImGui::TextWrapped("%s", fmt(S::PassToFmt, name).c_str());
  ImGui::SetWindowFontScale(1.0f);
  ImGui::Spacing();
  ImGui::TextWrapped("%s", tr(S::LookAway));
  if (!waiting.empty()) {
    ImGui::Spacing();
    ImGui::TextWrapped("%s", waiting.c_str());
    hook_last_item("privacy-waiting");
  }
  if (!recap.empty()) {  // the plays flew behind this screen: said here (issue 41)
    ImGui::Spacing();
    ImGui::TextDisabled("%s", tr(AS::SinceYourLastTurn));
    for (const std::string& l : recap) {
      ImGui::Bullet();
      ImGui::SameLine();
      ImGui::TextWrapped("%s", l.c_str());
    }
    hook_last_item("privacy-recap");
  }
  ImGui::Spacing();
  ImGui::Spacing();
  const bool ok = hook_button("privacy-ok", fmt(S::IAmFmt, name).c_str(),
                              ImVec2(-1, m.button_h + 12 * m.scale)) ||
                  ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false);
  end_dialog();
  return ok;
}

}  // namespace app
