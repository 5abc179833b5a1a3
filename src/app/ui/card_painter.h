// Draws UNO cards with ImDrawList only (no bitmaps), so they are sharp at any size.
#pragma once

#include <imgui.h>

namespace app {

enum class CardColour { Red, Yellow, Green, Blue, Wild };

// What a card face shows. Every face carries its colour letter (B/G/R/Y, as on the
// braille edition's cards) next to the symbol, so the colour never has to be seen.
struct CardFace {
  CardColour colour = CardColour::Wild;
  const char* symbol = "";  // "7", "+2", "⊘", "↺", "W", "+4" ...
  bool spin_mark = false;   // Spin edition swirl
  bool dino_mark = false;   // dino edition mark (Lauf! can block it)
  int custom_slot = -1;     // Wild Customizable: which blank card (its rule text is written on it)
};

ImU32 colour_fill(CardColour c);
// Colour-blind aid: a white shape per colour (red circle, yellow triangle, green square,
// blue diamond) on every coloured card, in addition to the colour letter.
void set_colour_shapes(bool on);
void draw_colour_shape(ImDrawList* dl, ImVec2 centre, float radius, CardColour c, ImU32 col);
const char* colour_letter(CardColour c);

// Face-up card in the rectangle [min, min + size]; `dim` greys an unplayable card.
void draw_card_face(ImDrawList* dl, ImVec2 min, ImVec2 size, const CardFace& face,
                    bool dim = false);
// Face-down card (draw pile, other players' hands).
void draw_card_back(ImDrawList* dl, ImVec2 min, ImVec2 size);

}  // namespace app
