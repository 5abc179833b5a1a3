// The CLI's JSON: nlohmann's ordered_json (members keep insertion order), read strictly and
// written compactly, byte for byte as uno-cli has always answered (docs/protocol.md).
#pragma once

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace uno::cli {

using Json = nlohmann::ordered_json;

// Parses one JSON text (surrounding whitespace allowed, nothing else after it; duplicate
// keys, invalid UTF-8 and nesting deeper than 64 refused). On error returns false and sets
// `error` like "at offset 12: expected ':' after an object key". A number that is not a
// plain integer keeps its literal text (number_literal), so an echoed request id comes
// back unchanged.
bool parse_json(std::string_view text, Json& out, std::string& error);

// The compact text: no spaces; strings escape '"', '\', control characters and DEL, and
// invalid UTF-8 becomes \ufffd; doubles the program made are written like %.6g. Replies
// use this, not Json::dump(), whose bytes differ in all three.
std::string dump_json(const Json& j);

// A number kept as its literal text (a binary value of subtype kNumberLiteral), e.g. "1.50".
inline constexpr std::uint64_t kNumberLiteral = 0x4E;
Json number_literal(std::string_view text);

// Member `key` of an object; nullptr when absent or when `obj` is not an object.
const Json* find_member(const Json& obj, std::string_view key);

// Integers only ("42", "-7"; "1e3" and "1.0" are refused); false when out of range.
bool get_int(const Json& v, long long& out);
bool get_u64(const Json& v, std::uint64_t& out);

namespace detail {
// Length of a valid UTF-8 sequence at s[i], 0 if invalid (shared by the reader and writer).
std::size_t utf8_length(std::string_view s, std::size_t i);
}  // namespace detail

}  // namespace uno::cli
