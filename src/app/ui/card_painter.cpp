#include "app/ui/card_painter.h"

#include <algorithm>
#include <cstring>

#include "app/core/look/theme.h"
#include "app/core/text/strings.h"
#include "app/ui/card_atlas.h"
#include "app/ui/fonts.h"
#include "app/ui/sprite_mesh.h"
#include "app/ui/ui_common.h"

namespace app {
namespace {

bool g_shapes = false;

// Characters (not bytes) in a UTF-8 string: "↺" is one symbol to size, not three.
int glyphs(const char* s) {
  int n = 0;
  for (; *s; ++s) n += (static_cast<unsigned char>(*s) & 0xC0) != 0x80;
  return n > 0 ? n : 1;
}
constexpr ImU32 kDimTint = IM_COL32(150, 156, 150, 255);
constexpr ImU32 kDimTintHigh = IM_COL32(200, 200, 200, 255);  // high contrast: text stays legible
constexpr ImU32 kShadow = IM_COL32(0, 0, 0, 150);

Sprite body_sprite(const CardFace& f) {
  switch (f.body) {
    case CardBody::Custom: return Sprite::FaceCustom;
    case CardBody::Lauf: return Sprite::FaceLauf;
    case CardBody::Standard: break;
  }
  switch (f.colour) {
    case CardColour::Red: return Sprite::FaceRed;
    case CardColour::Yellow: return Sprite::FaceYellow;
    case CardColour::Green: return Sprite::FaceGreen;
    case CardColour::Blue: return Sprite::FaceBlue;
    case CardColour::Wild: break;
  }
  return Sprite::FaceWild;
}

// The body quad covers the card plus the sprite's shadow margin.
void add_body(ImDrawList* dl, Sprite s, ImVec2 min, ImVec2 size, ImU32 tint) {
  const float px = size.x * kBodyPad, py = size.y * kBodyPad;
  // The padding is there for the shadow, which falls right and down: above and left of the
  // card only its edge's blur and the filter's reach (1.5 texels, under 0.03 of a card at
  // the smallest art) are not clear, so the quad starts there (fewer pixels shaded).
  const float trim = (kBodyPad - 0.03f) / (1 + 2 * kBodyPad);
  add_sprite_part(dl, s, ImVec2(min.x - px, min.y - py),
                  ImVec2(min.x + size.x + px, min.y + size.y + py), tint, ImVec2(trim, trim),
                  ImVec2(1, 1));
}

void centred_text(ImDrawList* dl, ImFont* font, float px, ImVec2 centre, ImU32 col,
                  const char* text) {
  const ImVec2 sz = font->CalcTextSizeA(px, 1e9f, 0.0f, text);
  dl->AddText(font, px, ImVec2(centre.x - sz.x * 0.5f, centre.y - sz.y * 0.5f), col, text);
}

// Symbol, colour letter and (with the colour-blind aid on) shape, stacked in the top-left
// corner; the same stack turned half round in the bottom-right corner.
void corner_index(ImDrawList* dl, ImVec2 min, ImVec2 size, const CardFace& face, ImU32 tint) {
  ImFont* font = ImGui::GetFont();
  const float w = size.x, h = size.y;
  const float px = std::max(12.0f, h * 0.15f);
  const float x = min.x + w * 0.11f, y = min.y + h * 0.05f;  // inside the white border
  const float sh = std::max(1.0f, px * 0.08f);
  const int first_vtx = dl->VtxBuffer.Size, first_idx = dl->IdxBuffer.Size;
  const unsigned int base0 = dl->_VtxCurrentIdx;
  const float sym_w = font->CalcTextSizeA(px, 1e9f, 0.0f, face.symbol).x;
  const float cx = x + sym_w * 0.5f;
  dl->AddText(font, px, ImVec2(x + sh, y + sh), tinted(kShadow, tint), face.symbol);
  const ImU32 ink = tinted(corner_ink(face.colour), tint);
  dl->AddText(font, px, ImVec2(x, y), ink, face.symbol);
  float below = y + px * 0.98f;
  if (face.colour != CardColour::Wild) {
    const float lpx = px * 0.8f;
    const char* letter = colour_letter(face.colour);
    const float lw = font->CalcTextSizeA(lpx, 1e9f, 0.0f, letter).x;
    dl->AddText(font, lpx, ImVec2(cx - lw * 0.5f + sh, below + sh), tinted(kShadow, tint), letter);
    dl->AddText(font, lpx, ImVec2(cx - lw * 0.5f, below), ink, letter);
    below += lpx;
    if (g_shapes) {
      // It lands on the white oval, where the corner's white ink vanished (and in high
      // contrast only yellow's black showed): the oval's colour for the card, with a dark
      // rim so it also shows on the card's field.
      const ImVec2 at(cx, below + px * 0.32f);
      draw_colour_shape(dl, at, px * 0.38f, face.colour, tinted(IM_COL32(0, 0, 0, 230), tint));
      draw_colour_shape(dl, at, px * 0.28f, face.colour, tinted(symbol_ink(face.colour), tint));
    }
  }
  // The bottom-right copy: the same vertices, turned 180° about the card's centre.
  const int n_vtx = dl->VtxBuffer.Size - first_vtx, n_idx = dl->IdxBuffer.Size - first_idx;
  const ImVec2 c2(min.x * 2 + w, min.y * 2 + h);
  dl->PrimReserve(n_idx, n_vtx);  // may start a new vertex offset: re-base the indices
  const unsigned int base1 = dl->_VtxCurrentIdx;
  for (int i = 0; i < n_vtx; ++i) {
    ImDrawVert v = dl->VtxBuffer[first_vtx + i];
    v.pos = ImVec2(c2.x - v.pos.x, c2.y - v.pos.y);
    dl->_VtxWritePtr[i] = v;
  }
  for (int i = 0; i < n_idx; ++i)
    dl->_IdxWritePtr[i] = static_cast<ImDrawIdx>(dl->IdxBuffer[first_idx + i] - base0 + base1);
  dl->_VtxWritePtr += n_vtx;
  dl->_IdxWritePtr += n_idx;
  dl->_VtxCurrentIdx += static_cast<unsigned int>(n_vtx);
}

}  // namespace

void set_colour_shapes(bool on) { g_shapes = on; }

ImU32 tinted(ImU32 col, ImU32 tint) {
  if (tint == IM_COL32_WHITE) return col;
  const auto ch = [&](int shift) {
    return (((col >> shift) & 0xFF) * ((tint >> shift) & 0xFF) / 255) << shift;
  };
  return ch(IM_COL32_R_SHIFT) | ch(IM_COL32_G_SHIFT) | ch(IM_COL32_B_SHIFT) | ch(IM_COL32_A_SHIFT);
}

void draw_colour_shape(ImDrawList* dl, ImVec2 c, float r, CardColour colour, ImU32 col) {
  Sprite s = Sprite::ShapeCircle;
  switch (colour) {
    case CardColour::Red: s = Sprite::ShapeCircle; break;
    case CardColour::Yellow: s = Sprite::ShapeTriangle; break;
    case CardColour::Green: s = Sprite::ShapeSquare; break;
    case CardColour::Blue: s = Sprite::ShapeDiamond; break;
    case CardColour::Wild: return;
  }
  // The sprite's shape fills 0.84 of its side.
  const float half = r / 0.84f;
  add_sprite(dl, s, ImVec2(c.x - half, c.y - half), ImVec2(c.x + half, c.y + half), col);
}

ImU32 colour_fill(CardColour c) {
  const theme::Palette& p = theme::palette();
  return col(c == CardColour::Wild ? p.card_wild : p.card[static_cast<int>(c)]);
}

ImU32 corner_ink(CardColour c) {
  return c == CardColour::Wild ? IM_COL32_WHITE
                               : col(theme::palette().card_ink[static_cast<int>(c)]);
}

ImU32 symbol_ink(CardColour c) {
  return c == CardColour::Wild ? IM_COL32_WHITE
                               : col(theme::palette().card_mark[static_cast<int>(c)]);
}

// The corner's colour letter(s), translated (string_rows.h: Ge/Gr in German, Gu/Gr in Swedish).
const char* colour_letter(CardColour c) {
  switch (c) {
    case CardColour::Red: return tr(UiText::RedMark);
    case CardColour::Yellow: return tr(UiText::YellowMark);
    case CardColour::Green: return tr(UiText::GreenMark);
    case CardColour::Blue: return tr(UiText::BlueMark);
    case CardColour::Wild: return "W";
  }
  return "?";
}

void draw_card_face(ImDrawList* dl, ImVec2 min, ImVec2 size, const CardFace& face, bool dim) {
  const ImU32 tint = !dim ? IM_COL32_WHITE : theme::high_contrast() ? kDimTintHigh : kDimTint;
  add_body(dl, body_sprite(face), min, size, tint);
  const float w = size.x, h = size.y;
  const ImVec2 c(min.x + w * 0.5f, min.y + h * 0.5f);

  // The big symbol in the oval: in the card's colour on the white oval, white on a wild's
  // colours. A plain Wild shows only its colours; Customizable and Lauf! show their art.
  const bool plain_wild = face.colour == CardColour::Wild && face.body == CardBody::Standard &&
                          std::strcmp(face.symbol, "W") == 0;
  if (face.body == CardBody::Standard && !plain_wild) {
    const ImU32 ink = symbol_ink(face.colour);
    const float big_px =
        std::min(h * 0.40f, w * 0.62f / static_cast<float>(glyphs(face.symbol)) * 1.7f);
    const float o = std::max(1.0f, big_px * 0.045f);
    centred_text(dl, card_font(), big_px, ImVec2(c.x + o, c.y + o),
                 tinted(IM_COL32(0, 0, 0, 200), tint), face.symbol);
    centred_text(dl, card_font(), big_px, c, tinted(ink, tint), face.symbol);
  }
  corner_index(dl, min, size, face, tint);
  draw_card_overlay(dl, min, size, face, tint);
}

void draw_card_back(ImDrawList* dl, ImVec2 min, ImVec2 size) {
  add_body(dl, Sprite::Back, min, size, IM_COL32_WHITE);
}

}  // namespace app
