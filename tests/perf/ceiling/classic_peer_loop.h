// ClassicPeerLoop: the classic rules under the peer policy (ai/peer_policy.h), written a
// second time as one single-purpose loop: no Game, no phases, no rule fields, no house
// rules, no log. It plays the very games the engine plays (the same Rng draws in the same
// order; tests/cli/test_peer_ceiling.cpp checks every action), so it serves twice:
//   - a check of the engine's classic rules by an independent implementation;
//   - the speed ceiling of the peer benchmark: how fast these games can be played by code
//     that knows nothing but them (tests/perf/ceiling/peer_ceiling.cpp, docs/engine-speed.md).
// Not project code: the engine is the one implementation of the rules.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <vector>

#include "engine/action.h"
#include "engine/rng.h"

namespace uno::perf {

class ClassicPeerLoop {
 public:
  explicit ClassicPeerLoop(int seats) : seats_(seats) {
    // The deck's documented table order (engine/deck.h): per colour 0, 1, 1, ..., 9, 9,
    // +2, +2, R, R, S, S; then four Wilds and four Wild Draw Fours.
    for (int c = 0; c < 4; ++c)
      for (int i = 0; i < 25; ++i) {
        const int id = c * 25 + i;
        const int face = i == 0 ? 0 : i <= 18 ? (i + 1) / 2 : 10 + (i - 19) / 2;
        kind_[id] = face < 10 ? kNumber : face == 10 ? kDrawTwo : face == 11 ? kReverse : kSkip;
        colour_[id] = static_cast<std::uint8_t>(c);
        bits_[id] = 1u << c | 1u << (4 + face);
      }
    for (int id = 100; id < 108; ++id) {
      kind_[id] = id < 104 ? kWild : kDrawFour;
      colour_[id] = 4;
      bits_[id] = kWildBit;
    }
  }

  // Plays the hand dealt by Game(classic, seats, seed) with the policy drawing from
  // Rng(seed ^ 0x5EE12EE1) (as ai::run_peer), appending every action to `out`.
  void play(std::uint64_t seed, std::vector<Action>& out) {
    Rng rng(seed);
    // 004: the starting player by lot; the dealer sits on their right.
    const int dealer =
        (static_cast<int>(rng.below(static_cast<std::uint32_t>(seats_))) + seats_ - 1) % seats_;
    std::array<std::uint8_t, 108> order;
    for (int i = 0; i < 108; ++i) order[i] = static_cast<std::uint8_t>(i);
    rng.shuffle(order.data(), 108);
    int next = 0;
    for (int s = 0; s < seats_; ++s) held_[s] = 0;
    for (int r = 0; r < 7; ++r)
      for (int k = 1, s = dealer; k <= seats_; ++k) {
        s = s + 1 == seats_ ? 0 : s + 1;
        hands_[s][held_[s]++] = order[next++];
      }
    draws_ = 0;  // the rest, the card after the hands on top (the array's end)
    for (int i = 107; i >= next; --i) draw_[draws_++] = order[i];
    discards_ = 0;
    dir_ = 1;
    stall_ = 0;
    stall_total_ = 1 << 20;
    const int first = step(dealer);
    std::uint8_t id = 0;
    for (;;) {  // a Wild Draw Four turned up goes under the pile
      id = draw_[--draws_];
      if (kind_[id] != kDrawFour) break;
      std::memmove(draw_.data() + 1, draw_.data(), static_cast<std::size_t>(draws_));
      draw_[0] = id;
      ++draws_;
    }
    discard_[discards_++] = id;
    colour_in_play_ = colour_[id];
    Rng pick(seed ^ 0x5EE12EE1ULL);
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
        const auto c = static_cast<Colour>(pick.below(4));
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
        for (int k = 0; k < owed && draw_card(rng, s); ++k) {
        }
        owed = 0;
        turn(step(s));
        if (stall_ >= kStallTurns) return;
        continue;
      }
      const std::uint32_t mask =
          (1u << colour_in_play_ & 15u) | (bits_[discard_[discards_ - 1]] & kFaceBits) | kWildBit;
      std::uint8_t* hand = hands_[s].data();
      const int size = held_[s];
      std::array<std::uint8_t, 112> at;  // positions of the playable cards, in hand order
      int n = 0;
      if (drew) {
        at[0] = static_cast<std::uint8_t>(size - 1);
        n = 1;  // the drawn card is last, and playable (else the turn had passed)
      } else {
        for (int i = 0; i < size; ++i) {
          at[n] = static_cast<std::uint8_t>(i);
          n += (bits_[hand[i]] & mask) != 0 ? 1 : 0;
        }
      }
      if (n > 0) {
        const int k = at[n > 1 ? pick.below(static_cast<std::uint32_t>(n)) : 0];
        const std::uint8_t card = hand[k];
        Colour c = static_cast<Colour>(colour_[card]);
        if (c == Colour::None) c = static_cast<Colour>(pick.below(4));
        out.push_back(Action::play(s, card, kind_[card] >= kWild ? c : Colour::None));
        for (int i = k; i + 1 < size; ++i) hand[i] = hand[i + 1];
        held_[s] = size - 1;
        discard_[discards_++] = card;
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
      } else if (!drew && (draws_ > 0 || discards_ > 1)) {
        out.push_back(Action::simple(ActionType::Draw, s));
        if (!draw_card(rng, s)) {
          turn(step(s));
        } else if ((bits_[hands_[s][held_[s] - 1]] & mask) != 0) {
          drew = true;
          continue;  // the same turn: the drawn card is played next
        } else {
          turn(step(s));
        }
      } else {
        out.push_back(Action::simple(ActionType::Pass, s));
        drew = false;
        turn(step(s));
      }
      if (stall_ >= kStallTurns) return;  // RuleSet::stall_turns: the round is blocked
    }
  }

 private:
  enum : std::uint8_t { kNumber, kDrawTwo, kReverse, kSkip, kWild, kDrawFour };
  static constexpr std::uint32_t kWildBit = 1u << 31;  // any wild plays on anything
  static constexpr std::uint32_t kFaceBits = 0x1FFF0u;
  static constexpr int kStallTurns = 1000;

  int step(int s) const {
    s += dir_;
    return s == seats_ ? 0 : s < 0 ? seats_ - 1 : s;
  }

  // A turn starts: the stall count of RuleSet::stall_turns (cards held not going down).
  void turn(int s) {
    current_ = s;
    const int held = 108 - draws_ - discards_;
    stall_ = held < stall_total_ ? 0 : stall_ + 1;
    stall_total_ = held;
  }

  // The top of the pile into `s`'s hand; an empty pile is the discards but the top card,
  // shuffled. False when there is nothing to draw.
  bool draw_card(Rng& rng, int s) {
    if (draws_ == 0) {
      if (discards_ <= 1) return false;
      std::memcpy(draw_.data(), discard_.data(), static_cast<std::size_t>(discards_ - 1));
      draws_ = discards_ - 1;
      discard_[0] = discard_[discards_ - 1];
      discards_ = 1;
      rng.shuffle(draw_.data(), static_cast<std::uint32_t>(draws_));
    }
    hands_[s][held_[s]++] = draw_[--draws_];
    return true;
  }

  int seats_;
  std::array<std::uint8_t, 108> kind_{}, colour_{};
  std::array<std::uint32_t, 108> bits_{};
  std::array<std::array<std::uint8_t, 112>, 10> hands_{};
  std::array<int, 10> held_{};
  std::array<std::uint8_t, 108> draw_{}, discard_{};
  int draws_ = 0, discards_ = 0;
  std::uint8_t colour_in_play_ = 0;
  int dir_ = 1, current_ = 0;
  int stall_ = 0, stall_total_ = 0;
};

}  // namespace uno::perf
