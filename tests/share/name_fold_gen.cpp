// Makes src/share/name_fold_table.inc from ICU's Unicode data (Debian's libicu-dev) and
// assets/i18n/languages.txt: which characters can pass for the letters of a language's word
// for "you", and those words folded. A character folds as one code point: compatibility
// form (NFKC: full-width, mathematical, ligatures), then its UTS #39 confusable skeleton
// (Cyrillic "о" -> "o"; accents stay, as combining marks), default-ignorable (invisible)
// characters dropped, lower case.
//   name_fold_gen LANGUAGES_TXT            prints the table
//   name_fold_gen LANGUAGES_TXT TABLE_INC  exits 1 (and says so) when TABLE_INC differs
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/uspoof.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

[[noreturn]] void die(const std::string& why) {
  std::cerr << "name_fold_gen: " << why << "\n";
  std::exit(2);
}

const icu::Normalizer2* nfkc() {
  UErrorCode e = U_ZERO_ERROR;
  const icu::Normalizer2* n = icu::Normalizer2::getNFKCInstance(e);
  if (U_FAILURE(e)) die("no NFKC data");
  return n;
}

USpoofChecker* spoof() {
  static USpoofChecker* sc = [] {
    UErrorCode e = U_ZERO_ERROR;
    USpoofChecker* c = uspoof_open(&e);
    if (U_FAILURE(e)) die("no confusables data");
    return c;
  }();
  return sc;
}

bool dropped(UChar32 c) { return u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT); }

// What one code point looks like, as UTF-8 (lower case, NFD, nothing invisible).
std::string fold(UChar32 c) {
  UErrorCode e = U_ZERO_ERROR;
  const icu::UnicodeString compat = nfkc()->normalize(icu::UnicodeString(c), e);
  icu::UnicodeString skel;
  uspoof_getSkeletonUnicodeString(spoof(), 0, compat, skel, &e);
  if (U_FAILURE(e)) die("skeleton failed");
  icu::UnicodeString kept;
  for (int32_t i = 0; i < skel.length(); i = skel.moveIndex32(i, 1)) {
    const UChar32 k = skel.char32At(i);
    if (!dropped(k)) kept.append(k);
  }
  kept.foldCase();
  std::string out;
  return kept.toUTF8String(out);
}

// Every upper/lower case spelling of `word` ("Jij", "JIJ", "jIj"...): a capital I passes for
// a small l, so the folds of "Jij" and "JIJ" differ.
void spellings(const icu::UnicodeString& word, int32_t at, std::string sofar,
               std::set<std::string>& out) {
  if (at >= word.length()) {
    out.insert(sofar);
    return;
  }
  const UChar32 c = word.char32At(at);
  const int32_t next = word.moveIndex32(at, 1);
  for (UChar32 v : {u_tolower(c), u_toupper(c)}) spellings(word, next, sofar + fold(v), out);
}

std::vector<std::string> you_words(const std::string& path) {
  std::ifstream in(path);
  if (!in) die("cannot read " + path);
  std::vector<std::string> words;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    const auto end = line.find_last_not_of(" \t\r");
    const auto start = line.find_last_of(" \t", end);
    if (end == std::string::npos || start == std::string::npos) die("bad line: " + line);
    words.push_back(line.substr(start + 1, end - start));
  }
  return words;
}

struct Run {
  UChar32 first;
  int len;
  std::string to;
  bool same = false;  // every code point folds to `to`; else a letter counts up
};

std::string hex(UChar32 c) {
  char b[16];
  std::snprintf(b, sizeof b, "0x%04X", static_cast<unsigned>(c));
  return b;
}

std::string table(const std::string& languages) {
  std::set<std::string> targets;
  for (const std::string& w : you_words(languages))
    spellings(icu::UnicodeString::fromUTF8(w), 0, "", targets);
  // Only what can be part of a word for you goes in: a fold that is a piece of one, or
  // nothing (dropped).
  auto piece = [&](const std::string& f) {
    for (const std::string& t : targets)
      if (t.find(f) != std::string::npos) return true;
    return false;
  };
  std::map<UChar32, std::string> folds;
  std::set<UChar32> free;  // no piece of a word, whatever the table says of it
  for (UChar32 c = 0; c <= 0x10FFFF; ++c) {
    if (U_IS_SURROGATE(c)) continue;
    if (u_charType(c) == U_UNASSIGNED) {
      free.insert(c);
      continue;
    }
    const std::string f = fold(c);
    std::string plain;  // what the table's user takes when the table has no entry
    if (c < 0x80) plain = std::string(1, static_cast<char>(u_tolower(c)));
    else icu::UnicodeString(c).toUTF8String(plain);
    if (f.empty() || (f != plain && piece(f))) folds[c] = f;
    else if (piece(plain) && f != plain)
      die(hex(c) + " passes for " + f + ", which the table cannot say");
    else if (!piece(f) && !piece(plain)) free.insert(c);
  }
  // Runs: the next code point folding to the next letter (an alphabet), to the same letter
  // (accented letters side by side: "ĒēĔĕ"), or dropped beside dropped ones. A run may cover
  // free code points where what it says of them is no piece of a word either.
  std::vector<Run> runs;
  auto is = [&](UChar32 c, const std::string& f) {
    auto i = folds.find(c);
    return i != folds.end() && i->second == f;
  };
  for (const auto& [c, f] : folds) {
    if (!runs.empty() && runs.back().first + runs.back().len > c) continue;  // taken
    Run r{c, 1, f};
    if (f.empty()) {
      for (int k = 1; c + k <= 0x10FFFF && k < 0xFFFF; ++k) {
        if (is(c + k, "")) r.len = k + 1;
        else if (u_charType(c + k) != U_UNASSIGNED) break;
      }
    } else if (f.size() == 1) {
      int same = 1, up = 1;
      while (is(c + same, f) || (u_charType(c + same) == U_UNASSIGNED && is(c + same + 1, f)))
        ++same;
      for (int k = 1; f[0] + k <= 'z'; ++k) {
        const std::string next(1, static_cast<char>(f[0] + k));
        if (is(c + k, next)) up = k + 1;
        else if (u_charType(c + k) != U_UNASSIGNED && (!free.count(c + k) || piece(next))) break;
      }
      r = up >= same ? Run{c, up, f} : Run{c, same, f, true};
    }
    runs.push_back(r);
  }
  // The stream: per run its distance from the previous run's end and its length (LEB128),
  // then what it folds to (an index into kFoldTo, +128 when every code point folds to it).
  std::vector<std::string> tos;
  for (const Run& r : runs)
    if (std::find(tos.begin(), tos.end(), r.to) == tos.end()) tos.push_back(r.to);
  std::sort(tos.begin(), tos.end());
  if (tos.size() > 127) die("too many folds");
  auto literal = [](const std::string& s) {
    std::string out = "\"";
    bool escaped = false;  // a hex digit after "\xCC" would continue the escape
    for (unsigned char b : s) {
      char esc[8];
      if (b >= 0x80) std::snprintf(esc, sizeof esc, "\\x%02X", b);
      else std::snprintf(esc, sizeof esc, escaped && std::isxdigit(b) ? "\" \"%c" : "%c", b);
      out += esc;
      escaped = b >= 0x80;
    }
    return out + "\"";
  };
  auto leb = [](std::uint32_t v, std::string& out) {
    do {
      char b[8];
      std::snprintf(b, sizeof b, "%u,", (v & 0x7Fu) | (v > 0x7F ? 0x80u : 0u));
      out += b;
      v >>= 7;
    } while (v != 0);
  };
  std::ostringstream o;
  o << "// Generated by tests/share/name_fold_gen.cpp from ICU " << U_ICU_VERSION << " (Unicode "
    << U_UNICODE_VERSION << ", Debian's libicu-dev) and\n// assets/i18n/languages.txt: do not "
    << "edit. share_tests checks it; to remake it after a change there:\n"
    << "//   build/native/tests/share/name_fold_gen assets/i18n/languages.txt >\n"
    << "//     src/share/name_fold_table.inc\n"
    << "// " << folds.size() << " code points in " << runs.size() << " runs.\n\n"
    << "// The words for \"you\" of every language, in every letter case, folded.\n"
    << "inline constexpr const char* kYouFolds[] = {";
  const char* sep = "";
  for (const std::string& t : targets) {
    o << sep << literal(t);
    sep = ", ";
  }
  o << "};\n\n// What code points fold to (\"\": dropped).\ninline constexpr const char* kFoldTo[] = {";
  sep = "";
  for (const std::string& t : tos) {
    o << sep << literal(t);
    sep = ", ";
  }
  o << "};\n\n// Runs: distance from the last run's end, length, fold (+128: the same for each; "
    << "else a\n// letter counts up: an alphabet).\ninline constexpr unsigned char kFoldRuns[] = {\n";
  UChar32 end = 0;
  for (const Run& r : runs) {
    std::string bytes;
    leb(static_cast<std::uint32_t>(r.first - end), bytes);
    leb(static_cast<std::uint32_t>(r.len), bytes);
    const auto to = std::find(tos.begin(), tos.end(), r.to) - tos.begin();
    bytes += std::to_string(to + (r.same ? 128 : 0)) + ",";
    o << "    " << bytes << std::string(bytes.size() < 16 ? 16 - bytes.size() : 1, ' ') << "// "
      << hex(r.first).substr(2) << (r.len > 1 ? "+" + std::to_string(r.len) : "") << " "
      << (r.to.empty() ? "dropped" : literal(r.to)) << (r.same ? " each" : "") << "\n";
    end = r.first + r.len;
  }
  o << "};\n";
  return o.str();
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || argc > 3) die("usage: name_fold_gen LANGUAGES_TXT [TABLE_INC]");
  const std::string made = table(argv[1]);
  if (argc == 2) {
    std::cout << made;
    return 0;
  }
  std::ifstream in(argv[2]);
  std::stringstream had;
  had << in.rdbuf();
  if (had.str() == made) return 0;
  std::cerr << argv[2] << " is not what the generator makes from this ICU and languages.txt; "
            << "remake it (see its first lines).\n";
  return 1;
}
