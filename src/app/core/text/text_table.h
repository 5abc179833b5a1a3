// The one machinery behind the game's text tables (strings, access_texts, moment_strings,
// coach_strings): rows keyed by an enum with their English text, their order checked at
// compile time, and printf into a std::string. Other languages come as language packs
// (text_packs.h). No ImGui, no SDL.
#pragma once

#include <cstdarg>
#include <cstddef>
#include <string>

namespace app {

// A row: its English text (a row's place in its table is its key). Natively it keeps its
// key and the key's name too ("UiText::NewGame", the PO files' msgctxt), for the order check and
// the tool that writes uno.pot and reads the PO files; the page's wasm (UNO_TEXT_PACKS)
// drops both, so they are never emitted.
template <class Key>
struct TextRow {
  constexpr TextRow(Key k, const char* t, const char* n) : text(t) {
#ifndef UNO_TEXT_PACKS
    key = k, name = n;
#else
    (void)k, (void)n;
#endif
  }
  const char* text;
#ifndef UNO_TEXT_PACKS
  Key key{};
  const char* name = nullptr;
#endif
};

// A row about a seat: `text` is third person ("%s" is the seat's name and comes first),
// `you` the second-person form for the seat the texts address (nullptr: `text` with "You").
template <class Key>
struct PersonRow {
  constexpr PersonRow(Key k, const char* t, const char* y, const char* n) : text(t), you(y) {
#ifndef UNO_TEXT_PACKS
    key = k, name = n;
#else
    (void)k, (void)n;
#endif
  }
  const char* text;
  const char* you;
#ifndef UNO_TEXT_PACKS
  Key key{};
  const char* name = nullptr;
#endif
};

// The rows' spelling in the *_rows.h tables: the key's name comes from the key itself.
#define UNO_TEXT(key, text) \
  { key, text, #key }
#define UNO_PERSON(key, text, you) \
  { key, text, you, #key }

// Whether a table has exactly one row per key, in the enum's order (enums end in Count_), so
// a lookup is an index. Used in static_asserts next to each table.
// The page's rows keep no keys: their order is checked by the native build, their count here.
template <class Key, template <class> class Row, std::size_t N>
constexpr bool rows_follow_enum(const Row<Key> (&rows)[N]) {
  if (N != static_cast<std::size_t>(Key::Count_)) return false;
#ifndef UNO_TEXT_PACKS
  for (std::size_t i = 0; i < N; ++i)
    if (static_cast<std::size_t>(rows[i].key) != i) return false;
#else
  (void)rows;
#endif
  return true;
}

// printf into a std::string (texts are short: at most 511 bytes are kept).
std::string vformat_text(const char* format, va_list args);

}  // namespace app
