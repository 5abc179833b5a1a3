// Language packs: every table's German or Swedish texts as one file beside the web build's
// wasm, which keeps only English (text_table.h, UNO_TEXT_PACKS). The page fetches a pack when
// a player chooses its language; until it is loaded the texts stay in the language shown.
// Native builds hold every language and build the packs (make_text_packs, the tests).
// No ImGui, no SDL.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "app/core/text/strings.h"

namespace app {

// The tables, in the order their texts follow one another in a pack.
enum class TextTable { Strings, Access, Moments, Coach };

// Whether `l`'s texts are at hand: English and (natively) every language always; German and
// Swedish in the web build once their pack is loaded.
bool text_pack_ready(Lang l);
// Checks a pack and keeps it for `l`. Returns "" when loaded, else why it was refused (in
// English, for a notice's detail): damaged, another language, or another build's tables.
std::string load_text_pack(Lang l, std::string_view bytes);
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
// The pack file's name for a language: "lang-de.pack".
std::string text_pack_file(Lang l);

#ifndef UNO_TEXT_PACKS
// The pack of `l` (De or Sv) from the full tables (natively, and the web build's generator).
std::string build_text_pack(Lang l);
#endif

// A row's text in `l`: from the table where the build holds the language, else from the
// loaded pack (English while there is none).
template <class Row>
const char* row_text(const Row& r, TextTable t, Lang l) {
#ifdef UNO_TEXT_PACKS
  if (l != Lang::En)
    if (const char* p = pack_text(l, t, static_cast<int>(r.key), 0)) return p;
  return r.text[0];
#else
  (void)t;
  return r.text[static_cast<int>(l)];
#endif
}

// A person row's second-person form in `l` (nullptr: none, use the text with "You").
template <class Row>
const char* row_you(const Row& r, TextTable t, Lang l) {
#ifdef UNO_TEXT_PACKS
  if (l != Lang::En && text_pack_ready(l)) return pack_text(l, t, static_cast<int>(r.key), 1);
  return r.you[0];
#else
  (void)t;
  return r.you[static_cast<int>(l)];
#endif
}

}  // namespace app
