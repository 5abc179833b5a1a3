#include <catch2/catch.hpp>

#include <cstring>

#include "app/core/app/url_params.h"
#include "app/core/text/strings.h"

TEST_CASE("every string exists in every language") {
  for (int i = 0; i < static_cast<int>(app::UiText::Count_); ++i)
    for (int l = 0; l < app::kLangs; ++l) {
      const char* t = app::tr(static_cast<app::UiText>(i), static_cast<app::Lang>(l));
      REQUIRE(t != nullptr);
      CHECK(std::strlen(t) > 0);
    }
}

TEST_CASE("browser language tags pick the language") {
  CHECK(app::language_from_tag("de-DE") == app::Lang::De);
  CHECK(app::language_from_tag("sv") == app::Lang::Sv);
  CHECK(app::language_from_tag("en-US") == app::Lang::En);
  // The whole tag first, then its language; a language the game lacks is English.
  CHECK(app::language_from_tag("pt-BR") == app::Lang::PtBr);
  CHECK(app::language_from_tag("pt_br") == app::Lang::PtBr);
  CHECK(app::language_from_tag("pt-PT") == app::Lang::PtBr);
  CHECK(app::language_from_tag("fr-CA") == app::Lang::Fr);
  CHECK(app::language_from_tag("pl") == app::Lang::Pl);
  CHECK(app::language_from_tag("nl-BE") == app::Lang::Nl);
  CHECK(app::language_from_tag("es-419") == app::Lang::Es);
  CHECK(app::language_from_tag("it") == app::Lang::It);
  CHECK(app::language_from_tag("nb-NO") == app::Lang::En);
  CHECK(app::language_from_tag("p") == app::Lang::En);
  CHECK(app::language_from_tag("frx") == app::Lang::En);
  CHECK(app::language_from_tag("fr") == app::Lang::Fr);
  CHECK(app::language_from_tag("") == app::Lang::En);
}

TEST_CASE("the URL fragment gives seed, language and speed") {
  const auto p = app::parse_url_fragment("#seed=123&lang=sv&speed=fast&x=1");
  REQUIRE(p.seed);
  CHECK(*p.seed == 123);
  CHECK(p.lang == "sv");
  CHECK(p.speed == "fast");
  CHECK_FALSE(app::parse_url_fragment("#seed=12a").seed);
  CHECK_FALSE(app::parse_url_fragment("").seed);
}
