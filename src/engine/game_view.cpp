// Per-seat views, text parsing against the game, and the state digest.
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
struct Hasher {  // FNV-1a over explicit little-endian bytes (same on wasm32 and x86-64)
  std::uint64_t h = 0xcbf29ce484222325ULL;
  void byte(std::uint8_t b) { h = (h ^ b) * 0x100000001b3ULL; }
  void u64(std::uint64_t v) {
    for (int i = 0; i < 8; ++i) byte(static_cast<std::uint8_t>(v >> (8 * i)));
  }
  void i(long long v) { u64(static_cast<std::uint64_t>(v)); }
  void ids(const std::vector<CardId>& v) {
    i(static_cast<long long>(v.size()));
    for (CardId c : v) byte(c);
  }
};
}  // namespace

std::uint64_t Game::state_hash() const {
  Hasher h;
  h.i(seats_);
  h.u64(rng_.state());
  h.u64(rng_.increment());
  h.i(static_cast<int>(phase_));
  h.i(round_);
  h.i(dealer_);
  h.i(current_);
  h.i(direction_);
  h.i(static_cast<int>(colour_));
  for (int s = 0; s < seats_; ++s) {
    h.ids(hands_[s]);
    h.i(scores_[s]);
    h.i(round_points_[s]);
    h.i(reveal_[s]);
  }
  h.u64(revealed_cards_[0]);
  h.u64(revealed_cards_[1]);
  h.ids(draw_);
  h.ids(discard_);
  h.i(static_cast<int>(pending_.kind));
  h.i(pending_.victim);
  h.i(pending_.source);
  h.i(pending_.card);
  h.i(pending_.amount);
  h.i(static_cast<int>(pending_.colour));
  h.i(pending_.challengeable);
  h.i(pending_.blockable);
  h.i(static_cast<int>(disc_.mode));
  h.i(disc_.seat);
  h.i(disc_.count);
  h.i(disc_.discarded);
  h.i(disc_.number);
  h.i(static_cast<int>(disc_.colour));
  h.i(exposed_);
  h.i(drew_);
  h.i(drawn_);
  h.i(lauf_window_);
  h.i(draw_three_seat_);
  h.i(open_hands_until_);
  h.i(wd4_guilty_);
  h.i(static_cast<int>(prev_colour_));
  h.i(static_cast<int>(last_spin_));
  h.i(spinner_);
  h.i(finishing_);
  h.u64(showdown_mask_[0]);
  h.u64(showdown_mask_[1]);
  h.i(resume_seat_);
  h.i(to_count_left_);
  h.i(custom_source_);
  h.i(verdict_slot_);
  h.i(static_cast<int>(verdict_rule_));
  h.i(round_winner_);
  h.i(blocked_);
  h.i(stall_);
  h.i(stall_total_);
  for (int w : match_winners_) h.i(w);
  h.i(static_cast<long long>(events_.size()));
  for (const Event& e : events_) {
    h.i(e.seq);
    h.i(static_cast<int>(e.type));
    h.i(e.seat);
    h.i(e.target);
    h.i(e.card);
    h.i(static_cast<int>(e.colour));
    h.i(e.value);
    h.i(e.private_to);
  }
  return h.h;
}

}  // namespace uno
