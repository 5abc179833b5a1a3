// Card counting from the public event log (events as the seat's view masks them).
#include "ai/knowledge.h"

#include <algorithm>
#include <cstddef>
#include <utility>

#include "engine/deck.h"
#include "engine/event.h"

namespace uno::ai {

namespace {

std::size_t ci(Colour c) { return static_cast<std::size_t>(c); }

struct Bits128 {
  std::array<std::uint64_t, 2> w{};
  void set(CardId id) { w[id >> 6] |= std::uint64_t{1} << (id & 63); }
  void clear(CardId id) { w[id >> 6] &= ~(std::uint64_t{1} << (id & 63)); }
  bool test(CardId id) const { return (w[id >> 6] >> (id & 63) & 1u) != 0; }
  void reset() { w = {}; }
};

}  // namespace

Knowledge analyse(const SeatView& v) {
  Knowledge k;
  const std::size_t end = v.events.size();
  const int seats = v.seats;
  if (seats <= 0 || seats > kMaxSeats || v.deck == nullptr || v.rules == nullptr) return k;
  const Deck& d = *v.deck;

  // Bluff history over every event given; the rest from the current round's start.
  std::size_t start = end;
  for (std::size_t i = end; i-- > 0;) {
    const Event& e = v.events[i];
    if (e.type == EventType::Challenge && e.target >= 0 && e.target < seats) {
      if (e.value != 0) ++k.bluffs[static_cast<std::size_t>(e.target)];
      else ++k.honest[static_cast<std::size_t>(e.target)];
    }
    if (e.type == EventType::RoundStart && start == end) start = i;
  }
  if (start == end || v.events[start].value != v.round) return k;
  k.valid = true;

  const float turn_draw_conf = v.rules->voluntary_draw ? 0.7f : 0.95f;
  Bits128 discard;  // cards on the discard pile since the last reshuffle
  CardId top = kNoCard;
  Colour colour = Colour::None;
  auto fade = [&](int s, float f) {
    for (auto& x : k.lack[static_cast<std::size_t>(s)]) x *= f;
  };
  auto played = [&](int s, CardId id, Colour col) {
    if (id == kNoCard || id >= d.size) return;
    discard.set(id);
    top = id;
    if (s < 0 || s >= seats) return;
    auto us = static_cast<std::size_t>(s);
    const Card& c = d[id];
    if (c.is_wild()) {
      if (col != Colour::None) {
        k.hint[us][ci(col)] = 1.0f;
        k.lack[us][ci(col)] = 0.0f;
      }
    } else {
      k.lack[us][ci(c.colour)] = 0.0f;
      k.hint[us][ci(c.colour)] *= 0.5f;
    }
  };

  for (std::size_t i = start; i < end; ++i) {
    const Event& e = v.events[i];
    const int s = e.seat;
    switch (e.type) {
      case EventType::FirstCard:
        if (e.card != kNoCard) {
          discard.set(e.card);
          top = e.card;
        }
        colour = e.colour;
        break;
      case EventType::FirstIgnored:
        if (e.card != kNoCard) {
          discard.set(e.card);
          top = e.card;
        }
        break;
      case EventType::Play:
        if (e.card != kNoCard && e.card < d.size && d[e.card].kind == Kind::WildDrawFour) {
          k.w4_prev = colour;
          k.w4_card = e.card;
        }
        played(s, e.card, e.colour);
        colour = e.colour;
        break;
      case EventType::Discard:
        played(s, e.card, e.colour);
        if (e.colour != Colour::None) colour = e.colour;
        break;
      case EventType::ColourChosen:
      case EventType::Blocked:
        if (e.colour != Colour::None) colour = e.colour;
        break;
      case EventType::TakeBack:
        if (e.card != kNoCard) discard.clear(e.card);
        break;
      case EventType::Reshuffle:
        discard.reset();
        if (top != kNoCard) discard.set(top);
        break;
      case EventType::Draw:
        if (s < 0 || s >= seats) break;
        if (e.value == static_cast<int>(DrawReason::Turn) && colour != Colour::None) {
          fade(s, 0.77f);
          auto& l = k.lack[static_cast<std::size_t>(s)][ci(colour)];
          if (l < turn_draw_conf) l = turn_draw_conf;
        } else if (e.value == static_cast<int>(DrawReason::Shuffle)) {
          // dealt by Shuffle Hands: the rows were reset on HandsShuffled
        } else {
          fade(s, 0.77f);
        }
        break;
      case EventType::HandsSwapped:
        if (s >= 0 && s < seats && e.target >= 0 && e.target < seats) {
          std::swap(k.lack[static_cast<std::size_t>(s)],
                    k.lack[static_cast<std::size_t>(e.target)]);
          std::swap(k.hint[static_cast<std::size_t>(s)],
                    k.hint[static_cast<std::size_t>(e.target)]);
        }
        break;
      case EventType::HandsTraded: {
        auto lack = k.lack;
        auto hint = k.hint;
        int step = e.value >= 0 ? 1 : -1;
        for (int t = 0; t < seats; ++t) {
          auto to = static_cast<std::size_t>(((t + step) % seats + seats) % seats);
          k.lack[to] = lack[static_cast<std::size_t>(t)];
          k.hint[to] = hint[static_cast<std::size_t>(t)];
        }
        break;
      }
      case EventType::HandsShuffled:
        k.lack = {};
        k.hint = {};
        break;
      default: break;
    }
  }

  // Unseen cards: not in my hand, not on the discard pile, not in a hand I can see.
  Bits128 known = discard;
  for (CardId id : v.hand) known.set(id);
  for (int s = 0; s < seats; ++s)
    if (s != v.seat && v.hand_known[static_cast<std::size_t>(s)])
      for (CardId id : v.known_hands[static_cast<std::size_t>(s)]) known.set(id);
  if (v.top != kNoCard) known.set(v.top);
  for (int i = 0; i < d.size; ++i) {
    auto id = static_cast<CardId>(i);
    if (known.test(id)) continue;
    const Card& c = d[id];
    ++k.unseen[c.is_wild() ? 4 : ci(c.colour)];
    ++k.unseen_total;
  }
  return k;
}

}  // namespace uno::ai
