// A guided round (a tutorial) as data: the rule set, the seats, a stacked deal and the
// steps, each a move of one seat and the sentence that goes with it. One file per rule set
// (assets/learn/<preset>.txt); docs/tutorial-format.md describes the lines. The learner
// is seat 0; every other seat's move is written down too, so the round is the same every
// time and each sentence can speak of the card just played. Parsing needs only the engine:
// the moves are checked by playing them (play_tutorial).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game.h"
#include "engine/layout.h"
#include "share/deal.h"

namespace uno::share {

struct TutorialStep {
  int seat = -1;     // who moves; -1: a sentence alone, read before the round goes on
  std::string move;  // the move in the action notation without its seat ("play R5", "draw")
  std::string key;   // the sentence's key, unique in its file (the PO files' context)
  std::string text;  // the sentence in English; may be empty for another seat's move
};

struct Tutorial {
  Deal deal;  // preset, rules, seats (seat 0 the learner, the rest computers), seed
  Layout layout;
  std::vector<TutorialStep> steps;
};

// Reads a tutorial file. Returns "" or the reason, naming the line.
std::string read_tutorial(std::string_view text, Tutorial& out);

// The game of its deal, dealt as its layout says.
Game start_tutorial(const Tutorial& t);

// The action of `step` in `g` (a card given by its face resolves to the mover's legal play
// of it). Returns "" or the reason (not that seat's move now, no such card in hand).
std::string tutorial_action(const Game& g, const TutorialStep& step, Action& out);

// Plays every step from the start; returns "" when each was legal in its turn, or the
// first step that was not. `end` (optional) gets the game after the last step.
std::string play_tutorial(const Tutorial& t, Game* end = nullptr);

}  // namespace uno::share
