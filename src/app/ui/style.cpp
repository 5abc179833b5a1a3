#include "app/ui/style.h"

#include <imgui.h>

#include "app/core/theme.h"
#include "app/ui/ui_common.h"

namespace app {

void apply_style(const UiMetrics& m) {
  ImGuiStyle& st = ImGui::GetStyle();
  const float s = m.scale;
  // Phones: buttons and fields at least 44 px tall (touch targets); desktops grow with
  // the screen (UiMetrics::scale).
  st.FramePadding = ImVec2(theme::kSpaceM * s, m.touch ? 13.0f : 9.0f * s);
  st.ItemSpacing = ImVec2(theme::kSpaceS * s, theme::kSpaceS * s);
  st.ItemInnerSpacing = ImVec2(6.0f * s, 6.0f * s);
  st.WindowPadding = ImVec2(14.0f * s, theme::kSpaceM * s);
  st.FrameRounding = 8.0f * s;
  st.WindowRounding = 12.0f * s;
  st.PopupRounding = 12.0f * s;
  st.GrabMinSize = 20.0f * s;
  st.ScrollbarSize = 16.0f * s;
  st.WindowBorderSize = 1.0f;
  ImVec4* c = st.Colors;
  c[ImGuiCol_WindowBg] = col4(theme::kPanel);
  c[ImGuiCol_PopupBg] = col4(theme::kPanel);
  c[ImGuiCol_Button] = col4(theme::kButton);
  c[ImGuiCol_ButtonHovered] = col4(theme::kButtonHover);
  c[ImGuiCol_ButtonActive] = ImVec4(0.80f, 0.55f, 0.10f, 1);
  c[ImGuiCol_FrameBg] = ImVec4(0.10f, 0.30f, 0.20f, 1);
  c[ImGuiCol_CheckMark] = col4(theme::kAccent);
  c[ImGuiCol_Header] = col4(theme::kButton);
  c[ImGuiCol_Text] = col4(theme::kInk);
}

}  // namespace app
