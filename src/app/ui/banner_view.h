// Draws the core's effect banner (core/motion/banner.h) over the felt: a shouted word on a pill,
// the UNO call-out and the win celebration larger, a chosen colour in that colour.
#pragma once

#include "app/core/look/layout.h"
#include "app/core/motion/banner.h"

namespace app {

void draw_banner(Banners& banners, const TableLayout& t, double now);

}  // namespace app
