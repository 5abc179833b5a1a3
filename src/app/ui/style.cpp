#include "app/ui/style.h"

#include <imgui.h>

namespace app {

namespace {
void style_once() {
  static bool styled = false;
  if (styled) return;
  styled = true;
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
}  // namespace

void apply_style(float display_width) {
  style_once();
  // Phones: buttons and fields at least 44 px tall (touch targets); desktops stay compact.
  ImGui::GetStyle().FramePadding.y = display_width < 600.0f ? 13.0f : 9.0f;
}

}  // namespace app
