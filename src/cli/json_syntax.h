// JSON text checks shared by the reader and the writer (json.h).
#pragma once

#include <cstddef>
#include <string_view>

namespace uno::cli::detail {

// Checks JSON number syntax: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
// Returns the length of the number at the start of `s`, 0 if none.
std::size_t number_length(std::string_view s);

// Length of a valid UTF-8 sequence at s[i], 0 if invalid.
std::size_t utf8_length(std::string_view s, std::size_t i);

}  // namespace uno::cli::detail
