// The card table of a match, built from the rule set in a fixed order (see deck.h).
#include "engine/deck.h"

#include <string>

#include "engine/decimal.h"

namespace uno {

namespace {
void add(Deck& d, Kind k, Colour c, int number, std::uint8_t mark) {
  const int id = d.size++;
  Card& card = d.cards[static_cast<std::size_t>(id)];
  card.kind = k;
  card.colour = c;
  card.number = static_cast<std::uint8_t>(number);
  card.mark = mark;
  d.match[static_cast<std::size_t>(id)] =
      card.is_wild() ? kind_bit(k) : colour_bit(c) | face_bit(face_index(card));
}
}  // namespace

int face_index(const Card& c) {
  switch (c.kind) {
    case Kind::Number: return c.number;
    case Kind::DrawTwo: return 10;
    case Kind::Reverse: return 11;
    case Kind::Skip: return 12;
    default: return 0;  // wild-type cards have no face to match
  }
}

Deck build_deck(const RuleSet& r) {
  // A deck depends on these fields only; games are created by the thousand with the same
  // rules (simulations, benchmarks), so the last deck built is kept.
  const std::array<std::uint8_t, 7> key{
      r.shuffle_hands_cards,   r.custom_cards, r.spin_numbers,        r.lauf_cards,
      r.dino_coloured_actions, r.dino_wilds,   r.dino_wild_draw_fours};
  thread_local std::array<std::uint8_t, 7> last_key{};
  thread_local Deck last{};
  if (last.size == 0 || key != last_key) {
    last = build_deck_anew(r);
    last_key = key;
  }
  return last;
}

Deck build_deck_anew(const RuleSet& r) {
  Deck d;
  const std::uint8_t dino = Card::kDinoBit;
  for (int ci = 0; ci < kColours; ++ci) {
    auto c = static_cast<Colour>(ci);
    add(d, Kind::Number, c, 0, 0);
    for (int n = 1; n <= 9; ++n) {
      // 000: "Fünf Karten jeder Farbe (Zahlen 1-5) haben ein Wirbelmuster"
      add(d, Kind::Number, c, n, n <= r.spin_numbers ? Card::kSpinBit : 0);
      add(d, Kind::Number, c, n, 0);
    }
    for (Kind k : {Kind::DrawTwo, Kind::Reverse, Kind::Skip})
      for (int copy = 0; copy < 2; ++copy)
        add(d, k, c, 0, copy < r.dino_coloured_actions ? dino : 0);
  }
  for (int i = 0; i < 4; ++i) add(d, Kind::Wild, Colour::None, 0, i < r.dino_wilds ? dino : 0);
  for (int i = 0; i < 4; ++i)
    add(d, Kind::WildDrawFour, Colour::None, 0, i < r.dino_wild_draw_fours ? dino : 0);
  for (int i = 0; i < r.shuffle_hands_cards; ++i) add(d, Kind::WildShuffle, Colour::None, 0, 0);
  for (int i = 0; i < r.custom_cards && i < 3; ++i)
    add(d, Kind::WildCustom, Colour::None, 0, static_cast<std::uint8_t>(i << 4));
  for (int i = 0; i < r.lauf_cards; ++i) add(d, Kind::Lauf, Colour::None, 0, 0);
  return d;
}

CardId Deck::find(const Card& face, const std::vector<bool>* used) const {
  for (int i = 0; i < size; ++i) {
    if (cards[static_cast<std::size_t>(i)] == face &&
        (used == nullptr || !(*used)[static_cast<std::size_t>(i)]))
      return static_cast<CardId>(i);
  }
  return kNoCard;
}

std::string card_label(const Deck& d, CardId id) {
  if (id == kNoCard || id >= d.size) return "??";
  return to_string(d[id]) + "#" + std::to_string(id);
}

bool parse_card_ref(std::string_view text, const Deck& d, Card& face, CardId& id) {
  auto hash = text.find('#');
  std::string_view f = text.substr(0, hash);
  if (!parse_card(f, face)) return false;
  id = kNoCard;
  if (hash == std::string_view::npos) return true;
  std::string_view num = text.substr(hash + 1);
  int v = 0;
  if (num.size() > 3 || !parse_decimal(num, v)) return false;
  if (v >= d.size || !(d[static_cast<CardId>(v)] == face)) return false;
  id = static_cast<CardId>(v);
  return true;
}

}  // namespace uno
