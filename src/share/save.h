// Saved state for localStorage: settings, the game in progress, finished-match history and
// stats, as one versioned text record with a CRC-32 line. Line format, versioning and
// migration policy: docs/share-format.md.
//   auto s = uno::share::load_save(localStorage["uno"]);
//   if (!s) { keep the text under another key; show s.error; start from SaveData{} }
//   ...
//   localStorage["uno"] = *uno::share::write_save(data);
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "share/deal.h"

namespace uno::share {

// Version 1, or 2 for a compact save (a game kept from a Checkpoint); the lowest that holds
// the data is written, so a save without a checkpoint stays readable by older versions.
inline constexpr int kSaveVersion = 2;                  // newest version read and written
inline constexpr std::size_t kMaxSaveBytes = 2u << 20;  // loader refuses larger input
inline constexpr std::size_t kMaxSaveLine = 4096;
inline constexpr std::size_t kMaxSaveActions = 200000;
// A saved game keeps its moves from the last checkpoint on: a new checkpoint is taken at the
// first settled position (Game::settled) this many moves after it (docs/share-format.md).
inline constexpr std::size_t kCheckpointMoves = 16384;
// A checkpoint's move count is at most this (far beyond any match; fits a 32-bit size_t).
inline constexpr std::uint64_t kMaxCheckpointMoves = std::uint64_t{1} << 31;
inline constexpr std::size_t kMaxHistory = 100;  // record_match keeps the last 100
inline constexpr std::size_t kMaxLanguageBytes = 16;
inline constexpr std::uint8_t kMaxVolume = 100;
inline constexpr std::uint8_t kDefaultVolume = 70;

// In the order the settings offer them (the app's speed buttons and controls count on it).
enum class AnimationSpeed : std::uint8_t { Slow = 0, Normal = 1, Fast = 2, Off = 3 };
const char* animation_name(AnimationSpeed a);  // "off", "slow", "normal", "fast"
// A setting the page or the preset may decide until the player chooses: braille on cards
// (auto: the braille preset), high contrast (auto: prefers-contrast), reduced motion
// (auto: prefers-reduced-motion).
enum class Preference : std::uint8_t { Auto = 0, On = 1, Off = 2 };
const char* preference_name(Preference p);  // "auto", "on", "off"
// The computers' UNO calls, catches and UNO Spin race at a person's pace, or as quick as
// bots are.
enum class Pace : std::uint8_t { Relaxed = 0, Quick = 1 };
const char* pace_name(Pace p);  // "relaxed", "quick"

// Official 112's three blank Wild Customizable cards as the house wrote them on the start
// screen (001: "skriv en ny regel på ett kort"): the rule fields custom_rule_0..2,
// custom_text_0..2 and custom_penalty, kept with the settings for the next match.
struct BlankCards {
  std::array<CustomRule, 3> rule = RuleSet{}.custom_rule;
  std::array<std::string, 3> text{};
  std::uint8_t penalty = RuleSet{}.custom_penalty;
  friend bool operator==(const BlankCards&, const BlankCards&) = default;
};
BlankCards blank_cards_of(const RuleSet& r);
void apply_blank_cards(RuleSet& r, const BlankCards& b);

struct Settings {
  std::string language = "en";  // BCP 47-ish tag: letters, digits, '-'; 1..16 bytes
  bool colour_blind_marks = false;
  AnimationSpeed animation = AnimationSpeed::Normal;
  // Sound cues and spoken events. A bad value in a save falls back to its default (a sound
  // setting never makes a save unreadable).
  std::uint8_t volume = kDefaultVolume;  // 0..kMaxVolume
  bool muted = false;
  bool speech = false;  // events read aloud by the browser's speech synthesis
  Preference braille = Preference::Auto;
  Preference high_contrast = Preference::Auto;
  Preference reduce_motion = Preference::Auto;
  bool large_cards = false;
  Pace pace = Pace::Relaxed;
  // Tips (app/core/coach/tips.h): a bit per tip the player has seen, and whether they want
  // tips at all ("No more tips").
  std::uint16_t tips_seen = 0;
  bool tips_off = false;
  BlankCards blank_cards;
  // The start screen as the player left it (preset, house rules, target, seats with their
  // kinds, levels and names; no seed): the next visit starts from it. Saved as a deal link.
  std::optional<Deal> setup;
  friend bool operator==(const Settings&, const Settings&) = default;
};

// A long match's settled position (Game::settled) after its first `moves` moves: a compact
// save keeps it instead of those moves.
struct Checkpoint {
  std::uint64_t moves = 0;
  Position position;
  friend bool operator==(const Checkpoint&, const Checkpoint&) = default;
};

struct SavedGame {
  Deal deal;
  std::vector<Action> actions;  // replaying them on start_game(deal) (or `from`) gives the position
  // That position as load_save replayed it while checking the moves (null when the
  // SavedGame came from anywhere else): start from a copy of it instead of replaying the
  // moves again. Derived data: never written, and not part of ==.
  std::shared_ptr<const Game> position = nullptr;
  std::optional<Checkpoint> from = std::nullopt;  // set: `actions` are the moves after it
  friend bool operator==(const SavedGame& a, const SavedGame& b) {
    return a.deal == b.deal && a.from == b.from && a.actions == b.actions;
  }
};

struct MatchRecord {
  std::string date;          // yyyy-mm-dd
  std::string preset;        // one of kPresetNames
  std::vector<Seat> seats;   // 2..10
  std::vector<int> scores;   // one per seat
  std::vector<int> winners;  // seat indices (ties: several; none: empty)
  int rounds = 0;
  friend bool operator==(const MatchRecord&, const MatchRecord&) = default;
};

struct Stats {
  std::uint32_t matches_played = 0;
  std::uint32_t matches_won = 0;
  std::uint32_t rounds_played = 0;
  std::uint32_t current_streak = 0;  // matches won in a row
  std::uint32_t best_streak = 0;
  friend bool operator==(const Stats&, const Stats&) = default;
};

struct SaveData {
  Settings settings;
  std::optional<SavedGame> game;
  std::vector<MatchRecord> history;  // oldest first
  Stats stats;
  // Set by load_save: < kSaveVersion when the text was in a form write_save no longer
  // writes (migrated: rewrite it). Versions 1 and 2 are both current: kSaveVersion.
  int loaded_version = kSaveVersion;
  // Set by load_save: settings whose saved value could not be read, each with its reason.
  // They keep their defaults and everything else loads (the caller keeps the text aside).
  std::vector<std::string> skipped;
  // The data itself: `skipped` says how a text was read, not what it holds (a save written
  // from data that skipped a line reads back equal, with nothing skipped).
  friend bool operator==(const SaveData& a, const SaveData& b) {
    return a.settings == b.settings && a.game == b.game && a.history == b.history &&
           a.stats == b.stats && a.loaded_version == b.loaded_version;
  }
};

// Writes version 1, or 2 when the game has a checkpoint. Checks what it writes (settings,
// the game's deal and checkpoint, the history) and fails rather than write something
// load_save would refuse; the game's actions are not replayed here (that is load_save's
// job), only checked for a valid seat.
Result<std::string> write_save(const SaveData& d);
// Reads any supported version (migrating older ones). Replays the game in progress and
// keeps the result in SavedGame::position.
Result<SaveData> load_save(std::string_view text);

// Finished match -> record (scores, winners, rounds from the game).
MatchRecord make_match_record(const Deal& d, const Game& g, std::string date);
// Appends to history (keeping the last kMaxHistory) and updates stats; `you` is the seat
// of the local player (a win is `you` among the winners; -1: first human seat).
void record_match(SaveData& d, MatchRecord m, int you = -1);

}  // namespace uno::share
