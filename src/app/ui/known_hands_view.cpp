#include "app/ui/known_hands_view.h"

#include <algorithm>
#include <string>

#include "app/core/testing/test_hook.h"
#include "app/ui/card_painter.h"
#include "app/ui/ui_common.h"

namespace app {

void draw_known_hands(ImDrawList* dl, const TableLayout& t, const uno::SeatView& v) {
  for (int seat = 0; seat < v.seats; ++seat) {
    const auto& cards = v.known_hands[static_cast<size_t>(seat)];
    if (seat == v.seat || !v.hand_known[static_cast<size_t>(seat)] || cards.empty()) continue;
    const Rect& b = t.seat[seat];
    const float ch = std::max(44.0f, b.h * 1.05f), cw = ch * 0.66f;
    const int n = static_cast<int>(cards.size());
    const float room = std::min(t.width - 8, std::max(b.w, cw * 6));
    const float step = n > 1 ? std::min(cw * 0.75f, (room - cw) / static_cast<float>(n - 1)) : 0;
    const float w = cw + step * static_cast<float>(n - 1);
    float x = std::clamp(b.x + b.w * 0.5f - w * 0.5f, 4.0f, t.width - w - 4);
    // Below the badge, or above it when the badge sits low on the screen.
    const float y = b.y + b.h + ch + 8 < t.hand.y ? b.y + b.h + 4 : b.y - ch - 4;
    dl->AddRectFilled(ImVec2(x - 4, y - 3), ImVec2(x + w + 4, y + ch + 3), IM_COL32(0, 0, 0, 130),
                      6);
    for (uno::CardId id : cards) {
      draw_card_face(dl, ImVec2(x, y), ImVec2(cw, ch), face_of((*v.deck)[id]));
      x += step;
    }
    hook_widget("known:" + std::to_string(seat), Rect{x - step * static_cast<float>(n), y, w, ch});
  }
}

}  // namespace app
