// Card art as sprites in ImGui's font atlas: rasterised once at start-up (and when the
// pixel density or card size changes a lot) from the few shapes below, so a card is one
// textured quad plus its text, and cards and text share one texture (one draw call).
#pragma once

#include <imgui.h>

namespace app {

enum class Sprite {
  // Whole card bodies (white border, field, oval, soft shadow).
  FaceRed,
  FaceYellow,
  FaceGreen,
  FaceBlue,
  FaceWild,    // black field, four-colour oval
  FaceCustom,  // black field, white panel for the house rule's text
  FaceLauf,    // dino edition's "Lauf!" joker: black field, green oval
  Back,        // black field, red oval, the UNO logo
  // Small white marks, tinted when drawn.
  ShapeCircle,
  ShapeTriangle,
  ShapeSquare,
  ShapeDiamond,
  Spin,  // Spin edition swirl
  Dino,  // dino edition footprint
  Dot,   // a braille dot
  // Table furniture, stretched when drawn.
  Disc,    // a filled circle of radius 0.48 (of the side): the felt's oval
  Arrows,  // two arcs of radius 0.40 with heads, clockwise (mirrored: counter-clockwise)
  Round,   // a white rounded square, drawn as nine slices (add_round_rect)
  Count
};

// Where a sprite lies in the atlas texture. A body sprite has a margin of `pad` (as a
// fraction of the card's width and height) round the card for its shadow.
struct SpriteUV {
  ImVec2 uv0, uv1;
};
inline constexpr float kBodyPad = 0.06f;

// What the card art depends on beyond the screen: the atlas is repainted when it changes.
struct CardLook {
  bool high_contrast = false;  // the palette's card colours (core/look/theme.h)
  bool large = false;          // the large-card setting (bigger sprites)
  friend bool operator==(const CardLook&, const CardLook&) = default;
};
void set_card_look(const CardLook& look);
const CardLook& card_look();

// Card height in device pixels the bodies are rasterised at: the largest card the
// layout draws for this viewport, so cards are never magnified much.
int card_sprite_height(float width, float height, float dpr);

// Reserves the sprites' rectangles; call after the fonts are added, before Build().
void card_atlas_reserve(ImFontAtlas* atlas, int card_h_px);
// Paints the sprites into the built atlas (its RGBA32 pixels); `logo` is the font whose
// glyphs make the logo on the back.
void card_atlas_paint(ImFontAtlas* atlas, ImFont* logo);

const SpriteUV& sprite_uv(Sprite s);

// One quad of a sprite into [a, b], tinted (white = as painted).
void add_sprite(ImDrawList* dl, Sprite s, ImVec2 a, ImVec2 b, ImU32 tint = IM_COL32_WHITE);
// A filled rounded rectangle from nine slices of the Round sprite: 54 indices whatever
// the radius (ImGui's anti-aliased rounded fill takes about 140).
void add_round_rect(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 col, float radius);

}  // namespace app
