#include "app/ui/hand_view.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "app/testing/test_hook.h"
#include "app/ui/card_atlas.h"
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
                      HandState& hs, bool interactive, const std::vector<uno::CardId>& bluffs,
                      const std::vector<uno::CardId>& drawn) {
  const int n = static_cast<int>(v.hand.size());
  // Each card's place: its index, or its place in the discard step's hand (hs.fixed, in
  // the same order with gaps: a place is never before the card's index).
  const int places = hs.fixed_n > 0 ? hs.fixed_n : n;
  std::vector<Rect> rects = layout_hand(t, places);  // the places, then each card's
  // The viewer's move: the cards that do not play are dimmed. Taking a +2 or +4 and
  // spinning the wheel are moves too, where no card plays (with a +2 pending the
  // whole hand stayed bright).
  bool any_card_action = false;
  for (const uno::Action& a : legal)
    any_card_action |= a.type == uno::ActionType::Play || a.type == uno::ActionType::Discard ||
                       a.type == uno::ActionType::Draw || a.type == uno::ActionType::Accept ||
                       a.type == uno::ActionType::Spin;
  // The selection stays on its card; once that card is played it is gone (the next arrow
  // press starts again at the first playable card).
  if (hs.selected >= 0) {
    const auto it = std::find(v.hand.begin(), v.hand.end(), hs.selected_card);
    hs.selected = it == v.hand.end() ? -1 : static_cast<int>(it - v.hand.begin());
  }

  // A one-row hand is fanned (core/look/layout: the tilted cards stay inside the hand area);
  // a press is taken on the card as drawn, turned.
  const std::vector<HandSlot> slots = layout_hand_slots(t, places);
  std::vector<float> tilt(static_cast<size_t>(n), 0.0f);
  for (int i = 0, k = 0; i < n; ++i) {
    while (k < hs.fixed_n && hs.fixed[k] != v.hand[i]) ++k;
    const int p = k < hs.fixed_n ? k : i;  // never before i: in place, front to back
    rects[i] = rects[p];
    tilt[i] = slots[p].tilt;
  }
  while (static_cast<int>(rects.size()) > n) rects.pop_back();
  // Raise playable cards; remember where each card is (flights start and end there).
  std::vector<bool> playable(static_cast<size_t>(n));
  Rect bounds{};
  for (int i = 0; i < n; ++i) {
    playable[i] = card_is_legal(legal, v.hand[i]);
    if (playable[i]) rects[i].y -= t.raise;
    if (i == hs.selected && hs.show_selection) rects[i].y -= t.raise * 0.4f;
    hs.rects[v.hand[i]] = rects[i];
    const Rect b = tilted_bounds(rects[i], tilt[i]);
    if (i == 0) bounds = b;
    const float x0 = std::min(bounds.x, b.x), y0 = std::min(bounds.y, b.y);
    bounds = {x0, y0, std::max(bounds.right(), b.right()) - x0,
              std::max(bounds.bottom(), b.bottom()) - y0};
  }
  if (n > 0) hook_widget("hand", bounds);
  const float sc = t.ui.scale;
  // Under a mouse a playable card rises a little more (no feedback before the
  // click on a desktop); the topmost card under the pointer, as a click takes it.
  int hovered = -1;
  if (interactive && !t.ui.touch) {
    const ImVec2 m = ImGui::GetIO().MousePos;
    const int under = hand_card_at(rects, tilt, {m.x, m.y});
    if (under >= 0) hovered = playable[under] ? under : n;  // n: an unplayable one
    if (hovered >= 0 && hovered < n) {
      rects[hovered].y -= t.raise * 0.35f;
      hs.rects[v.hand[hovered]] = rects[hovered];
    }
  }
  for (int i = 0; i < n; ++i) {
    const uno::CardId id = v.hand[i];
    if (anim.hides_in_hand(id, now)) continue;
    const Rect& r = rects[i];
    const int first_vertex = dl->VtxBuffer.Size;
    // A quiet, static glow round the cards that can be played (no animation: a table
    // waiting for a person draws no frames).
    if (playable[i] && interactive)
      add_round_rect(dl, ImVec2(r.x - 5 * sc, r.y - 5 * sc),
                     ImVec2(r.x + r.w + 5 * sc, r.y + r.h + 5 * sc),
                     col(theme::kAccentSoft.with_alpha(i == hovered ? 230 : 120)), 12 * sc);
    draw_card_face(dl, iv(r.min()), ImVec2(r.w, r.h), face_of((*v.deck)[id]),
                   any_card_action && !playable[i]);
    if (id == v.drawn || std::find(drawn.begin(), drawn.end(), id) != drawn.end())
      dl->AddRect(ImVec2(r.x - 3, r.y - 3), ImVec2(r.x + r.w + 3, r.y + r.h + 3),
                  col(theme::palette().focus), 0, 0, 3);  // square: 4 segments
    if (i == hs.selected && hs.show_selection) {
      dl->AddRect(ImVec2(r.x - 4, r.y - 4), ImVec2(r.x + r.w + 4, r.y + r.h + 4),
                  IM_COL32(255, 255, 255, 255), 0, 0, 4);
      hook_widget("key-focus", moved_with_tilt(r, tilt[i], r));  // turned with its card
    }
    // Turn the card about its bottom centre, as a hand holds it.
    if (tilt[i] != 0.0f)
      rotate_vertices(dl, first_vertex, ImVec2(r.x + r.w * 0.5f, r.y + r.h), tilt[i]);
  }
  // "Bluff" on a Wild Draw Four whose play would be one: on the card's face under its
  // corner index (drawn after the cards, so the next card does not hide it; above the card
  // it ran into the action row on a phone).
  for (int i = 0; i < n && interactive; ++i) {
    if (std::find(bluffs.begin(), bluffs.end(), v.hand[i]) == bluffs.end()) continue;
    const Rect& r = rects[i];
    const float px = std::min(ImGui::GetFontSize() * 0.8f, r.h * 0.16f);
    const ImVec2 sz = ImGui::GetFont()->CalcTextSizeA(px, 1e9f, 0, tr(UiText::BluffTag));
    const ImVec2 p0(r.x + 2 * sc, r.y + r.h * 0.3f), p1(p0.x + sz.x + 8 * sc, p0.y + sz.y + 4 * sc);
    const int first_vertex = dl->VtxBuffer.Size;
    add_round_rect(dl, p0, p1, col(theme::kDanger), 5 * sc);
    dl->AddText(ImGui::GetFont(), px, ImVec2(p0.x + 4 * sc, p0.y + 2 * sc), IM_COL32_WHITE,
                tr(UiText::BluffTag));
    if (tilt[i] != 0.0f)  // turned with its card
      rotate_vertices(dl, first_vertex, ImVec2(r.x + r.w * 0.5f, r.y + r.h), tilt[i]);
    hook_widget("bluff:" + std::to_string(v.hand[i]), Rect{p0.x, p0.y, p1.x - p0.x, p1.y - p0.y});
  }
  // Visible part of each card for the test hook (the next card covers the rest).
  for (int i = 0; i < n; ++i) {
    Rect vis = rects[i];
    if (i + 1 < n && std::abs(rects[i + 1].y - rects[i].y) < t.raise * 1.5f &&
        rects[i + 1].x > vis.x)
      vis.w = std::min(vis.w, rects[i + 1].x - vis.x);
    // Where the strip is drawn, turned with the card (a tap there takes it).
    hook_widget("card:" + std::to_string(v.hand[i]), moved_with_tilt(rects[i], tilt[i], vis));
  }
  if (!interactive) return uno::kNoCard;
  const ImGuiIO& io = ImGui::GetIO();
  if (!ImGui::IsMouseClicked(0) || io.WantCaptureMouse) return uno::kNoCard;
  const Vec2 p{io.MouseClickedPos[0].x, io.MouseClickedPos[0].y};
  int hit = hand_card_at(rects, tilt, p);
  // A finger is not a pixel: a tap just inside the top edge of a card that does not play,
  // over a playable card of the row behind, meant that card (stop 58: at 360x740 a
  // tap on a back-row card's strip played the front-row card under it).
  if (t.ui.touch && hit >= 0 && !playable[hit] && p.y - rects[hit].y <= 12 * sc)
    for (int i = hit - 1; i >= 0; --i)
      if (playable[i] && rects[i].contains(p) && rects[i].y < rects[hit].y - t.raise) {
        hit = i;
        break;
      }
  if (hit < 0) return uno::kNoCard;
  hs.selected = hit;
  hs.selected_card = v.hand[hit];
  return v.hand[hit];
}

}  // namespace app
