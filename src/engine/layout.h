// Layout: an explicit deal for stacked-deck tests and scenarios.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/card.h"
#include "engine/deck.h"

namespace uno {

// The dealer is fixed (no dealer selection). Hands may have any size. `pile` lists the
// draw pile top first; its first card is turned up as the first discard (first-card rules
// apply: a Wild Draw Four goes to the bottom of the pile and the next one is turned).
// Cards named nowhere follow at the bottom of the pile in id order.
struct Layout {
  int dealer = 0;
  std::vector<std::vector<CardId>> hands;  // hands[seat]
  std::vector<CardId> pile;
};

// Deal order semantics for a full deck permutation `order` (Game::stacked):
// cards go one at a time to dealer+1, dealer+2, ... (left of the dealer first) until every
// seat holds hand_size; the rest is the pile, top first (its first card is turned up).
Layout layout_from_order(const std::vector<CardId>& order, int seats, int dealer, int hand_size);

// Builds a layout from faces: hands[s] like "R7 G+2 W4", pile like "R5 B1" (top first).
// Repeated faces take distinct copies. Returns an empty string on success, else the reason.
std::string layout_from_text(const Deck& d, int dealer, const std::vector<std::string>& hands,
                             std::string_view pile, Layout& out);

}  // namespace uno
