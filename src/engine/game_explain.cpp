// Reasons for refused actions. Only reached on refusal, so clarity beats speed here.
#include <algorithm>

#include "engine/game.h"

namespace uno {

namespace {
bool holds(const CardList& h, CardId id) { return std::find(h.begin(), h.end(), id) != h.end(); }
}  // namespace

const char* Game::explain(const Action& a) const {
  if (a.seat < 0 || a.seat >= seats_) return "Seat: no such seat";
  if (phase_ == Phase::MatchOver) return "Match over: no more actions";
  const int s = a.seat;
  const auto& hand = round_.hands[s];
  if (a.type == ActionType::CallUno)
    return "UNO: only a player left with one card who has not called yet may call";
  if (a.type == ActionType::CatchUno) {
    if (a.target == s) return "UNO: you cannot catch yourself";
    return "UNO: only a player who did not call UNO can be caught, before the next player acts";
  }
  if ((a.type == ActionType::Play || a.type == ActionType::Discard) &&
      (a.card == kNoCard || a.card >= deck_.size || !holds(hand, a.card)))
    return "Play: that card is not in your hand";
  const Card c = a.card < deck_.size ? deck_[a.card] : Card{};
  if ((a.type == ActionType::Play || a.type == ActionType::Discard) && a.card < deck_.size) {
    if (c.is_wild() && a.colour == Colour::None) return "Wild: name a colour (R, Y, G or B)";
    if (!c.is_wild() && a.colour != Colour::None) return "Colour: only wild cards name a colour";
  }
  switch (phase_) {
    case Phase::RoundOver: return "Round over: only 'next' starts the next round";
    case Phase::ChooseColour:
      if (s != current_ || a.type != ActionType::ChooseColour)
        return "First card: the player left of the dealer names the colour first";
      return "Wild: name a colour (R, Y, G or B)";
    case Phase::Spin: return "Spin: the player after the Spin card must spin the wheel first";
    case Phase::UnoSpinRace:
      if (a.type == ActionType::ClaimUnoSpin)
        return "UNO Spin: only a player holding cards may claim";
      return "UNO Spin: the first player to claim 'UNO Spin' discards a card";
    case Phase::Verdict:
      if (a.type == ActionType::Verdict)
        return "Verdict: say ok, or name the seat this custom rule penalises";
      return "Verdict: the table must judge the custom rule first";
    case Phase::Discard:
      if (s != round_.disc.seat) return "Discard: another player is discarding";
      if (a.type == ActionType::Done) return "Discard: you must discard down to the count";
      if (a.type != ActionType::Discard) return "Discard: discard a card or say done";
      switch (round_.disc.mode) {
        case DiscardMode::AlmostUno: return "Almost UNO: you keep two cards";
        case DiscardMode::Number:
          return "Discard Number: only number cards of the number you picked";
        case DiscardMode::Colour: return "Discard Colour: only cards of the colour you picked";
        case DiscardMode::Showdown: return "Showdown: only the cards you showed";
        case DiscardMode::UnoSpin: return "UNO Spin: one card only";
        default: return "Discard: you already hold the required number of cards";
      }
    case Phase::Pending:
      if (s != round_.pending.victim) return "Pending: only the player hit by the card answers it";
      if (a.type == ActionType::Challenge)
        return "Challenge: only a single Wild Draw Four can be challenged";
      if (a.type == ActionType::Play) {
        if (c.kind == Kind::Lauf) return "Lauf!: only blocks a dino-marked card played on you";
        if (c.kind == Kind::DrawTwo || c.kind == Kind::WildDrawFour)
          return "Draw Two: no stacking - draw the cards (house rule off)";
        return "Draw Two / Draw Four: take the cards first; you lose this turn";
      }
      return "Pending: accept the card's effect (or challenge / block when allowed)";
    case Phase::Turn: break;
    case Phase::MatchOver: return "Match over: no more actions";
  }
  if (s != current_) {
    if (a.type == ActionType::Play && rules_.jump_in)
      return "Jump-in: only a card identical to the top card (same colour and number/symbol)";
    // 004: "Wird eine Karte versehentlich von einem Spieler abgelegt, der nicht an der Reihe
    // ist" - refused here instead of penalised.
    return "Turn: it is not your turn";
  }
  switch (a.type) {
    case ActionType::Play:
      if (round_.drew && a.card != round_.drawn)
        return "Draw: after drawing, only the drawn card may be played";
      if (c.kind == Kind::WildDrawFour)
        return "Wild Draw Four: only when you hold no card of the colour in play";
      if (c.kind == Kind::Lauf) return "Lauf!: only blocks a dino-marked card played on you";
      if (c.kind == Kind::Number && c.number == 7 && rules_.seven_zero)
        return "7-0: a 7 names another seat to swap hands with";
      if (a.target >= 0) return "Play: only a 7 under the 7-0 rule names a seat";
      if (!can_play_on_turn(s, a.card))
        return "Matching: play a card of the colour in play, the same number or symbol, or a wild";
      return "Play: not allowed now";
    case ActionType::Draw:
      if (round_.drew) return "Draw: only one card per turn; play it or pass";
      if (!can_draw()) return "Draw: no cards left to draw; pass";
      return "Draw: you may only draw when no card in your hand can be played (this rule set)";
    case ActionType::Pass:
      if (round_.drew) return "Forced play: a playable drawn card must be played";
      return "Pass: only after drawing, or when nothing can be played or drawn";
    default: return "Turn: play a card or draw";
  }
}

}  // namespace uno
