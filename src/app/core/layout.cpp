#include "app/core/layout.h"

#include <algorithm>
#include <cmath>

namespace app {
namespace {
constexpr float kCardAspect = 0.66f;
constexpr float kMargin = 8.0f;

float clampf(float v, float lo, float hi) { return std::max(lo, std::min(v, hi)); }

// Cards per row and rows needed so neighbouring cards show at least `min_step` px.
int rows_for(int cards, float avail, float card_w, float min_step) {
  int rows = 1;
  while (rows < 4) {
    const int per_row = (cards + rows - 1) / rows;
    if (per_row <= 1 || card_w + static_cast<float>(per_row - 1) * min_step <= avail) break;
    ++rows;
  }
  return rows;
}
}  // namespace

TableLayout layout_table(float width, float height, int seats, int bottom, int hand_cards) {
  TableLayout t;
  t.width = width;
  t.height = height;
  t.portrait = height > width * 1.1f;
  t.touch_sized = std::min(width, height) < 600.0f;
  t.button_h = t.touch_sized ? 48.0f : 42.0f;

  const float top_h = t.touch_sized ? 44.0f : 48.0f;
  t.top_bar = {0, 0, width, top_h};

  // Hand size and rows.
  const float hand_h =
      clampf(std::min(height * 0.2f, width * (t.portrait ? 0.32f : 0.28f)), 84.0f, 240.0f);
  t.hand_card = {hand_h * kCardAspect, hand_h};
  t.raise = hand_h * 0.16f;
  const float min_step = t.touch_sized ? 36.0f : 26.0f;
  t.hand_rows = rows_for(std::max(1, hand_cards), width - 2 * kMargin, t.hand_card.x, min_step);
  const float row_dy = hand_h * 0.55f;
  const float hand_area_h =
      hand_h + row_dy * static_cast<float>(t.hand_rows - 1) + t.raise + kMargin;
  t.hand = {kMargin, height - hand_area_h, width - 2 * kMargin, hand_area_h - kMargin};
  t.action_bar = {kMargin, t.hand.y - t.button_h - 6.0f, width - 2 * kMargin, t.button_h};

  // Badges.
  const float badge_w = t.touch_sized ? 104.0f : 150.0f;
  const float badge_h = t.touch_sized ? 50.0f : 58.0f;
  const int others = std::max(0, seats - 1);
  const float area_top = top_h + 4.0f;
  float area_bottom = t.action_bar.y - 4.0f;
  const int cols = std::max(1, static_cast<int>((width - kMargin) / (badge_w + 6.0f)));
  const bool grid = t.portrait;
  float felt_top = area_top;
  if (grid) {
    const int rows = (others + cols - 1) / cols;
    for (int k = 0; k < others; ++k) {
      const int row = k / cols, col = k % cols;
      const int in_row = std::min(cols, others - row * cols);
      const float row_w = static_cast<float>(in_row) * (badge_w + 6.0f) - 6.0f;
      const float x0 = (width - row_w) * 0.5f;
      const int seat = (bottom + 1 + k) % seats;
      t.seat[seat] = {x0 + static_cast<float>(col) * (badge_w + 6.0f),
                      area_top + static_cast<float>(row) * (badge_h + 6.0f), badge_w, badge_h};
    }
    felt_top = area_top + static_cast<float>(rows) * (badge_h + 6.0f);
  } else if (others > 0) {
    // An arc from the viewer's left over the top to the right.
    const float cx = width * 0.5f;
    const float rx = width * 0.5f - badge_w * 0.5f - kMargin;
    const float cy = (area_top + area_bottom) * 0.5f + badge_h * 0.5f;
    const float ry = cy - area_top - badge_h * 0.5f;
    const float a0 = others > 2 ? 3.3f : 2.6f, a1 = others > 2 ? -0.16f : 0.54f;
    for (int k = 0; k < others; ++k) {
      const float f = others == 1 ? 0.5f : static_cast<float>(k) / static_cast<float>(others - 1);
      const float a = a0 + (a1 - a0) * f;
      const int seat = (bottom + 1 + k) % seats;
      const float bx = cx + rx * std::cos(a), by = cy - ry * std::sin(a);
      t.seat[seat] = {bx - badge_w * 0.5f, by - badge_h * 0.5f, badge_w, badge_h};
    }
    felt_top = area_top + badge_h * 0.9f;
  }
  // The viewer's own badge sits at the left end of the action bar.
  if (seats > 0)
    t.seat[bottom] = {t.action_bar.x, t.action_bar.y + (t.button_h - badge_h) * 0.5f, badge_w,
                      badge_h};

  // Piles in the middle of the free space; on wide screens the labels go beside them.
  t.labels_right = !t.portrait && width > height * 1.3f;
  const float label_room = t.labels_right ? 190.0f : 0.0f;
  const float text_below = t.labels_right ? 26.0f : 70.0f;
  const float free_h = std::max(60.0f, area_bottom - felt_top - text_below);
  const float pile_h = clampf(
      std::min(free_h * (t.labels_right ? 0.85f : 0.7f), width * (t.portrait ? 0.40f : 0.26f)),
      64.0f, 220.0f);
  const float pile_w = pile_h * kCardAspect;
  const float mid_y = felt_top + (area_bottom - felt_top - text_below + 22.0f) * 0.5f;
  const float gap = pile_w * 0.35f;
  const float cx = width * 0.5f - label_room * 0.5f;
  t.draw_pile = {cx - gap * 0.5f - pile_w, mid_y - pile_h * 0.5f, pile_w, pile_h};
  t.discard = {cx + gap * 0.5f, mid_y - pile_h * 0.5f, pile_w, pile_h};
  const float cw = std::min(width - 8.0f, (pile_w * 2 + gap) * 1.7f + label_room);
  t.centre = {width * 0.5f - cw * 0.5f, mid_y - pile_h * 0.85f, cw, pile_h * 1.7f};
  return t;
}

std::vector<Rect> layout_hand(const TableLayout& t, int cards) {
  std::vector<Rect> out;
  if (cards <= 0) return out;
  const int rows = t.hand_rows;
  const int per_row = (cards + rows - 1) / rows;
  const float cw = t.hand_card.x, ch = t.hand_card.y;
  const float row_dy = ch * 0.55f;
  for (int r = 0; r < rows; ++r) {
    const int first = r * per_row;
    const int n = std::min(per_row, cards - first);
    if (n <= 0) break;
    const float step =
        n > 1 ? std::min(cw * 1.04f, (t.hand.w - cw) / static_cast<float>(n - 1)) : 0.0f;
    const float total = cw + step * static_cast<float>(n - 1);
    const float x0 = t.hand.x + (t.hand.w - total) * 0.5f;
    const float y = t.hand.y + t.raise + row_dy * static_cast<float>(r);
    for (int i = 0; i < n; ++i) out.push_back({x0 + step * static_cast<float>(i), y, cw, ch});
  }
  return out;
}

Rect centred_box(float sw, float sh, float w, float h) {
  const float bw = std::min(w, sw - 2 * kMargin), bh = std::min(h, sh - 2 * kMargin);
  return {(sw - bw) * 0.5f, (sh - bh) * 0.5f, bw, bh};
}

}  // namespace app
