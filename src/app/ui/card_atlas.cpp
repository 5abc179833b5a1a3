#include "app/ui/card_atlas.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "app/core/look/layout.h"
#include "app/core/look/theme.h"

namespace app {
namespace {

// The card's proportions and art, as fractions of its width (w) or height (h).
constexpr float kAspect = 0.66f;            // as the layout's cards
constexpr float kCorner = 0.09f;            // outer corner radius / w
constexpr float kInset = 0.06f;             // white border / w
constexpr float kOvalRx = 0.36f;            // / w
constexpr float kOvalRy = 0.40f;            // / h
constexpr float kTilt = 0.39f;              // the oval's (and the logo's) slant, radians
constexpr float kSmallOfCard = 0.3f;        // mark sprites' side / card height
constexpr int kRoundPx = 48, kRoundR = 16;  // the nine-slice sprite and its corner radius

struct Rgba {
  float r, g, b, a;
};
constexpr Rgba kWhite{1, 1, 1, 1};
constexpr Rgba kLogo{0.98f, 0.86f, 0.16f, 1};
// The card fields come from the palette in force (core/look/theme.h), read when painting.
Rgba kBlack, kRed, kYellow, kGreen, kBlue;
Rgba from_theme(theme::Rgba c) {
  return {static_cast<float>(c.r) / 255.0f, static_cast<float>(c.g) / 255.0f,
          static_cast<float>(c.b) / 255.0f, 1};
}
void take_card_colours() {
  const theme::Palette& p = theme::palette();
  kRed = from_theme(p.card[0]);
  kYellow = from_theme(p.card[1]);
  kGreen = from_theme(p.card[2]);
  kBlue = from_theme(p.card[3]);
  kBlack = from_theme(p.card_wild);
}
CardLook g_look;

int g_rects[static_cast<int>(Sprite::Count)];
SpriteUV g_uv[static_cast<int>(Sprite::Count)];
int g_card_h = 0;

Rgba mix(const Rgba& a, const Rgba& b, float t) {
  return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t,
          a.a + (b.a - a.a) * t};
}
float clamp01(float v) { return std::min(1.0f, std::max(0.0f, v)); }
// Pixel coverage from a signed distance in pixels (negative inside): a 1 px soft edge.
float cover(float d) { return clamp01(0.5f - d); }

float round_rect(float x, float y, float hx, float hy, float r) {
  const float qx = std::fabs(x) - hx + r, qy = std::fabs(y) - hy + r;
  const float ox = std::max(qx, 0.0f), oy = std::max(qy, 0.0f);
  return std::sqrt(ox * ox + oy * oy) + std::min(std::max(qx, qy), 0.0f) - r;
}

// Approximate signed distance to an axis-aligned ellipse (good near its edge).
float ellipse(float x, float y, float rx, float ry) {
  const float k0 = std::hypot(x / rx, y / ry), k1 = std::hypot(x / (rx * rx), y / (ry * ry));
  return k1 > 0 ? k0 * (k0 - 1.0f) / k1 : -std::min(rx, ry);
}

// (x, y) turned into the slanted frame of the oval and the logo.
void unslant(float x, float y, float& lx, float& ly) {
  static const float cs = std::cos(kTilt), sn = std::sin(kTilt);  // once, not per pixel
  lx = x * cs - y * sn;
  ly = x * sn + y * cs;
}

// Writes one sprite pixel (non-premultiplied; transparent pixels keep a white colour so
// bilinear filtering does not darken edges).
void put(unsigned int* px, const Rgba& c) {
  const auto b = [](float v) { return static_cast<unsigned int>(clamp01(v) * 255.0f + 0.5f); };
  *px = c.a <= 0.0f ? IM_COL32(255, 255, 255, 0) : IM_COL32(b(c.r), b(c.g), b(c.b), b(c.a));
}

// The UNO logo on the back: glyphs of `font` read from the atlas's alpha, slanted.
struct Logo {
  const ImFontAtlas* atlas = nullptr;
  const ImFontGlyph* glyphs[3] = {};
  float pen[3] = {};
  float width = 0, height = 0, scale = 1;

  float alpha_at(float tx, float ty) const {
    float best = 0;
    for (int i = 0; i < 3; ++i) {
      const ImFontGlyph* g = glyphs[i];
      if (g == nullptr) continue;
      const float gx = tx - pen[i];
      if (gx < g->X0 || gx >= g->X1 || ty < g->Y0 || ty >= g->Y1) continue;
      const float u = g->U0 + (gx - g->X0) / (g->X1 - g->X0) * (g->U1 - g->U0);
      const float v = g->V0 + (ty - g->Y0) / (g->Y1 - g->Y0) * (g->V1 - g->V0);
      best = std::max(best, sample(u * static_cast<float>(atlas->TexWidth) - 0.5f,
                                   v * static_cast<float>(atlas->TexHeight) - 0.5f));
    }
    return best;
  }
  float sample(float x, float y) const {  // bilinear alpha at atlas pixel (x, y)
    const int x0 = static_cast<int>(std::floor(x)), y0 = static_cast<int>(std::floor(y));
    const float fx = x - static_cast<float>(x0), fy = y - static_cast<float>(y0);
    const auto at = [&](int xx, int yy) {
      if (xx < 0 || yy < 0 || xx >= atlas->TexWidth || yy >= atlas->TexHeight) return 0.0f;
      return static_cast<float>(atlas->TexPixelsRGBA32[yy * atlas->TexWidth + xx] >>
                                IM_COL32_A_SHIFT) /
             255.0f;
    };
    const float top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * fx;
    const float bot = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * fx;
    return top + (bot - top) * fy;
  }
};

Logo make_logo(const ImFontAtlas* atlas, ImFont* font, float target_w) {
  Logo l;
  l.atlas = atlas;
  const char* text = "UNO";
  for (int i = 0; i < 3; ++i) {
    l.glyphs[i] = font->FindGlyphNoFallback(static_cast<ImWchar>(text[i]));
    l.pen[i] = l.width;
    if (l.glyphs[i]) l.width += l.glyphs[i]->AdvanceX;
  }
  l.height = font->FontSize;
  l.scale = l.width > 0 ? target_w / l.width : 1.0f;
  return l;
}

// A card body: (x, y) from the card's centre in pixels; w, h the card's size.
Rgba body_pixel(Sprite s, float x, float y, float w, float h, const Logo* logo) {
  const float r = w * kCorner, inset = w * kInset;
  const float d_card = round_rect(x, y, w * 0.5f, h * 0.5f, r);
  // Shadow: a soft copy of the card, down and to the right.
  const float d_shadow = round_rect(x - w * 0.025f, y - w * 0.035f, w * 0.5f, h * 0.5f, r);
  const float shadow = 0.35f * clamp01(0.5f - d_shadow / std::max(1.0f, w * 0.03f));
  const float card = cover(d_card);
  if (card <= 0.0f) return Rgba{0, 0, 0, shadow};

  Rgba field = kBlack;
  switch (s) {
    case Sprite::FaceRed: field = kRed; break;
    case Sprite::FaceYellow: field = kYellow; break;
    case Sprite::FaceGreen: field = kGreen; break;
    case Sprite::FaceBlue: field = kBlue; break;
    default: break;
  }
  Rgba c = kWhite;
  // A thin grey rim so white borders stand out on light backgrounds.
  c = mix(c, Rgba{0.55f, 0.55f, 0.55f, 1},
          0.6f * clamp01(0.5f + d_card + std::max(1.0f, w * 0.012f)));
  const float d_field = round_rect(x, y, w * 0.5f - inset, h * 0.5f - inset, r * 0.7f);
  c = mix(c, field, cover(d_field));

  float lx, ly;
  unslant(x, y, lx, ly);
  const float rx = w * kOvalRx, ry = h * kOvalRy;
  const float oval = cover(ellipse(lx, ly, rx, ry));
  switch (s) {
    case Sprite::FaceWild: {  // four colours, split along the slanted axes
      const float wx = clamp01(0.5f + lx), wy = clamp01(0.5f + ly);
      const Rgba q = mix(mix(kRed, kBlue, wx), mix(kYellow, kGreen, wx), wy);
      c = mix(c, q, oval);
      break;
    }
    case Sprite::FaceCustom: {  // a white panel to write the house rule on
      const float d_panel = round_rect(x, y + h * 0.02f, w * 0.36f, h * 0.22f, w * 0.05f);
      c = mix(c, kWhite, cover(d_panel));
      // A four-colour stripe along the panel's top, as on the printed card.
      const float d_stripe = round_rect(x, y + h * 0.2f + h * 0.02f, w * 0.36f, h * 0.02f, 0);
      const float band = clamp01((x + w * 0.36f) / (w * 0.72f));
      const Rgba q = band < 0.25f ? kRed : band < 0.5f ? kYellow : band < 0.75f ? kGreen : kBlue;
      c = mix(c, q, cover(d_panel) * cover(d_stripe));
      break;
    }
    case Sprite::FaceLauf: c = mix(c, kGreen, oval); break;
    case Sprite::Back: {
      const float back_oval = cover(ellipse(lx, ly, w * 0.34f, h * 0.36f));
      c = mix(c, kRed, back_oval);
      if (logo != nullptr && logo->width > 0) {
        // Logo space: slanted, centred, in font pixels.
        const float tx = lx / logo->scale + logo->width * 0.5f;
        const float ty = ly / logo->scale + logo->height * 0.5f;
        const float o = 0.09f * logo->height;  // outline width in font pixels
        // Eight directions round the letters, worked out once rather than per pixel.
        static const auto around = [] {
          std::array<float, 16> d{};
          for (int k = 0; k < 8; ++k) {
            const float a = static_cast<float>(k) * 0.785398f;
            d[2 * k] = std::cos(a), d[2 * k + 1] = std::sin(a);
          }
          return d;
        }();
        float outline = 0;
        for (int k = 0; k < 8; ++k)
          outline =
              std::max(outline, logo->alpha_at(tx + o * around[2 * k], ty + o * around[2 * k + 1]));
        const float shadow_a = logo->alpha_at(tx - o * 1.6f, ty - o * 1.6f);
        c = mix(c, Rgba{0, 0, 0, 1}, std::max(outline, shadow_a * 0.8f));
        c = mix(c, kLogo, logo->alpha_at(tx, ty));
      }
      break;
    }
    default: c = mix(c, kWhite, oval); break;
  }
  // Composite the card over its shadow.
  const float a = card + shadow * (1.0f - card);
  return Rgba{c.r * card / a, c.g * card / a, c.b * card / a, a};
}

// Signed distance to the triangle a-b-c (counter-clockwise on screen or not).
float triangle(float x, float y, const float (&p)[6]) {
  float area = (p[2] - p[0]) * (p[5] - p[1]) - (p[4] - p[0]) * (p[3] - p[1]);
  const float sgn = area > 0 ? 1.0f : -1.0f;
  float d = -1e9f;
  for (int i = 0; i < 3; ++i) {
    const float ax = p[i * 2], ay = p[i * 2 + 1];
    const float bx = p[(i * 2 + 2) % 6], by = p[(i * 2 + 3) % 6];
    const float ex = bx - ax, ey = by - ay, len = std::hypot(ex, ey);
    d = std::max(d, sgn * ((x - ax) * ey - (y - ay) * ex) / len);
  }
  return d;
}

// The direction-of-play ring: two arcs round the centre, each with a head at its end.
float arrows_distance(float x, float y, float s) {
  const float R = s * 0.40f, half = s * 0.006f, head = s * 0.035f;
  const float arcs[2][2] = {{3.5f, 5.9f}, {0.36f, 2.8f}};  // start, end (screen angles)
  float th = std::atan2(y, x);
  if (th < 0) th += 6.2831853f;
  float d = 1e9f;
  for (const auto& a : arcs) {
    if (th >= a[0] && th <= a[1]) d = std::min(d, std::fabs(std::hypot(x, y) - R) - half);
    const float ex = std::cos(a[1]), ey = std::sin(a[1]);   // the head's base centre
    const float ux = -std::sin(a[1]), uy = std::cos(a[1]);  // direction of travel
    const float bx = ex * R, by = ey * R;
    const float tri[6] = {bx + ux * head * 1.2f, by + uy * head * 1.2f, bx + ex * head,
                          by + ey * head,        bx - ex * head,        by - ey * head};
    d = std::min(d, triangle(x, y, tri));
  }
  return d;
}

// Small white marks; (x, y) from the centre, `s` the sprite's side, in pixels.
float mark_distance(Sprite m, float x, float y, float s) {
  const float R = s * 0.42f;
  switch (m) {
    case Sprite::ShapeCircle:
    case Sprite::Dot: return std::hypot(x, y) - R;
    case Sprite::Disc: return std::hypot(x, y) - s * 0.48f;
    case Sprite::Round: {
      const float half = static_cast<float>(kRoundPx) * 0.5f;
      return round_rect(x, y, half, half, static_cast<float>(kRoundR));
    }
    case Sprite::Arrows: return arrows_distance(x, y, s);
    case Sprite::ShapeSquare: return round_rect(x, y, R * 0.85f, R * 0.85f, 0);
    case Sprite::ShapeDiamond: return (std::fabs(x) + std::fabs(y) - R) * 0.7071f;
    case Sprite::ShapeTriangle: {  // point up; distance to the farthest of the three edges
      const float yb = R * 0.8f;
      const float e1 = y - yb;
      const float nx = 0.8944f, ny = -0.4472f;  // outward normal of the right edge (1, -2)/√5
      const float e2 = (std::fabs(x) * nx + (y + R) * ny);
      return std::max(e1, e2);
    }
    case Sprite::Spin: {  // an Archimedean swirl of two and a half turns
      const float rr = std::hypot(x, y);
      float th = std::atan2(y, x);
      if (th < 0) th += 6.2831853f;
      const float b = R / (2.5f * 6.2831853f), half = s * 0.045f;
      float best = 1e9f;
      for (int k = 0; k < 3; ++k) {
        const float t = th + 6.2831853f * static_cast<float>(k);
        if (t > 2.5f * 6.2831853f) break;
        best = std::min(best, std::fabs(rr - b * t));
      }
      return std::min(best - half, std::hypot(x - R, y) - half * 1.8f);  // a round tip
    }
    case Sprite::Dino: {  // a three-toed footprint, toes up: a heel pad and three long toes
      float d = ellipse(x, y - R * 0.58f, R * 0.26f, R * 0.24f);
      for (int k = -1; k <= 1; ++k) {
        const float a = static_cast<float>(k) * 0.6f;
        const float cs = std::cos(a), sn = std::sin(a);
        // The toe's axis runs from above the pad (0, 0.4R) outwards along (sin a, -cos a).
        const float tx = x - sn * R * 0.5f, ty = y - (R * 0.4f - cs * R * 0.5f);
        const float lx = tx * cs + ty * sn, ly = -tx * sn + ty * cs;
        d = std::min(d, ellipse(lx, ly, R * 0.11f, R * 0.52f));
      }
      return d;
    }
    default: return 1e9f;
  }
}

bool is_body(Sprite s) { return static_cast<int>(s) <= static_cast<int>(Sprite::Back); }

void sprite_size(Sprite s, int card_h, int& w, int& h) {
  if (is_body(s)) {
    const float cw = static_cast<float>(card_h) * kAspect;
    w = static_cast<int>(std::ceil(cw * (1 + 2 * kBodyPad)));
    h = static_cast<int>(std::ceil(static_cast<float>(card_h) * (1 + 2 * kBodyPad)));
  } else if (s == Sprite::Round) {
    w = h = kRoundPx;
  } else if (s == Sprite::Disc || s == Sprite::Arrows) {
    w = h = s == Sprite::Disc ? 128 : 256;  // stretched over the table's middle
  } else {
    w = h = std::max(12, static_cast<int>(static_cast<float>(card_h) * kSmallOfCard));
  }
}

}  // namespace

void set_card_look(const CardLook& look) { g_look = look; }
const CardLook& card_look() { return g_look; }

int card_sprite_height(float width, float height, float dpr) {
  const TableLayout t = layout_table(width, height, 4, 0, 7, g_look.large);
  const float css = std::max(t.hand_card.y, t.discard.h);
  const int px = static_cast<int>(css * dpr / 32.0f + 0.5f) * 32;
  return std::min(320, std::max(96, px));
}

void card_atlas_reserve(ImFontAtlas* atlas, int card_h_px) {
  g_card_h = card_h_px;
  for (int i = 0; i < static_cast<int>(Sprite::Count); ++i) {
    int w = 0, h = 0;
    sprite_size(static_cast<Sprite>(i), card_h_px, w, h);
    // One transparent texel round each sprite: ImGui packs custom rectangles edge to edge,
    // and bilinear filtering at a sprite's edge would pick up its neighbour.
    g_rects[i] = atlas->AddCustomRectRegular(w + 2, h + 2);
  }
}

void card_atlas_paint(ImFontAtlas* atlas, ImFont* logo_font) {
  unsigned char* pixels = nullptr;
  int tw = 0, th = 0;
  atlas->GetTexDataAsRGBA32(&pixels, &tw, &th);
  auto* rgba = reinterpret_cast<unsigned int*>(pixels);
  take_card_colours();
  const float card_h = static_cast<float>(g_card_h), card_w = card_h * kAspect;
  const Logo logo = make_logo(atlas, logo_font, card_w * 0.62f);
  for (int i = 0; i < static_cast<int>(Sprite::Count); ++i) {
    const Sprite s = static_cast<Sprite>(i);
    const ImFontAtlasCustomRect* r = atlas->GetCustomRectByIndex(g_rects[i]);
    const int sx0 = r->X + 1, sy0 = r->Y + 1, sw = r->Width - 2, sh = r->Height - 2;
    const float cx = static_cast<float>(sw) * 0.5f, cy = static_cast<float>(sh) * 0.5f;
    for (int y = 0; y < sh; ++y) {
      unsigned int* row = rgba + (sy0 + y) * tw + sx0;
      for (int x = 0; x < sw; ++x) {
        const float px = static_cast<float>(x) + 0.5f - cx, py = static_cast<float>(y) + 0.5f - cy;
        if (is_body(s)) {
          put(row + x, body_pixel(s, px, py, card_w, card_h, s == Sprite::Back ? &logo : nullptr));
        } else {
          const float a = cover(mark_distance(s, px, py, static_cast<float>(sw)));
          put(row + x, Rgba{1, 1, 1, a});
        }
      }
    }
    const float iw = 1.0f / static_cast<float>(tw), ih = 1.0f / static_cast<float>(th);
    g_uv[i].uv0 = ImVec2(static_cast<float>(sx0) * iw, static_cast<float>(sy0) * ih);
    g_uv[i].uv1 = ImVec2(static_cast<float>(sx0 + sw) * iw, static_cast<float>(sy0 + sh) * ih);
  }
}

const SpriteUV& sprite_uv(Sprite s) { return g_uv[static_cast<int>(s)]; }

void add_sprite(ImDrawList* dl, Sprite s, ImVec2 a, ImVec2 b, ImU32 tint) {
  const SpriteUV& uv = g_uv[static_cast<int>(s)];
  dl->PrimReserve(6, 4);
  dl->PrimRectUV(a, b, uv.uv0, uv.uv1, tint);
}

void add_round_rect(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 col, float radius) {
  const SpriteUV& uv = g_uv[static_cast<int>(Sprite::Round)];
  const float r = std::min(radius, std::min(b.x - a.x, b.y - a.y) * 0.5f);
  const float cu = (uv.uv1.x - uv.uv0.x) * static_cast<float>(kRoundR) / kRoundPx;
  const float cv = (uv.uv1.y - uv.uv0.y) * static_cast<float>(kRoundR) / kRoundPx;
  const float xs[4] = {a.x, a.x + r, b.x - r, b.x}, ys[4] = {a.y, a.y + r, b.y - r, b.y};
  const float us[4] = {uv.uv0.x, uv.uv0.x + cu, uv.uv1.x - cu, uv.uv1.x};
  const float vs[4] = {uv.uv0.y, uv.uv0.y + cv, uv.uv1.y - cv, uv.uv1.y};
  dl->PrimReserve(54, 16);
  const auto base = static_cast<ImDrawIdx>(dl->_VtxCurrentIdx);
  for (int j = 0; j < 4; ++j)
    for (int i = 0; i < 4; ++i) dl->PrimWriteVtx(ImVec2(xs[i], ys[j]), ImVec2(us[i], vs[j]), col);
  for (int j = 0; j < 3; ++j)
    for (int i = 0; i < 3; ++i) {
      const auto k = static_cast<ImDrawIdx>(base + j * 4 + i);
      dl->PrimWriteIdx(k);
      dl->PrimWriteIdx(static_cast<ImDrawIdx>(k + 1));
      dl->PrimWriteIdx(static_cast<ImDrawIdx>(k + 5));
      dl->PrimWriteIdx(k);
      dl->PrimWriteIdx(static_cast<ImDrawIdx>(k + 5));
      dl->PrimWriteIdx(static_cast<ImDrawIdx>(k + 4));
    }
}

}  // namespace app
