#include "app/ui/preset_tiles.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>

#include "app/ui/card_painter.h"
#include "app/ui/ui_common.h"
#include "engine/rules.h"

namespace app {
namespace {

// The card that tells a rule set apart at a glance.
CardFace special_card(std::string_view preset) {
  CardFace f;
  f.colour = CardColour::Wild;
  f.symbol = "W";
  if (preset == "official112") {
    f.symbol = "SH";
  } else if (preset == "spin") {
    f.colour = CardColour::Green;
    f.symbol = "4";
    f.spin_mark = true;
  } else if (preset == "braille") {
    f.colour = CardColour::Blue;
    f.symbol = "7";
    std::snprintf(f.braille, sizeof f.braille, "b#g");  // blue, number sign, 7
  } else if (preset == "dino") {
    f.symbol = "L!";
    f.body = CardBody::Lauf;
  }
  return f;
}

bool tile(int i, std::string_view preset, bool on, ImVec2 size) {
  const std::string id = "preset:" + std::to_string(i);
  ImGui::PushID(id.c_str());
  // A finger that lands on a tile and swipes the screen on scrolls it; that is not a
  // choice (a quick swipe can end between two frames, before the scroll takes the press).
  const float slop = 12.0f * ui().scale;
  const bool pressed = ImGui::InvisibleButton("##tile", size) &&
                       ImGui::GetIO().MouseDragMaxDistanceSqr[0] < slop * slop;
  ImGui::PopID();
  hook_last_item(id);
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImGuiCol bg = on ? ImGuiCol_ButtonActive
                         : (ImGui::IsItemHovered() ? ImGuiCol_ButtonHovered : ImGuiCol_Button);
  const float round = ImGui::GetStyle().FrameRounding;
  dl->AddRectFilled(a, b, ImGui::GetColorU32(bg), round);
  if (on) dl->AddRect(a, b, col(theme::kAccent), round, 0, 2.0f * ui().scale);
  const float pad = 6.0f * ui().scale;
  const float ch = size.y - 2 * pad, cw = ch * 0.66f;
  draw_card_face(dl, ImVec2(a.x + pad, a.y + pad), ImVec2(cw, ch), special_card(preset));
  // Title, then the one line (wrapped when the tile is narrow) a little smaller.
  const float x = a.x + pad * 2 + cw, wrap = b.x - pad - x;
  const float fs = ImGui::GetFontSize();
  ImGui::PushClipRect(a, b, true);
  dl->AddText(ImGui::GetFont(), fs, ImVec2(x, a.y + pad), ImGui::GetColorU32(ImGuiCol_Text),
              preset_title(preset));
  dl->AddText(ImGui::GetFont(), fs * 0.86f, ImVec2(x, a.y + pad + fs * 1.15f),
              IM_COL32(225, 235, 225, 255), preset_tagline(preset), nullptr, wrap);
  ImGui::PopClipRect();
  return pressed;
}

}  // namespace

std::string_view draw_preset_tiles(std::string_view chosen) {
  const float sc = ui().scale, fs = ImGui::GetFontSize();
  const float full = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const int cols = full >= 560.0f * sc ? 2 : 1;
  const float w = (full - gap * static_cast<float>(cols - 1)) / static_cast<float>(cols);
  // Room for the title and two lines of the smaller text.
  const float h = 12.0f * sc + fs * 1.15f + fs * 0.86f * 2.1f;
  std::string_view picked;
  for (size_t i = 0; i < uno::kPresetNames.size(); ++i) {
    if (i % static_cast<size_t>(cols) != 0) ImGui::SameLine();
    const std::string_view name = uno::kPresetNames[i];
    if (tile(static_cast<int>(i), name, chosen == name, ImVec2(w, h))) picked = name;
  }
  return picked;
}

}  // namespace app
