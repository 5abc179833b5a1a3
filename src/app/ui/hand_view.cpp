#include "app/ui/hand_view.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "app/core/test_hook.h"
#include "app/ui/card_painter.h"
#include "app/ui/ui_common.h"

namespace app {

namespace {
// Rotates everything drawn since `first_vertex` by `angle` radians about `pivot`.
void rotate_vertices(ImDrawList* dl, int first_vertex, ImVec2 pivot, float angle) {
  const float c = std::cos(angle), s = std::sin(angle);
  for (int k = first_vertex; k < dl->VtxBuffer.Size; ++k) {
    ImVec2& p = dl->VtxBuffer[k].pos;
    const float x = p.x - pivot.x, y = p.y - pivot.y;
    p = ImVec2(pivot.x + x * c - y * s, pivot.y + x * s + y * c);
  }
}
}  // namespace

bool card_is_legal(const std::vector<uno::Action>& legal, uno::CardId id) {
  for (const uno::Action& a : legal)
    if ((a.type == uno::ActionType::Play || a.type == uno::ActionType::Discard) && a.card == id)
      return true;
  return false;
}

uno::CardId draw_hand(ImDrawList* dl, const TableLayout& t, const uno::SeatView& v,
                      const std::vector<uno::Action>& legal, const Animator& anim, double now,
                      HandState& hs, bool interactive) {
  const int n = static_cast<int>(v.hand.size());
  std::vector<Rect> rects = layout_hand(t, n);
  bool any_card_action = false;
  for (const uno::Action& a : legal)
    any_card_action |= a.type == uno::ActionType::Play || a.type == uno::ActionType::Discard ||
                       a.type == uno::ActionType::Draw;
  // The selection stays on its card; once that card is played it is gone (the next arrow
  // press starts again at the first playable card).
  if (hs.selected >= 0) {
    const auto it = std::find(v.hand.begin(), v.hand.end(), hs.selected_card);
    hs.selected = it == v.hand.end() ? -1 : static_cast<int>(it - v.hand.begin());
  }

  // A one-row hand is fanned: cards tilt outwards and the ends sink a little along an arc
  // (the click area stays the upright rectangle: the tilt is a few degrees).
  std::vector<float> tilt(static_cast<size_t>(n), 0.0f);
  if (t.hand_rows == 1 && n >= 3) {
    // Narrow screens fan less: the outer cards' corners must stay on screen.
    const float spread =
        std::min(1.0f, static_cast<float>(n) / 10.0f) * std::min(1.0f, t.width / 900.0f);
    for (int i = 0; i < n; ++i) {
      const float u = 2.0f * static_cast<float>(i) / static_cast<float>(n - 1) - 1.0f;  // -1 .. 1
      tilt[i] = u * 0.12f * spread;
      rects[i].y += u * u * t.hand_card.y * 0.07f * spread;
    }
  }
  // Raise playable cards; remember where each card is (flights start and end there).
  std::vector<bool> playable(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) {
    playable[i] = card_is_legal(legal, v.hand[i]);
    if (playable[i]) rects[i].y -= t.raise;
    if (i == hs.selected) rects[i].y -= t.raise * 0.4f;
    hs.rects[v.hand[i]] = rects[i];
  }
  for (int i = 0; i < n; ++i) {
    const uno::CardId id = v.hand[i];
    if (anim.hides_in_hand(id, now)) continue;
    const Rect& r = rects[i];
    const int first_vertex = dl->VtxBuffer.Size;
    draw_card_face(dl, iv(r.min()), ImVec2(r.w, r.h), face_of((*v.deck)[id]),
                   any_card_action && !playable[i]);
    if (id == v.drawn)
      dl->AddRect(ImVec2(r.x - 3, r.y - 3), ImVec2(r.x + r.w + 3, r.y + r.h + 3),
                  IM_COL32(120, 220, 255, 255), 0, 0, 3);  // square: 4 segments
    if (i == hs.selected)
      dl->AddRect(ImVec2(r.x - 4, r.y - 4), ImVec2(r.x + r.w + 4, r.y + r.h + 4),
                  IM_COL32(255, 255, 255, 255), 0, 0, 4);
    // Turn the card about its bottom centre, as a hand holds it.
    if (tilt[i] != 0.0f)
      rotate_vertices(dl, first_vertex, ImVec2(r.x + r.w * 0.5f, r.y + r.h), tilt[i]);
  }
  // Visible part of each card for the test hook (the next card covers the rest).
  for (int i = 0; i < n; ++i) {
    Rect vis = rects[i];
    if (i + 1 < n && std::abs(rects[i + 1].y - rects[i].y) < t.raise * 1.5f &&
        rects[i + 1].x > vis.x)
      vis.w = std::min(vis.w, rects[i + 1].x - vis.x);
    hook_widget("card:" + std::to_string(v.hand[i]), vis);
  }
  if (!interactive) return uno::kNoCard;
  const ImGuiIO& io = ImGui::GetIO();
  if (!ImGui::IsMouseClicked(0) || io.WantCaptureMouse) return uno::kNoCard;
  const Vec2 p{io.MouseClickedPos[0].x, io.MouseClickedPos[0].y};
  for (int i = n - 1; i >= 0; --i)
    if (rects[i].contains(p)) {
      hs.selected = i;
      hs.selected_card = v.hand[i];
      return v.hand[i];
    }
  return uno::kNoCard;
}

}  // namespace app
