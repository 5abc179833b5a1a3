// Action text notation (see action.h).
#include "engine/action.h"

#include <string>

#include "engine/decimal.h"
#include "engine/deck.h"

namespace uno {

const char* action_verb(ActionType t) {
  switch (t) {
    case ActionType::Play: return "play";
    case ActionType::Draw: return "draw";
    case ActionType::Pass: return "pass";
    case ActionType::CallUno: return "uno";
    case ActionType::CatchUno: return "catch";
    case ActionType::Accept: return "accept";
    case ActionType::Challenge: return "challenge";
    case ActionType::ChooseColour: return "colour";
    case ActionType::Spin: return "spin";
    case ActionType::Discard: return "discard";
    case ActionType::Done: return "done";
    case ActionType::ClaimUnoSpin: return "unospin";
    case ActionType::Verdict: return "verdict";
    case ActionType::NextRound: return "next";
  }
  return "?";
}

std::string to_string(const Action& a, const Deck& d) {
  std::string s = std::to_string(a.seat);
  s += ' ';
  s += action_verb(a.type);
  if (a.card != kNoCard) {
    s += ' ';
    s += card_label(d, a.card);
  }
  if (a.colour != Colour::None) {
    s += ' ';
    s += colour_char(a.colour);
  }
  if (a.type == ActionType::Verdict && a.target < 0) s += " ok";
  if (a.target >= 0) {
    s += " @";
    s += std::to_string(a.target);
  }
  return s;
}

namespace {
bool parse_int(std::string_view t, int& v) { return t.size() <= 3 && parse_decimal(t, v); }

std::string_view next_token(std::string_view& t) {
  while (!t.empty() && (t.front() == ' ' || t.front() == '\t')) t.remove_prefix(1);
  std::size_t n = 0;
  while (n < t.size() && t[n] != ' ' && t[n] != '\t') ++n;
  std::string_view tok = t.substr(0, n);
  t.remove_prefix(n);
  return tok;
}
}  // namespace

const char* parse_action(std::string_view text, const Deck& d, Action& out, Card& face) {
  Action a;
  int seat = 0;
  if (!parse_int(next_token(text), seat) || seat >= kMaxSeats)
    return "Notation: expected a seat number";
  a.seat = static_cast<std::int8_t>(seat);
  std::string_view verb = next_token(text);
  bool found = false;
  for (int i = 0; i <= static_cast<int>(ActionType::NextRound); ++i) {
    if (verb == action_verb(static_cast<ActionType>(i))) {
      a.type = static_cast<ActionType>(i);
      found = true;
    }
  }
  if (!found) return "Notation: unknown verb";
  face = Card{};
  bool has_card = false;
  for (std::string_view tok = next_token(text); !tok.empty(); tok = next_token(text)) {
    if (tok[0] == '@') {
      int t = 0;
      if (!parse_int(tok.substr(1), t) || t >= kMaxSeats) return "Notation: bad seat target";
      a.target = static_cast<std::int8_t>(t);
    } else if (tok == "ok" && a.type == ActionType::Verdict) {
      a.target = -1;
    } else if (tok.size() == 1 && colour_from_char(tok[0]) != Colour::None &&
               (has_card || a.type == ActionType::ChooseColour)) {
      a.colour = colour_from_char(tok[0]);
    } else if (!has_card) {
      if (!parse_card_ref(tok, d, face, a.card)) return "Notation: bad card";
      has_card = true;
    } else {
      return "Notation: unexpected text";
    }
  }
  bool needs_card = a.type == ActionType::Play || a.type == ActionType::Discard;
  if (needs_card != has_card)
    return needs_card ? "Notation: this verb needs a card" : "Notation: this verb takes no card";
  out = a;
  return nullptr;
}

}  // namespace uno
