#include "app/core/text/text_packs.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <vector>

#include "app/core/text/access_text_rows.h"
#include "app/core/text/coach_rows.h"
#include "app/core/text/moment_rows.h"
#include "app/core/text/string_rows.h"

namespace app {
namespace {

// A pack: "UNO-TEXTS <version> <lang> <check, 16 hex> <slots> <body hash, 16 hex>\n", then
// every slot's text ending in a NUL, in table order (TextTable), row order, and for person
// rows the text then the "you" form. A missing "you" form is an empty text (no table has an
// empty text). The body hash (FNV-1a over every byte after the header) refuses a pack with
// any byte changed, which would otherwise show as broken text.
constexpr const char* kMagic = "UNO-TEXTS";
constexpr int kVersion = 2;

}  // namespace

std::uint64_t text_pack_hash(std::string_view bytes) {
  std::uint64_t h = 1469598103934665603ULL;  // FNV-1a, 64 bit: any one changed byte shows
  for (const char c : bytes) {
    h ^= static_cast<unsigned char>(c);
    h *= 1099511628211ULL;
  }
  return h;
}

namespace {

// Slots per row and rows per table, in pack order.
constexpr int kPerRow[] = {1, 1, 2, 1};
constexpr int kRows[] = {static_cast<int>(UiText::Count_), static_cast<int>(AccessText::Count_),
                         static_cast<int>(MomentText::Count_), static_cast<int>(CoachText::Count_)};
constexpr int base_of(TextTable t) {
  int b = 0;
  for (int i = 0; i < static_cast<int>(t); ++i) b += kRows[i] * kPerRow[i];
  return b;
}
constexpr size_t kSlots = static_cast<size_t>(base_of(TextTable::Coach) + kRows[3] * kPerRow[3]);

// A pack writes a missing "you" form as an empty text, so no text may be empty.
constexpr bool filled(const char* s) { return s && s[0]; }
template <class Row, size_t N>
constexpr bool texts_filled(const Row (&rows)[N]) {
  for (const Row& r : rows) {
    if (!filled(r.text)) return false;
    if constexpr (requires { r.you; })
      if (r.you && !filled(r.you)) return false;
  }
  return true;
}
static_assert(texts_filled(kStringRows) && texts_filled(kAccessTextRows) &&
                  texts_filled(kMomentRows) && texts_filled(kCoachRows),
              "every text is there and not empty");

// Calls f(row, you_form) for every slot, in pack order.
template <class F>
void each_row_slot(F&& f) {
  for (const auto& r : kStringRows) f(r, false);
  for (const auto& r : kAccessTextRows) f(r, false);
  for (const auto& r : kMomentRows) {
    f(r, false);
    f(r, true);
  }
  for (const auto& r : kCoachRows) f(r, false);
}
// The English text of every slot (nullptr for a missing "you" form).
template <class F>
void each_slot(F&& f) {
  each_row_slot([&](const auto& r, bool you) {
    if constexpr (requires { r.you; }) f(you ? r.you : r.text);
    else f(r.text);
  });
}

std::vector<const char*> english_slots() {
  std::vector<const char*> out;
  out.reserve(kSlots);
  each_slot([&](const char* s) { out.push_back(s); });
  return out;
}

// Whether slot `i` is a row's text (not a person row's "you" form, which may be missing).
bool english_slot_is_text(size_t i) {
  const size_t moments = static_cast<size_t>(base_of(TextTable::Moments));
  const size_t coach = static_cast<size_t>(base_of(TextTable::Coach));
  return i < moments || i >= coach || (i - moments) % 2 == 0;
}

// The printf conversions of a text ("sd" for "%s has %d cards"): a pack's text must take
// the same arguments as the English one it stands for.
std::string conversions(const char* s) {
  std::string out;
  for (const char* p = s; *p; ++p) {
    if (*p != '%') continue;
    ++p;
    while (*p && std::strchr("-+ #0123456789.*hlLzjt", *p)) ++p;
    if (!*p) break;
    if (*p != '%') out += *p;
  }
  return out;
}

const char* tag_of(Lang l) { return language_tag(l); }

constexpr std::uint32_t kNone = ~std::uint32_t{0};
struct LoadedPack {
  std::string bytes;
  std::vector<std::uint32_t> slots;  // offsets into bytes; kNone for a missing "you" form
};
// A function's static: made on first use, so a pack loaded during another file's static
// initialisation (the native tests load theirs so) is never wiped by this one's.
LoadedPack* packs() {
  static LoadedPack loaded[kLangs];
  return loaded;
}

// The next space-separated word of the pack's first line.
std::string_view next_word(std::string_view& line) {
  const size_t end = std::min(line.find(' '), line.size());
  const std::string_view w = line.substr(0, end);
  line.remove_prefix(std::min(end + 1, line.size()));
  return w;
}

bool parse_number(std::string_view w, int base, std::uint64_t& out) {
  if (w.empty() || w.size() > 16) return false;
  out = 0;
  for (char c : w) {
    int d = -1;
    if (c >= '0' && c <= '9') d = c - '0';
    else if (base == 16 && c >= 'a' && c <= 'f') d = c - 'a' + 10;
    if (d < 0) return false;
    out = out * static_cast<std::uint64_t>(base) + static_cast<std::uint64_t>(d);
  }
  return true;
}

}  // namespace

std::uint64_t text_tables_check() {
  std::uint64_t h = 1469598103934665603ULL;  // FNV-1a, 64 bit
  auto add = [&](const char* s) {
    for (const char* p = s;; ++p) {  // the text and its NUL
      h ^= static_cast<unsigned char>(*p);
      h *= 1099511628211ULL;
      if (!*p) break;
    }
  };
  add(kMagic);
  add(std::to_string(kVersion).c_str());
  for (int rows : kRows) add(std::to_string(rows).c_str());
  each_slot([&](const char* s) { add(s ? s : "\x01"); });
  return h;
}

std::string text_pack_file(Lang l) { return std::string("lang-") + tag_of(l) + ".pack"; }

bool text_pack_ready(Lang l) {
  const int li = static_cast<int>(l);
  return l == Lang::En || (li > 0 && li < kLangs && !packs()[li].slots.empty());
}

const char* pack_text(Lang l, TextTable t, int row, int slot) {
  const int li = static_cast<int>(l);
  if (li <= 0 || li >= kLangs) return nullptr;
  const LoadedPack& p = packs()[li];
  const int ti = static_cast<int>(t);
  if (p.slots.empty() || row < 0 || row >= kRows[ti] || slot < 0 || slot >= kPerRow[ti])
    return nullptr;
  const std::uint32_t at = p.slots[static_cast<size_t>(base_of(t) + row * kPerRow[ti] + slot)];
  return at == kNone ? nullptr : p.bytes.c_str() + at;
}

void unload_text_packs() {
  for (int i = 0; i < kLangs; ++i) packs()[i] = LoadedPack{};
}

std::string load_text_pack(Lang l, std::string_view bytes) {
  const int li = static_cast<int>(l);
  if (li <= 0 || li >= kLangs) return "English needs no language pack";
  const size_t eol = bytes.find('\n');
  if (eol == std::string_view::npos || eol > 120) return "not a language pack";
  std::string_view head = bytes.substr(0, eol);
  const std::string_view magic = next_word(head);
  const std::string_view version = next_word(head);
  const std::string_view tag = next_word(head);
  std::uint64_t check = 0, slots = 0, v = 0, hash = 0;
  if (magic != kMagic || !parse_number(version, 10, v)) return "not a language pack";
  if (v != kVersion) return std::string(kPackOfOtherBuild);
  if (!parse_number(next_word(head), 16, check) || !parse_number(next_word(head), 10, slots) ||
      !parse_number(next_word(head), 16, hash) || !head.empty())
    return "not a language pack";
  if (tag != tag_of(l)) return "the language pack is for '" + std::string(tag) + "'";
  if (check != text_tables_check() || slots != kSlots) return std::string(kPackOfOtherBuild);
  if (hash != text_pack_hash(bytes.substr(eol + 1))) return "the language pack is damaged";
  LoadedPack p;
  p.bytes.assign(bytes.substr(eol + 1));
  if (p.bytes.empty() || p.bytes.back() != '\0') return "the language pack is cut short";
  const std::vector<const char*> english = english_slots();
  p.slots.reserve(kSlots);
  for (size_t at = 0; at < p.bytes.size();) {
    const char* s = p.bytes.c_str() + at;
    const size_t len = std::strlen(s);
    const size_t i = p.slots.size();
    if (i == kSlots) return "the language pack has texts left over";
    // A text must take the arguments its English one takes (the texts are printf formats).
    if (len && english[i] && conversions(s) != conversions(english[i]))
      return "text " + std::to_string(i) + " of the language pack does not fit its place";
    // Only a person row's "you" form may be missing.
    if (!len && english_slot_is_text(i))
      return "text " + std::to_string(i) + " of the language pack is missing";
    p.slots.push_back(len ? static_cast<std::uint32_t>(at) : kNone);
    at += len + 1;
  }
  if (p.slots.size() != kSlots) return "the language pack is cut short";
  packs()[li] = std::move(p);
  return "";
}

#ifndef UNO_TEXT_PACKS
std::vector<TextSlot> text_slots() {
  std::vector<TextSlot> out;
  out.reserve(kSlots);
  each_row_slot([&](const auto& r, bool you) {
    const char* english = r.text;
    if constexpr (requires { r.you; })
      if (you) english = r.you;
    out.push_back({std::string(r.name) + (you ? ".you" : ""), english, you});
  });
  return out;
}

std::string make_text_pack(Lang l, const std::vector<std::string>& texts) {
  std::string body;
  for (const std::string& t : texts) {
    body += t;
    body += '\0';
  }
  char head[128];
  std::snprintf(head, sizeof head, "%s %d %s %016llx %d %016llx\n", kMagic, kVersion, tag_of(l),
                static_cast<unsigned long long>(text_tables_check()),
                static_cast<int>(texts.size()),
                static_cast<unsigned long long>(text_pack_hash(body)));
  return head + body;
}
#endif

}  // namespace app
