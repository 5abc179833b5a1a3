// How the protocol and the replay tool set up a game (command "new", transcript headers).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cli/json.h"
#include "engine/game.h"
#include "share/deal.h"

namespace uno::cli {

// A share::Deal (preset by name, rules, seats, seed) and what a deal lacks: how the cards
// are dealt. The client plays every seat, so the deal's seats are unnamed Player::Human.
struct GameSpec {
  enum class DealKind : std::uint8_t { Random, Order, Layout };

  share::Deal deal{.seats = std::vector<share::Seat>(4)};
  DealKind kind = DealKind::Random;
  int dealer = 0;             // Order deals
  std::vector<CardId> order;  // Order: completed with unnamed ids in id order
  Layout layout;              // Layout deals

  int seats() const { return static_cast<int>(deal.seats.size()); }
};

// Reads "preset", "seats", "seed", "target", "house", "rules", "deck" + "dealer",
// "layout" from a request object. Returns "" or the reason.
std::string spec_from_json(const Json& req, GameSpec& out);
// Resolves card references ("R7#17" or "R7": next free copy) into a deal order.
std::string order_from_refs(const Deck& d, const std::vector<std::string>& refs,
                            std::vector<CardId>& out);
Game make_game(const GameSpec& spec);

}  // namespace uno::cli
