// Language packs: every table's texts in one language other than English, as one file
// (lang-<tag>.pack) made by the build from that language's PO file (assets/i18n/). The tables
// hold English only; the page fetches a pack when a player chooses its language, and native
// tests load the packs the native build made. Until a pack is loaded the texts stay in the
// language shown. No ImGui, no SDL.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "app/core/text/strings.h"

namespace app {

// The tables, in the order their texts follow one another in a pack.
enum class TextTable { Strings, Access, Moments, Coach };

// Whether `l`'s texts are at hand: English always, the others once their pack is loaded.
bool text_pack_ready(Lang l);
// Checks a pack and keeps it for `l`. Returns "" when loaded, else why it was refused (in
// English, for a notice's detail): damaged, another language, or another build's tables.
std::string load_text_pack(Lang l, std::string_view bytes);
// load_text_pack's reason for a pack made for another build of the game (another format or
// other tables): the page was loaded before an update reached the server or the cache.
inline constexpr std::string_view kPackOfOtherBuild =
    "the language pack belongs to another version of the game";
// Forgets every loaded pack (tests).
void unload_text_packs();
// A loaded pack's text of a table's row: slot 0 the text, slot 1 a person row's "you" form
// (nullptr when the row has none). nullptr too when `l` has no pack loaded.
const char* pack_text(Lang l, TextTable t, int row, int slot);
// A check value of this build's tables (their sizes and English texts): a pack carries it,
// so one made from other tables is refused.
std::uint64_t text_tables_check();
// The hash a pack's header carries of the bytes after it (FNV-1a, 64 bit).
std::uint64_t text_pack_hash(std::string_view bytes);
// The pack file's name for a language: "lang-de.pack", "lang-pt-BR.pack".
std::string text_pack_file(Lang l);

#ifndef UNO_TEXT_PACKS
// A pack's places, in pack order (natively: the tables keep their rows' names).
struct TextSlot {
  std::string name;  // the PO file's msgctxt: "UiText::NewGame", "MomentText::BlockedSkipFmt.you"
  const char* english;  // the msgid
  bool you_form;        // a person row's "you" form
};
std::vector<TextSlot> text_slots();
// The pack of `l` from its texts, one a slot in text_slots()' order ("" where a "you" form
// is missing). The tool that reads the PO files writes it; load_text_pack checks it.
std::string make_text_pack(Lang l, const std::vector<std::string>& texts);
#endif

// The text of row `key` of `rows` in `l`: from the loaded pack (English while there is none).
template <class Row, std::size_t N, class Key>
const char* row_text(const Row (&rows)[N], Key key, TextTable t, Lang l) {
  if (l != Lang::En)
    if (const char* p = pack_text(l, t, static_cast<int>(key), 0)) return p;
  return rows[static_cast<int>(key)].text;
}

// A person row's second-person form in `l` (nullptr: none, use the text with "You").
template <class Row, std::size_t N, class Key>
const char* row_you(const Row (&rows)[N], Key key, TextTable t, Lang l) {
  if (l != Lang::En && text_pack_ready(l)) return pack_text(l, t, static_cast<int>(key), 1);
  return rows[static_cast<int>(key)].you;
}

}  // namespace app
