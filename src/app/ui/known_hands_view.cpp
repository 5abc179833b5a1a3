#include "app/ui/known_hands_view.h"

#include <algorithm>
#include <string>

#include "app/testing/test_hook.h"
#include "app/ui/card_painter.h"
#include "app/ui/ui_common.h"

namespace app {

namespace {
// One seat's known cards: where they go, a card's size and the step between cards.
struct KnownPlace {
  Rect at;
  float cw = 0, step = 0;
};

KnownPlace place_of(const TableLayout& t, const uno::SeatView& v, int seat) {
  const Rect& b = t.seat[static_cast<size_t>(seat)];
  const float ch = std::max(44.0f, b.h * 1.05f), cw = ch * 0.66f;
  const int n = static_cast<int>(v.known_hands[static_cast<size_t>(seat)].size());
  const float room = std::min(t.width - 8, std::max(b.w, cw * 6));
  const float step = n > 1 ? std::min(cw * 0.75f, (room - cw) / static_cast<float>(n - 1)) : 0;
  // Under the badge, above or beside it: never over the piles' labels; smaller
  // where the table is crowded.
  KnownPlace p;
  p.at = place_known_hand(t, v.seats, v.seat, seat, cw + step * static_cast<float>(n - 1), ch);
  const float k = p.at.h / ch;
  p.cw = cw * k;
  p.step = step * k;
  return p;
}

bool shows(const uno::SeatView& v, int seat) {
  return seat != v.seat && v.hand_known[static_cast<size_t>(seat)] &&
         !v.known_hands[static_cast<size_t>(seat)].empty();
}
}  // namespace

std::vector<Rect> draw_known_hands(ImDrawList* dl, const TableLayout& t, const uno::SeatView& v) {
  std::vector<Rect> placed;
  for (int seat = 0; seat < v.seats; ++seat) {
    if (!shows(v, seat)) continue;
    const KnownPlace p = place_of(t, v, seat);
    const Rect& r = p.at;
    dl->AddRectFilled(ImVec2(r.x - 4, r.y - 3), ImVec2(r.right() + 4, r.bottom() + 3),
                      IM_COL32(0, 0, 0, 130), 6);
    float x = r.x;
    for (uno::CardId id : v.known_hands[static_cast<size_t>(seat)]) {
      draw_card_face(dl, ImVec2(x, r.y), ImVec2(p.cw, r.h), face_of((*v.deck)[id]));
      x += p.step;
    }
    hook_widget("known:" + std::to_string(seat), r);
    placed.push_back(r);
  }
  return placed;
}

}  // namespace app
