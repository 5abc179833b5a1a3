// The variants' marks on a card face, drawn over the plain face: the Spin swirl (a card
// that makes the next player spin), the dino spikes (a Lauf! can block the card), a custom card's
// rule text. Kept apart from the face painter so a different face renderer only has to call this.
#pragma once

#include <imgui.h>

#include <array>
#include <string>

#include "app/ui/card_painter.h"

namespace app {

// The rules written on the three blank cards of this match (core words), drawn small on
// every Wild Customizable big enough to read.
void set_custom_card_texts(const std::array<std::string, 3>& texts);

// Marks of `face` on the card in [min, min + size] (nothing for a plain card).
void draw_card_marks(ImDrawList* dl, ImVec2 min, ImVec2 size, const CardFace& face);

}  // namespace app
