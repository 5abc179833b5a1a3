// RuleSet: every rule that differs between the booklets (and every house rule) is a plain
// field, so a preset is just data. Presets: classic (004), official112 (001), spin (000),
// braille (002), dino (003). See docs/rules.md for where a booklet is silent.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/card.h"

namespace uno {

enum class ScoringMethod : std::uint8_t {
  WinnerCollects,  // round winner scores everyone else's cards; first to target wins
  LowestWins,      // everyone adds their own cards; when one reaches target, lowest wins
};

enum class DealerSelection : std::uint8_t {
  HighCard,       // everyone draws a card; highest number deals (symbols count 0)
  LotForStarter,  // 004: the starting player is drawn by lot (dealer = seat on their right)
};

// What makes a Wild Draw Four "guilty" when challenged.
enum class Wd4Guilt : std::uint8_t {
  ColourInPlay,  // held a card of the colour in play (004, 001, 000)
  ColourOrWild,  // 003: ... and held Wild cards count as matching too
  AnyPlayable,   // 002: held any other card that could have been played
};

// Wild Customizable rules: the booklet's list 1-10 (001) plus free text.
enum class CustomRule : std::uint8_t {
  None = 0,          // blank card: plays as a plain Wild
  DrawUntilColour,   // 1 next player draws until a card of the named colour
  DiscardAllWilds,   // 2 everyone discards all their wild cards
  DrawThreeIfStuck,  // 3 if the next player cannot play, they draw THREE
  PlayAgain,         // 4 the player plays again
  NextToSeven,       // 5 next player draws or discards until holding 7
  AllToThree,        // 6 everyone draws or discards until holding exactly 3
  OpenHands,         // 7 open hands until the player's next turn
  Joke,              // 8 verdict: nobody laughs -> draw 4; laughs -> discard all but 1
  Elbows,            // 9 verdict: next player bent an elbow -> custom_penalty cards
  Rooster,           // 10 verdict: next player did not crow -> draw 4
  FreeText,          // free text; verdict: ok, or one seat draws custom_penalty
};

enum class SpinOutcome : std::uint8_t {
  AlmostUno,
  DiscardNumber,
  DiscardColour,
  DrawRed,
  DrawBlue,
  TradeHands,
  ShowCards,
  Showdown,
  UnoSpin,
};
inline constexpr int kSpinOutcomes = 9;
const char* spin_outcome_name(SpinOutcome o);  // "almost-uno", "discard-number", ...

struct RuleSet {
  std::string name = "classic";

  // --- deck (108 standard cards are always present) ---
  std::uint8_t shuffle_hands_cards = 0;    // Wild Shuffle Hands (001: 1)
  std::uint8_t custom_cards = 0;           // Wild Customizable, 0..3 (001: 3)
  std::uint8_t spin_numbers = 0;           // per colour, one copy of 1..N is a Spin card (000: 5)
  std::uint8_t lauf_cards = 0;             // "Lauf!" jokers (003: 4)
  std::uint8_t dino_coloured_actions = 0;  // per colour and action kind, copies marked (003: 1)
  std::uint8_t dino_wilds = 0;             // marked Wilds (003: 2)
  std::uint8_t dino_wild_draw_fours = 0;   // marked Wild Draw Fours (003: 2)

  // --- points ---
  std::uint8_t points_action = 20;        // Draw Two, Reverse, Skip
  std::uint8_t points_wild = 50;          // Wild, Wild Draw Four
  std::uint8_t points_special_wild = 40;  // Shuffle Hands, Customizable (001)
  std::uint8_t points_lauf = 50;          // Lauf! (003)

  // --- seats and setup ---
  std::uint8_t min_seats = 2;
  std::uint8_t max_seats = 10;
  std::uint8_t hand_size = 7;
  DealerSelection dealer_selection = DealerSelection::HighCard;
  bool first_special_redraw = false;  // 003: any special first card is ignored, turn another

  // --- turn ---
  bool voluntary_draw = true;             // may draw although a card would play (common rule)
  bool draw_until_playable = false;       // house
  bool forced_play_drawn = false;         // house: a playable drawn card must be played
  bool two_player_reverse_skips = false;  // 002: with 2 players Reverse = play again

  // --- house rules (off by default) ---
  bool stack_draw_two = false;   // Draw Two on a pending Draw Two
  bool stack_draw_four = false;  // Wild Draw Four on a pending Wild Draw Four
  bool stack_across = false;     // Draw Four on Draw Two and Draw Two on Draw Four
  bool seven_zero = false;       // 7 swaps hands with a chosen seat, 0 passes all hands on
  bool jump_in = false;          // identical card played out of turn by any seat
  bool lauf_as_wild = false;     // Lauf! may also be played as a plain Wild on your turn

  // --- Wild Draw Four ---
  // Legal only without a card of the colour in play (002: false). With `challenge` on an
  // illegal +4 is a bluff the victim may challenge; the engine refuses it only when off.
  bool wd4_restricted = true;
  Wd4Guilt wd4_guilt = Wd4Guilt::ColourInPlay;
  bool challenge = true;               // victim may challenge
  bool wd4_guilty_takes_back = false;  // 002: guilty player takes the +4 back into hand
  std::uint8_t wd4_guilty_draw = 4;
  std::uint8_t challenge_fail_extra = 2;  // innocent: challenger draws 4 + this

  // --- UNO call ---
  std::uint8_t uno_penalty = 2;

  // --- spin (000) ---
  std::array<std::uint16_t, kSpinOutcomes> spin_weights{1, 1, 1, 1, 1, 1, 1, 1, 1};

  // --- Wild Customizable (001): rule per physical card slot ---
  std::array<CustomRule, 3> custom_rule{CustomRule::PlayAgain, CustomRule::DrawUntilColour,
                                        CustomRule::AllToThree};
  std::array<std::string, 3> custom_text{};  // text shown for FreeText (and as a label)
  std::uint8_t custom_penalty = 2;           // cards for a failed Elbows / FreeText verdict

  // --- scoring ---
  ScoringMethod scoring = ScoringMethod::WinnerCollects;
  std::uint16_t target_score = 500;  // 250/500/750...; 0 = no scoring: see round_wins
  bool target_must_exceed = false;   // 002: match ends when a total passes (>) the target
  // Without scoring (target_score 0) the match ends when a seat has won this many rounds:
  // 1 = first out wins the match (000); 003 deals round after round (dino: 3).
  std::uint8_t round_wins = 1;

  // --- engine safety (no booklet rule) ---
  // A round in which the number of cards held has not gone down from one turn to the next
  // for this many turns in a row is "blocked" (e.g. forced play + draw until playable with
  // an exhausted pile can cycle forever): the seat with the fewest points in hand wins it.
  // 0 = never.
  std::uint16_t stall_turns = 1000;

  friend bool operator==(const RuleSet&, const RuleSet&) = default;
};

// Presets.
RuleSet classic();      // 004
RuleSet official112();  // 001
RuleSet spin();         // 000
RuleSet braille();      // 002
RuleSet dino();         // 003
std::optional<RuleSet> preset(std::string_view name);
inline constexpr std::array<std::string_view, 5> kPresetNames{"classic", "official112", "spin",
                                                              "braille", "dino"};

// Point value of a card under these rules.
int card_points(const Card& c, const RuleSet& r);

// The most players the preset's booklet names (004 classic: "2 bis 8 Personen"); 0 when
// the booklet names no limit. max_seats may allow more as a house extension.
int booklet_max_seats(std::string_view preset_name);

// nullptr when the rules can be played with this many seats, else the reason.
const char* validate(const RuleSet& r, int seats);

}  // namespace uno
