// The UI fonts: glyphs the browser draws (font_builder.h), rebuilt when the pixel density changes.
#pragma once

struct ImFont;

namespace app {

// Builds the font atlas for the given device pixel ratio so text stays sharp: glyphs
// are rasterised at size×scale×dpr and drawn at 1/dpr scale, so the UI font is
// theme::kBodyPx × `ui_scale` CSS px (UiMetrics::scale: larger on large screens). The card
// art (card_atlas.h) is painted into the same texture, its cards `card_sprite_px` device
// pixels high.
void build_fonts(float device_pixel_ratio, float ui_scale, int card_sprite_px);

// Builds the atlas again when the window's CSS size (through the UI scale and the card
// size) or the pixel density asks for other glyphs or card art, or the cards' look changed
// (a zoom, a rotated phone, high contrast). True when it did: the texture must be uploaded.
bool rebuild_fonts_if_needed(float width, float height, float device_pixel_ratio);

// The large font used for numbers on cards.
ImFont* card_font();
// The large Latin font of the effect banners (core/motion/banner.h).
ImFont* banner_font();

}  // namespace app
