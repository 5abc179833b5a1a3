// The language packs (core/text/text_packs.h): the tables hold English only; every other
// language is a pack the build made from its PO file (assets/i18n). A pack must give back
// every translation of its PO file exactly, and a damaged or foreign pack must be refused
// without harm.
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "app/core/text/access_strings.h"
#include "app/core/text/coach_strings.h"
#include "app/core/text/moment_strings.h"
#include "app/core/text/text_packs.h"
#include "app/packs/po_file.h"
#include "test_packs.h"

using app::Lang;
using app::TextTable;
using test_packs::read_pack;

namespace {

bool same(const char* a, const char* b) {
  if (!a || !b) return a == b;
  return std::strcmp(a, b) == 0;
}

// The pack's header line and its texts, apart.
std::string head_of(const std::string& pack) { return pack.substr(0, pack.find('\n') + 1); }
std::string body_of(const std::string& pack) { return pack.substr(pack.find('\n') + 1); }

}  // namespace

TEST_CASE("a language pack gives back every translation of its PO file") {
  REQUIRE(test_packs::load_all() == "");
  const std::vector<app::TextSlot> slots = app::text_slots();
  for (int li = 1; li < app::kLangs; ++li) {
    const auto l = static_cast<Lang>(li);
    std::ifstream in(std::string(UNO_I18N_DIR) + "/" + app::kLangPo[li] + ".po");
    std::stringstream text;
    text << in.rdbuf();
    const app::po::File po = app::po::parse(text.str());
    REQUIRE(po.error == "");
    std::map<std::string, std::string> translated;
    for (const app::po::Entry& e : po.entries) translated[e.context] = e.translation;
    int checked = 0;
    for (size_t i = 0; i < slots.size(); ++i) {
      const test_packs::Place at = test_packs::place_of(static_cast<int>(i));
      INFO(app::kLangPo[li] << " " << slots[i].name);
      REQUIRE(at.row >= 0);
      const char* got = app::pack_text(l, at.table, at.row, at.slot);
      if (!slots[i].english) {
        CHECK(got == nullptr);  // no "you" form in English: none in the pack
        continue;
      }
      REQUIRE(translated.count(slots[i].name) == 1);
      CHECK(same(got, translated[slots[i].name].c_str()));
      ++checked;
    }
    int learn = 0;  // the guided rounds' sentences: in their files (the test below)
    for (const app::po::Entry& e : po.entries) learn += e.context.rfind("learn:", 0) == 0;
    CHECK(checked + learn == static_cast<int>(po.entries.size()));
    // Outside the tables: nothing.
    CHECK(app::pack_text(l, TextTable::Strings, static_cast<int>(app::UiText::Count_), 0) ==
          nullptr);
    CHECK(app::pack_text(l, TextTable::Strings, 0, 1) == nullptr);  // strings have no "you" form
  }
  // The German pack says German things, the Polish one Polish things.
  CHECK(
      same(app::pack_text(Lang::De, TextTable::Strings, static_cast<int>(app::UiText::NewGame), 0),
           "Neues Spiel"));
  CHECK(
      same(app::pack_text(Lang::Sv, TextTable::Strings, static_cast<int>(app::UiText::NewGame), 0),
           "Nytt spel"));
  CHECK(same(app::pack_text(Lang::Pl, TextTable::Strings, static_cast<int>(app::UiText::You), 0),
             "Ty"));
  CHECK(app::pack_text(Lang::En, TextTable::Strings, 0, 0) == nullptr);  // English is built in
  CHECK(app::text_pack_file(Lang::Sv) == "lang-sv.pack");
  CHECK(app::text_pack_file(Lang::PtBr) == "lang-pt-BR.pack");
}

TEST_CASE("the PO reader: context, continued strings, escapes, flags; errors with their line") {
  const app::po::File f = app::po::parse(
      "# comment\nmsgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\n"
      "#, fuzzy, c-format\nmsgctxt \"UiText::A\"\nmsgid \"%d \\\"x\\\"\"\nmsgstr \"\"\n\"%d \"\n\"y\\n\"\n\n"
      "msgctxt \"UiText::B\"\nmsgid \"b\"\nmsgstr \"c\"\n#~ msgid \"old\"\n");
  REQUIRE(f.error == "");
  REQUIRE(f.entries.size() == 2);
  CHECK(f.entries[0].context == "UiText::A");
  CHECK(f.entries[0].id == "%d \"x\"");
  CHECK(f.entries[0].translation == "%d y\n");
  CHECK(f.entries[0].fuzzy);
  CHECK(f.entries[0].c_format);
  CHECK_FALSE(f.entries[1].fuzzy);
  CHECK(f.entries[1].translation == "c");
  CHECK(app::po::parse("msgid \"a\"\nmsgid_plural \"b\"\n").error.rfind("line 2: ", 0) == 0);
  CHECK(app::po::parse("msgid \"a\nmsgstr \"b\"\n").error.rfind("line 1: ", 0) == 0);
  CHECK(app::po::quote("a\"b\\\n") == "\"a\\\"b\\\\\\n\"");
}

TEST_CASE("a damaged, foreign or misplaced language pack is refused and nothing is loaded") {
  const std::string pack = read_pack(Lang::De);
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
  REQUIRE(test_packs::load_all() == "");  // the other tests' packs
}

TEST_CASE("the tables' check value covers the English texts") {
  // The pack carries this build's check value, which the page computes from its English.
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx",
                static_cast<unsigned long long>(app::text_tables_check()));
  CHECK(head_of(read_pack(Lang::Sv)).find(hex) != std::string::npos);
}
