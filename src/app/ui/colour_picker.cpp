#include "app/ui/colour_picker.h"

#include <imgui.h>

#include "app/core/match/session.h"
#include "app/core/match/table_words.h"
#include "app/testing/test_hook.h"
#include "app/ui/card_painter.h"
#include "app/ui/ui_common.h"

namespace app {

std::optional<uno::Colour> draw_colour_picker(bool can_cancel, bool& cancel, int key_colour,
                                              const TableLayout& t, ColourAsk& ask) {
  std::optional<uno::Colour> chosen;
  if (key_colour >= 0 && key_colour < 4) chosen = static_cast<uno::Colour>(key_colour);
  const UiMetrics m = ui();
  const bool one_row = !t.portrait && t.ui.touch;  // a phone on its side
  begin_dialog("colour", dialog_width(m, t.width, one_row ? 640 : 420),
               [&t](float w, float h) { return place_dialog(t, w, h); });
  ImGui::TextUnformatted(tr(UiText::ChooseColour));
  if (!ask.sentence.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, col4(theme::kAccentSoft));
    ImGui::TextWrapped("%s", ask.sentence.c_str());
    ImGui::PopStyleColor();
    hook_last_item("hint-text");
  }
  ImGui::Spacing();
  const float avail = ImGui::GetContentRegionAvail().x;
  const float per_row = one_row ? 4.0f : 2.0f;
  const float sw = (avail - ImGui::GetStyle().ItemSpacing.x * (per_row - 1)) / per_row;
  const float sh = (one_row ? 56.0f : 88.0f) * m.scale;
  static const char* const kIds[4] = {"colour:R", "colour:Y", "colour:G", "colour:B"};
  for (int i = 0; i < 4; ++i) {
    const auto col = static_cast<uno::Colour>(i);
    if (one_row ? i > 0 : i % 2 == 1) ImGui::SameLine();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    ImGui::PushID(i);
    if (ImGui::InvisibleButton("##swatch", ImVec2(sw, sh))) chosen = col;
    ImGui::PopID();
    hook_last_item(kIds[i]);
    if (i == ask.colour) ask.asked_rect = Rect{p.x, p.y, sw, sh};
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const bool hot = ImGui::IsItemHovered();
    const float sc = m.scale;
    dl->AddRectFilled(p, ImVec2(p.x + sw, p.y + sh), colour_fill(card_colour(col)), 12 * sc);
    if (hot) dl->AddRect(p, ImVec2(p.x + sw, p.y + sh), IM_COL32_WHITE, 12 * sc, 0, 3 * sc);
    draw_colour_shape(dl, ImVec2(p.x + 24 * sc, p.y + sh * 0.5f), 11 * sc, card_colour(col),
                      IM_COL32(255, 255, 255, 230));
    const std::string label = std::string(colour_letter(col)) + "  " + colour_word(col);
    centred_text(dl, {p.x + sw * 0.5f + 10 * sc, p.y + sh * 0.5f}, ImGui::GetFontSize() * 1.2f,
                 col == uno::Colour::Yellow ? IM_COL32(30, 30, 30, 255) : IM_COL32_WHITE,
                 label.c_str());
  }
  if (can_cancel) {
    ImGui::Spacing();
    if (hook_button("colour-cancel", tr(UiText::Back), ImVec2(-1, 0))) cancel = true;
  }
  end_dialog();
  return chosen;
}

std::optional<int> draw_seat_picker(const Session& s, const std::vector<int>& seats, bool& cancel) {
  std::optional<int> chosen;
  const UiMetrics m = ui();
  begin_dialog("seatpick", dialog_width(m, ImGui::GetMainViewport()->Size.x, 360));
  for (int seat : seats)
    if (hook_button("target:" + std::to_string(seat), label(s.who(seat)).c_str(),
                    ImVec2(-1, m.button_h)))
      chosen = seat;
  if (hook_button("target-cancel", tr(UiText::Back), ImVec2(-1, 0))) cancel = true;
  end_dialog();
  return chosen;
}

}  // namespace app
