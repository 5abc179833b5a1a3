// ClassicPeerLoop: the classic rules under the peer policy (ai/peer_policy.h), written a
// second time as one single-purpose loop: no Game, no phases, no rule fields, no house
// rules, no log. It plays the very games the engine plays (the same Rng draws in the same
// order; tests/cli/test_peer_ceiling.cpp checks every action), so it serves twice:
//   - a cross-check of the engine's classic code by a second implementation, written from
//     the rule choices docs/rules.md records (so it checks the code against those choices,
//     not against the booklets: the booklet scenarios in tests/engine do that);
//   - the speed ceiling of the peer benchmark: how fast these games can be played by code
//     that knows nothing but them (tools/ceiling/peer_ceiling.cpp, docs/log/engine-speed.md).
// Not project code: the engine is the one implementation of the rules.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>
#include <cstring>
#include <vector>

#include "engine/action.h"
#include "engine/deck.h"
#include "engine/rng.h"
#include "engine/rules.h"

namespace uno::perf {

class ClassicPeerLoop {
 public:
  explicit ClassicPeerLoop(int seats) : seats_(seats) {
    assert(seats >= 2 && seats <= kSeats);
    // The card table and the numbers the loop plays by are the engine's (its order is data,
    // engine/deck.h; the preset's hand size and stall limit); the loop keeps only what a
    // card does.
    const RuleSet rules = classic();
    hand_size_ = rules.hand_size;
    stall_turns_ = rules.stall_turns;
    const Deck deck = build_deck(rules);
    assert(deck.size == kCards);
    for (int id = 0; id < kCards; ++id) {
      const Card& c = deck[static_cast<CardId>(id)];
      kind_[id] = c.kind == Kind::Number    ? kNumber
                  : c.kind == Kind::DrawTwo ? kDrawTwo
                  : c.kind == Kind::Reverse ? kReverse
                  : c.kind == Kind::Skip    ? kSkip
                  : c.kind == Kind::Wild    ? kWild
                                            : kDrawFour;
      colour_[id] = static_cast<std::uint8_t>(c.colour);
      match_[id] = deck.match[static_cast<std::size_t>(id)];
    }
  }

  // Plays the hand dealt by Game(classic, seats, deal_seed), the policy drawing from
  // Rng(policy_seed) (as ai::run_peer: ai::policy_seed(deal_seed)), appending every action
  // to `out`. The bench's cap on a hand's actions (ai::kPeerMaxActions) is not copied:
  // the stall count ends a classic hand long before it.
  void play(std::uint64_t deal_seed, std::uint64_t policy_seed, std::vector<Action>& out) {
    Rng game_rng(deal_seed);
    // 004: the starting player by lot; the dealer sits on their right.
    const auto lot = static_cast<int>(game_rng.below(static_cast<std::uint32_t>(seats_)));
    const int dealer = (lot + seats_ - 1) % seats_;
    std::array<std::uint8_t, kCards> order;
    for (int i = 0; i < kCards; ++i) order[i] = static_cast<std::uint8_t>(i);
    game_rng.shuffle(order.data(), kCards);
    int next = 0;
    for (int s = 0; s < seats_; ++s) held_[s] = 0;
    for (int r = 0; r < hand_size_; ++r)
      for (int k = 1, s = dealer; k <= seats_; ++k) {
        s = s + 1 == seats_ ? 0 : s + 1;
        hands_[s][held_[s]++] = order[next++];
      }
    draw_count_ = 0;  // the rest, the card after the hands on top (the array's end)
    for (int i = kCards - 1; i >= next; --i) draw_pile_[draw_count_++] = order[i];
    discard_count_ = 0;
    dir_ = 1;
    stall_ = 0;
    stall_total_ = 1 << 20;  // as a new round's: no turn started yet
    const int first = step(dealer);
    std::uint8_t id = 0;
    for (;;) {  // a Wild Draw Four turned up goes under the pile
      id = draw_pile_[--draw_count_];
      if (kind_[id] != kDrawFour) break;
      std::memmove(draw_pile_.data() + 1, draw_pile_.data(), static_cast<std::size_t>(draw_count_));
      draw_pile_[0] = id;
      ++draw_count_;
    }
    discard_pile_[discard_count_++] = id;
    colour_in_play_ = colour_[id];
    Rng policy_rng(policy_seed);
    int owed = 0;  // cards the seat on turn must accept (a Draw Two or Draw Four)
    switch (kind_[id]) {
      case kDrawTwo:
        current_ = first;
        owed = 2;
        break;
      case kReverse:
        dir_ = -1;
        turn(dealer);
        break;
      case kSkip: turn(step(first)); break;
      case kNumber: turn(first); break;
      default: {  // a Wild: the first player names the colour, then plays
        current_ = first;
        const auto c = static_cast<Colour>(policy_rng.below(4));
        out.push_back(Action::colour_choice(first, c));
        colour_in_play_ = static_cast<std::uint8_t>(c);
        turn(first);
      }
    }
    bool drew = false;  // the seat on turn drew a playable card: only it may be played
    for (;;) {
      const int s = current_;
      if (owed > 0) {
        out.push_back(Action::simple(ActionType::Accept, s));
        for (int k = 0; k < owed && draw_card(game_rng, s); ++k) {
        }
        owed = 0;
        turn(step(s));
        if (stall_ >= stall_turns_) return;
        continue;
      }
      const std::uint32_t mask = (1u << colour_in_play_ & kAnyColourBits) |
                                 (match_[discard_pile_[discard_count_ - 1]] & kFaceBits) | kWildBit;
      std::uint8_t* hand = hands_[s].data();
      const int size = held_[s];
      std::array<std::uint8_t, kCards> at;  // positions of the playable cards, in hand order
      int n = 0;
      if (drew) {
        at[0] = static_cast<std::uint8_t>(size - 1);
        n = 1;  // the drawn card is last, and playable (else the turn had passed)
      } else {
        for (int i = 0; i < size; ++i) {
          at[n] = static_cast<std::uint8_t>(i);
          n += (match_[hand[i]] & mask) != 0 ? 1 : 0;
        }
      }
      if (n > 0) {
        const int k = at[n > 1 ? policy_rng.below(static_cast<std::uint32_t>(n)) : 0];
        const std::uint8_t card = hand[k];
        Colour c = static_cast<Colour>(colour_[card]);
        if (c == Colour::None) c = static_cast<Colour>(policy_rng.below(4));
        out.push_back(Action::play(s, card, kind_[card] >= kWild ? c : Colour::None));
        for (int i = k; i + 1 < size; ++i) hand[i] = hand[i + 1];
        held_[s] = size - 1;
        discard_pile_[discard_count_++] = card;
        colour_in_play_ = static_cast<std::uint8_t>(c);
        drew = false;
        if (size == 1) return;  // first out wins
        switch (kind_[card]) {
          case kSkip: turn(step(step(s))); break;
          case kReverse:
            dir_ = -dir_;
            turn(step(s));
            break;
          case kDrawTwo:
            current_ = step(s);
            owed = 2;
            continue;
          case kDrawFour:
            current_ = step(s);
            owed = 4;  // the victim accepts: nobody challenges
            continue;
          default: turn(step(s));
        }
      } else if (!drew && (draw_count_ > 0 || discard_count_ > 1)) {
        out.push_back(Action::simple(ActionType::Draw, s));
        if (!draw_card(game_rng, s)) {
          turn(step(s));  // as the engine's Draw; never here: a card was there to draw
        } else if ((match_[hands_[s][held_[s] - 1]] & mask) != 0) {
          drew = true;
          continue;  // the same turn: the drawn card is played next
        } else {
          turn(step(s));
        }
      } else {
        // Both piles empty and nothing to play. Never met in classic from a full deck
        // (every card but the top in hands, and not one of the top's colour or a wild),
        // as the stall block below: both kept so the loop stops where the engine does.
        out.push_back(Action::simple(ActionType::Pass, s));
        drew = false;
        turn(step(s));
      }
      if (stall_ >= stall_turns_) return;  // RuleSet::stall_turns: the round is blocked
    }
  }

 private:
  enum : std::uint8_t { kNumber, kDrawTwo, kReverse, kSkip, kWild, kDrawFour };
  static constexpr int kCards = 108;  // the classic deck; a hand never holds more
  static constexpr int kSeats = kMaxSeats;
  // Classic's wilds play on anything: their kinds' match bits (engine/deck.h).
  static constexpr std::uint32_t kWildBit = kind_bit(Kind::Wild) | kind_bit(Kind::WildDrawFour);

  int step(int s) const {
    s += dir_;
    return s == seats_ ? 0 : s < 0 ? seats_ - 1 : s;
  }

  // A turn starts: the stall count of RuleSet::stall_turns (cards held not going down).
  void turn(int s) {
    current_ = s;
    const int held = kCards - draw_count_ - discard_count_;
    stall_ = held < stall_total_ ? 0 : stall_ + 1;
    stall_total_ = held;
  }

  // The top of the pile into `s`'s hand; an empty pile is the discards but the top card,
  // shuffled. False when there is nothing to draw.
  bool draw_card(Rng& game_rng, int s) {
    if (draw_count_ == 0) {
      if (discard_count_ <= 1) return false;
      std::memcpy(draw_pile_.data(), discard_pile_.data(),
                  static_cast<std::size_t>(discard_count_ - 1));
      draw_count_ = discard_count_ - 1;
      discard_pile_[0] = discard_pile_[discard_count_ - 1];
      discard_count_ = 1;
      game_rng.shuffle(draw_pile_.data(), static_cast<std::uint32_t>(draw_count_));
    }
    hands_[s][held_[s]++] = draw_pile_[--draw_count_];
    return true;
  }

  int seats_;
  int hand_size_ = 0, stall_turns_ = 0;  // RuleSet::hand_size, RuleSet::stall_turns
  std::array<std::uint8_t, kCards> kind_{}, colour_{};
  std::array<std::uint32_t, kCards> match_{};  // Deck::match
  std::array<std::array<std::uint8_t, kCards>, kSeats> hands_{};
  std::array<int, kSeats> held_{};
  std::array<std::uint8_t, kCards> draw_pile_{}, discard_pile_{};  // back: the top
  int draw_count_ = 0, discard_count_ = 0;
  std::uint8_t colour_in_play_ = 0;
  int dir_ = 1, current_ = 0;
  int stall_ = 0, stall_total_ = 0;
};

}  // namespace uno::perf
