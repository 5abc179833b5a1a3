#include "app/core/look/layout.h"

#include <algorithm>
#include <cmath>

#include "app/core/look/theme.h"

namespace app {
namespace {
constexpr float kCardAspect = 0.66f;

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

// How much a one-row hand of `n` cards is fanned (the outer cards' tilt).
float fan_for(int n, float width) {
  if (n < 3) return 0.0f;
  const float spread =
      std::min(1.0f, static_cast<float>(n) / 10.0f) * std::min(1.0f, width / 900.0f);
  return 0.12f * spread;
}

// How far the fanned hand's outer cards sink below the row (arc plus the tilted corner).
float fan_dip(float fan, float card_w, float card_h) {
  return card_h * 0.58f * fan + card_w * 0.5f * std::sin(fan);
}

// How far a hand's rows lie apart: the row above shows half its height (corner and big
// number), also where a playable card of the row below has risen over it (a newcomer's 11
// cards on a 360x740 phone hid their numbers).
float hand_row_step(float card_h, float raise) { return card_h * 0.5f + raise; }

// The badges frame the table, up the left edge, along the top and down the right edge (in
// play order), shrinking until they fit. Returns where the felt may start (below the top
// row). Too many seats for an arc on a short landscape screen fill the top row first; a
// phone on its side fills the edges first (`sides_first`), so the piles keep the height.
float frame_badges(TableLayout& t, int seats, int bottom, float top, float bottom_y, float bw,
                   float bh, bool sides_first) {
  const int others = seats - 1;
  const float m = t.ui.margin, g = t.ui.gap * 0.75f;
  for (int shrink = 0; shrink < 12; ++shrink) {
    const int col_rows = std::max(0, static_cast<int>((bottom_y - top + g) / (bh + g)));
    const float inner = t.width - 2 * (m + bw + g);
    const int top_cols = std::max(0, static_cast<int>((inner + g) / (bw + g)));
    // The top row first and the columns take what it cannot, or the other way round.
    const int need = std::max(0, others - top_cols);
    // Sides first (a phone on its side): the odd badge goes right, as the viewer's own
    // badge stands on the left (Cleo and Bo stacked left over the viewer, Dan alone on the
    // right, read as an uneven table; stop 59).
    const int left = sides_first ? std::min(col_rows, others / 2) : (need + 1) / 2;
    const int right = sides_first ? std::min(col_rows, (others + 1) / 2) : need / 2;
    const int top_n = others - left - right;
    if (left <= col_rows && top_n <= top_cols) {
      int k = 0;
      auto put = [&](float x, float y) { t.seat[(bottom + 1 + k++) % seats] = {x, y, bw, bh}; };
      // A column's lowest badge: at the bottom, or a short column centred on the edge.
      const auto low = [&](int n) {
        if (!sides_first) return bottom_y - bh;
        const float h = static_cast<float>(n) * (bh + g) - g;
        return (top + bottom_y + h) * 0.5f - bh;
      };
      // Left column bottom to top, the top row left to right, the right column downwards.
      for (int i = 0; i < left; ++i) put(m, low(left) - static_cast<float>(i) * (bh + g));
      const float row_w = static_cast<float>(top_n) * (bw + g) - g;
      for (int i = 0; i < top_n; ++i)
        put((t.width - row_w) * 0.5f + static_cast<float>(i) * (bw + g), top);
      for (int i = 0; i < right; ++i)
        put(t.width - m - bw, low(right) - static_cast<float>(right - 1 - i) * (bh + g));
      return top_n > 0 ? top + bh + g : top;
    }
    bw = std::max(80.0f, bw * 0.9f);
    bh = std::max(44.0f, bh * 0.94f);
  }
  return top + bh + g;
}
}  // namespace

bool overlaps(const Rect& a, const Rect& b) {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

bool touches_ellipse(const Rect& r, const Rect& e) {
  const Vec2 c = e.centre();
  const float rx = e.w * 0.5f, ry = e.h * 0.5f;
  if (rx <= 0 || ry <= 0) return false;
  // The rectangle's point nearest the centre, in the ellipse's unit coordinates.
  const float px = clampf(c.x, r.x, r.right()), py = clampf(c.y, r.y, r.bottom());
  const float dx = (px - c.x) / rx, dy = (py - c.y) / ry;
  return dx * dx + dy * dy < 1.0f;
}

UiMetrics ui_metrics(float width, float height) {
  UiMetrics m;
  m.touch = std::min(width, height) < 600.0f;
  m.scale = m.touch ? 1.0f : clampf(std::min(width / 1280.0f, height / 800.0f), 1.0f, 3.0f);
  const float s = m.scale;
  m.font_px = theme::kBodyPx * s;
  m.button_h = m.touch ? 48.0f : 44.0f * s;
  m.top_h = m.touch ? 52.0f : 48.0f * s;
  m.margin = theme::kSpaceS * s;
  m.gap = theme::kSpaceS * s;
  m.min_card_step = m.touch ? theme::kTouchTarget : 30.0f * s;
  return m;
}

TableLayout layout_table(float width, float height, int seats, int bottom, int hand_cards,
                         bool large_cards) {
  TableLayout t;
  t.width = width;
  t.height = height;
  t.ui = ui_metrics(width, height);
  const float s = t.ui.scale, m = t.ui.margin, gap = t.ui.gap, fs = t.ui.font_px;
  t.portrait = height > width * 1.1f;
  t.touch_sized = t.ui.touch;
  t.button_h = t.ui.button_h;
  t.top_bar = {0, 0, width, t.ui.top_h};

  // The hand: one fanned row if every card shows a strip wide enough to hit, else rows.
  const int n = std::max(1, hand_cards);
  const float big = large_cards ? kLargeCards : 1.0f;
  const float hand_h = clampf(std::min(height * 0.2f, width * (t.portrait ? 0.32f : 0.28f)) * big,
                              84.0f, 240.0f * s * big);
  t.hand_card = {hand_h * kCardAspect, hand_h};
  // Playable cards rise less in a hand of rows: the rise lies between the rows (the row
  // step), and a full one took the piles' height on a phone with large cards.
  const auto raise_for = [hand_h](int rows) { return hand_h * (rows > 1 ? 0.08f : 0.16f); };
  const float avail = width - 2 * m;
  const float fan = fan_for(n, width);
  const float inset = hand_h * std::sin(fan);  // the tilted outer cards' top corners
  const float min_step = t.ui.min_card_step;
  if (n <= 1 || t.hand_card.x + static_cast<float>(n - 1) * min_step <= avail - 2 * inset) {
    t.hand_rows = 1;
    t.fan = fan;
  } else {
    t.hand_rows = rows_for(n, avail, t.hand_card.x, min_step);
    t.fan = 0;
  }
  t.raise = raise_for(t.hand_rows);
  const auto area_for = [&](int rows, float fan_at) {
    const float top_slack = t.hand_card.x * 0.5f * std::sin(fan_at) * 0.3f + 1.0f;
    const float raise = raise_for(rows);
    return top_slack + raise * 1.4f + hand_h +
           hand_row_step(hand_h, raise) * static_cast<float>(rows - 1) +
           fan_dip(fan_at, t.hand_card.x, hand_h);
  };
  const float used = area_for(t.hand_rows, t.fan);
  const float hand_area_h = t.portrait && t.ui.touch ? std::max(used, area_for(2, 0.0f)) : used;
  t.hand_drop = hand_area_h - used;
  t.hand = {m, height - m - hand_area_h, width - 2 * m, hand_area_h};
  t.action_bar = {m, t.hand.y - t.button_h - gap * 0.75f, width - 2 * m, t.button_h};

  // Badges.
  const float badge_w = t.ui.touch ? 110.0f : 150.0f * s;
  const float badge_h = t.ui.touch ? 52.0f : 58.0f * s;
  const int others = std::max(0, seats - 1);
  const float area_top = t.top_bar.bottom() + gap * 0.5f;
  const float area_bottom = t.action_bar.y - gap * 0.5f;
  const float col_step = badge_w + gap * 0.75f;
  const int cols = std::max(1, static_cast<int>((width - m) / col_step));
  float felt_top = area_top;
  if (t.portrait) {
    const int rows = (others + cols - 1) / cols;
    for (int k = 0; k < others; ++k) {
      const int row = k / cols, col = k % cols;
      const int in_row = std::min(cols, others - row * cols);
      const float row_w = static_cast<float>(in_row) * col_step - gap * 0.75f;
      const float x0 = (width - row_w) * 0.5f;
      const int seat = (bottom + 1 + k) % seats;
      t.seat[seat] = {x0 + static_cast<float>(col) * col_step,
                      area_top + static_cast<float>(row) * (badge_h + gap * 0.75f), badge_w,
                      badge_h};
    }
    felt_top = area_top + static_cast<float>(rows) * (badge_h + gap * 0.75f);
  } else if (others > 0 && t.ui.touch) {
    // A phone on its side: the badges stand along the edges and the piles get the height.
    felt_top = frame_badges(t, seats, bottom, area_top, area_bottom, badge_w, badge_h, true);
  } else if (others > 0) {
    // An arc from the viewer's left over the top to the right.
    const float cx = width * 0.5f;
    const float rx = width * 0.5f - badge_w * 0.5f - m;
    const float cy = (area_top + area_bottom) * 0.5f + badge_h * 0.5f;
    const float ry = cy - area_top - badge_h * 0.5f;
    const float a0 = others > 2 ? 3.3f : 2.6f, a1 = others > 2 ? -0.16f : 0.54f;
    for (int k = 0; k < others; ++k) {
      const float f = others == 1 ? 0.5f : static_cast<float>(k) / static_cast<float>(others - 1);
      const float a = a0 + (a1 - a0) * f;
      const int seat = (bottom + 1 + k) % seats;
      const float bx = cx + rx * std::cos(a);
      const float by = std::min(cy - ry * std::sin(a), area_bottom - badge_h * 0.5f);
      t.seat[seat] = {bx - badge_w * 0.5f, by - badge_h * 0.5f, badge_w, badge_h};
    }
    felt_top = area_top + badge_h * 0.9f;
    bool crowded = false;
    for (int k = 0; k + 1 < others; ++k)
      crowded |= overlaps(t.seat[(bottom + 1 + k) % seats], t.seat[(bottom + 2 + k) % seats]);
    if (crowded)
      felt_top = frame_badges(t, seats, bottom, area_top, area_bottom, badge_w, badge_h, false);
  }
  // The viewer's own badge sits at the left end of the action bar.
  if (seats > 0) t.seat[bottom] = {t.action_bar.x, t.action_bar.y, badge_w, t.button_h};

  // Piles in the middle of the free space; on wide screens the labels go beside them. The
  // felt oval, the piles and the labels shrink until no other seat's badge touches them.
  t.labels_right = !t.portrait && width > height * 1.3f;
  const float label_room = t.labels_right ? 190.0f * s : 0.0f;
  const float text_below = t.labels_right ? 26.0f * s : fs * 2.6f + 16.0f * s;
  // Returns false when a badge still touches them at the smallest size.
  auto place_centre = [&]() {
    const float free_h = std::max(60.0f, area_bottom - felt_top - text_below);
    float pile_h = clampf(std::min(free_h * (t.labels_right ? 0.85f : 0.7f) * big,
                                   width * (t.portrait ? 0.40f : 0.26f) * big),
                          64.0f, std::min(free_h, 220.0f * s * big));
    float felt = 1.7f;
    for (int iter = 0; iter < 40; ++iter) {
      const float pile_w = pile_h * kCardAspect;
      const float mid_y = felt_top + (area_bottom - felt_top - text_below + 22.0f * s) * 0.5f;
      const float pgap = pile_w * 0.35f;
      const float cx = width * 0.5f - label_room * 0.5f;
      t.draw_pile = {cx - pgap * 0.5f - pile_w, mid_y - pile_h * 0.5f, pile_w, pile_h};
      t.discard = {cx + pgap * 0.5f, mid_y - pile_h * 0.5f, pile_w, pile_h};
      const float ring = 9.0f * s;  // the colour ring round the discard pile
      if (t.labels_right) {
        t.labels = {t.discard.right() + ring + 12.0f * s, mid_y - fs * 1.5f, label_room - 12.0f * s,
                    fs * 3.0f};
      } else {
        const float lw = std::max(t.discard.right() - t.draw_pile.x, 210.0f * s);
        t.labels = {cx - lw * 0.5f, t.discard.bottom() + ring + 2.0f, lw, fs * 2.6f + 6.0f};
      }
      const float cw = std::min(width - 8.0f, (pile_w * 2 + pgap) * felt + label_room);
      t.centre = {width * 0.5f - cw * 0.5f, mid_y - pile_h * felt * 0.5f, cw, pile_h * felt};
      const Rect piles{t.draw_pile.x - ring, t.draw_pile.y - ring,
                       t.discard.right() - t.draw_pile.x + 2 * ring, pile_h + 2 * ring};
      bool clash = false;
      for (int seat = 0; seat < seats; ++seat) {
        if (seat == bottom) continue;
        const Rect& b = t.seat[seat];
        clash |= touches_ellipse(b, t.centre) || overlaps(b, t.labels) || overlaps(b, piles);
      }
      clash |= t.labels.bottom() > area_bottom || t.draw_pile.y < area_top;
      if (!clash) return true;
      if (felt > 1.3f) felt -= 0.05f;
      else if (pile_h > 44.0f) pile_h = std::max(44.0f, pile_h * 0.94f);
      else return false;
    }
    return false;
  };
  if (!place_centre() && !t.portrait && !t.ui.touch && others > 0) {  // no room: a frame
    felt_top = frame_badges(t, seats, bottom, area_top, area_bottom, badge_w, badge_h, false);
    place_centre();
  }
  return t;
}

std::vector<HandSlot> layout_hand_slots(const TableLayout& t, int cards) {
  std::vector<HandSlot> out;
  if (cards <= 0) return out;
  const int rows = t.hand_rows;
  const int per_row = (cards + rows - 1) / rows;
  const float cw = t.hand_card.x, ch = t.hand_card.y;
  const float row_dy = hand_row_step(ch, t.raise);
  const float inset = t.fan > 0 ? ch * std::sin(t.fan) + 1.0f : 0.0f;
  const float room = t.hand.w - 2 * inset;
  for (int r = 0; r < rows; ++r) {
    const int first = r * per_row;
    const int n = std::min(per_row, cards - first);
    if (n <= 0) break;
    const float step = n > 1 ? std::min(cw * 1.04f, (room - cw) / static_cast<float>(n - 1)) : 0.0f;
    const float total = cw + step * static_cast<float>(n - 1);
    const float x0 = t.hand.x + (t.hand.w - total) * 0.5f;
    const float top_slack = cw * 0.5f * std::sin(t.fan) * 0.3f + 1.0f;
    const float y =
        t.hand.y + t.hand_drop + top_slack + t.raise * 1.4f + row_dy * static_cast<float>(r);
    for (int i = 0; i < n; ++i) {
      HandSlot slot{{x0 + step * static_cast<float>(i), y, cw, ch}, 0.0f};
      if (t.fan > 0 && n >= 3) {  // tilt outwards, the ends sinking along an arc
        const float u = 2.0f * static_cast<float>(i) / static_cast<float>(n - 1) - 1.0f;
        slot.tilt = u * t.fan;
        slot.r.y += u * u * ch * 0.58f * t.fan;
      }
      out.push_back(slot);
    }
  }
  return out;
}

std::vector<Rect> layout_hand(const TableLayout& t, int cards) {
  std::vector<Rect> out;
  for (const HandSlot& s : layout_hand_slots(t, cards)) out.push_back(s.r);
  return out;
}

Rect tilted_bounds(const Rect& r, float tilt) {
  if (tilt == 0.0f) return r;
  const Vec2 pts[4] = {{r.x, r.y}, {r.right(), r.y}, {r.x, r.bottom()}, {r.right(), r.bottom()}};
  float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
  for (const Vec2& p : pts) {
    const Vec2 q = tilted_point(r, tilt, p);
    x0 = std::min(x0, q.x), x1 = std::max(x1, q.x), y0 = std::min(y0, q.y), y1 = std::max(y1, q.y);
  }
  return {x0, y0, x1 - x0, y1 - y0};
}

Vec2 tilted_point(const Rect& r, float tilt, Vec2 p, bool inverse) {
  if (tilt == 0.0f) return p;
  const float a = inverse ? -tilt : tilt;
  const float c = std::cos(a), sn = std::sin(a);
  const Vec2 pivot{r.x + r.w * 0.5f, r.bottom()};
  const float x = p.x - pivot.x, y = p.y - pivot.y;
  return {pivot.x + x * c - y * sn, pivot.y + x * sn + y * c};
}

Rect moved_with_tilt(const Rect& r, float tilt, Rect box) {
  const Vec2 c{box.x + box.w * 0.5f, box.y + box.h * 0.5f};
  const Vec2 turned = tilted_point(r, tilt, c);
  box.x += turned.x - c.x;
  box.y += turned.y - c.y;
  return box;
}

int hand_card_at(const std::vector<Rect>& rects, const std::vector<float>& tilts, Vec2 p) {
  for (int i = static_cast<int>(rects.size()) - 1; i >= 0; --i) {
    const float tilt = i < static_cast<int>(tilts.size()) ? tilts[i] : 0.0f;
    if (rects[i].contains(tilted_point(rects[i], tilt, p, true))) return i;
  }
  return -1;
}

std::vector<float> card_row(int n, float card_w, float room, float max_step) {
  std::vector<float> xs;
  if (n <= 0) return xs;
  const float step =
      n > 1 ? std::max(0.0f, std::min(max_step, (room - card_w) / static_cast<float>(n - 1)))
            : 0.0f;
  for (int i = 0; i < n; ++i) xs.push_back(step * static_cast<float>(i));
  return xs;
}

Rect centred_box(float sw, float sh, float w, float h) {
  const float m = ui_metrics(sw, sh).margin;
  const float bw = std::min(w, sw - 2 * m), bh = std::min(h, sh - 2 * m);
  return {(sw - bw) * 0.5f, (sh - bh) * 0.5f, bw, bh};
}

float dialog_width(const UiMetrics& ui, float screen_w, float want) {
  return std::min(want * ui.scale, screen_w - 2 * ui.margin);
}

Rect place_dialog(const TableLayout& t, float w, float h) {
  const float m = t.ui.margin, gap = t.ui.gap;
  const float x = (t.width - w) * 0.5f;
  const float ring = 9.0f * t.ui.scale;
  // Below the piles and their labels, down to the hand.
  const float below = std::max(t.labels.bottom(), t.discard.bottom() + ring) + gap;
  if (t.hand.y - gap - below >= h) return {x, below, w, h};
  // Above the piles, under the top bar.
  const float above = t.draw_pile.y - ring - gap;
  if (above - (t.top_bar.bottom() + gap) >= h) return {x, above - h, w, h};
  // The hand in view: over the piles and the other seats, between the top bar and the
  // action row (or the hand, if the row is not room enough).
  const float top = t.top_bar.bottom() + gap * 0.5f;
  for (const float end : {t.action_bar.y, t.hand.y})
    if (end - gap * 0.5f - top >= h) return {x, top + (end - gap * 0.5f - top - h) * 0.5f, w, h};
  // Otherwise over the hand, at the bottom of the screen (the piles stay in view).
  const float y = std::max(t.top_bar.bottom(), t.height - m - h);
  return {x, y, w, std::min(h, t.height - m - y)};
}

SummaryColumns layout_summary(float content_w, int cols, const std::array<float, 3>& header_w,
                              float name_w, float gap) {
  SummaryColumns c;
  cols = std::clamp(cols, 1, 3);
  float numbers = 0;
  for (int i = 0; i < cols; ++i) numbers += header_w[static_cast<size_t>(i)] + gap;
  // Numbers take at most 55% of the width; longer headers shrink to fit.
  const float max_numbers = content_w * 0.55f;
  c.header_scale = numbers > max_numbers ? max_numbers / numbers : 1.0f;
  float x = content_w;
  for (int i = cols - 1; i >= 0; --i) {
    const auto k = static_cast<size_t>(i);
    c.num_w[k] = header_w[k] * c.header_scale;
    x -= c.num_w[k];
    c.num_x[k] = x;
    x -= gap * c.header_scale;
  }
  c.name_x = 0;
  c.name_w = clampf(name_w + gap, content_w * 0.18f, content_w * 0.32f);
  c.cards_x = c.name_w;
  c.cards_w = std::max(0.0f, c.num_x[0] - gap - c.cards_x);
  return c;
}

WheelPlace layout_spin_wheel(const TableLayout& t, int seats, int bottom, float caption_h,
                             float share) {
  const float gap = 8 * t.ui.scale;
  const float pointer = 16;  // the pointer stands this far above the disc
  const float r0 = std::min(t.width, t.height - t.top_bar.h) * share;
  const float cx = t.width * 0.5f;
  // The lowest badge in the upper half that a full-size wheel would reach.
  float top = t.top_bar.bottom();
  for (int s = 0; s < seats; ++s) {
    const Rect& b = t.seat[static_cast<size_t>(s)];
    if (s == bottom || b.w <= 0) continue;
    const bool above = b.centre().y < t.centre.centre().y;
    const bool in_column = b.right() > cx - r0 - gap && b.x < cx + r0 + gap;
    if (above && in_column) top = std::max(top, b.bottom());
  }
  const float disc_top = top + gap + pointer;
  const float floor = t.action_bar.y - gap - caption_h - gap;
  WheelPlace w;
  w.radius = std::max(std::min(r0, (floor - disc_top) * 0.5f), 48.0f);
  w.centre = {cx, std::max(disc_top + w.radius, (disc_top + floor) * 0.5f)};
  w.caption_y = w.centre.y + w.radius + gap;
  return w;
}

}  // namespace app
