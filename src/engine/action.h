// Action: one enumerable step by one seat (OpenSpiel style). Multi-card discards are
// repeated "discard" steps ending with "done"; the last card discarded lands on top.
//
// Text notation (stable; the CLI protocol builds on it):
//   "<seat> <verb> [args]" with seat 0-based, card as face or face#id, colour as R/Y/G/B,
//   seat targets as @N:
//     0 play R7#17            play a card (on your turn, or a jump-in)
//     0 play W#100 G          wilds carry the colour named
//     0 play R7#17 @2         7-0 house rule: swap hands with seat 2
//     0 draw                  draw from the pile on your turn
//     0 pass                  keep the drawn card / end a turn that cannot go on
//     0 uno                   call UNO (seat holds one card and has not called)
//     1 catch @0              catch seat 0 who did not call UNO
//     1 accept                take a pending Draw Two / Draw Four / Skip / Reverse / draw
//     1 challenge             challenge a Wild Draw Four
//     1 colour G              name the colour (first card was a wild)
//     1 spin                  spin the wheel
//     1 discard R3#40         discard a card (spin outcomes, custom rules 5/6/8)
//     1 discard W#99 G        a discarded wild names the colour if it ends on top
//     1 done                  stop discarding
//     2 unospin               claim the UNO Spin race
//     0 verdict ok            social custom rule (8-10, free text) passed / laughed
//     0 verdict @3            ... failed: seat 3 takes the penalty
//     0 next                  start the next round
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "engine/card.h"

namespace uno {

struct Deck;

enum class ActionType : std::uint8_t {
  Play,
  Draw,
  Pass,
  CallUno,
  CatchUno,
  Accept,
  Challenge,
  ChooseColour,
  Spin,
  Discard,
  Done,
  ClaimUnoSpin,
  Verdict,
  NextRound,
};

struct Action {
  ActionType type = ActionType::Pass;
  std::int8_t seat = 0;
  CardId card = kNoCard;
  Colour colour = Colour::None;
  std::int8_t target = -1;  // seat target (7-0 swap, catch, verdict), -1 none

  friend constexpr bool operator==(const Action&, const Action&) = default;

  static constexpr Action play(int s, CardId c, Colour col = Colour::None, int t = -1) {
    return {ActionType::Play, static_cast<std::int8_t>(s), c, col, static_cast<std::int8_t>(t)};
  }
  static constexpr Action simple(ActionType ty, int s, int t = -1) {
    return {ty, static_cast<std::int8_t>(s), kNoCard, Colour::None, static_cast<std::int8_t>(t)};
  }
  static constexpr Action colour_choice(int s, Colour col) {
    return {ActionType::ChooseColour, static_cast<std::int8_t>(s), kNoCard, col, -1};
  }
  static constexpr Action discard(int s, CardId c, Colour col = Colour::None) {
    return {ActionType::Discard, static_cast<std::int8_t>(s), c, col, -1};
  }
};

const char* action_verb(ActionType t);  // "play", "draw", ...

// "0 play R7#17"; needs the deck to print card faces.
std::string to_string(const Action& a, const Deck& d);

// Parses the notation above. A card given without "#id" is resolved by the caller
// (Game::resolve); then out.card == kNoCard and `face` holds the face. Returns nullptr on
// success, else a short reason.
const char* parse_action(std::string_view text, const Deck& d, Action& out, Card& face);

}  // namespace uno
