// The language packs' maker (core/text/text_packs.h), built natively and (for the web build)
// under node, always with the tables' row names:
//   make_text_packs --pot OUT.pot       the template: every English row, msgctxt its key
//   make_text_packs I18N_DIR OUT_DIR    reads I18N_DIR/<lang>.po of every language of
//                                       languages.txt but English, writes lang-<tag>.pack
// A translation missing, fuzzy, made for another English text, or with other printf
// arguments than its English text stops the build with the entry's line.
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "app/core/text/text_packs.h"
#include "app/packs/po_file.h"

namespace {

bool write_file(const std::string& path, const std::string& bytes) {
  std::FILE* f = std::fopen(path.c_str(), "wb");
  const bool ok = f && std::fwrite(bytes.data(), 1, bytes.size(), f) == bytes.size();
  return (f && std::fclose(f) == 0) && ok;
}

int write_pot(const std::string& path) {
  std::string out =
      "# The game's texts in English: made by make_text_packs --pot from the C++ rows\n"
      "# (src/app/core/text/*_rows.h); msgctxt is the row's key. Do not edit: update a\n"
      "# language with msgmerge --update <lang>.po uno.pot (assets/i18n/README.md).\n"
      "msgid \"\"\n"
      "msgstr \"\"\n"
      "\"Project-Id-Version: uno\\n\"\n"
      "\"MIME-Version: 1.0\\n\"\n"
      "\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
      "\"Content-Transfer-Encoding: 8bit\\n\"\n";
  for (const app::TextSlot& s : app::text_slots()) {
    if (!s.english) continue;  // a person row without a "you" form
    out += "\n";
    if (std::string(s.english).find('%') != std::string::npos) out += "#, c-format\n";
    out += "msgctxt " + app::po::quote(s.name) + "\n";
    out += "msgid " + app::po::quote(s.english) + "\n";
    out += "msgstr \"\"\n";
  }
  if (!write_file(path, out)) {
    std::fprintf(stderr, "make_text_packs: cannot write %s\n", path.c_str());
    return 1;
  }
  return 0;
}

// The pack of one language from its PO file, or "" with `why` set.
std::string pack_from_po(app::Lang l, const std::string& po_path, std::string& why) {
  std::ifstream in(po_path, std::ios::binary);
  if (!in) return why = "cannot read it", "";
  std::stringstream text;
  text << in.rdbuf();
  const app::po::File file = app::po::parse(text.str());
  if (!file.error.empty()) return why = file.error, "";
  std::map<std::string, const app::po::Entry*> by_key;
  for (const app::po::Entry& e : file.entries) {
    if (!by_key.emplace(e.context, &e).second)
      return why = "line " + std::to_string(e.line) + ": " + e.context + " twice", "";
  }
  std::vector<std::string> texts;
  for (const app::TextSlot& s : app::text_slots()) {
    if (!s.english) {
      texts.emplace_back();
      continue;
    }
    const auto it = by_key.find(s.name);
    if (it == by_key.end())
      return why = "no entry for " + s.name + " (\"" + s.english + "\"): run msgmerge", "";
    const app::po::Entry& e = *it->second;
    by_key.erase(it);
    const std::string at = "line " + std::to_string(e.line) + ", " + s.name + ": ";
    if (e.id != s.english)
      return why = at + "made for another English text (now \"" + s.english + "\"): run msgmerge",
             "";
    if (e.fuzzy) return why = at + "marked fuzzy: a translator has to check it", "";
    if (e.translation.empty()) return why = at + "not translated", "";
    if (e.id.find('%') == std::string::npos && e.translation.find('%') != std::string::npos)
      return why = at + "a '%' where the English has none (the text may be a printf format)", "";
    texts.push_back(e.translation);
  }
  if (!by_key.empty()) {
    const app::po::Entry& e = *by_key.begin()->second;
    return why = "line " + std::to_string(e.line) + ": " + e.context +
                 " is not a text of the game (obsolete entries are marked #~)",
           "";
  }
  std::string pack = app::make_text_pack(l, texts);
  // Read back through the loader: a pack the game would refuse fails the build.
  why = app::load_text_pack(l, pack);
  return why.empty() ? pack : "";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 3 && std::string(argv[1]) == "--pot") return write_pot(argv[2]);
  if (argc != 3) {
    std::fprintf(stderr,
                 "usage: make_text_packs --pot OUT.pot | make_text_packs I18N_DIR OUT_DIR\n");
    return 2;
  }
  int failed = 0;
  for (int i = 1; i < app::kLangs; ++i) {
    const auto l = static_cast<app::Lang>(i);
    const std::string po = std::string(argv[1]) + "/" + app::kLangPo[i] + ".po";
    std::string why;
    const std::string pack = pack_from_po(l, po, why);
    const std::string path = std::string(argv[2]) + "/" + app::text_pack_file(l);
    if (pack.empty()) {
      std::fprintf(stderr, "make_text_packs: %s: %s\n", po.c_str(), why.c_str());
      ++failed;
    } else if (!write_file(path, pack)) {
      std::fprintf(stderr, "make_text_packs: cannot write %s\n", path.c_str());
      ++failed;
    }
  }
  return failed ? 1 : 0;
}
