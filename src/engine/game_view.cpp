// Per-seat views, text parsing against the game, and the state digest.
#include "engine/game.h"

#include "engine/fnv.h"

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
  v.round = round_;
  v.dealer = dealer_;
  v.current = current_;
  v.direction = direction_;
  v.top = top();
  v.colour = colour_;
  v.draw_pile = static_cast<int>(draw_.size());
  v.discard_pile = static_cast<int>(discard_.size());
  if (seat >= 0 && seat < seats_) v.hand = hands_[seat];
  for (int s = 0; s < seats_; ++s) {
    v.hand_counts[s] = static_cast<std::uint8_t>(hands_[s].size());
    v.scores[s] = scores_[s];
    v.uno_exposed[s] = uno_exposed(s);
    if (s == seat || open_hands_until_ >= 0) {
      v.hand_known[s] = true;
      v.known_hands[s] = hands_[s];
    } else if (seat >= 0 && seat < seats_ && (reveal_[s] >> seat & 1u) != 0) {
      // Only the cards that were shown, not those drawn since.
      v.hand_known[s] = true;
      for (CardId id : hands_[s])
        if (revealed_cards_[id >> 6] >> (id & 63) & 1u) v.known_hands[s].push_back(id);
    }
  }
  v.pending = pending_;
  v.discard = disc_;
  v.last_spin = last_spin_;
  v.drew_this_turn = phase_ == Phase::Turn && drew_;
  if (seat == current_ && drew_) v.drawn = drawn_;
  v.open_hands_until = open_hands_until_;
  v.verdict_rule = verdict_rule_;
  v.verdict_slot = verdict_slot_;
  v.round_winner = round_winner_;
  v.match_winners = match_winners_;
  v.actors = actors();
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
  for (CardId id : hands_[a.seat < seats_ ? a.seat : 0])
    if (deck_[id] == face) {
      a.card = id;
      out = a;
      return nullptr;
    }
  return "Play: that card is not in your hand";
}

namespace {
void ids(Fnv1a& h, const std::vector<CardId>& v) {  // the size, then one byte per card
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
  h.i64(round_);
  h.i64(dealer_);
  h.i64(current_);
  h.i64(direction_);
  h.i64(static_cast<int>(colour_));
  for (int s = 0; s < seats_; ++s) {
    ids(h, hands_[s]);
    h.i64(scores_[s]);
    h.i64(round_points_[s]);
    h.i64(reveal_[s]);
  }
  h.u64(revealed_cards_[0]);
  h.u64(revealed_cards_[1]);
  ids(h, draw_);
  ids(h, discard_);
  h.i64(static_cast<int>(pending_.kind));
  h.i64(pending_.victim);
  h.i64(pending_.source);
  h.i64(pending_.card);
  h.i64(pending_.amount);
  h.i64(static_cast<int>(pending_.colour));
  h.i64(pending_.challengeable);
  h.i64(pending_.blockable);
  h.i64(static_cast<int>(disc_.mode));
  h.i64(disc_.seat);
  h.i64(disc_.count);
  h.i64(disc_.discarded);
  h.i64(disc_.number);
  h.i64(static_cast<int>(disc_.colour));
  h.i64(exposed_);
  h.i64(drew_);
  h.i64(drawn_);
  h.i64(lauf_window_);
  h.i64(draw_three_seat_);
  h.i64(open_hands_until_);
  h.i64(wd4_guilty_);
  h.i64(static_cast<int>(prev_colour_));
  h.i64(static_cast<int>(last_spin_));
  h.i64(spinner_);
  h.i64(finishing_);
  h.u64(showdown_mask_[0]);
  h.u64(showdown_mask_[1]);
  h.i64(resume_seat_);
  h.i64(to_count_left_);
  h.i64(custom_source_);
  h.i64(verdict_slot_);
  h.i64(static_cast<int>(verdict_rule_));
  h.i64(round_winner_);
  h.i64(blocked_);
  h.i64(stall_);
  h.i64(stall_total_);
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
