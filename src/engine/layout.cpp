// Explicit deals for tests and scenarios.
#include "engine/layout.h"

namespace uno {

Layout layout_from_order(const std::vector<CardId>& order, int seats, int dealer, int hand_size) {
  Layout l;
  l.dealer = dealer;
  l.hands.assign(static_cast<std::size_t>(seats), {});
  std::size_t i = 0;
  for (int r = 0; r < hand_size; ++r)
    for (int k = 1; k <= seats && i < order.size(); ++k)
      l.hands[static_cast<std::size_t>((dealer + k) % seats)].push_back(order[i++]);
  for (; i < order.size(); ++i) l.pile.push_back(order[i]);
  return l;
}

namespace {
// Splits on spaces and takes one free copy per face.
std::string take_all(const Deck& d, std::string_view text, std::vector<bool>& used,
                     std::vector<CardId>& out) {
  std::size_t p = 0;
  while (p < text.size()) {
    while (p < text.size() && text[p] == ' ') ++p;
    std::size_t q = p;
    while (q < text.size() && text[q] != ' ') ++q;
    if (q == p) break;
    std::string_view tok = text.substr(p, q - p);
    Card face;
    CardId id = kNoCard;
    if (!parse_card_ref(tok, d, face, id)) return "bad card '" + std::string(tok) + "'";
    if (id == kNoCard) id = d.find(face, &used);
    if (id == kNoCard || used[id]) return "no free copy of '" + std::string(tok) + "'";
    used[id] = true;
    out.push_back(id);
    p = q;
  }
  return {};
}
}  // namespace

std::string layout_from_text(const Deck& d, int dealer, const std::vector<std::string>& hands,
                             std::string_view pile, Layout& out) {
  Layout l;
  l.dealer = dealer;
  std::vector<bool> used(static_cast<std::size_t>(d.size), false);
  for (const auto& h : hands) {
    l.hands.emplace_back();
    auto err = take_all(d, h, used, l.hands.back());
    if (!err.empty()) return err;
  }
  auto err = take_all(d, pile, used, l.pile);
  if (!err.empty()) return err;
  out = std::move(l);
  return {};
}

}  // namespace uno
