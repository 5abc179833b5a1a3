// Texts about a seat, in the person the reader needs. The seat the texts address as "you"
// (Session::is_you decides which) gets the second-person form: "You draw 2", "Du ziehst 2",
// "Din tur"; every other seat its name: "Ada draws 2". No ImGui.
#pragma once

#include <string>
#include <string_view>

#include "app/core/text/strings.h"
#include "engine/card.h"
#include "engine/rules.h"

namespace app {

// A seat as texts see it: its name, and whether the texts address it as "you".
struct Who {
  Who() = default;
  Who(std::string n, bool y = false) : name(std::move(n)), you(y) {}  // NOLINT: implicit
  std::string name;
  bool you = false;
};

// `s`: a third-person format whose first argument is the seat's name (%s), then at most
// one %d (`n`). For a "you" seat its second-person row is used (no name in it); a format
// without one gets "You" (translated) as the name, as in "You: UNO!".
std::string about(S s, const Who& who, int n = 0);
// The seat's name as a label (badges, the round summary's rows): "You" (translated) for
// the "you" seat, so the label follows the language.
std::string label(const Who& who);
// Whether `name` is a language's default name for a lone human ("You", "Du"), whichever
// languages are loaded.
bool is_default_you_name(std::string_view name);
// Whether `name` passes for a language's word for "you", any language's, in any letter case
// and look-alike letters ("YOU", "Yоu" with a Cyrillic о, "Ｄｕ"): share::looks_like_you.
bool names_you(std::string_view name);

// The letter(s) for a colour in the current language (card corners, colour label, picker);
// "" for no colour. See the comment at S::RedMark in string_rows.h for the choice.
const char* colour_letter(uno::Colour c);

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

}  // namespace app
