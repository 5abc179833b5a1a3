// Per-seat views, text parsing against the game, and the state digest.
#include "engine/fnv.h"
#include "engine/game.h"

namespace uno {

const char* phase_name(Phase p) {
  switch (p) {
    case Phase::Turn: return "turn";
    case Phase::ChooseColour: return "choose-colour";
    case Phase::Pending: return "pending";
    case Phase::Spin: return "spin";
    case Phase::Discard: return "discard";
    case Phase::UnoSpinRace: return "uno-spin-race";
    case Phase::Verdict: return "verdict";
    case Phase::RoundOver: return "round-over";
    case Phase::MatchOver: return "match-over";
  }
  return "?";
}

SeatView Game::view(int seat, std::uint32_t from_seq) const {
  SeatView v;
  v.seat = seat;
  v.seats = seats_;
  v.rules = &rules_;
  v.deck = &deck_;
  v.phase = phase_;
  v.round = round_number_;
  v.dealer = dealer_;
  v.current = current_;
  v.direction = round_.direction;
  v.top = top();
  v.colour = round_.colour;
  v.draw_pile = static_cast<int>(round_.draw.size());
  v.discard_pile = static_cast<int>(round_.discard.size());
  if (seat >= 0 && seat < seats_) v.hand = round_.hands[seat].to_vector();
  for (int s = 0; s < seats_; ++s) {
    v.hand_counts[s] = static_cast<std::uint8_t>(round_.hands[s].size());
    v.scores[s] = scores_[s];
    v.rounds_won[s] = rounds_won_[s];
    v.uno_exposed[s] = uno_exposed(s);
    if (s == seat || round_.open_hands_until >= 0) {
      v.hand_known[s] = true;
      v.known_hands[s] = round_.hands[s].to_vector();
    } else if (seat >= 0 && seat < seats_ && (round_.reveal[s] >> seat & 1u) != 0) {
      // Only the cards that were shown, not those drawn since.
      v.hand_known[s] = true;
      for (CardId id : round_.hands[s])
        if (round_.revealed_cards[id >> 6] >> (id & 63) & 1u) v.known_hands[s].push_back(id);
    }
  }
  v.pending = round_.pending;
  v.discard = round_.disc;
  v.last_spin = last_spin_;
  v.drew_this_turn = phase_ == Phase::Turn && round_.drew;
  if (seat == current_ && round_.drew) v.drawn = round_.drawn;
  v.open_hands_until = round_.open_hands_until;
  v.verdict_rule = round_.verdict_rule;
  v.verdict_slot = round_.verdict_slot;
  v.round_winner = round_.winner;
  v.match_winners = match_winners_;
  v.actors = actors_seen_by(seat);
  if (from_seq < events_.size()) {
    v.events.assign(events_.begin() + from_seq, events_.end());
    for (auto& e : v.events)
      if (e.private_to >= 0 && e.private_to != seat) e.card = kNoCard;
  }
  return v;
}

const char* Game::parse(std::string_view text, Action& out) const {
  Card face;
  Action a;
  if (const char* err = parse_action(text, deck_, a, face)) return err;
  if (a.card != kNoCard || (a.type != ActionType::Play && a.type != ActionType::Discard)) {
    out = a;
    return nullptr;
  }
  // Face without id: the first legal action of that seat with this face and arguments.
  std::vector<Action> legal;
  legal_actions(a.seat, legal);
  for (const Action& b : legal) {
    if (b.type != a.type || b.card == kNoCard || !(deck_[b.card] == face)) continue;
    if (b.colour != a.colour || b.target != a.target) continue;
    out = b;
    return nullptr;
  }
  // Not legal: report with some copy of the face so apply() can name the rule.
  for (CardId id : round_.hands[a.seat < seats_ ? a.seat : 0])
    if (deck_[id] == face) {
      a.card = id;
      out = a;
      return nullptr;
    }
  return "Play: that card is not in your hand";
}

namespace {
void ids(Fnv1a& h, const CardList& v) {  // the size, then one byte per card
  h.i64(static_cast<std::int64_t>(v.size()));
  for (CardId c : v) h.byte(c);
}
}  // namespace

std::uint64_t Game::state_hash() const {
  Fnv1a h;
  h.i64(seats_);
  h.u64(rng_.state());
  h.u64(rng_.increment());
  h.i64(static_cast<int>(phase_));
  h.i64(round_number_);
  h.i64(dealer_);
  h.i64(current_);
  h.i64(round_.direction);
  h.i64(static_cast<int>(round_.colour));
  for (int s = 0; s < seats_; ++s) {
    ids(h, round_.hands[s]);
    h.i64(scores_[s]);
    h.i64(round_.points[s]);
    h.i64(round_.reveal[s]);
  }
  h.u64(round_.revealed_cards[0]);
  h.u64(round_.revealed_cards[1]);
  ids(h, round_.draw);
  ids(h, round_.discard);
  h.i64(static_cast<int>(round_.pending.kind));
  h.i64(round_.pending.victim);
  h.i64(round_.pending.source);
  h.i64(round_.pending.card);
  h.i64(round_.pending.amount);
  h.i64(static_cast<int>(round_.pending.colour));
  h.i64(round_.pending.challengeable);
  h.i64(round_.pending.blockable);
  h.i64(static_cast<int>(round_.disc.mode));
  h.i64(round_.disc.seat);
  h.i64(round_.disc.count);
  h.i64(round_.disc.discarded);
  h.i64(round_.disc.number);
  h.i64(static_cast<int>(round_.disc.colour));
  h.i64(round_.exposed);
  h.i64(round_.drew);
  h.i64(round_.drawn);
  h.i64(round_.lauf_window);
  h.i64(round_.draw_three_seat);
  h.i64(round_.open_hands_until);
  h.i64(round_.wd4_guilty);
  h.i64(static_cast<int>(prev_colour_));
  h.i64(static_cast<int>(last_spin_));
  h.i64(round_.spinner);
  h.i64(round_.finishing);
  h.u64(round_.showdown_mask[0]);
  h.u64(round_.showdown_mask[1]);
  h.i64(round_.resume_seat);
  h.i64(round_.to_count_left);
  h.i64(round_.custom_source);
  h.i64(round_.verdict_slot);
  h.i64(static_cast<int>(round_.verdict_rule));
  h.i64(round_.winner);
  h.i64(round_.blocked);
  h.i64(round_.stall);
  h.i64(round_.stall_total);
  for (int w : match_winners_) h.i64(w);
  h.i64(static_cast<std::int64_t>(events_.size()));
  for (const Event& e : events_) {
    h.i64(e.seq);
    h.i64(static_cast<int>(e.type));
    h.i64(e.seat);
    h.i64(e.target);
    h.i64(e.card);
    h.i64(static_cast<int>(e.colour));
    h.i64(e.value);
    h.i64(e.private_to);
  }
  return h.h;
}

}  // namespace uno
