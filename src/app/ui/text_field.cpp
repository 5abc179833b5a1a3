#include "app/ui/text_field.h"

#include <imgui.h>

#include "app/ui/ui_common.h"

namespace app {

bool text_field(const std::string& hook_id, const std::string& text, const char* hint, float width,
                int lines) {
  const ImGuiStyle& st = ImGui::GetStyle();
  const float w = width > 0 ? width : ImGui::GetContentRegionAvail().x;
  const float line_h = ImGui::GetTextLineHeight();
  const float h = lines > 1 ? line_h * static_cast<float>(lines) + st.FramePadding.y * 2
                            : ImGui::GetFrameHeight();
  const ImVec2 a = ImGui::GetCursorScreenPos();
  const ImVec2 b(a.x + w, a.y + h);
  ImGui::PushID(hook_id.c_str());
  const bool pressed = ImGui::InvisibleButton("##field", ImVec2(w, h));
  ImGui::PopID();
  hook_last_item(hook_id);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const bool hot = ImGui::IsItemHovered() || ImGui::IsItemActive();
  dl->AddRectFilled(a, b, ImGui::GetColorU32(hot ? ImGuiCol_FrameBgHovered : ImGuiCol_FrameBg),
                    st.FrameRounding);
  if (st.FrameBorderSize > 0)
    dl->AddRect(a, b, ImGui::GetColorU32(ImGuiCol_Border), st.FrameRounding, 0, st.FrameBorderSize);
  if (ImGui::IsItemFocused())  // keyboard navigation: the same ring as ImGui's own items
    dl->AddRect(ImVec2(a.x - 2, a.y - 2), ImVec2(b.x + 2, b.y + 2),
                ImGui::GetColorU32(ImGuiCol_NavHighlight), st.FrameRounding, 0, 2.0f);
  const bool empty = text.empty();
  const char* shown = empty ? hint : text.c_str();
  if (shown != nullptr && *shown != '\0') {
    const ImVec2 at(a.x + st.FramePadding.x, a.y + st.FramePadding.y);
    const float wrap = lines > 1 ? w - st.FramePadding.x * 2 : 0.0f;
    dl->PushClipRect(a, ImVec2(b.x - st.FramePadding.x * 0.5f, b.y), true);
    dl->AddText(nullptr, 0.0f, at,
                ImGui::GetColorU32(empty ? ImGuiCol_TextDisabled : ImGuiCol_Text), shown, nullptr,
                wrap);
    dl->PopClipRect();
  }
  return pressed;
}

}  // namespace app
