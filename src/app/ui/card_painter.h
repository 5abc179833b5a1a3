// Draws UNO cards as textured quads from the card atlas (card_atlas.h) plus text: a face
// is one body quad, its big symbol and its corner indices; a back is one quad. Nothing is
// tessellated per frame, so a table of cards costs a few hundred indices.
#pragma once

#include <imgui.h>

namespace app {

enum class CardColour { Red, Yellow, Green, Blue, Wild };

// Which printed body a card has beyond its colour.
enum class CardBody { Standard, Custom, Lauf };

// What a card face shows. Every face carries its colour letter (B/G/R/Y, as on the
// braille edition's cards) under the corner symbol, so the colour never has to be seen.
struct CardFace {
  CardColour colour = CardColour::Wild;
  const char* symbol = "";  // "7", "+2", "⊘", "↺", "W", "+4" ...
  CardBody body = CardBody::Standard;
  bool spin_mark = false;           // Spin edition swirl
  bool dino_mark = false;           // dino edition mark (Lauf! can block it)
  const char* rule_text = nullptr;  // a Customizable wild's house rule, if it has one
  char braille[8] = {};             // braille edition: the cells' letters, e.g. "r#g"
};

ImU32 colour_fill(CardColour c);  // the card field's colour in the palette in force
ImU32 corner_ink(CardColour c);   // the corner index's colour on that field
ImU32 symbol_ink(CardColour c);   // the big symbol's colour on the white oval
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

// The small per-card marks drawn over the face (card_overlay.cpp): Spin swirl, dino
// footprint, braille cells, a Customizable wild's rule text. `tint` dims them with the card.
void draw_card_overlay(ImDrawList* dl, ImVec2 min, ImVec2 size, const CardFace& face, ImU32 tint);
// Where a Customizable wild's rule text goes (its white panel).
void custom_text_area(ImVec2 min, ImVec2 size, ImVec2& a, ImVec2& b);

// Multiplies a colour by a tint (how a dimmed card darkens its text).
ImU32 tinted(ImU32 col, ImU32 tint);

}  // namespace app
