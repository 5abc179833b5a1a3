#include "app/ui/fonts.h"

#include <imgui.h>

#include <cmath>

#include "app/core/look/glyph_ranges.h"
#include "app/core/look/layout.h"
#include "app/core/look/theme.h"
#include "app/ui/card_atlas.h"
#include "app/ui/font_builder.h"

namespace app {
namespace {
ImFont* g_card_font = nullptr;
ImFont* g_banner_font = nullptr;
constexpr float kUiFontPx = theme::kBodyPx;
// Big card symbols are drawn up to ~80 CSS px on desktop: rasterise near that size (capped
// in device pixels, so a 3x phone does not build a huge atlas).
constexpr float kCardFontPx = 96.0f;
constexpr float kCardFontMaxDevicePx = 200.0f;
const ImWchar* const kUiRanges = kUiGlyphRanges;  // core/look/glyph_ranges.h
// Card faces need only digits, capitals and a few symbols: a small atlas even at 3x.
const ImWchar kCardRanges[] = {0x20, 0x5A, 0x21BA, 0x21BB, 0x2298, 0x2298, 0};
const ImWchar kBannerRanges[] = {0x20, 0x7E, 0xA0, 0xFF, 0};
}  // namespace

void build_fonts(float dpr, float ui_scale, int card_sprite_px) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  io.Fonts->FontBuilderIO = browser_font_builder();
  io.Fonts->Flags |= ImFontAtlasFlags_NoMouseCursors;  // the browser draws the cursor
  add_browser_font(io.Fonts, kUiFontPx * ui_scale * dpr, kUiRanges, false);
  const float card_px = kCardFontPx * ui_scale * dpr < kCardFontMaxDevicePx
                            ? kCardFontPx * ui_scale * dpr
                            : kCardFontMaxDevicePx;
  g_card_font = add_browser_font(io.Fonts, card_px, kCardRanges, true);
  // Banners ("Skip!", "Grün!", "UNO!") are drawn at 3-4x the body size: their own Latin
  // glyphs at that size keep them sharp (capped in device pixels like the card font).
  const float banner_px = theme::kBodyPx * theme::kBanner * ui_scale * dpr;
  g_banner_font = add_browser_font(
      io.Fonts, banner_px < kCardFontMaxDevicePx ? banner_px : kCardFontMaxDevicePx, kBannerRanges,
      true);
  io.FontGlobalScale = 1.0f / dpr;
  // The card art shares the font texture: cards and text draw in the same batch.
  card_atlas_reserve(io.Fonts, card_sprite_px);
  io.Fonts->Build();
  card_atlas_paint(io.Fonts, g_card_font);
}

ImFont* card_font() { return g_card_font; }
ImFont* banner_font() { return g_banner_font; }

bool rebuild_fonts_if_needed(float width, float height, float dpr) {
  // What the atlas was last built for.
  static float built_dpr = 0.0f, built_scale = 0.0f;
  static int built_card_px = 0;
  static CardLook built_look;
  const float scale = ui_metrics(width, height).scale;
  const int card_px = card_sprite_height(width, height, dpr);
  if (std::fabs(dpr - built_dpr) < 0.01f && std::fabs(scale - built_scale) < 0.01f &&
      card_px == built_card_px && card_look() == built_look)
    return false;
  built_look = card_look();
  built_dpr = dpr;
  built_scale = scale;
  built_card_px = card_px;
  build_fonts(dpr, scale, card_px);
  return true;
}

}  // namespace app
