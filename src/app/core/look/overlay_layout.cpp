// Places for the things drawn over the table: the round summary's small cards, the win
// banner beside the summary and the ticker's lines between the seats (layout.h). Plain maths
// in CSS pixels, tested natively (tests/app/test_layout_overlays.cpp).
#include <algorithm>

#include "app/core/look/layout.h"

namespace app {
namespace {
constexpr float kCardAspect = 0.66f;  // as layout.cpp's cards
}  // namespace

CardBlock layout_card_block(int n, float card_h, float room) {
  CardBlock b;
  b.card_h = card_h;
  b.card_w = card_h * kCardAspect;
  if (n <= 0) return b;
  const float cw = b.card_w, min_step = cw * kIndexShow;
  const int fit = std::max(1, static_cast<int>((room - cw) / min_step) + 1);
  b.rows = (n + fit - 1) / fit;
  const int per_row = (n + b.rows - 1) / b.rows;
  const std::vector<float> xs = card_row(per_row, cw, room, cw * 0.7f);
  for (int i = 0; i < n; ++i)
    b.at.push_back({xs[static_cast<size_t>(i % per_row)],
                    static_cast<float>(i / per_row) * card_h * kRowStep});
  b.w = xs.back() + cw;
  b.h = card_h + static_cast<float>(b.rows - 1) * card_h * kRowStep;
  return b;
}

Rect place_win_banner(const TableLayout& t, const Rect& dialog, float w, float h) {
  const float m = t.ui.margin, x = (t.width - w) * 0.5f;
  const float under_bar = t.top_bar.bottom() + m;
  if (dialog.y - m - under_bar >= h) return {x, under_bar, w, h};
  if (dialog.y - 2 * m >= h) return {x, dialog.y - m - h, w, h};
  if (t.height - m - (dialog.bottom() + m) >= h) return {x, dialog.bottom() + m, w, h};
  return {x, 0, 0, 0};
}

Rect banner_room(const TableLayout& t, bool over_labels, const std::vector<Rect>& avoid) {
  const float ring = 9.0f * t.ui.scale, gap = t.ui.gap, rim = 4 * t.ui.scale;
  float y0 = std::min(t.draw_pile.y, t.discard.y) - ring;
  float y1 = std::max(t.draw_pile.bottom(), t.discard.bottom()) + ring;
  // The felt's width, up to the nearest badge (with its turn rim) or ticker line on either
  // side; one just above or below the band (the seat across the table) takes its edge.
  const float mid = (t.draw_pile.x + t.discard.right()) * 0.5f;
  float x0 = std::max(t.ui.margin, t.centre.x);
  float x1 = std::min(t.width - t.ui.margin, t.centre.right());
  // The badges, then the rest to avoid (no joined copy: a vector's range insert of Rects
  // cost the page about 0.3 KB).
  const auto narrow = [&](const Rect& b) {
    if (b.w <= 0 || b.bottom() + rim <= y0 || b.y - rim >= y1) return;
    if (b.centre().y < y0) y0 = b.bottom() + rim;
    else if (b.centre().y > y1) y1 = b.y - rim;
    else if (b.centre().x < mid) x0 = std::max(x0, b.right() + rim + gap);
    else x1 = std::min(x1, b.x - rim - gap);
  };
  for (const Rect& b : t.seat) narrow(b);
  for (const Rect& b : avoid) narrow(b);
  y0 = std::min(y0, std::min(t.draw_pile.y, t.discard.y));  // the piles always
  y1 = std::max(y1, std::max(t.draw_pile.bottom(), t.discard.bottom()));
  x0 = std::min(x0, t.draw_pile.x - ring);
  x1 = std::max(x1, t.discard.right() + ring);
  if (t.labels_right && !over_labels) x1 = std::min(x1, t.labels.x - gap);
  return {x0, y0, std::max(0.0f, x1 - x0), y1 - y0};
}

Rect place_known_hand(const TableLayout& t, int seats, int bottom, int seat, float w, float h) {
  const Rect& b = t.seat[static_cast<size_t>(seat)];
  const float m = 4, rim = 4 * t.ui.scale;
  // (Not the banner's room: the banner keeps clear of the known hands, which on a phone on
  // its side have no other place than beside their badges, at the felt's edge.)
  std::vector<Rect> keep_clear{t.draw_pile, t.discard, t.labels, t.top_bar, t.action_bar, t.hand};
  for (int s = 0; s < seats; ++s) {
    const Rect& r = t.seat[static_cast<size_t>(s)];
    if (s != seat && s != bottom && r.w > 0)
      keep_clear.push_back({r.x - rim, r.y - rim, r.w + 2 * rim, r.h + 2 * rim});
  }
  // Full size first, then smaller (a crowded table: six seats on a phone on its side).
  for (const float k : {1.0f, 0.8f, 0.65f}) {
    const float cw = w * k, chh = h * k;
    const float cx = std::clamp(b.x + b.w * 0.5f - cw * 0.5f, m, std::max(m, t.width - cw - m));
    const float cy = b.y + (b.h - chh) * 0.5f;
    const Rect candidates[] = {{cx, b.bottom() + rim, cw, chh},
                               {cx, b.y - chh - rim, cw, chh},
                               {b.right() + rim, cy, cw, chh},
                               {b.x - cw - rim, cy, cw, chh}};
    for (const Rect& c : candidates) {
      if (c.x < 0 || c.y < 0 || c.right() > t.width || c.bottom() > t.height) continue;
      bool clear = true;
      for (const Rect& r : keep_clear) clear &= !overlaps(c, r);
      if (clear) return c;
    }
  }
  // No clear place (six seats and more on an upright phone: rows of badges): over its own
  // badge, as large as the badge holds, so no other seat's badge is covered.
  const float k = std::min(b.h / h, b.w / w);
  return Rect{b.x + (b.w - w * k) * 0.5f, b.y + (b.h - h * k) * 0.5f, w * k, h * k};
}

Rect place_phase_prompt(const TableLayout& t, int seats, int bottom, float w, float h,
                        bool over_badges) {
  const float rim = 4 * t.ui.scale, gap = 6 * t.ui.scale, x = (t.width - w) * 0.5f;
  const float floor = std::min(t.draw_pile.y, t.discard.y);  // the piles stay in view
  std::vector<Rect> badges;
  std::vector<float> ys{t.top_bar.bottom() + gap, t.centre.y + gap};
  for (int s = 0; s < seats; ++s) {
    const Rect& r = t.seat[static_cast<size_t>(s)];
    if (s == bottom || r.w <= 0) continue;
    badges.push_back(Rect{r.x - rim, r.y - rim, r.w + 2 * rim, r.h + 2 * rim});
    ys.push_back(badges.back().bottom() + gap);
  }
  Rect best{x, 0, 0, 0};  // the highest clear place
  for (const float y : ys) {
    const Rect box{x, y, w, h};
    if ((best.w > 0 && y >= best.y) || box.bottom() > floor || overlaps(box, t.labels)) continue;
    bool clear = true;
    for (const Rect& b : badges) clear &= !overlaps(box, b);
    if (clear) best = box;
  }
  const Rect under_bar{x, t.top_bar.bottom() + gap, w, h};
  if (best.w <= 0 && over_badges && under_bar.bottom() <= floor) return under_bar;
  return best;
}

float ticker_min_width(const TableLayout& t, float text_w, float pad) {
  return std::min(text_w + 2 * pad, 160.0f * t.ui.scale);
}

std::vector<Rect> layout_ticker(const TableLayout& t, int seats, int bottom, int lines,
                                const std::function<Vec2(int, float)>& measure, float pad,
                                const Rect& prompt, const Rect& side,
                                const std::vector<Rect>& also_clear) {
  std::vector<Rect> out(static_cast<size_t>(std::max(0, lines)));
  const float gap = t.ui.gap, m = t.ui.margin;
  // The other seats' badges, the piles (with the discard's colour ring) and their labels,
  // and the phase's prompt.
  const float ring = 9.0f * t.ui.scale;
  const auto ringed = [ring](const Rect& r) {
    return Rect{r.x - ring, r.y - ring, r.w + 2 * ring, r.h + 2 * ring};
  };
  std::vector<Rect> keep_clear{ringed(t.draw_pile), ringed(t.discard), t.labels};
  for (int s = 0; s < seats; ++s)
    if (s != bottom && t.seat[static_cast<size_t>(s)].w > 0)
      keep_clear.push_back(t.seat[static_cast<size_t>(s)]);
  if (prompt.w > 0) keep_clear.push_back(prompt);
  for (const Rect& r : also_clear) keep_clear.push_back(r);
  // The widest span free of them between heights y0 and y1 (the side of the screen with
  // more room when one stands in the middle); `top`: the highest top of those in the way.
  auto span = [&](float y0, float y1, float& x0, float& x1, float& top) {
    x0 = m;
    x1 = t.width - m;
    top = y1;
    for (const Rect& r : keep_clear) {
      if (r.bottom() <= y0 || r.y >= y1 || r.right() <= x0 || r.x >= x1) continue;
      top = std::min(top, r.y);
      if (r.x - x0 >= x1 - r.right()) x1 = r.x - gap;
      else x0 = r.right() + gap;
    }
  };
  // Line i with its bottom at `by`, wrapped to the widest free span there; squeezed beside
  // a badge or the labels (wrapped into a column) it goes above them when `jump` allows.
  // `full`: the line's size wrapped only at the screen's width.
  auto place = [&](int i, const Vec2& full, float by, bool jump) {
    Vec2 size = full;
    float x0 = 0, x1 = 0, top = 0;
    for (int tries = 0; tries < 6; ++tries) {
      span(by - size.y - 2 * pad, by, x0, x1, top);
      if (jump && x1 - x0 < std::min(full.x + 2 * pad, t.width * 0.45f) && top < by &&
          top - gap > t.top_bar.bottom()) {
        by = top - gap;
        size = full;
        continue;
      }
      const Vec2 again = measure(i, std::max(40.0f, x1 - x0 - 2 * pad));
      if (again.y == size.y && again.x == size.x) break;
      size = again;
    }
    const float w = std::min(size.x + 2 * pad, std::max(0.0f, x1 - x0));
    const float h = size.y + 2 * pad;
    return Rect{(x0 + x1) * 0.5f - w * 0.5f, by - h, w, h};
  };
  // Newest line at the bottom, just above the action bar; older ones stacked upwards. A line
  // that would rise over the top bar stays where it is, wrapped narrower; when even that
  // reaches the top bar (a phone on its side after a Showdown's three lines), it and the
  // older lines are not drawn (w = 0): they ran over the top bar's buttons and off the
  // screen. The newest line shows unless the table has only a column for it, too tall to
  // stay under the top bar, and the action row no free end: wrapped a word a line it ran off
  // the screen's top (Spin at 740x360 in German); the announcer and "What happened" have it.
  const float ceiling = t.top_bar.bottom() + gap * 0.5f;
  float bottom_y = t.action_bar.y - gap;
  for (int i = lines - 1; i >= 0; --i) {
    const Vec2 full = measure(i, t.width - 2 * m - 2 * pad);
    Rect box = place(i, full, bottom_y, true);
    if (box.y < ceiling) box = place(i, full, bottom_y, false);
    const float min_w = ticker_min_width(t, full.x, pad);
    if (box.w < min_w && i < lines - 1) break;  // an older line squeezed: left out
    if (box.w < min_w && side.w < min_w && box.y < ceiling) break;  // the newest, off the top
    if (box.w < min_w && side.w >= min_w) {
      // The newest line, squeezed into a column: at the action row's free end instead.
      const Vec2 size = measure(i, side.w - 2 * pad);
      const float w = std::min(size.x + 2 * pad, side.w), h = size.y + 2 * pad;
      out[static_cast<size_t>(i)] = Rect{side.x, side.bottom() - h, w, h};
      break;
    }
    if (box.y < ceiling && i < lines - 1) break;
    out[static_cast<size_t>(i)] = box;
    bottom_y = box.y - gap * 0.5f;
  }
  return out;
}

}  // namespace app
