#include "share/error.h"

namespace uno::share {

namespace {
struct ErrorText {
  const char* id;
  const char* summary;
};
// Indexed by ErrorCode. Ids are stable (translation keys); summaries may be reworded.
constexpr ErrorText kTexts[kErrorCodes] = {
    {"ok", "No error."},
    {"empty", "There is nothing to read."},
    {"too-large", "The data is too large."},
    {"bad-characters", "The link contains characters that do not belong in a game link."},
    {"truncated", "The data is incomplete: it was probably cut off."},
    {"bad-checksum", "The data is damaged: it was changed or cut off while being copied."},
    {"unsupported-version", "The data was made by a different version of the game."},
    {"unknown-kind", "This is not a game or replay link."},
    {"unknown-preset", "The rule preset is not known to this version of the game."},
    {"unknown-rule", "The data uses a rule this version of the game does not know."},
    {"bad-rule-value", "A rule has a value outside its allowed range."},
    {"rule-order", "The rules are listed out of order or twice."},
    {"bad-seat-count", "A game needs 2 to 10 players."},
    {"bad-seat", "A player is neither a human nor a computer player of a known level."},
    {"name-too-long", "A name or text is too long."},
    {"bad-utf8", "A name or text is not valid UTF-8 text."},
    {"bad-name", "A name or text contains control characters."},
    {"invalid-rules", "These rules cannot be played with this many players."},
    {"trailing-data", "There is unexpected data at the end."},
    {"too-many-actions", "The replay is too long."},
    {"illegal-action", "The replay contains a move that is not allowed."},
    {"replay-mismatch", "The replay does not lead to the recorded position."},
    {"bad-date", "The date is not a valid date (yyyy-mm-dd)."},
    {"not-a-save", "This is not saved game data."},
    {"bad-syntax", "The saved data is malformed."},
    {"missing-field", "The saved data is missing a required entry."},
    {"duplicate-field", "The saved data contains an entry twice."},
    {"bad-setting", "A setting has a value that is not allowed."},
    {"link-too-long", "The game is too long to share as a link."},
    {"bad-number", "A number is malformed or out of range."},
};
}  // namespace

const char* error_id(ErrorCode c) {
  auto i = static_cast<int>(c);
  return i < kErrorCodes ? kTexts[i].id : "unknown";
}

const char* error_summary(ErrorCode c) {
  auto i = static_cast<int>(c);
  return i < kErrorCodes ? kTexts[i].summary : "Unknown error.";
}

}  // namespace uno::share
