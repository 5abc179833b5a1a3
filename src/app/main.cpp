// The web app's entry point: the shell loop plus the table.
#include <imgui.h>

#include <algorithm>

#include "app/card_painter.h"
#include "app/platform.h"

namespace {

// A static table with a draw pile, a discard pile and a sample hand; the game screens
// build on the same painter.
bool draw_table() {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  const ImVec2 size = vp->Size;
  const ImVec2 centre(size.x * 0.5f, size.y * 0.42f);
  dl->AddCircleFilled(centre, std::min(size.x, size.y) * 0.36f, IM_COL32(12, 80, 48, 255), 96);

  const float card_h = std::min(size.y * 0.22f, size.x * 0.30f);
  const ImVec2 card(card_h * 0.66f, card_h);
  app::draw_card_back(dl, ImVec2(centre.x - card.x * 1.15f, centre.y - card.y * 0.5f), card);
  app::draw_card_face(dl, ImVec2(centre.x + card.x * 0.15f, centre.y - card.y * 0.5f), card,
                      {app::CardColour::Red, "7", false, false});

  const app::CardFace hand[] = {{app::CardColour::Blue, "+2", false, false},
                                {app::CardColour::Green, "4", true, false},
                                {app::CardColour::Yellow, "\xE2\x8A\x98", false, false},  // ⊘ skip
                                {app::CardColour::Red, "\xE2\x86\xBA", false, true},       // ↺ reverse
                                {app::CardColour::Wild, "+4", false, false}};
  const float hand_h = card_h * 0.9f;
  const ImVec2 hc(hand_h * 0.66f, hand_h);
  const float step = hc.x * 0.8f;
  const float x0 = size.x * 0.5f - (step * 4 + hc.x) * 0.5f;
  for (int i = 0; i < 5; ++i) {
    const bool playable = i == 3 || i == 4;
    app::draw_card_face(dl, ImVec2(x0 + step * static_cast<float>(i), size.y - hand_h * (playable ? 1.1f : 0.95f)),
                        hc, hand[i], !playable);
  }
  const char* title = "UNO";
  dl->AddText(ImVec2(16, 12), IM_COL32(255, 255, 255, 220), title);
  return false;
}

}  // namespace

int main() {
  app::run_main_loop("UNO", draw_table);
  return 0;
}
