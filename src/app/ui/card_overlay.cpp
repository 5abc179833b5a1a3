// The small marks over a card's face: a few sprite quads and a line or two of text.
#include <algorithm>

#include "app/ui/card_atlas.h"
#include "app/ui/card_painter.h"

namespace app {
namespace {

// Raised dots of a braille cell (bit k = dot k+1; dots 1-3 left column, 4-6 right).
int braille_dots(char c) {
  switch (c) {
    case 'a': return 0x01;
    case 'b': return 0x03;
    case 'c': return 0x09;
    case 'd': return 0x19;
    case 'e': return 0x11;
    case 'f': return 0x0B;
    case 'g': return 0x1B;
    case 'h': return 0x13;
    case 'i': return 0x0A;
    case 'j': return 0x1A;
    case 'r': return 0x17;
    case 's': return 0x0E;
    case 'w': return 0x3A;
    case 'y': return 0x3D;
    case '#': return 0x3C;  // number sign
    default: return 0;
  }
}

// Braille cells from (x, y), one after another to the right (`across`) or downwards,
// white dots with a dark rim.
void braille_cells(ImDrawList* dl, float pitch, float x, float y, bool across, const char* cells,
                   ImU32 tint) {
  const float r = std::max(1.2f, pitch * 0.34f);
  for (const char* p = cells; *p; ++p) {
    const int dots = braille_dots(*p);
    for (int k = 0; k < 6; ++k) {
      if ((dots & (1 << k)) == 0) continue;
      const ImVec2 c(x + static_cast<float>(k / 3) * pitch, y + static_cast<float>(k % 3) * pitch);
      add_sprite(dl, Sprite::Dot, ImVec2(c.x - r * 1.5f, c.y - r * 1.5f),
                 ImVec2(c.x + r * 1.5f, c.y + r * 1.5f), tinted(IM_COL32(0, 0, 0, 170), tint));
      add_sprite(dl, Sprite::Dot, ImVec2(c.x - r * 1.15f, c.y - r * 1.15f),
                 ImVec2(c.x + r * 1.15f, c.y + r * 1.15f), tint);
    }
    if (across) x += pitch * 2.6f;
    else y += pitch * 3.6f;
  }
}

// The cells twice, as the braille edition has them in its upper corners: along the top
// right of the field, and down the left edge under the corner index, which is the strip
// that stays in view when hand cards overlap.
void braille_marks(ImDrawList* dl, ImVec2 min, ImVec2 size, const char* cells, ImU32 tint) {
  const float pitch = size.x * 0.045f;  // dot spacing
  int n = 0;
  for (const char* p = cells; *p; ++p) ++n;
  braille_cells(dl, pitch, min.x + size.x * 0.90f - pitch * (2.6f * static_cast<float>(n) - 1.6f),
                min.y + size.y * 0.07f, true, cells, tint);
  braille_cells(dl, pitch, min.x + size.x * 0.12f, min.y + size.y * 0.43f, false, cells, tint);
}

}  // namespace

void custom_text_area(ImVec2 min, ImVec2 size, ImVec2& a, ImVec2& b) {
  // The panel painted on the Customizable body (card_atlas.cpp), less a small margin.
  const ImVec2 c(min.x + size.x * 0.5f, min.y + size.y * 0.52f);
  a = ImVec2(c.x - size.x * 0.33f, c.y - size.y * 0.19f);
  b = ImVec2(c.x + size.x * 0.33f, c.y + size.y * 0.17f);
}

void draw_card_overlay(ImDrawList* dl, ImVec2 min, ImVec2 size, const CardFace& face, ImU32 tint) {
  const float w = size.x, h = size.y;
  // Marks sit in the top-right corner of the field, clear of the corner index.
  const float m = w * 0.30f;
  const ImVec2 mark_a(min.x + w * 0.92f - m, min.y + h * 0.04f);
  if (face.spin_mark)
    add_sprite(dl, Sprite::Spin, mark_a, ImVec2(mark_a.x + m, mark_a.y + m), tint);
  if (face.dino_mark) {
    const ImVec2 a(face.spin_mark ? mark_a.x - m : mark_a.x, mark_a.y);
    add_sprite(dl, Sprite::Dino, a, ImVec2(a.x + m, a.y + m),
               tinted(IM_COL32(170, 255, 150, 255), tint));
  }
  // Small again in the bottom-left corner: in a hand of overlapping cards only the left
  // strip shows, and a Spin card looked like a plain number.
  const float k = w * 0.2f;
  ImVec2 low(min.x + w * 0.07f, min.y + h * 0.93f - k);
  if (face.spin_mark) {
    add_sprite(dl, Sprite::Spin, low, ImVec2(low.x + k, low.y + k), tint);
    low.y -= k * 1.05f;
  }
  if (face.dino_mark)
    add_sprite(dl, Sprite::Dino, low, ImVec2(low.x + k, low.y + k),
               tinted(IM_COL32(170, 255, 150, 255), tint));
  if (face.body == CardBody::Lauf) {  // the joker's big footprint in its oval
    const float s = w * 0.62f;
    const ImVec2 c(min.x + w * 0.5f, min.y + h * 0.5f);
    add_sprite(dl, Sprite::Dino, ImVec2(c.x - s * 0.5f, c.y - s * 0.5f),
               ImVec2(c.x + s * 0.5f, c.y + s * 0.5f), tint);
  }
  if (face.braille[0] != 0) braille_marks(dl, min, size, face.braille, tint);
  if (face.body == CardBody::Custom) {
    ImVec2 a, b;
    custom_text_area(min, size, a, b);
    const char* text = face.rule_text != nullptr ? face.rule_text : face.symbol;
    ImFont* font = ImGui::GetFont();
    float px = std::max(9.0f, h * (face.rule_text != nullptr ? 0.085f : 0.16f));
    const float wrap = b.x - a.x;
    ImVec2 sz = font->CalcTextSizeA(px, 1e9f, wrap, text);
    // A longer rule in smaller type, to a floor (a newcomer read "Everyone draws or discards to
    // exactly 3" with its last word cut off). Past the floor it is clipped.
    for (const float least = std::max(7.0f, h * 0.055f); sz.y > b.y - a.y && px * 0.9f >= least;) {
      px *= 0.9f;
      sz = font->CalcTextSizeA(px, 1e9f, wrap, text);
    }
    const ImVec2 at(a.x + std::max(0.0f, (wrap - sz.x) * 0.5f),
                    a.y + std::max(0.0f, (b.y - a.y - sz.y) * 0.5f));
    const ImVec4 clip(a.x, a.y, b.x, b.y);
    dl->AddText(font, px, at, tinted(IM_COL32(30, 30, 34, 255), tint), text, nullptr, wrap, &clip);
  }
}

}  // namespace app
