// The UI font: an embedded DejaVu Sans subset, rebuilt when the pixel density changes.
#pragma once

struct ImFont;

namespace app {

// Builds the font atlas for the given device pixel ratio so text stays sharp: glyphs
// are rasterised at size×scale×dpr and drawn at 1/dpr scale, so the UI font is
// theme::kBodyPx × `ui_scale` CSS px (UiMetrics::scale: larger on large screens).
void build_fonts(float device_pixel_ratio, float ui_scale);

// The large font used for numbers on cards.
ImFont* card_font();

}  // namespace app
