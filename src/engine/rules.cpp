// Presets as data. Each field that differs from the defaults quotes its booklet in
// docs/rules.md; the defaults in rules.h are the common rules.
#include "engine/rules.h"

namespace uno {

const char* spin_outcome_name(SpinOutcome o) {
  switch (o) {
    case SpinOutcome::AlmostUno: return "almost-uno";
    case SpinOutcome::DiscardNumber: return "discard-number";
    case SpinOutcome::DiscardColour: return "discard-colour";
    case SpinOutcome::DrawRed: return "draw-red";
    case SpinOutcome::DrawBlue: return "draw-blue";
    case SpinOutcome::TradeHands: return "trade-hands";
    case SpinOutcome::ShowCards: return "show-cards";
    case SpinOutcome::Showdown: return "showdown";
    case SpinOutcome::UnoSpin: return "uno-spin";
  }
  return "?";
}

RuleSet classic() {
  RuleSet r;
  r.name = "classic";
  // 004: "Nun wird ausgelost, welcher Spieler die Runde beginnen darf."
  r.dealer_selection = DealerSelection::LotForStarter;
  return r;
}

RuleSet official112() {
  RuleSet r;
  r.name = "official112";
  r.shuffle_hands_cards = 1;
  r.custom_cards = 3;
  // 001: "ALTERNATIVT SÄTT ATT RÄKNA POÄNG" is an alternative; the main rule collects.
  return r;
}

RuleSet spin() {
  RuleSet r;
  r.name = "spin";
  r.spin_numbers = 5;
  return r;
}

RuleSet braille() {
  RuleSet r;
  r.name = "braille";
  r.two_player_reverse_skips = true;
  r.wd4_restricted = false;  // "Zieh 4: diese Karte kann immer abgelegt werden"
  r.wd4_guilt = Wd4Guilt::AnyPlayable;
  r.wd4_guilty_takes_back = true;
  r.scoring = ScoringMethod::LowestWins;
  r.target_must_exceed = true;  // "500 Punkte überschreitet"
  return r;
}

RuleSet dino() {
  RuleSet r;
  r.name = "dino";
  r.lauf_cards = 4;
  r.dino_coloured_actions = 1;
  r.dino_wilds = 2;
  r.dino_wild_draw_fours = 2;
  r.first_special_redraw = true;
  r.wd4_guilt = Wd4Guilt::ColourOrWild;
  r.target_score = 0;  // "Die Punktwertung (optionale Siegbedingung)"
  // "Sobald ein Spieler seine letzte Karte legt, hat er gewonnen. Dann werden die Karten neu
  // gemischt, und die nächste Runde beginnt." The booklet names no end without scoring:
  // the match goes to 3 round wins (round_wins = 1 is first-out-wins).
  r.round_wins = 3;
  return r;
}

std::optional<RuleSet> preset(std::string_view name) {
  if (name == "classic") return classic();
  if (name == "official112") return official112();
  if (name == "spin") return spin();
  if (name == "braille") return braille();
  if (name == "dino") return dino();
  return std::nullopt;
}

int card_points(const Card& c, const RuleSet& r) {
  switch (c.kind) {
    case Kind::Number: return c.number;
    case Kind::DrawTwo:
    case Kind::Reverse:
    case Kind::Skip: return r.points_action;
    case Kind::Wild:
    case Kind::WildDrawFour: return r.points_wild;
    case Kind::WildShuffle:
    case Kind::WildCustom: return r.points_special_wild;
    case Kind::Lauf: return r.points_lauf;
  }
  return 0;
}

int booklet_max_seats(std::string_view preset_name) {
  // 004: "Spieleranzahl: 2 bis 8 Personen"; 000-003 name no player count.
  return preset_name == "classic" ? 8 : 0;
}

const char* validate(const RuleSet& r, int seats) {
  if (seats < 2 || seats > kMaxSeats) return "Seats: 2 to 10 players";
  if (seats < r.min_seats || seats > r.max_seats) return "Seats: outside this rule set's range";
  if (r.hand_size < 1 || r.hand_size > 20) return "Deal: hand size must be 1 to 20";
  if (r.round_wins < 1) return "Match: at least 1 round win ends a match";
  if (r.custom_cards > 3) return "Wild Customizable: 0 to 3 cards";
  if (r.spin_numbers > 9) return "Spin: at most numbers 1-9 can be Spin cards";
  if (r.shuffle_hands_cards > 4 || r.lauf_cards > 8) return "Deck: too many special cards";
  if (r.dino_coloured_actions > 2 || r.dino_wilds > 4 || r.dino_wild_draw_fours > 4)
    return "Deck: dino marks exceed the copies";
  unsigned w = 0;
  for (auto x : r.spin_weights) w += x;
  if (r.spin_numbers > 0 && w == 0) return "Spin: the wheel needs a positive weight";
  int total = 108 + r.shuffle_hands_cards + r.custom_cards + r.lauf_cards;
  if (seats * r.hand_size + 1 > total) return "Deal: not enough cards for the hands";
  return nullptr;
}

}  // namespace uno
