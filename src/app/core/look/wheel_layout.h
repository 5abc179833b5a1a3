// Where the Spin wheel goes and how big its segment labels may be (on a
// landscape phone the wheel between the badges and the action bar was too small for its
// labels, which ran into each other). Plain maths in CSS px, tested natively.
#pragma once

#include <array>

#include "app/core/look/layout.h"
#include "engine/rules.h"

namespace app {

// The wheel's disc and the room for its caption (the spinner, then the outcome).
struct WheelSpot {
  Vec2 centre;
  float radius = 0;
  Rect caption;         // the caption is centred in this room and wrapped to its width
  bool beside = false;  // short landscape: a large disc at the right, the caption beside it
};
// Between the badges and the action bar where that leaves room for readable labels; on a
// short landscape screen, from under the top bar to the bottom edge at the side away from
// the `spinner`'s badge (the table waits meanwhile and is dimmed), with the caption between
// it and the other column of badges. `caption_h`: the caption's height under the disc.
WheelSpot layout_wheel(const TableLayout& t, int seats, int bottom, float caption_h,
                       int spinner = -1);

// A segment label's lines, measured at a 1 px font (w2 = 0: one line).
struct WheelLabelSize {
  float w1 = 0, w2 = 0;
};
using WheelLabelSizes = std::array<WheelLabelSize, uno::kSpinOutcomes>;
inline constexpr float kLeastLabelPx = 10;  // smaller is not readable on a phone

// The labels' font size and the ring their centres sit on: the largest font up to
// `max_px` at which no two labels overlap at any turn of the wheel and each stays on its
// disc, clear of the hub. px 0: none fits even at kLeastLabelPx (the labels are left off;
// the caption names the outcome).
struct WheelLabels {
  float px = 0;
  float ring = 0;
};
WheelLabels fit_wheel_labels(float radius, const WheelLabelSizes& sizes, float max_px);
// Label k's box with the wheel turned `angle` radians clockwise (segment k's centre starts
// k segments clockwise from the top). Its lines are px * 1.05 high.
Rect wheel_label_box(Vec2 centre, const WheelLabels& l, int k, float angle,
                     const WheelLabelSize& size);

}  // namespace app
