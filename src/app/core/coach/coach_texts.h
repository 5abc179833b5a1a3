// The coach's words: a move as the player would say it, the hint's one-line reason from
// the Expert's estimates, a review mark's line. No ImGui.
#pragma once

#include <span>
#include <string>

#include "app/core/coach/advice.h"

namespace uno {
struct Deck;
}

namespace app {

class Session;
struct ReviewMark;

// "Play Blue 7", "Play Wild, name red", "Draw a card", "Keep the card", "Name blue",
// "Challenge", "Draw 4": `a` is a decision of the seat in the position on the table, or
// (`past`) a decision made earlier in the round, worded without the table's state.
std::string move_label(const Session& s, const uno::Action& a, bool past = false);

// "Play Blue 7: 55% vs 41% for Draw a card" (the choice against the best other move),
// "…: 48%, about as good as Draw a card (52%)" when another rates a little higher (the
// Expert keeps its choice unless search is clearly better), "…: the only sensible move";
// then the reply's reason in table terms, if any: ". Bo probably has no Red: drew on it
// before.", ". It holds back Cleo, who has one card left.", ". Your Wild stays for later."
std::string hint_text(const Session& s, const AdviceReply& r);
// The chances alone (the first part of hint_text).
std::string hint_chances(const Session& s, const AdviceReply& r);

// "Move 3, Play Wild, name red: here, Keep the card would have been better: 41% -> 55%"
std::string review_text(const Session& s, const ReviewMark& m);

}  // namespace app
