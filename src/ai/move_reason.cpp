#include "ai/move_reason.h"

#include "ai/belief.h"

namespace uno::ai {

namespace {

int seat_at(const SeatView& v, int steps) {
  return ((v.seat + steps * v.direction) % v.seats + v.seats) % v.seats;
}

// The colour in play after `a`: a coloured card's, a Wild's named colour, a named colour.
Colour colour_after(const SeatView& v, const Action& a) {
  if (a.type == ActionType::ChooseColour) return a.colour;
  if (a.type != ActionType::Play || a.card == kNoCard || a.card >= v.deck->size)
    return Colour::None;
  const Card& c = (*v.deck)[a.card];
  return c.is_wild() ? a.colour : c.colour;
}

bool holds_back(const SeatView& v, const Action& a) {
  if (a.type != ActionType::Play || a.card == kNoCard || a.card >= v.deck->size) return false;
  switch ((*v.deck)[a.card].kind) {
    case Kind::Skip:
    case Kind::DrawTwo:
    case Kind::WildDrawFour: return true;
    case Kind::Reverse: return v.seats == 2;  // with two players a Reverse is a Skip
    default: return false;
  }
}

bool spends_wild(const SeatView& v, const Action& a) {
  return a.type == ActionType::Play && a.card != kNoCard && a.card < v.deck->size &&
         (*v.deck)[a.card].is_wild();
}

// The belief's mean weight over the hidden cards of `colour` for `seat` (1: no evidence);
// below kVoid the seat has most likely drawn on that colour and has not drawn much since.
constexpr float kVoid = 0.4f;
float colour_weight(const Belief& b, const SeatView& v, int seat, Colour colour) {
  float sum = 0;
  int n = 0;
  for (CardId id : b.hidden)
    if ((*v.deck)[id].colour == colour) {
      sum += b.weight[static_cast<std::size_t>(seat)][id];
      ++n;
    }
  return n == 0 ? 1.0f : sum / static_cast<float>(n);
}

// Who plays after `a` (its own seat when it plays again).
int plays_after(const SeatView& v, const Action& a) {
  if (a.type == ActionType::Play && a.card != kNoCard && a.card < v.deck->size) {
    const Kind k = (*v.deck)[a.card].kind;
    if (k == Kind::Skip || k == Kind::DrawTwo || k == Kind::WildDrawFour) return seat_at(v, 2);
    if (k == Kind::Reverse) return seat_at(v, -1);
  }
  return seat_at(v, 1);
}

}  // namespace

MoveReason move_reason(const SeatView& v, const Action& choice, const Action& alternative) {
  MoveReason r;
  if (v.deck == nullptr || v.seats < 2) return r;
  const int next = seat_at(v, 1);
  const int cards = v.hand_counts[static_cast<std::size_t>(next)];
  if (holds_back(v, choice) && cards > 0 && cards <= 2) {
    r.kind = MoveReasonKind::HoldBack;
    r.seat = next;
    r.cards = cards;
    return r;
  }
  const Colour colour = colour_after(v, choice);
  const int after = plays_after(v, choice);
  if (colour != Colour::None && after != v.seat &&
      v.hand_counts[static_cast<std::size_t>(after)] > 0) {
    const Belief b = infer(v);
    if (b.valid && colour_weight(b, v, after, colour) < kVoid) {
      r.kind = MoveReasonKind::Void;
      r.seat = after;
      r.colour = colour;
      return r;
    }
  }
  if (choice.type == ActionType::Play && !spends_wild(v, choice) && spends_wild(v, alternative))
    r.kind = MoveReasonKind::KeepWild;
  return r;
}

}  // namespace uno::ai
