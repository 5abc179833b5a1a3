// The language packs (core/text/text_packs.h): the web build's wasm holds English only and loads
// German and Swedish from packs made from the full tables. A pack must give back every
// row's text exactly, and a damaged or foreign pack must be refused without harm.
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstring>
#include <string>

#include "app/core/text/access_text_rows.h"
#include "app/core/text/coach_rows.h"
#include "app/core/text/moment_rows.h"
#include "app/core/text/string_rows.h"
#include "app/core/text/text_packs.h"

using app::Lang;
using app::TextTable;

namespace {

bool same(const char* a, const char* b) {
  if (!a || !b) return a == b;
  return std::strcmp(a, b) == 0;
}

// Every slot of every table in `l` equals the pack's text (counting the rows checked).
template <class Rows>
int check_rows(const Rows& rows, TextTable t, Lang l) {
  int checked = 0;
  for (const auto& r : rows) {
    const int row = static_cast<int>(r.key);
    INFO("table " << static_cast<int>(t) << " row " << row);
    CHECK(same(app::pack_text(l, t, row, 0), r.text[static_cast<int>(l)]));
    if constexpr (requires { r.you; })
      CHECK(same(app::pack_text(l, t, row, 1), r.you[static_cast<int>(l)]));
    ++checked;
  }
  return checked;
}

// The pack's header line and its texts, apart.
std::string head_of(const std::string& pack) { return pack.substr(0, pack.find('\n') + 1); }
std::string body_of(const std::string& pack) { return pack.substr(pack.find('\n') + 1); }

}  // namespace

TEST_CASE("a language pack gives back every text of every table") {
  app::unload_text_packs();
  for (Lang l : {Lang::De, Lang::Sv}) {
    const std::string pack = app::build_text_pack(l);
    REQUIRE(app::load_text_pack(l, pack).empty());
    int rows = check_rows(app::kStringRows, TextTable::Strings, l);
    rows += check_rows(app::kAccessTextRows, TextTable::Access, l);
    rows += check_rows(app::kMomentRows, TextTable::Moments, l);
    rows += check_rows(app::kCoachRows, TextTable::Coach, l);
    CHECK(rows == static_cast<int>(app::S::Count_) + static_cast<int>(app::AS::Count_) +
                      static_cast<int>(app::M::Count_) + static_cast<int>(app::C::Count_));
    // Outside the tables: nothing.
    CHECK(app::pack_text(l, TextTable::Strings, static_cast<int>(app::S::Count_), 0) == nullptr);
    CHECK(app::pack_text(l, TextTable::Strings, 0, 1) == nullptr);  // strings have no "you" form
  }
  // The German pack says German things, the Swedish one Swedish things.
  CHECK(same(app::pack_text(Lang::De, TextTable::Strings, static_cast<int>(app::S::NewGame), 0),
             "Neues Spiel"));
  CHECK(same(app::pack_text(Lang::Sv, TextTable::Strings, static_cast<int>(app::S::NewGame), 0),
             "Nytt spel"));
  CHECK(app::pack_text(Lang::En, TextTable::Strings, 0, 0) == nullptr);  // English is built in
  CHECK(app::text_pack_file(Lang::Sv) == "lang-sv.pack");
  app::unload_text_packs();
}

TEST_CASE("a damaged, foreign or misplaced language pack is refused and nothing is loaded") {
  const std::string pack = app::build_text_pack(Lang::De);
  const std::string head = head_of(pack), body = body_of(pack);
  auto refused = [](Lang l, const std::string& bytes) {
    app::unload_text_packs();
    const std::string why = app::load_text_pack(l, bytes);
    const bool nothing = app::pack_text(l, TextTable::Strings, 0, 0) == nullptr;
    return !why.empty() && nothing;
  };
  REQUIRE_FALSE(refused(Lang::De, pack));  // the real one loads
  // A pack whose header carries the right hash of a changed body: refused for that change.
  auto rehashed = [](std::string h, const std::string& b) {
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx",
                  static_cast<unsigned long long>(app::text_pack_hash(b)));
    h.replace(h.size() - 17, 16, hex);  // the last field, before the newline
    return h + b;
  };
  REQUIRE_FALSE(refused(Lang::De, rehashed(head, body)));

  SECTION("one byte changed anywhere in the texts (it showed as broken UTF-8)") {
    for (size_t at : {size_t{0}, body.size() / 3, body.size() / 2, body.size() - 2}) {
      std::string other = body;
      other[at] = static_cast<char>(other[at] ^ 0x40);
      INFO("byte " << at);
      CHECK(refused(Lang::De, head + other));
    }
  }

  SECTION("cut short, anywhere") {
    for (size_t n : {size_t{0}, size_t{5}, head.size() - 1, head.size(), head.size() + 1,
                     pack.size() / 2, pack.size() - 2, pack.size() - 1}) {
      INFO("cut at " << n << " of " << pack.size());
      CHECK(refused(Lang::De, pack.substr(0, n)));
    }
  }
  SECTION("texts left over") {
    CHECK(refused(Lang::De, rehashed(head, body + std::string("Extra", 6))));
  }
  SECTION("another language's pack") {
    CHECK(refused(Lang::Sv, pack));
    CHECK(refused(Lang::En, pack));
  }
  SECTION("another build's tables (another check value)") {
    std::string other = head;
    const size_t at = other.find(' ', other.find(' ', other.find(' ') + 1) + 1) + 1;  // the check
    other[at] = other[at] == '0' ? '1' : '0';
    CHECK(refused(Lang::De, other + body));
  }
  SECTION("another format version") {
    std::string other = head;
    other.replace(other.find(" 2 "), 3, " 3 ");
    CHECK(refused(Lang::De, other + body));
  }
  SECTION("a text taking other arguments than its English one (a printf format)") {
    std::string other = body;
    const size_t at = other.find("%d");
    REQUIRE(at != std::string::npos);
    other[at + 1] = 's';
    CHECK(refused(Lang::De, rehashed(head, other)));
  }
  SECTION("a text left empty") {
    const size_t first_end = body.find('\0');
    CHECK(refused(Lang::De, rehashed(head, body.substr(first_end))));  // the first text emptied
  }
  SECTION("not a pack at all") {
    CHECK(refused(Lang::De, "<!doctype html><html>404</html>\n"));
    CHECK(refused(Lang::De, ""));
  }
  app::unload_text_packs();
}

TEST_CASE("the tables' check value covers the English texts") {
  // The pack carries this build's check value, which the page computes from its English.
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx",
                static_cast<unsigned long long>(app::text_tables_check()));
  CHECK(head_of(app::build_text_pack(Lang::Sv)).find(hex) != std::string::npos);
}
