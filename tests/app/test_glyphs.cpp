// Every text the game can draw on the canvas has its glyphs in the canvas font
// (core/look/glyph_ranges.h): a character outside the font's ranges is drawn as "?", as
// the curly quotes of the blank-card verdict were (issue 31).
#include <catch2/catch.hpp>

#include <cstdio>
#include <string>

#include "app/core/look/glyph_ranges.h"
#include "app/core/text/access_text_rows.h"
#include "app/core/text/coach_rows.h"
#include "app/core/text/moment_rows.h"
#include "app/core/text/string_rows.h"

namespace {

// The characters of `text` (UTF-8) the font lacks, as "U+XXXX in <text>" lines.
std::string missing(const char* text) {
  std::string out;
  if (text == nullptr) return out;
  const auto* p = reinterpret_cast<const unsigned char*>(text);
  while (*p) {
    char32_t c = *p;
    int extra = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;
    if (extra) c &= 0x3F >> extra;
    ++p;
    for (; extra > 0 && *p; --extra, ++p) c = (c << 6) | (*p & 0x3F);
    if (!app::ui_font_has(c)) {
      char code[16];
      std::snprintf(code, sizeof code, "U+%04X", static_cast<unsigned>(c));
      out += std::string(code) + " in \"" + text + "\"\n";
    }
  }
  return out;
}

template <class Rows>
std::string missing_in_rows(const Rows& rows) {
  std::string out;
  for (const auto& row : rows)
    for (int l = 0; l < app::kTextLangs; ++l) out += missing(row.text[l]);
  return out;
}

}  // namespace

TEST_CASE("every text of every table, in every language, has its glyphs in the canvas font") {
  CHECK(missing_in_rows(app::kStringRows) == "");
  CHECK(missing_in_rows(app::kAccessTextRows) == "");
  CHECK(missing_in_rows(app::kCoachRows) == "");
  CHECK(missing_in_rows(app::kMomentRows) == "");
  std::string you;
  for (const auto& row : app::kMomentRows)
    for (int l = 0; l < app::kTextLangs; ++l) you += missing(row.you[l]);
  CHECK(you == "");
}

TEST_CASE("the font check itself: curly quotes are in, an emoji is not") {
  CHECK(missing("\xE2\x80\x9C"
                "Everyone\xE2\x80\x9D") == "");
  CHECK(missing("\xF0\x9F\x98\x80") == "U+1F600 in \"\xF0\x9F\x98\x80\"\n");
}
