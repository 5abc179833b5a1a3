// Names that pass for a language's word for "you" (share/name_fold.h, issue 39).
#include <catch2/catch.hpp>

#include "share/deal.h"
#include "share/name_fold.h"

namespace sh = uno::share;

TEST_CASE("names: look-alikes of You fold to you") {
  // Cyrillic о, full-width, mathematical bold, mixed case, Greek capital upsilon.
  for (const char* name :
       {"Y\xD0\xBEu", "\xEF\xBC\xB9\xEF\xBD\x8F\xEF\xBD\x95",
        "\xF0\x9D\x90\x98\xF0\x9D\x90\xA8\xF0\x9D\x90\xAE", "yOu", "YOU", "\xCE\xA5OU", "Y0U"}) {
    INFO(name);
    CHECK(sh::fold_lookalikes(name) == "you");
    CHECK(sh::looks_like_you(name));
  }
  // Invisible characters inside, even where clean_name keeps them (a joiner between two
  // full-width letters) or before it ran (a bidi override).
  CHECK(sh::looks_like_you("\xEF\xBC\xB9\xE2\x80\x8D\xEF\xBD\x8F\xE2\x80\x8D\xEF\xBD\x95"));
  CHECK(
      sh::looks_like_you("\xE2\x80\xAE"
                         "You\xE2\x80\xAC"));
  CHECK(sh::looks_like_you("Y\xE2\x80\x8Bou"));
}

TEST_CASE("names: every language's word for you, and their look-alikes") {
  for (const char* word : {"You", "Du", "Toi", "T\xC3\xBA", "Tu", "Voc\xC3\xAA", "Jij", "Ty"}) {
    INFO(word);
    CHECK(sh::looks_like_you(word));
  }
  CHECK(sh::looks_like_you("\xD4\x81u"));                  // Cyrillic komi de
  CHECK(sh::looks_like_you("\xEF\xBC\xA4\xEF\xBD\x95"));   // full-width Du
  CHECK(sh::looks_like_you("JIJ"));                        // a capital I passes for a small l
  CHECK(sh::looks_like_you("J\xC4\xB3"));                  // J + the Dutch ij ligature
  CHECK(sh::looks_like_you("Tu\xCC\x81"));                 // Tú spelt with a combining acute
  CHECK(sh::looks_like_you("V\xD0\xBE\xD1\x81\xC3\xAA"));  // Cyrillic о and с
  CHECK(sh::looks_like_you("\xD0\xA2\xD1\x83"));           // Cyrillic Ту
}

TEST_CASE("names: names that only resemble you keep their own letters") {
  for (const char* name : {"Yuo", "Yo", "Youn", "Y ou", "Dü", "T\xC3\xB3i", "Ann", "Ty2", ""}) {
    INFO(name);
    CHECK_FALSE(sh::looks_like_you(name));
  }
  // Accents are real differences (UTS #39 keeps them): "Yóu" is not "You".
  CHECK_FALSE(sh::looks_like_you("Y\xC3\xB3u"));
  CHECK(sh::fold_lookalikes("J\xC3\xB6rg") == "j\xC3\xB6rg");
  CHECK(sh::fold_lookalikes("\xE6\x97\xA5\xE6\x9C\xAC") == "\xE6\x97\xA5\xE6\x9C\xAC");
  CHECK(sh::fold_lookalikes("Bo\xFF") == "bo\xFF");  // a broken byte stays
}
