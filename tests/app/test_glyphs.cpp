// Every text the game can draw on the canvas has its glyphs in the canvas font
// (core/look/glyph_ranges.h): a character outside the font's ranges is drawn as "?", as
// the curly quotes of the blank-card verdict were (issue 31).
#include <catch2/catch.hpp>

#include <cstdio>
#include <string>

#include "app/core/look/glyph_ranges.h"
#include "app/core/text/access_strings.h"
#include "app/core/text/coach_strings.h"
#include "app/core/text/moment_strings.h"
#include "app/core/text/strings.h"
#include "app/core/text/text_packs.h"
#include "test_packs.h"

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

}  // namespace

TEST_CASE("every text of every table, in every language, has its glyphs in the canvas font") {
  std::string out;
  for (const app::TextSlot& slot : app::text_slots()) out += missing(slot.english);
  CHECK(out == "");
  // The translations: every slot of every pack the build made from assets/i18n.
  REQUIRE(test_packs::load_all() == "");
  const int slots = static_cast<int>(app::text_slots().size());
  // The tables' layout covers every slot, and no more.
  CHECK(test_packs::place_of(slots - 1).row >= 0);
  CHECK(test_packs::place_of(slots).row == -1);
  for (int li = 1; li < app::kLangs; ++li) {
    std::string lang;
    for (int i = 0; i < slots; ++i) {
      const test_packs::Place at = test_packs::place_of(i);
      lang += missing(app::pack_text(static_cast<app::Lang>(li), at.table, at.row, at.slot));
    }
    INFO(app::kLangPo[li]);
    CHECK(lang == "");
  }
  // The languages' own names on the language choice.
  for (const char* name : app::kLangNames) CHECK(missing(name) == "");
}

TEST_CASE("the font check itself: curly quotes are in, an emoji is not") {
  CHECK(missing("\xE2\x80\x9C"
                "Everyone\xE2\x80\x9D") == "");
  CHECK(missing("\xF0\x9F\x98\x80") == "U+1F600 in \"\xF0\x9F\x98\x80\"\n");
}
