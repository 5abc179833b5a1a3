#include "app/core/look/wheel_layout.h"

#include <algorithm>
#include <cmath>

namespace app {

namespace {
constexpr float kTau = 6.2831853f;
constexpr float kSegment = kTau / static_cast<float>(uno::kSpinOutcomes);
constexpr float kLeastRadius = 100;  // below this the labels do not fit side by side
constexpr float kPointer = 16;       // the pointer stands this far above the disc
constexpr float kRim = 8;            // the white rim around the disc
constexpr float kHub = 0.2f;         // the hub's radius, of the disc's

float line_h(float px) { return px * 1.05f; }

// Whether the box is on the disc (all corners inside) and clear of the hub.
bool on_disc(const Rect& b, float r) {
  for (const Vec2 p : {b.min(), b.max(), Vec2{b.x, b.bottom()}, Vec2{b.right(), b.y}})
    if (std::hypot(p.x, p.y) > r * 0.97f) return false;
  const float nx = std::clamp(0.0f, b.x, b.right()), ny = std::clamp(0.0f, b.y, b.bottom());
  return std::hypot(nx, ny) >= r * kHub;
}

bool fits(float r, const WheelLabelSizes& sizes, const WheelLabels& l) {
  constexpr int kPhases = 12;  // the labels' pattern repeats every segment
  for (int ph = 0; ph < kPhases; ++ph) {
    const float angle = kSegment * static_cast<float>(ph) / kPhases;
    std::array<Rect, uno::kSpinOutcomes> box{};
    for (int k = 0; k < uno::kSpinOutcomes; ++k) {
      box[k] = wheel_label_box(Vec2{}, l, k, angle, sizes[k]);
      if (!on_disc(box[k], r)) return false;
      // One px apart at least, so the words never touch.
      const Rect grown{box[k].x - 1, box[k].y - 1, box[k].w + 2, box[k].h + 2};
      for (int j = 0; j < k; ++j)
        if (overlaps(grown, box[j])) return false;
    }
  }
  return true;
}
}  // namespace

WheelSpot layout_wheel(const TableLayout& t, int seats, int bottom, float caption_h, int spinner) {
  // A phone held upright has the height: the wheel takes most of the width.
  const WheelPlace p = layout_spin_wheel(t, seats, bottom, caption_h, t.portrait ? 0.45f : 0.30f);
  const float m = t.ui.margin;
  WheelSpot w;
  w.centre = p.centre;
  w.radius = p.radius;
  w.caption = Rect{m, p.caption_y, t.width - 2 * m, caption_h};
  if (t.portrait || p.radius >= kLeastRadius * t.ui.scale) return w;
  const float top = t.top_bar.bottom() + t.ui.gap + kPointer;
  const float r = std::min((t.height - m - top - kRim) * 0.5f, t.width * 0.25f);  // rim inside
  if (r <= p.radius) return w;
  w.beside = true;
  w.radius = r;
  // The badges' columns: the caption goes between the disc and the other column, over none
  // of them; the disc at the side away from the spinner, whose count its spin may change
  // (a phone on its side hid Dan's badge while Dan drew until a red card).
  float left = m, right = t.width - m;
  const float rim = 4 * t.ui.scale;
  for (int s = 0; s < seats && s < static_cast<int>(t.seat.size()); ++s) {
    const Rect& b = t.seat[static_cast<size_t>(s)];
    if (b.w <= 0) continue;
    if (b.centre().x < t.width * 0.5f) left = std::max(left, b.right() + rim + t.ui.gap);
    else right = std::min(right, b.x - rim - t.ui.gap);
  }
  const bool spinner_right = spinner >= 0 && spinner < seats &&
                             t.seat[static_cast<size_t>(spinner)].centre().x > t.width * 0.5f;
  float cap_x0 = 0, cap_x1 = 0;
  if (spinner_right) {
    w.centre = Vec2{m + kRim + r, top + r};
    cap_x0 = w.centre.x + r + kRim + t.ui.gap;
    cap_x1 = right;
  } else {
    w.centre = Vec2{t.width - m - kRim - r, top + r};
    cap_x0 = left;
    cap_x1 = w.centre.x - r - kRim - t.ui.gap;
  }
  // Too narrow between them for a caption (a crowded table): over the badges as before.
  if (cap_x1 - cap_x0 < 160 * t.ui.scale) {
    cap_x0 = spinner_right ? cap_x0 : m;
    cap_x1 = spinner_right ? t.width - m : cap_x1;
  }
  w.caption =
      Rect{cap_x0, w.centre.y - caption_h * 0.5f, std::max(0.0f, cap_x1 - cap_x0), caption_h};
  return w;
}

WheelLabels fit_wheel_labels(float radius, const WheelLabelSizes& sizes, float max_px) {
  for (float px = max_px; px >= kLeastLabelPx; px -= 0.5f)
    for (const float ring : {0.62f, 0.66f, 0.58f}) {
      const WheelLabels l{px, radius * ring};
      if (fits(radius, sizes, l)) return l;
    }
  return WheelLabels{0, radius * 0.62f};
}

Rect wheel_label_box(Vec2 centre, const WheelLabels& l, int k, float angle,
                     const WheelLabelSize& size) {
  const float mid = -kTau * 0.25f + static_cast<float>(k) * kSegment + angle;
  const float cx = centre.x + l.ring * std::cos(mid), cy = centre.y + l.ring * std::sin(mid);
  const float w = std::max(size.w1, size.w2) * l.px;
  const float h = line_h(l.px) * (size.w2 > 0 ? 2.0f : 1.0f);
  return Rect{cx - w * 0.5f, cy - h * 0.5f, w, h};
}

}  // namespace app
