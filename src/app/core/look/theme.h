// The look, decided once: palettes, type scale and spacing (docs/theme.md shows them).
// Views take every colour and size from here, scaled by UiMetrics::scale (layout.h).
// Plain numbers (no ImGui), so the core and its tests can use them too.
#pragma once

#include <cstdint>

namespace app::theme {

// 8-bit RGBA. ui/ converts with a helper (col()) to ImGui's packed colours.
struct Rgba {
  std::uint8_t r = 0, g = 0, b = 0, a = 255;
  constexpr Rgba with_alpha(std::uint8_t alpha) const { return {r, g, b, alpha}; }
  friend constexpr bool operator==(const Rgba&, const Rgba&) = default;
};

// Every colour the views use. Two palettes: the standard green card table, and a high-
// contrast one (black felt, white ink, yellow focus; text at least 7:1 against what it
// sits on, tested in tests/app/test_look.cpp).
struct Palette {
  Rgba felt_dark;     // page background, outside the felt
  Rgba felt;          // the oval around the piles
  Rgba felt_edge;     // the oval's rim (transparent: none)
  Rgba panel;         // dialogs and windows
  Rgba button;        // buttons at rest
  Rgba button_hover;  // pointer over a button
  Rgba button_on;     // a chosen option, a pressed button
  Rgba frame;         // check boxes and text fields
  Rgba border;        // outlines of buttons, fields and windows (transparent: none)
  Rgba accent;        // whose turn, selection, headings
  Rgba accent_soft;   // accent outline, playable glow
  Rgba focus;         // the keyboard focus ring
  Rgba ink;           // text on dark
  Rgba ink_muted;     // secondary text on dark
  Rgba ink_dark;      // text on the accent
  Rgba danger;        // UNO, caught, penalties (filled behind white text)
  Rgba warn;          // catch buttons (filled behind white text)
  Rgba scrim;         // behind a dialog
  Rgba shade;         // behind ticker lines and banners
  Rgba card[4];       // card fields: red, yellow, green, blue
  Rgba card_ink[4];   // the corner symbol and letter on each field
  Rgba card_mark[4];  // the big symbol on the white oval (a light field's colour vanishes)
  Rgba card_wild;     // a wild card's black field
  float border_px;    // outline width at UI scale 1 (0: none)
};

inline constexpr Palette kStandard{
    .felt_dark = {10, 58, 36},
    .felt = {14, 84, 50},
    .felt_edge = {0, 0, 0, 0},
    .panel = {15, 51, 33},
    .button = {38, 107, 71},
    .button_hover = {56, 140, 92},
    .button_on = {204, 140, 26},
    .frame = {26, 77, 51},
    .border = {0, 0, 0, 0},
    .accent = {250, 210, 60},
    .accent_soft = {255, 240, 150},
    .focus = {120, 220, 255},
    .ink = {240, 240, 240},
    .ink_muted = {200, 220, 200},
    .ink_dark = {20, 20, 20},
    .danger = {220, 40, 40},
    .warn = {230, 128, 26},
    .scrim = {0, 0, 0, 110},
    .shade = {0, 0, 0, 170},
    .card = {{215, 38, 45}, {240, 196, 25}, {56, 160, 72}, {30, 100, 200}},
    .card_ink = {{255, 255, 255}, {255, 255, 255}, {255, 255, 255}, {255, 255, 255}},
    .card_mark = {{215, 38, 45}, {240, 196, 25}, {56, 160, 72}, {30, 100, 200}},
    .card_wild = {24, 24, 28},
    .border_px = 0.0f,
};

inline constexpr Palette kHighContrast{
    .felt_dark = {0, 0, 0},
    .felt = {18, 18, 18},
    .felt_edge = {255, 255, 255},
    .panel = {0, 0, 0},
    .button = {0, 0, 0},
    .button_hover = {50, 50, 50},
    .button_on = {0, 70, 170},
    .frame = {0, 0, 0},
    .border = {255, 255, 255},
    .accent = {255, 230, 0},
    .accent_soft = {255, 255, 255},
    .focus = {255, 230, 0},
    .ink = {255, 255, 255},
    .ink_muted = {235, 235, 235},
    .ink_dark = {0, 0, 0},
    .danger = {170, 0, 0},
    .warn = {140, 60, 0},
    .scrim = {0, 0, 0, 200},
    .shade = {0, 0, 0, 235},
    .card = {{180, 0, 0}, {255, 220, 0}, {0, 100, 0}, {0, 60, 200}},
    .card_ink = {{255, 255, 255}, {0, 0, 0}, {255, 255, 255}, {255, 255, 255}},
    .card_mark = {{180, 0, 0}, {0, 0, 0}, {0, 100, 0}, {0, 60, 200}},
    .card_wild = {0, 0, 0},
    .border_px = 2.0f,
};

// The palette in force (the high-contrast setting switches it once a frame).
inline Palette g_palette = kStandard;
inline const Palette& palette() { return g_palette; }
inline void set_high_contrast(bool on) { g_palette = on ? kHighContrast : kStandard; }
inline bool high_contrast() { return g_palette.border_px > 0.0f; }

// The palette's colours under their old constant names: they follow set_high_contrast().
inline const Rgba& kFeltDark = g_palette.felt_dark;
inline const Rgba& kFelt = g_palette.felt;
inline const Rgba& kPanel = g_palette.panel;
inline const Rgba& kButton = g_palette.button;
inline const Rgba& kButtonHover = g_palette.button_hover;
inline const Rgba& kAccent = g_palette.accent;
inline const Rgba& kAccentSoft = g_palette.accent_soft;
inline const Rgba& kInk = g_palette.ink;
inline const Rgba& kInkMuted = g_palette.ink_muted;
inline const Rgba& kInkDark = g_palette.ink_dark;
inline const Rgba& kDanger = g_palette.danger;
inline const Rgba& kWarn = g_palette.warn;
inline const Rgba& kScrim = g_palette.scrim;
inline const Rgba& kShade = g_palette.shade;

// WCAG 2 contrast ratio of two opaque colours (1 to 21; 7 is AAA for body text).
double contrast_ratio(Rgba a, Rgba b);
// `top` (with its alpha) laid over the opaque `under`.
Rgba over(Rgba top, Rgba under);

// Type scale in CSS px at UI scale 1 (the UI font is DejaVu Sans).
inline constexpr float kBodyPx = 18.0f;  // everything by default
inline constexpr float kSmall = 0.85f;   // counts, secondary lines (x body)
inline constexpr float kTitle = 1.25f;   // dialog titles (x body)
inline constexpr float kBanner = 3.0f;   // effect banners: "Skip!", "+2!" (x body)
inline constexpr float kCallout = 4.0f;  // the UNO call-out and the win celebration (x body)

// Spacing in CSS px at UI scale 1.
inline constexpr float kSpaceXs = 4.0f;
inline constexpr float kSpaceS = 8.0f;
inline constexpr float kSpaceM = 12.0f;
inline constexpr float kSpaceL = 20.0f;
inline constexpr float kRadius = 10.0f;       // buttons, badges, dialogs
inline constexpr float kTouchTarget = 44.0f;  // the smallest thing a finger must hit

}  // namespace app::theme
