// Checks of saved data shared by the writer (save.cpp) and the v1 reader (save_reader.cpp).
#pragma once

#include <cstddef>
#include <string_view>

#include "share/save.h"

namespace uno::share::detail {

inline constexpr std::string_view kSaveMagic = "uno-save ";  // + version, the first line

// A BCP 47-ish tag: 1..kMaxLanguageBytes letters, digits and '-'.
bool valid_language(std::string_view s);
// History entry `index` (0-based, for the message): date, preset, seats, scores, winners.
Error check_record(const MatchRecord& m, std::size_t index);
// Move `index` of a saved game: seat, type, card, colour and target in range.
Error check_action(const Action& a, const Deck& deck, int seats, std::size_t index);

}  // namespace uno::share::detail
