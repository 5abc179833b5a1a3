// The variants' marks on a card face, drawn over the plain face: the Spin swirl (a card
// that makes the next player spin), the dino spikes (a Lauf! can block the card). Kept
// apart from the face painter so a different face renderer only has to call this.
#pragma once

#include <imgui.h>

#include "app/ui/card_painter.h"

namespace app {

// Marks of `face` on the card in [min, min + size] (nothing for a plain card).
void draw_card_marks(ImDrawList* dl, ImVec2 min, ImVec2 size, const CardFace& face);

}  // namespace app
