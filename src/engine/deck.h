// Deck: the card table of one match. A card id is an index into it; ids never change, so
// UIs can animate a card by id and tests can check that every id is somewhere exactly once.
//
// Table order (fixed, documented so stacked-deck tests can reason about ids):
//   for colour R, Y, G, B: 0, 1, 1, 2, 2, ..., 9, 9, +2, +2, R, R, S, S   (25 per colour)
//   then 4 W, 4 W4, shuffle_hands_cards WS, custom_cards WC1.., lauf_cards L.
// Spin mark: the first copy of 1..spin_numbers in each colour.
// Dino mark: the first dino_coloured_actions copies of each coloured action, the first
// dino_wilds W and the first dino_wild_draw_fours W4.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "engine/card.h"
#include "engine/rules.h"

namespace uno {

// The face of a coloured card as an index: its number 0-9, then Draw Two 10, Reverse 11,
// Skip 12. Two coloured cards match by face when the indices are equal.
inline constexpr int kFaces = 13;
int face_index(const Card& c);

// Match bits (Deck::match): a coloured card carries its colour's bit and its face's bit, a
// wild-type card its kind's bit. Legality builds one mask per turn from the card on top
// (the colour in play, the top's face, the wild kinds allowed) and tests each card in hand
// with one AND, instead of comparing cards field by field.
constexpr std::uint32_t colour_bit(Colour c) { return 1u << static_cast<int>(c); }  // not None
constexpr std::uint32_t face_bit(int face) { return 1u << (kColours + face); }
constexpr std::uint32_t kind_bit(Kind k) { return 1u << (kColours + kFaces + static_cast<int>(k)); }
inline constexpr std::uint32_t kAnyColourBits = (1u << kColours) - 1;
inline constexpr std::uint32_t kFaceBits = ((1u << kFaces) - 1) << kColours;

struct Deck {
  std::array<Card, kMaxCards> cards{};
  int size = 0;
  std::array<std::uint32_t, kMaxCards> match{};  // match bits of each id (0 past size)

  const Card& operator[](CardId id) const { return cards[id]; }
  // First id with this face (markers included) whose bit in `used` is clear; kNoCard if none.
  // `used` may be null. Lets tests and scenario files name cards by face.
  CardId find(const Card& face, const std::vector<bool>* used = nullptr) const;
  friend bool operator==(const Deck&, const Deck&) = default;
};

Deck build_deck(const RuleSet& r);
// build_deck without its memo of the last deck (tests compare the two).
Deck build_deck_anew(const RuleSet& r);

// "R7#17": face plus id.
std::string card_label(const Deck& d, CardId id);

// Parses "R7" or "R7#17". With an id, the id must exist and carry that face.
// Without one, `id` is set to kNoCard and `face` is filled.
bool parse_card_ref(std::string_view text, const Deck& d, Card& face, CardId& id);

}  // namespace uno
