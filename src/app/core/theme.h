// The look, decided once: palette, type scale and spacing (docs/theme.md shows them).
// Views take every colour and size from here, scaled by UiMetrics::scale (layout.h).
// Plain numbers (no ImGui), so the core and its tests can use them too.
#pragma once

#include <cstdint>

namespace app::theme {

// 8-bit RGBA. ui/ converts with a helper (col()) to ImGui's packed colours.
struct Rgba {
  std::uint8_t r = 0, g = 0, b = 0, a = 255;
  constexpr Rgba with_alpha(std::uint8_t alpha) const { return {r, g, b, alpha}; }
};

// Palette: a green card table, white ink, one warm accent for "your attention here".
inline constexpr Rgba kFeltDark{10, 58, 36};       // page background, outside the felt
inline constexpr Rgba kFelt{14, 84, 50};           // the oval around the piles
inline constexpr Rgba kPanel{15, 51, 33};          // dialogs and windows
inline constexpr Rgba kButton{38, 107, 71};        // buttons at rest
inline constexpr Rgba kButtonHover{56, 140, 92};   // pointer over a button
inline constexpr Rgba kAccent{250, 210, 60};       // whose turn, selection, headings
inline constexpr Rgba kAccentSoft{255, 240, 150};  // accent outline, playable glow
inline constexpr Rgba kInk{240, 240, 240};         // text on dark
inline constexpr Rgba kInkMuted{200, 220, 200};    // secondary text on dark
inline constexpr Rgba kInkDark{20, 20, 20};        // text on the accent
inline constexpr Rgba kDanger{220, 40, 40};        // UNO, caught, penalties
inline constexpr Rgba kWarn{230, 128, 26};         // catch buttons
inline constexpr Rgba kScrim{0, 0, 0, 110};        // behind a dialog
inline constexpr Rgba kShade{0, 0, 0, 170};        // behind ticker lines and banners

// Type scale in CSS px at UI scale 1 (the UI font is DejaVu Sans).
inline constexpr float kBodyPx = 18.0f;  // everything by default
inline constexpr float kSmall = 0.85f;   // counts, secondary lines (x body)
inline constexpr float kTitle = 1.25f;   // dialog titles (x body)
inline constexpr float kBanner = 2.4f;   // effect banners: "Skip!", "+2!" (x body)
inline constexpr float kCallout = 4.0f;  // the UNO call-out and the win celebration (x body)

// Spacing in CSS px at UI scale 1.
inline constexpr float kSpaceXs = 4.0f;
inline constexpr float kSpaceS = 8.0f;
inline constexpr float kSpaceM = 12.0f;
inline constexpr float kSpaceL = 20.0f;
inline constexpr float kRadius = 10.0f;       // buttons, badges, dialogs
inline constexpr float kTouchTarget = 44.0f;  // the smallest thing a finger must hit

}  // namespace app::theme
