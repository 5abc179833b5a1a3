#include "app/ui/notice_view.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>

#include "app/testing/test_hook.h"
#include "app/ui/text_field.h"
#include "app/ui/ui_common.h"

namespace app {

bool modal_open() { return ImGui::GetTopMostPopupModal() != nullptr; }

NoticeView::Input NoticeView::draw(const Notices& notices, int copy_status) {
  Input in;
  const Notice* current = notices.current();
  if (current == nullptr) return in;
  const Notice& n = *current;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const UiMetrics m = ui();
  const float w = dialog_width(m, vp->Size.x, 560);
  const char* popup = "##notice";
  if (!ImGui::IsPopupOpen(popup)) {
    ImGui::OpenPopup(popup);
    copy_pressed_ = false;
  }
  ImGui::SetNextWindowPos(ImVec2(vp->Size.x * 0.5f, vp->Size.y * 0.5f), ImGuiCond_Always,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(w, 0));
  std::string result;
  if (ImGui::BeginPopupModal(popup, nullptr,
                             ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove)) {
    WidgetExtra extra;
    extra.layer = ImGui::GetCurrentWindowRead()->RootWindow->Name;
    hook_widget(
        "notice:" + n.id,
        rect_of(ImGui::GetWindowPos(), ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowWidth(),
                                              ImGui::GetWindowPos().y + ImGui::GetWindowHeight())),
        extra);
    ImGui::PushStyleColor(ImGuiCol_Text, col4(theme::kAccent));
    ImGui::SetWindowFontScale(1.15f);
    ImGui::TextWrapped("%s", n.title.c_str());
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PopStyleColor();
    ImGui::Spacing();
    if (!n.body.empty()) ImGui::TextWrapped("%s", n.body.c_str());
    if (!n.detail.empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.7f, 0.8f, 0.72f, 1.0f));
      ImGui::TextWrapped("%s", n.detail.c_str());
      ImGui::PopStyleColor();
    }
    if (!n.link.empty()) {
      // The whole link, wrapped; pressed, it opens selected in the page's text box: the
      // fallback when the clipboard refuses (copy it by hand there).
      if (text_field("notice-link", n.link, "", 0, 4))
        in.edit = TextEdit{"", n.title, n.link, 0, true};
      if (hook_button("notice-copy", tr(UiText::Copy), ImVec2(-1, m.button_h))) {
        in.copy = n.link;
        copy_pressed_ = true;
      }
      if (copy_pressed_ && copy_status != 0)
        ImGui::TextColored(copy_status > 0 ? ImVec4(0.6f, 1, 0.6f, 1) : ImVec4(1, 0.6f, 0.4f, 1),
                           "%s", tr(copy_status > 0 ? UiText::Copied : UiText::CopyFailed));
    }
    ImGui::Spacing();
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float avail = ImGui::GetContentRegionAvail().x;
    float bw = (avail - gap * static_cast<float>(n.buttons.size() - 1)) /
               static_cast<float>(n.buttons.size());
    // Buttons share a row while every label fits its share; else each takes a row of its
    // own (three choices on a phone: "Fresh deal", "Play this deal", "Keep my game").
    bool row = true;
    for (const Notice::Button& b : n.buttons)
      row &= ImGui::CalcTextSize(b.label.c_str()).x + 2 * ImGui::GetStyle().FramePadding.x <= bw;
    if (!row) bw = avail;
    for (size_t i = 0; i < n.buttons.size(); ++i) {
      if (i && row) ImGui::SameLine();
      if (hook_button("notice-" + n.buttons[i].id, n.buttons[i].label.c_str(),
                      ImVec2(bw, m.button_h + 8 * m.scale)))
        result = n.buttons[i].id;
    }
    if (result.empty() && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))
      result = escape_button(n);
    if (!result.empty()) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
  in.pressed = result;
  return in;
}

}  // namespace app
