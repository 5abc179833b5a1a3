// The web build's way to its texts, natively: the table code compiled with UNO_TEXT_PACKS
// (English only in the binary, as in uno.wasm) and the packs make_text_packs wrote from the
// full tables. Before a pack is loaded its language cannot be switched to and English
// stands in; after, the lookups give the German and Swedish texts, "you" forms included.
#include <catch2/catch.hpp>

#include <fstream>
#include <iterator>
#include <string>

#include "app/core/match/table_words.h"  // Who
#include "app/core/text/coach_strings.h"
#include "app/core/text/moment_strings.h"
#include "app/core/text/strings.h"
#include "app/core/text/text_packs.h"

#ifndef UNO_TEXT_PACKS
#error "these tests check the web build's pack mode"
#endif

using app::Lang;
using app::MomentText;
using app::UiText;

namespace {

std::string read_pack(Lang l) {
  std::ifstream in(std::string(UNO_TEST_PACK_DIR) + "/" + app::text_pack_file(l), std::ios::binary);
  REQUIRE(in);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("pack mode: English is built in, German waits for its pack") {
  app::unload_text_packs();
  app::set_language(Lang::En);
  CHECK(app::text_pack_ready(Lang::En));
  CHECK_FALSE(app::text_pack_ready(Lang::De));
  app::set_language(Lang::De);  // not loaded: refused, the texts stay English
  CHECK(app::language() == Lang::En);
  CHECK(std::string(app::tr(UiText::NewGame, Lang::De)) == "New game");
  CHECK(std::string(app::tr(MomentText::BlockedSkipFmt, Lang::De, true)).rfind("You block", 0) ==
        0);

  REQUIRE(app::load_text_pack(Lang::De, read_pack(Lang::De)).empty());
  CHECK(app::text_pack_ready(Lang::De));
  CHECK_FALSE(app::text_pack_ready(Lang::Sv));
  app::set_language(Lang::De);
  CHECK(app::language() == Lang::De);
  CHECK(std::string(app::tr(UiText::NewGame)) == "Neues Spiel");
  CHECK(app::fmt(UiText::PointsFmt, 500) == "500 Punkte");
  CHECK(std::string(app::tr(app::CoachText::Hint)) == "Tipp");
  // Person rows: the "you" form where there is one, the third person with "Du" otherwise.
  CHECK(app::say(MomentText::BlockedSkipFmt, app::Who{"Bo"}) ==
        "Bo blockt das Aussetzen mit \xE2\x80\x9ELauf!\xE2\x80\x9C: niemand setzt aus.");
  CHECK(app::say(MomentText::BlockedSkipFmt, app::Who{"Du", true}) ==
        "Du blockst das Aussetzen mit \xE2\x80\x9ELauf!\xE2\x80\x9C: niemand setzt aus.");
  CHECK(app::say(MomentText::NextTurnFmt, app::Who{"Ada"}) == "Ada ist dran.");
  CHECK(app::say(MomentText::NextTurnFmt, app::Who{"Du", true}) == "Du bist dran.");
  // A row without a "you" form gives its text.
  CHECK(std::string(app::tr(MomentText::PendingDrawTwoFmt, Lang::De, true)) ==
        "%s hat dir Zieh Zwei gegeben (+%d).");

  REQUIRE(app::load_text_pack(Lang::Sv, read_pack(Lang::Sv)).empty());
  app::set_language(Lang::Sv);
  CHECK(std::string(app::tr(UiText::NewGame)) == "Nytt spel");
  CHECK(std::string(app::tr(UiText::You)) == "Du");
  app::set_language(Lang::En);
  CHECK(std::string(app::tr(UiText::NewGame)) == "New game");
  app::unload_text_packs();
}

TEST_CASE("pack mode: a refused pack leaves the language unavailable") {
  app::unload_text_packs();
  app::set_language(Lang::En);
  std::string pack = read_pack(Lang::Sv);
  CHECK_FALSE(app::load_text_pack(Lang::De, pack).empty());  // Swedish bytes for German
  pack.resize(pack.size() / 2);
  CHECK_FALSE(app::load_text_pack(Lang::Sv, pack).empty());
  CHECK_FALSE(app::text_pack_ready(Lang::De));
  CHECK_FALSE(app::text_pack_ready(Lang::Sv));
  app::set_language(Lang::Sv);
  CHECK(app::language() == Lang::En);
  CHECK(std::string(app::tr(UiText::NewGame, Lang::Sv)) == "New game");
}
