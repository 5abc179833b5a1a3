#include "app/ui/style.h"

#include <imgui.h>

#include "app/core/look/theme.h"
#include "app/ui/ui_common.h"

namespace app {
namespace {
// ImGui's dark colours (StyleColorsDark) as bytes, in ImGuiCol_ order: the build's copy of
// imgui.cpp no longer calls StyleColorsDark (cmake/ThirdParty.cmake), whose float stores
// are much larger code than this table. The bytes are what ImGui draws those floats as.
constexpr ImU32 kDark[] = {
    0xFFFFFFFF, 0xFF808080, 0xF00F0F0F, 0x00000000, 0xF0141414, 0x80806E6E, 0x00000000, 0x8A7A4A29,
    0x66FA9642, 0xABFA9642, 0xFF0A0A0A, 0xFF7A4A29, 0x82000000, 0xFF242424, 0x87050505, 0xFF4F4F4F,
    0xFF696969, 0xFF828282, 0xFFFA9642, 0xFFE0853D, 0xFFFA9642, 0x66FA9642, 0xFFFA9642, 0xFFFA870F,
    0x4FFA9642, 0xCCFA9642, 0xFFFA9642, 0x80806E6E, 0xC7BF661A, 0xFFBF661A, 0x33FA9642, 0xABFA9642,
    0xF2FA9642, 0xDC94592E, 0xCCFA9642, 0xFFAD6933, 0xF8261A11, 0xFF6C4323, 0xFF9C9C9C, 0xFF596EFF,
    0xFF00B3E6, 0xFF0099FF, 0xFF333030, 0xFF594F4F, 0xFF403B3B, 0x00000000, 0x0FFFFFFF, 0x59FA9642,
    0xE600FFFF, 0xFFFA9642, 0xB3FFFFFF, 0x33CCCCCC, 0x59CCCCCC,
};
static_assert(sizeof kDark / sizeof kDark[0] == ImGuiCol_COUNT, "one colour per ImGuiCol_");
}  // namespace

void set_base_colours() {
  ImVec4* c = ImGui::GetStyle().Colors;
  for (int i = 0; i < ImGuiCol_COUNT; ++i) c[i] = ImGui::ColorConvertU32ToFloat4(kDark[i]);
}

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
  // Rounded corners to within 0.75 px (ImGui's default 0.3): the arcs of buttons and badges
  // take fewer segments, which the anti-aliased fill multiplies (the frame's index budget).
  // The error is in CSS pixels: on a 2x or 3x screen the same arcs would show their
  // segments (chamfered button corners on phones), so it shrinks with the pixel density.
  const float dpr = ImGui::GetIO().DisplayFramebufferScale.x;
  st.CircleTessellationMaxError = 0.75f / (dpr > 1.0f ? dpr : 1.0f);
  st.GrabMinSize = 20.0f * s;
  st.ScrollbarSize = 16.0f * s;
  // High contrast: every button, field and window outlined (theme::Palette::border).
  const float edge = theme::palette().border_px;
  st.WindowBorderSize = edge > 0 ? edge : 1.0f;
  st.FrameBorderSize = edge;
  st.PopupBorderSize = edge > 0 ? edge : 1.0f;
  ImVec4* c = st.Colors;
  c[ImGuiCol_WindowBg] = col4(theme::kPanel);
  c[ImGuiCol_PopupBg] = col4(theme::kPanel);
  c[ImGuiCol_Button] = col4(theme::kButton);
  c[ImGuiCol_ButtonHovered] = col4(theme::kButtonHover);
  c[ImGuiCol_ButtonActive] = col4(theme::palette().button_on);
  c[ImGuiCol_FrameBg] = col4(theme::palette().frame);
  c[ImGuiCol_FrameBgHovered] = col4(theme::kButtonHover);
  c[ImGuiCol_NavHighlight] = col4(theme::palette().focus);
  const ImVec4 line = edge > 0 ? col4(theme::palette().border) : ImVec4(0.43f, 0.43f, 0.50f, 0.50f);
  c[ImGuiCol_Border] = line;  // ImGui's dark style's line colour in the standard look
  c[ImGuiCol_Separator] = line;
  c[ImGuiCol_CheckMark] = col4(theme::kAccent);
  c[ImGuiCol_Header] = col4(theme::kButton);
  c[ImGuiCol_Text] = col4(theme::kInk);
  // Secondary text (the target score): ImGui's grey, or the muted ink in high contrast.
  c[ImGuiCol_TextDisabled] = edge > 0 ? col4(theme::kInkMuted) : ImVec4(0.50f, 0.50f, 0.50f, 1);
}

}  // namespace app
