#include "app/ui/rules_card_view.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "app/core/match/moments.h"
#include "app/testing/test_hook.h"
#include "app/ui/card_painter.h"
#include "app/ui/ui_common.h"

namespace app {

namespace {

// A few example faces of what the variant adds, drawn as the table draws them.
CardFace example(CardColour colour, const char* symbol, CardBody body = CardBody::Standard) {
  CardFace f;
  f.colour = colour;
  f.symbol = symbol;
  f.body = body;
  return f;
}

std::vector<CardFace> examples(std::string_view preset, const uno::RuleSet& r) {
  std::vector<CardFace> out;
  if (r.spin_numbers > 0) {
    out.push_back(example(CardColour::Green, "4"));
    out.back().spin_mark = true;
  }
  if (r.lauf_cards > 0) {
    out.push_back(example(CardColour::Red, "\xE2\x8A\x98"));
    out.back().dino_mark = true;
    out.push_back(example(CardColour::Wild, "+4"));
    out.back().dino_mark = true;
    out.push_back(example(CardColour::Wild, "L!", CardBody::Lauf));
  }
  if (r.shuffle_hands_cards > 0) out.push_back(example(CardColour::Wild, "SH"));
  if (r.custom_cards > 0) out.push_back(example(CardColour::Wild, "C1", CardBody::Custom));
  if (preset == "braille") {
    out.push_back(example(CardColour::Blue, "7"));
    std::snprintf(out.back().braille, sizeof out.back().braille, "b#g");  // blue, number sign, 7
  }
  return out;
}

// Which page the card shows, chosen as it opens: what happened when there is any.
bool g_was_open = false;
bool g_history_page = false;
Rect g_card{};  // where the card was drawn last frame (its height follows its text)

// Two buttons for the card's pages, the one shown marked (no tab bar: its code is not in
// the bundle).
void page_buttons(bool& history) {
  const float w = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  const ImVec4 on = ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive);
  const ImVec4 off = ImGui::GetStyleColorVec4(ImGuiCol_FrameBg);
  ImGui::PushStyleColor(ImGuiCol_Button, history ? on : off);
  if (hook_button("help-history", tr(UiText::WhatHappened), ImVec2(w, ui().button_h)))
    history = true;
  ImGui::PopStyleColor();
  ImGui::SameLine();
  ImGui::PushStyleColor(ImGuiCol_Button, history ? off : on);
  if (hook_button("help-rules", tr(UiText::Rules), ImVec2(w, ui().button_h))) history = false;
  ImGui::PopStyleColor();
  ImGui::Spacing();
}

}  // namespace

void draw_rules_card(std::string_view preset, const uno::RuleSet& r, bool& open,
                     const std::vector<std::string>* happened) {
  const bool has_history = happened != nullptr && !happened->empty();
  const bool opening = open && !g_was_open;
  g_was_open = open;
  if (opening) g_history_page = has_history;
  if (!open) return;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const float sc = ui().scale;
  // At most this box; as tall as its text (a fixed height left an empty panel
  // under Close).
  const Rect box = centred_box(vp->Size.x, vp->Size.y, 620 * sc, 620 * sc);
  if (opening) g_card = box;
  // Modal while open: in front of any dialog of a decision (a +4 challenge appearing under
  // it, or one already open) and of the start screen's full window, and focused, so clicks
  // and keys go to it until it closes. A dimmed backdrop over the rest takes the clicks
  // around it: a click there closes the card (and presses nothing under it), as Escape does
  // (it closed only with Close).
  ImGui::SetNextWindowPos(vp->Pos);
  ImGui::SetNextWindowSize(vp->Size);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImGui::GetStyleColorVec4(ImGuiCol_ModalWindowDimBg));
  ImGui::Begin("##rules-card-backdrop", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing);
  ImGui::PopStyleColor();
  ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
  // A click that began and ended on the backdrop (a scroll of the card that ends outside
  // it is no click).
  const ImVec2 down = ImGui::GetIO().MouseClickedPos[0];
  if (ImGui::IsWindowHovered() && ImGui::IsMouseReleased(0) && !g_card.contains({down.x, down.y}))
    open = false;
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) open = false;
  ImGui::End();
  if (!open) return;
  // Its top where the largest card's would be: the page buttons stay put when the other page
  // is shorter (nothing moves under the finger).
  ImGui::SetNextWindowPos(ImVec2(box.x, box.y));
  ImGui::SetNextWindowSizeConstraints(ImVec2(box.w, 0), ImVec2(box.w, box.h));
  ImGui::SetNextWindowFocus();
  ImGui::Begin("##rules-card", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize);
  ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
  // Each opening starts at the title: the window keeps its scroll from the card shown before
  // (a newcomer, stop 62: Dino's card opened scrolled down after Spin's was scrolled).
  if (opening) ImGui::SetScrollY(0);
  const ImVec2 at = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  g_card = {at.x, at.y, size.x, size.y};
  WidgetExtra extra;
  extra.layer = ImGui::GetCurrentWindowRead()->RootWindow->Name;
  hook_widget("rules-card-window", g_card, extra);
  if (has_history) page_buttons(g_history_page);
  if (has_history && g_history_page) {
    // Oldest first, the newest at the bottom, in view as the page opens. Only the list
    // scrolls: the page buttons and Close stay on screen (on a phone on its side a
    // long list opened with both scrolled away).
    const ImGuiStyle& st = ImGui::GetStyle();
    const float wrap = ImGui::GetContentRegionAvail().x - ImGui::GetTreeNodeToLabelSpacing();
    float list_h = 0;
    for (const std::string& l : *happened)
      list_h += ImGui::CalcTextSize(l.c_str(), nullptr, false, wrap).y + st.ItemSpacing.y;
    const float room =
        box.h - ImGui::GetCursorPosY() - ui().button_h - 2 * st.ItemSpacing.y - st.WindowPadding.y;
    // A list that overflows has its scroll bar from the first frame: one that came in the
    // second narrowed the lines, and the newest, scrolled to, was cut off (a newcomer, stop 60).
    ImGui::BeginChild("##happened", ImVec2(0, std::max(ui().button_h, std::min(list_h, room))),
                      false, list_h > room ? ImGuiWindowFlags_AlwaysVerticalScrollbar : 0);
    for (const std::string& l : *happened) bullet_text(l.c_str());
    if (opening) ImGui::SetScrollHereY(1.0f);
    drag_to_scroll();
    ImGui::EndChild();
    ImGui::Spacing();
    if (hook_button("rules-card-close", tr(UiText::Close), ImVec2(-1, ui().button_h))) open = false;
    drag_to_scroll();
    ImGui::End();
    return;
  }
  ImGui::TextColored(ImVec4(1.0f, 0.85f, 0.3f, 1.0f), "%s: %s", preset_title(preset),
                     tr(MomentText::RulesCardTitle));
  const std::vector<CardFace> faces = examples(preset, r);
  if (!faces.empty()) {
    const float ch = 110 * sc, cw = ch * 0.66f;
    const ImVec2 p = ImGui::GetCursorScreenPos();
    for (size_t i = 0; i < faces.size(); ++i)
      draw_card_face(ImGui::GetWindowDrawList(),
                     ImVec2(p.x + static_cast<float>(i) * (cw + 10 * sc), p.y + 4 * sc),
                     ImVec2(cw, ch), faces[i]);
    ImGui::Dummy(ImVec2(10, ch + 12 * sc));
  }
  ImGui::TextWrapped("%s", preset_rules(preset));  // the whole rule set, then what differs
  ImGui::Spacing();
  for (const std::string& l : rules_card(preset, r)) bullet_text(l.c_str());
  ImGui::Spacing();
  if (hook_button("rules-card-close", tr(UiText::Close), ImVec2(-1, ui().button_h))) open = false;
  drag_to_scroll();
  ImGui::End();
}

}  // namespace app
