// The characters the canvas font has (ui/fonts.cpp builds its atlas from these ranges): a
// character outside them is drawn as "?". Kept here, as plain data, so a native test can
// check that every text of every table is drawable (tests/app/test_glyphs.cpp). Each range
// costs atlas space and start-up time, not download.
#pragma once

namespace app {

// Pairs of first and last code point, ended by 0 (ImGui's glyph-range format).
inline constexpr unsigned short kUiGlyphRanges[] = {
    0x0020, 0x007E,  // Basic Latin
    0x00A0, 0x00FF,  // Latin-1 (not its control codes): ä ö ü ß å é ç ã õ ñ ¿ ¡ « » ...
    0x0104, 0x0107,  // Ą ą Ć ć (Polish)
    0x0118, 0x0119,  // Ę ę
    0x0141, 0x0144,  // Ł ł Ń ń
    0x0152, 0x0153,  // Œ œ (French)
    0x015A, 0x015B,  // Ś ś
    0x0179, 0x017C,  // Ź ź Ż ż
    0x2013, 0x2014,  // – — (status hints, Polish dashes)
    0x2018, 0x201E,  // ‘ ’ ‚ “ ” „ (quotes: German „…“, English “…”)
    0x2026, 0x2026,  // … ("thinking…")
    0x2190, 0x2190,  // ← replay step back
    0x2192, 0x2192,  // → replay step forward
    0x21BA, 0x21BB,  // ↺ ↻ play direction, Reverse
    0x2298, 0x2298,  // ⊘ Skip
    0x25B6, 0x25B6,  // ▶ replay play
    0x2605, 0x2605,  // ★ winner
    0x2713, 0x2713,  // ✓ UNO called
    0,
};

inline constexpr bool ui_font_has(char32_t c) {
  for (int i = 0; kUiGlyphRanges[i] != 0; i += 2)
    if (c >= kUiGlyphRanges[i] && c <= kUiGlyphRanges[i + 1]) return true;
  return false;
}

}  // namespace app
