// Other players' cards this viewer may see (Spin's Show Cards, a Showdown's shown
// cards, custom rule 7's open hands), face up beside their seat badges for as long as
// the engine's view says they are known.
#pragma once

#include <imgui.h>

#include <vector>

#include "app/core/look/layout.h"
#include "engine/view.h"

namespace app {

// Returns where it put them (the ticker and the banners keep clear of them).
std::vector<Rect> draw_known_hands(ImDrawList* dl, const TableLayout& t, const uno::SeatView& v);

}  // namespace app
