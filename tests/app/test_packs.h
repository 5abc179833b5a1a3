// The language packs the native build made from assets/i18n/*.po (UNO_PACK_DIR): the tables
// hold English only, so every other language is loaded from its pack, as on the web.
#pragma once

#include <fstream>
#include <iterator>
#include <string>

#include "app/core/text/access_strings.h"
#include "app/core/text/coach_strings.h"
#include "app/core/text/moment_strings.h"
#include "app/core/text/text_packs.h"

namespace test_packs {

inline std::string read_pack(app::Lang l) {
  std::ifstream in(std::string(UNO_PACK_DIR) + "/" + app::text_pack_file(l), std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Loads every language's pack; returns the first refusal ("" when all loaded).
inline std::string load_all() {
  for (int i = 1; i < app::kLangs; ++i) {
    const auto l = static_cast<app::Lang>(i);
    const std::string why = app::load_text_pack(l, read_pack(l));
    if (!why.empty()) return app::text_pack_file(l) + ": " + why;
  }
  return "";
}

// Where slot `i` of app::text_slots() is in the tables: its table, row and slot within the
// row (person rows, the moments, have two). row -1 past the end.
struct Place {
  app::TextTable table;
  int row, slot;
};
inline Place place_of(int i) {
  const int rows[] = {
      static_cast<int>(app::UiText::Count_), static_cast<int>(app::AccessText::Count_),
      static_cast<int>(app::MomentText::Count_), static_cast<int>(app::CoachText::Count_)};
  const int per[] = {1, 1, 2, 1};
  for (int t = 0; t < 4; ++t) {
    if (i < rows[t] * per[t]) return {static_cast<app::TextTable>(t), i / per[t], i % per[t]};
    i -= rows[t] * per[t];
  }
  return {app::TextTable::Coach, -1, 0};
}

}  // namespace test_packs
