// The one machinery behind the game's text tables (strings, access_texts, moment_strings):
// rows keyed by an enum with one text per language, their order checked at compile time, and
// printf into a std::string. No ImGui, no SDL.
#pragma once

#include <cstdarg>
#include <cstddef>
#include <string>

namespace app {

inline constexpr int kTextLangs = 3;  // en, de, sv (Lang in strings.h)

// A row: its key and its text in each language.
template <class Key>
struct TextRow {
  Key key;
  const char* text[kTextLangs];
};

// A row about a seat: `text` is third person ("%s" is the seat's name and comes first),
// `you` the second-person form for the seat the texts address (nullptr: `text` with "You").
template <class Key>
struct PersonRow {
  Key key;
  const char* text[kTextLangs];
  const char* you[kTextLangs];
};

// Whether a table has exactly one row per key, in the enum's order (enums end in Count_), so
// a lookup is an index. Used in static_asserts next to each table.
template <class Row, std::size_t N>
constexpr bool rows_follow_enum(const Row (&rows)[N]) {
  using Key = decltype(Row::key);
  if (N != static_cast<std::size_t>(Key::Count_)) return false;
  for (std::size_t i = 0; i < N; ++i)
    if (static_cast<std::size_t>(rows[i].key) != i) return false;
  return true;
}

// printf into a std::string (texts are short: at most 511 bytes are kept).
std::string vformat_text(const char* format, va_list args);
std::string format_text(const char* format, ...);

}  // namespace app
