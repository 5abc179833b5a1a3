// A deal: everything needed to start the same game anywhere (preset + rules, seats, seed).
// A game is a pure function of (rules, seats, seed, actions), so a deal plus an action list
// reproduces any position exactly.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game.h"
#include "share/error.h"

namespace uno::share {

// BotExpert came later (links: bit 7 of a seat's head byte, reserved before; old links
// never set it, so they read as before).
enum class Player : std::uint8_t {
  Human = 0,
  BotEasy = 1,
  BotNormal = 2,
  BotHard = 3,
  BotExpert = 4
};
inline constexpr int kPlayerKinds = 5;
const char* player_name(Player p);  // "human", "easy", "normal", "hard", "expert"
inline constexpr bool is_bot(Player p) { return p != Player::Human; }

inline constexpr std::size_t kMaxNameBytes = 16;      // seat names, UTF-8 bytes
inline constexpr std::size_t kMaxRuleNameBytes = 32;  // RuleSet::name
inline constexpr std::size_t kMaxRuleTextBytes = 96;  // RuleSet::custom_text[i]
inline constexpr int kMinSeats = 2;
inline constexpr int kMaxSeatCount = kMaxSeats;  // 10

struct Seat {
  Player player = Player::Human;
  std::string name;  // may be empty (the UI shows a default); <= 16 bytes of UTF-8
  friend bool operator==(const Seat&, const Seat&) = default;
};

struct Deal {
  std::string preset = "classic";  // one of uno::kPresetNames
  RuleSet rules = classic();       // the preset plus house rules (target_score included)
  std::vector<Seat> seats;
  std::uint64_t seed = 0;
  friend bool operator==(const Deal&, const Deal&) = default;
};

// Stable preset ids used by the formats: 0 classic, 1 official112, 2 spin, 3 braille, 4 dino.
inline constexpr int kPresets = 5;
int preset_id(std::string_view name);  // -1 when unknown
const char* preset_name_of(int id);    // nullptr when unknown

// A deal with the given preset's rules and seats: seat 0 human, then `bots` normal bots.
Deal make_deal(std::string_view preset, int bots, std::uint64_t seed);

// Everything the formats check: preset known, 2..10 seats, names valid UTF-8 without
// control characters and <= 16 bytes, rule texts likewise, engine validate(rules, seats).
Error check_deal(const Deal& d);

// Game of the deal (precondition: check_deal(d) is ok).
Game start_game(const Deal& d);

// Replays `actions` from the start of the deal; every action must be legal when applied.
Result<Game> replay(const Deal& d, const std::vector<Action>& actions);

// 32-bit digest of the public game position (hands, piles, scores, turn, phase). Unlike
// Game::state_hash it does not cover the event log or internal bookkeeping, so it stays
// the same when the engine's internals change but the game does not.
std::uint32_t position_fingerprint(const Game& g);

// Deal of the day: the seed is a pure function of the date "yyyy-mm-dd" (Gregorian,
// years 0001-9999): seed = splitmix64(0x554E4F2D44415931 ^ days since 1970-01-01), see
// docs/share-format.md. BadDate for anything else.
Result<std::uint64_t> daily_seed(std::string_view date);
bool valid_date(std::string_view date);  // yyyy-mm-dd, a real Gregorian date, year >= 1
// make_deal(preset, bots, daily_seed(date)); errors for a bad date, preset or bot count.
Result<Deal> daily_deal(std::string_view date, std::string_view preset = "classic", int bots = 3);

// Text checks used by the formats (exposed for the UI's input fields).
bool valid_utf8(std::string_view s);
// The length of the valid UTF-8 sequence at s[i] (its code point in `cp`); 0 when invalid:
// a stray continuation byte, an overlong form, a surrogate or past U+10FFFF.
std::size_t utf8_sequence(std::string_view s, std::size_t i, std::uint32_t& cp);
// Valid UTF-8, no C0/C1 control characters or DEL, at most `max_bytes`. Returns Ok or the
// error (NameTooLong, BadUtf8, BadName) with `what` in the message (e.g. "Seat 2 name").
Error check_text(std::string_view s, std::size_t max_bytes, std::string_view what);
// A seat's name as typed or linked, made safe to show: broken UTF-8, control, bidirectional
// and invisible characters dropped (they let a name pose as another or reorder the text
// around it), outer spaces trimmed, cut to kMaxNameBytes.
std::string clean_name(std::string_view s);
// Cuts a string to at most `max_bytes` without splitting a UTF-8 sequence.
std::string truncate_utf8(std::string_view s, std::size_t max_bytes);

}  // namespace uno::share
