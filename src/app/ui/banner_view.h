// Draws the core's effect banner (core/motion/banner.h) over the felt: a shouted word on a pill,
// the UNO call-out and the win celebration larger, a chosen colour in that colour.
#pragma once

#include <vector>

#include "app/core/look/layout.h"
#include "app/core/motion/banner.h"

namespace app {

// `avoid`: what the banner keeps clear of besides the table's labels and badges (the
// ticker's lines, the hands known to everyone: TableView::in_the_way). `never_over`: what it
// must not cover at all (a decision's dialog): a banner that would is left out, the
// ticker's line says it.
void draw_banner(const Banners& banners, const TableLayout& t, double now,
                 const std::vector<Rect>& avoid = {}, const std::vector<Rect>& never_over = {});

}  // namespace app
