// The language packs the native build made from assets/i18n/*.po (UNO_PACK_DIR): the tables
// hold English only, so every other language is loaded from its pack, as on the web.
#pragma once

#include <fstream>
#include <iterator>
#include <string>

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

}  // namespace test_packs
