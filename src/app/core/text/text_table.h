// The one machinery behind the game's text tables (strings, access_texts, moment_strings,
// coach_strings): rows keyed by an enum with one text per language, their order checked at
// compile time, and printf into a std::string. No ImGui, no SDL.
#pragma once

#include <cstdarg>
#include <cstddef>
#include <string>

namespace app {

inline constexpr int kTextLangs = 3;  // en, de, sv (Lang in strings.h)

// How many languages the tables hold in this build. The web build (UNO_TEXT_PACKS) keeps
// only English in its wasm: the rows below drop the other languages' literals at compile
// time, so they are never emitted, and German and Swedish arrive as language packs
// (text_packs.h) when a player chooses them. Native builds keep every language.
#ifdef UNO_TEXT_PACKS
inline constexpr int kBuiltInLangs = 1;
#else
inline constexpr int kBuiltInLangs = kTextLangs;
#endif

// A row: its key and its text in each language (written with all three; kept: the built-in
// ones).
template <class Key>
struct TextRow {
  constexpr TextRow(Key k, const char* const (&t)[kTextLangs]) : key(k), text{} {
    for (int i = 0; i < kBuiltInLangs; ++i) text[i] = t[i];
  }
  Key key;
  const char* text[kBuiltInLangs];
};

// A row about a seat: `text` is third person ("%s" is the seat's name and comes first),
// `you` the second-person form for the seat the texts address (nullptr: `text` with "You").
template <class Key>
struct PersonRow {
  constexpr PersonRow(Key k, const char* const (&t)[kTextLangs], const char* const (&y)[kTextLangs])
      : key(k), text{}, you{} {
    for (int i = 0; i < kBuiltInLangs; ++i) {
      text[i] = t[i];
      you[i] = y[i];
    }
  }
  Key key;
  const char* text[kBuiltInLangs];
  const char* you[kBuiltInLangs];
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
