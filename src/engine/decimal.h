// Reading a number written in decimal: the one parser behind every text format of the game
// (action notation, card references, share links, saves, the coach's answers, control ids,
// URL options). Digits only: a sign, spaces or anything after the digits make it fail, so
// each format decides for itself whether a '-' is allowed.
#pragma once

#include <charconv>
#include <string_view>
#include <system_error>

namespace uno {

// True when `text` is one or more digits whose value fits in T; `out` is then that value
// (and is left alone otherwise).
template <class T>
bool parse_decimal(std::string_view text, T& out) {
  if (text.empty() || text.front() < '0' || text.front() > '9') return false;
  const char* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, out);
  return error == std::errc() && stop == end;
}

}  // namespace uno
