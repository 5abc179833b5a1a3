// The table's state in words for its top bar and the screen reader: whose turn and why,
// the hint after "Your turn", the match's goal and how its scores count. Who is addressed
// as "you" and how: text/who.h. No ImGui.
#pragma once

#include <string>

#include "app/core/text/strings.h"
#include "app/core/text/who.h"
#include "engine/card.h"
#include "engine/rules.h"

namespace app {

class Session;
struct StatusLine {
  std::string text;
  bool your_turn = false;  // the viewer acts (the UI may add a hint)
  std::string brief;       // a shorter text where `text` does not fit ("Catch Bo!"), or empty
};
// The seat whose move the table shows in the air: the last move's player (UNO calls and
// catches aside), -1 at a round's start.
int moving_seat(const Session& s);
// The top bar's status: whose turn, or the round's / match's end. `cards_flying`: while
// cards are still in the air (the deal) "Your turn" is not shown yet (empty text).
StatusLine status_line(const Session& s, bool cards_flying);
// Why the viewer's turn is not an ordinary one, for the status line in place of "Your
// turn": "You spin the wheel", "Bo played a Draw Two on you (+2)." (a forced draw too);
// empty on an ordinary turn or when the viewer does not act.
std::string turn_reason(const Session& s);
// The hint after "Your turn": play a raised card, or draw. `touch`: the last input was a
// finger ("tap"), else a mouse or keys ("click").
const char* turn_hint(bool can_play, bool touch);
// The viewer played their second-last card without UNO and may still call it (the
// status line and the screen reader say so).
bool forgot_uno(const Session& s);
// The viewer's turn with two cards and one that plays, UNO not pressed yet: the call comes
// first ("Press UNO! first, then play your card").
bool uno_first(const Session& s);
// The match's goal at the top bar's right: "Target 500" ("Target 500, lowest total wins"
// when the lowest total wins), "First to 3 rounds", "First out".
std::string match_goal(const uno::RuleSet& r);
// The rounds a seat must win where the match counts rounds won (dino: 3), else 0 (points,
// or the first out wins the match).
int rounds_to_win(const uno::RuleSet& r);
// The round summary's line on how the scores count ("" when the winner collects).
std::string scoring_note(const uno::RuleSet& r);

// Said once when the viewer's turn begins: "Your turn. Red 8 on top. You have 6 cards; Bo 1
// card, UNO." The colour in play only after a Wild ("Wild on top, colour Red"), the others
// only when they hold two cards or fewer (the whole table is a key away: table_summary).
std::string turn_line(const Session& s);
// "Scores: You 120, Bo 45." (S), or that this match keeps no score.
std::string scores_line(const Session& s);

// The table in words: whose turn, top card, colour in play, direction, draw pile, and each
// seat's name, card count, UNO state and score.
std::string table_summary(const Session& s);

}  // namespace app
