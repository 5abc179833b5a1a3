// Seat names on every way to the table (issue 39): typed, a deal or replay link, the saved
// game and the saved start-screen setup. None may pass for "You" (look-alike letters,
// full-width, invisible characters) or carry bidirectional controls; the one human here is
// "You", and with two humans nobody is.
#include <catch2/catch.hpp>

#include <string>

#include "app/access/access_model.h"
#include "app/core/app/app_core.h"
#include "app/core/match/table_words.h"
#include "app/core/store/save_store.h"
#include "share/name_fold.h"
#include "share/share.h"
#include "test_storage.h"

using Kind = uno::share::Player;
namespace sh = uno::share;

namespace {

const char* const kCyrillicYou = "Y\xD0\xBEu";                                    // Yоu
const char* const kFullWidthYou = "\xEF\xBC\xB9\xEF\xBD\x8F\xEF\xBD\x95";         // Ｙｏｕ
const char* const kBoldYou = "\xF0\x9D\x90\x98\xF0\x9D\x90\xA8\xF0\x9D\x90\xAE";  // 𝐘𝐨𝐮
const char* const kBidiYou =
    "\xE2\x81\xA7\xEF\xBC\xB9\xEF\xBC\xAF\xEF\xBC\xB5\xE2\x81\xA9";  // ＹＯＵ in an isolate
const char* const kHiddenYou = "Y\xE1\xA0\x8Bou";  // a Mongolian variation selector inside

bool has_bidi(const std::string& s) {
  for (const char* c : {"\xE2\x80\xAA", "\xE2\x80\xAB", "\xE2\x80\xAC", "\xE2\x80\xAD",
                        "\xE2\x80\xAE", "\xE2\x81\xA6", "\xE2\x81\xA7", "\xE2\x81\xA8",
                        "\xE2\x81\xA9", "\xE2\x80\x8E", "\xE2\x80\x8F", "\xD8\x9C"})
    if (s.find(c) != std::string::npos) return true;
  return false;
}

// The seats the table calls "you": its label, or a name that passes for the word (judged by
// the share library's fold, tests/share/test_name_fold.cpp, not by the app's own check).
std::vector<int> yous(const app::Session& s) {
  std::vector<int> out;
  for (int k = 0; k < s.seats(); ++k) {
    CHECK_FALSE(has_bidi(s.name(k)));
    if (sh::looks_like_you(app::label(s.who(k)))) out.push_back(k);
  }
  return out;
}

}  // namespace

TEST_CASE("names: typed look-alikes of the shown language's you take the seat's default") {
  clear_storage();
  app::set_language(app::Lang::En);
  app::AppCore core(test_host());
  core.init(app::StartupInputs{"", "en", 0});          // true for links only
  app::StartSetup setup = core.setup();                // StartSetup's own rules, on a copy
  const std::string bot = setup.deal().seats[1].name;  // the seat's default
  for (const char* typed : {kCyrillicYou, kFullWidthYou, kBoldYou, "yOu", kBidiYou, kHiddenYou}) {
    INFO(typed);
    setup.set_name(1, typed);
    CHECK(setup.deal().seats[1].name == bot);
  }
  setup.set_name(1, "Ann");
  CHECK(setup.deal().seats[1].name == "Ann");

  // German: "Du" and its look-alikes (full-width, a Cyrillic komi de).
  app::set_language(app::Lang::De);
  setup.follow_language();
  const std::string de_bot = setup.deal().seats[2].name;
  for (const char* typed : {"\xEF\xBC\xA4\xEF\xBD\x95", "\xD4\x81u", "dU"}) {
    INFO(typed);
    setup.set_name(2, typed);
    CHECK(setup.deal().seats[2].name == de_bot);
  }
  app::set_language(app::Lang::En);
  clear_storage();
}

TEST_CASE("names: a deal or replay link's bot named like You is not a second You") {
  clear_storage();
  app::set_language(app::Lang::En);
  sh::Deal d = sh::make_deal("classic", 3, 77);
  d.seats[1].name = kCyrillicYou;
  d.seats[2].name = kFullWidthYou;
  d.seats[3].name =
      "\xE2\x80\xAE"
      "Bob";  // a right-to-left override
  const auto link = sh::encode_deal_link(d);
  REQUIRE(link);
  app::AppCore core(test_host());
  REQUIRE(core.init(app::StartupInputs{"#" + *link, "en", 0}));
  CHECK(yous(core.session()) == std::vector<int>{0});
  CHECK(std::string(core.session().name(1)) == app::bot_default_name(1));
  CHECK(std::string(core.session().name(2)) == app::bot_default_name(2));
  CHECK(std::string(core.session().name(3)) == "Bob");

  const auto replay = sh::encode_replay_link(d, {});
  REQUIRE(replay);
  app::AppCore viewer(test_host());
  REQUIRE(viewer.init(app::StartupInputs{"#" + *replay, "en", 0}));
  CHECK(yous(viewer.session()) == std::vector<int>{0});
  clear_storage();
}

TEST_CASE("names: a saved game and a saved setup come back with one You and no bidi") {
  clear_storage();
  app::set_language(app::Lang::En);
  sh::Deal game = sh::make_deal("classic", 3, 5);
  game.seats[0].name = "Ann";
  game.seats[1].name = "You";  // a computer
  game.seats[2].name =
      "Bo\xE2\x80\xAE"
      "b";
  game.seats[3].name = kBoldYou;
  sh::Deal setup = game;
  setup.seats[3].name = kCyrillicYou;
  {
    app::SaveStore store;
    REQUIRE(store.load());
    store.set_game(game, {});
    app::Settings st;
    st.setup = setup;
    store.set_settings(st);
  }
  app::AppCore core(test_host());
  core.init(app::StartupInputs{"", "en", 0});  // true for links only
  REQUIRE(core.session().active());
  CHECK(yous(core.session()) == std::vector<int>{0});  // the human
  CHECK(std::string(core.session().name(1)) == app::bot_default_name(1));
  CHECK(std::string(core.session().name(2)) == "Bob");
  const sh::Deal& shown = core.setup().deal();
  for (std::size_t k = 1; k < shown.seats.size(); ++k) {
    INFO(k);
    CHECK_FALSE(sh::looks_like_you(shown.seats[k].name));
    CHECK_FALSE(has_bidi(shown.seats[k].name));
  }

  // Two humans here: nobody is "You", whatever the save called them.
  game.seats[1].player = Kind::Human;
  clear_storage();
  {
    app::SaveStore store;
    REQUIRE(store.load());
    store.set_game(game, {});
  }
  app::AppCore two(test_host());
  two.init(app::StartupInputs{"", "en", 0});
  REQUIRE(two.session().active());
  CHECK(yous(two.session()).empty());
  clear_storage();
}

TEST_CASE("names: no default name passes for you, in any language") {
  // with_default_names gives these to seats whose names were refused: they must not be.
  for (int l = 0; l < app::kLangs; ++l) {
    app::set_language(static_cast<app::Lang>(l));
    INFO(app::kLangTags[l]);
    for (int seat = 0; seat < uno::kMaxSeats; ++seat) {
      CHECK_FALSE(sh::looks_like_you(app::bot_default_name(seat)));
      CHECK_FALSE(sh::looks_like_you(app::player_default_name(seat + 1)));
    }
    CHECK(sh::looks_like_you(app::tr(app::UiText::You)));
  }
  app::set_language(app::Lang::En);
}
