// The language packs' maker (core/text/text_packs.h), built natively and (for the web build)
// under node, always with the tables' row names:
//   make_text_packs --pot OUT.pot LEARN_DIR
//       the template: every English row, msgctxt its key; then every sentence of the guided
//       rounds (LEARN_DIR/<preset>.txt), msgctxt "learn:<preset>:<key>"
//   make_text_packs I18N_DIR OUT_DIR LEARN_DIR
//       reads I18N_DIR/<lang>.po of every language of languages.txt but English, writes
//       OUT_DIR/lang-<tag>.pack and each guided round in that language,
//       OUT_DIR/learn-<preset>.<tag>.txt (the English file with its sentences translated;
//       learn-<preset>.en.txt the file itself)
// A translation missing, fuzzy, made for another English text, or with other printf
// arguments than its English text stops the build with the entry's line.
#include <array>
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

std::string read_file(const std::string& path, bool& ok) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  ok = static_cast<bool>(in);
  return text.str();
}

std::string trim(std::string s) {
  const auto b = s.find_first_not_of(" \t\r"), e = s.find_last_not_of(" \t\r");
  return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

// The guided rounds, in the order of the start screen's rule sets.
constexpr std::array<const char*, 5> kLearnFiles = {"classic", "official112", "spin", "braille",
                                                    "dino"};

// A step line of a guided round ("<seat> <move> | <key> | <sentence>", "say | <key> | ...",
// docs/tutorial-format.md): its key and where its sentence starts. False for any other line
// and for a step without a sentence.
bool learn_sentence(const std::string& line, std::string& key, std::size_t& at) {
  if (line.empty() || line[0] == '#') return false;
  const std::size_t a = line.find('|'), b = a == std::string::npos ? a : line.find('|', a + 1);
  if (b == std::string::npos) return false;
  key = trim(line.substr(a + 1, b - a - 1));
  at = line.find_first_not_of(' ', b + 1);
  return at != std::string::npos;
}

// Every sentence of the guided rounds: {"learn:<preset>:<key>", English}.
std::vector<std::pair<std::string, std::string>> learn_texts(const std::string& dir,
                                                             std::string& why) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const char* name : kLearnFiles) {
    bool ok = false;
    std::istringstream in(read_file(dir + "/" + name + ".txt", ok));
    if (!ok) return why = dir + "/" + name + ".txt: cannot read it", out;
    std::string line, key;
    std::size_t at = 0;
    while (std::getline(in, line))
      if (learn_sentence(line, key, at))
        out.emplace_back(std::string("learn:") + name + ":" + key, trim(line.substr(at)));
  }
  return out;
}

int write_pot(const std::string& path, const std::string& learn_dir) {
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
  std::string why;
  for (const auto& [context, english] : learn_texts(learn_dir, why))
    out += "\nmsgctxt " + app::po::quote(context) + "\nmsgid " + app::po::quote(english) +
           "\nmsgstr \"\"\n";
  if (!why.empty()) {
    std::fprintf(stderr, "make_text_packs: %s\n", why.c_str());
    return 1;
  }
  if (!write_file(path, out)) {
    std::fprintf(stderr, "make_text_packs: cannot write %s\n", path.c_str());
    return 1;
  }
  return 0;
}

// An entry's translation after the checks every entry meets, or nullptr with `why` set.
const std::string* checked(std::map<std::string, const app::po::Entry*>& by_key,
                           const std::string& context, const std::string& english,
                           std::string& why) {
  const auto it = by_key.find(context);
  if (it == by_key.end())
    return why = "no entry for " + context + " (\"" + english + "\"): run msgmerge", nullptr;
  const app::po::Entry& e = *it->second;
  by_key.erase(it);
  const std::string at = "line " + std::to_string(e.line) + ", " + context + ": ";
  if (e.id != english)
    return why = at + "made for another English text (now \"" + english + "\"): run msgmerge",
           nullptr;
  if (e.fuzzy) return why = at + "marked fuzzy: a translator has to check it", nullptr;
  if (e.translation.empty()) return why = at + "not translated", nullptr;
  if (e.id.find('%') == std::string::npos && e.translation.find('%') != std::string::npos)
    return why = at + "a '%' where the English has none (the text may be a printf format)", nullptr;
  return &e.translation;
}

// One language: its pack, and its guided rounds (`learn`, in kLearnFiles' order: each
// English file with its sentences translated). Returns "" with `why` set on a mistake.
std::string pack_from_po(app::Lang l, const std::string& po_path, const std::string& learn_dir,
                         std::vector<std::string>& learn, std::string& why) {
  bool read = false;
  const app::po::File file = app::po::parse(read_file(po_path, read));
  if (!read) return why = "cannot read it", "";
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
    const std::string* t = checked(by_key, s.name, s.english, why);
    if (!t) return "";
    texts.push_back(*t);
  }
  learn.clear();
  for (const char* name : kLearnFiles) {
    const std::string path = learn_dir + "/" + name + ".txt";
    std::istringstream in(read_file(path, read));
    if (!read) return why = path + ": cannot read it", "";
    std::string out, line, key;
    std::size_t at = 0;
    while (std::getline(in, line)) {
      if (learn_sentence(line, key, at)) {
        const std::string* t =
            checked(by_key, std::string("learn:") + name + ":" + key, trim(line.substr(at)), why);
        if (!t) return "";
        line = line.substr(0, at) + *t;
      }
      out += line + "\n";
    }
    learn.push_back(std::move(out));
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
  if (argc == 4 && std::string(argv[1]) == "--pot") return write_pot(argv[2], argv[3]);
  if (argc != 4) {
    std::fprintf(stderr,
                 "usage: make_text_packs --pot OUT.pot LEARN_DIR | make_text_packs I18N_DIR "
                 "OUT_DIR LEARN_DIR\n");
    return 2;
  }
  const std::string out_dir = argv[2], learn_dir = argv[3];
  int failed = 0;
  const auto write = [&](const std::string& path, const std::string& bytes) {
    if (write_file(path, bytes)) return;
    std::fprintf(stderr, "make_text_packs: cannot write %s\n", path.c_str());
    ++failed;
  };
  // The guided rounds in English: the files as written.
  for (const char* name : kLearnFiles) {
    bool read = false;
    const std::string text = read_file(learn_dir + "/" + name + ".txt", read);
    if (read) write(out_dir + "/learn-" + name + ".en.txt", text);
    else
      std::fprintf(stderr, "make_text_packs: %s/%s.txt: cannot read it\n", learn_dir.c_str(), name),
          ++failed;
  }
  std::vector<std::string> learn;
  for (int i = 1; i < app::kLangs; ++i) {
    const auto l = static_cast<app::Lang>(i);
    const std::string po = std::string(argv[1]) + "/" + app::kLangPo[i] + ".po";
    std::string why;
    const std::string pack = pack_from_po(l, po, learn_dir, learn, why);
    if (pack.empty()) {
      std::fprintf(stderr, "make_text_packs: %s: %s\n", po.c_str(), why.c_str());
      ++failed;
      continue;
    }
    write(out_dir + "/" + app::text_pack_file(l), pack);
    for (std::size_t f = 0; f < kLearnFiles.size(); ++f)
      write(out_dir + "/learn-" + kLearnFiles[f] + "." + app::kLangTags[i] + ".txt", learn[f]);
  }
  return failed ? 1 : 0;
}
