// Hand-moving effects (Shuffle Hands, 7-0) and the Wild Customizable rules (001).
#include <algorithm>

#include "engine/game.h"
#include "engine/seat_bits.h"

namespace uno {

// 001: "får samla in ALLA kort från ALLA andra spelare. Spelaren blandar alla korten och
// delar sedan ut dem till alla spelare och börjar dela ut till den som sitter till vänster
// om sig. Alla kort ska delas ut." Dealing goes round to the left.
void Game::shuffle_hands(int seat) {
  std::vector<CardId> all;
  for (int s = 0; s < seats_; ++s) {
    all.insert(all.end(), round_.hands[s].begin(), round_.hands[s].end());
    round_.hands[s].clear();
  }
  rng_.shuffle(all.data(), static_cast<std::uint32_t>(all.size()));
  emit(EventType::HandsShuffled, seat, -1, kNoCard, Colour::None, static_cast<int>(all.size()));
  int to = seat;
  for (CardId id : all) {
    to = (to + 1) % seats_;
    round_.hands[to].push_back(id);
    emit(EventType::Draw, to, -1, id, Colour::None, static_cast<int>(DrawReason::Shuffle), to);
  }
  round_.exposed = 0;
  for (int s = 0; s < seats_; ++s) expose_if_single(s);
  // Fewer cards than seats: someone ends with none and wins (docs/rules.md).
  for (int k = 1; k <= seats_; ++k) {
    int s = (seat + k) % seats_;
    if (round_.hands[s].empty()) {
      round_.winner = s;
      round_.exposed = 0;
      end_round();
      return;
    }
  }
}

// 7-0 house rule: a 7 swaps hands with the chosen seat.
void Game::swap_hands(int a, int b) {
  std::swap(round_.hands[a], round_.hands[b]);
  emit(EventType::HandsSwapped, a, b);
  expose_if_single(a);
  expose_if_single(b);
}

// 7-0 house rule: a 0 passes every hand on to the next seat in play direction.
void Game::rotate_hands() {
  std::array<CardList, kMaxSeats> moved;
  for (int s = 0; s < seats_; ++s) moved[next_seat(s)] = round_.hands[s];
  for (int s = 0; s < seats_; ++s) round_.hands[s] = moved[s];
  emit(EventType::HandsTraded, -1, -1, kNoCard, Colour::None, round_.direction);
  for (int s = 0; s < seats_; ++s) expose_if_single(s);
}

void Game::custom_effect(int seat, CardId id) {
  const int slot = deck_[id].custom_slot();
  const CustomRule rule = rules_.custom_rule[static_cast<std::size_t>(slot)];
  const int next = next_seat(seat);
  emit(EventType::CustomRule, seat, -1, id, round_.colour, static_cast<int>(rule));
  round_.custom_source = seat;
  switch (rule) {
    case CustomRule::None: begin_turn(next); return;
    case CustomRule::DrawUntilColour:  // 1: draws, then takes a normal turn
      set_pending(PendingKind::DrawUntilColour, next, seat, id, 0, false, false);
      round_.pending.colour = round_.colour;
      return;
    case CustomRule::DiscardAllWilds:  // 2
      discard_all_wilds(seat);
      return;
    case CustomRule::DrawThreeIfStuck:  // 3
      begin_turn(next);
      round_.draw_three_seat = next;
      return;
    case CustomRule::PlayAgain:  // 4: "Spelaren som lägger ut kortet får lägga ut en gång till."
      begin_turn(seat);
      return;
    case CustomRule::NextToSeven: {  // 5
      auto size = static_cast<int>(round_.hands[next].size());
      if (size < 7) draw_n(next, 7 - size, DrawReason::Custom);
      round_.resume_seat = next;
      if (size > 7) start_discard(DiscardMode::ToCount, next, 7);
      else begin_turn(next);
      return;
    }
    case CustomRule::AllToThree: {  // 6: draws first, then discards in turn order
      round_.to_count_left = 0;
      for (int k = 1; k <= seats_; ++k) {
        int s = next_seat(seat, k);
        auto size = static_cast<int>(round_.hands[s].size());
        if (size < 3) draw_n(s, 3 - size, DrawReason::Custom);
        if (size > 3)
          round_.to_count_left = static_cast<std::uint16_t>(round_.to_count_left | bit(s));
      }
      round_.resume_seat = next;
      if (round_.to_count_left != 0) next_to_count();
      else begin_turn(next);
      return;
    }
    case CustomRule::OpenHands:  // 7
      round_.open_hands_until = seat;
      emit(EventType::OpenHands, seat, -1, kNoCard, Colour::None, 1);
      begin_turn(next);
      return;
    case CustomRule::Joke:
    case CustomRule::Elbows:
    case CustomRule::Rooster:
    case CustomRule::FreeText:
      phase_ = Phase::Verdict;
      current_ = seat;
      round_.verdict_rule = rule;
      round_.verdict_slot = slot;
      round_.resume_seat = next;
      return;
  }
}

// 001 rule 2: "Alla måste lägga ut alla sina jokerkort." They go under the custom card,
// which stays on top with the colour its player named.
void Game::discard_all_wilds(int seat) {
  for (int k = 0; k < seats_; ++k) {
    int s = next_seat(seat, k);
    auto& h = round_.hands[s];
    for (std::size_t i = 0; i < h.size();) {
      CardId id = h[i];
      if (!deck_[id].is_wild()) {
        ++i;
        continue;
      }
      h.erase_at(i);
      round_.discard.insert_at(round_.discard.size() - 1, id);
      emit(EventType::Discard, s, -1, id, Colour::None);
    }
    expose_if_single(s);
  }
  for (int k = 0; k < seats_; ++k) {
    int s = next_seat(seat, k);
    if (round_.hands[s].empty()) {  // the card's player first, then in turn order
      round_.winner = s;
      round_.exposed = 0;
      end_round();
      return;
    }
  }
  begin_turn(next_seat(seat));
}

// Custom rules 5/6: the next seat (in play order from the card's player) still holding
// too many cards discards down to the count.
void Game::next_to_count() {
  for (int k = 1; k <= seats_; ++k) {
    int s = next_seat(round_.custom_source, k);
    if (!(round_.to_count_left & bit(s))) continue;
    round_.to_count_left = static_cast<std::uint16_t>(round_.to_count_left & ~bit(s));
    start_discard(DiscardMode::ToCount, s, 3);
    return;
  }
  begin_turn(round_.resume_seat);
}

void Game::give_verdict(const Action& a) {
  emit(EventType::Verdict, a.seat, a.target, kNoCard, Colour::None,
       static_cast<int>(round_.verdict_rule));
  const CustomRule rule = round_.verdict_rule;
  round_.verdict_rule = CustomRule::None;
  round_.verdict_slot = -1;
  const int next = round_.resume_seat;
  switch (rule) {
    case CustomRule::Joke:
      // 001 rule 8: "Om ingen skrattar får spelaren ta upp 4 kort. Om någon skrattar, får
      // spelaren lägga ut alla utom 1 kort"
      if (a.target < 0) {
        start_discard(DiscardMode::JokeLaugh, round_.custom_source, 1);
        return;
      }
      draw_n(round_.custom_source, 4, DrawReason::Custom);
      break;
    case CustomRule::Rooster:  // 10: "måste gala som en tupp eller fega ur och dra 4 kort."
      if (a.target >= 0) draw_n(a.target, 4, DrawReason::Custom);
      break;
    default:  // 9 and free text: the penalised seat draws custom_penalty
      if (a.target >= 0) draw_n(a.target, rules_.custom_penalty, DrawReason::Custom);
      break;
  }
  begin_turn(next);
}

}  // namespace uno
