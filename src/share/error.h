// Errors of the share library: every decoder returns a Result that either holds a value or
// an Error with a stable code (for translations) and an English message (for logs and as
// a fallback). Codes never change meaning; new codes are only appended.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

namespace uno::share {

enum class ErrorCode : std::uint8_t {
  Ok = 0,
  Empty = 1,               // nothing to decode
  TooLarge = 2,            // over the size cap (link 8192 chars, save 2 MiB, line 4096)
  BadCharacters = 3,       // not base64url
  Truncated = 4,           // data ends too early
  BadChecksum = 5,         // CRC-32 mismatch: damaged or changed
  UnsupportedVersion = 6,  // format version this build does not read (newer, or 0)
  UnknownKind = 7,         // link kind byte is neither deal nor replay
  UnknownPreset = 8,       // preset id / name not known
  UnknownRule = 9,         // rule field id / name not known (link from a newer version)
  BadRuleValue = 10,       // rule field value out of range
  RuleOrder = 11,          // rule fields not in increasing id order / repeated
  BadSeatCount = 12,       // seats not 2..10
  BadSeat = 13,            // seat kind not human/easy/normal/hard, or reserved bits set
  NameTooLong = 14,        // name over 16 bytes (rule texts: over their cap)
  BadUtf8 = 15,            // name or text not valid UTF-8
  BadName = 16,            // name or text contains control characters
  InvalidRules = 17,       // the engine refuses the rules for this many seats
  TrailingData = 18,       // bytes left over after the last field
  TooManyActions = 19,     // replay longer than the cap
  IllegalAction = 20,      // an action of a replay / saved game is not legal there
  ReplayMismatch = 21,     // replay does not reach the recorded position
  BadDate = 22,            // not a valid yyyy-mm-dd date
  NotASave = 23,           // saved data does not start with "uno-save <version>"
  BadSyntax = 24,          // saved data: malformed line
  MissingField = 25,       // saved data: a required line is missing
  DuplicateField = 26,     // saved data: a line that may appear once appears twice
  BadSetting = 27,         // saved data: a setting value is not allowed
  LinkTooLong = 28,        // encoding: the game is too long to fit in a link
  BadNumber = 29,          // saved data: a number is malformed or out of range
};
inline constexpr int kErrorCodes = 30;

// Stable kebab-case id, e.g. "bad-checksum" (use as translation key).
const char* error_id(ErrorCode c);
// Generic one-sentence English explanation for end users.
const char* error_summary(ErrorCode c);

struct Error {
  ErrorCode code = ErrorCode::Ok;
  std::string message;  // English, specific (names the field, seat, line, ...)
  explicit operator bool() const { return code != ErrorCode::Ok; }
};

template <class T>
struct Result {
  std::optional<T> value;
  Error error;

  static Result success(T v) {
    Result r;
    r.value.emplace(std::move(v));
    return r;
  }
  static Result failure(Error e) {
    Result r;
    r.error = std::move(e);
    return r;
  }
  static Result failure(ErrorCode c, std::string message) {
    return failure(Error{c, std::move(message)});
  }

  bool ok() const { return value.has_value(); }
  explicit operator bool() const { return ok(); }
  T& operator*() { return *value; }
  const T& operator*() const { return *value; }
  T* operator->() { return &*value; }
  const T* operator->() const { return &*value; }
};

}  // namespace uno::share
