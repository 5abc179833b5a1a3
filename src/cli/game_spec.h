// How the protocol and the replay tool set up a game: rules, seats, seed, and the deal.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cli/json.h"
#include "engine/game.h"

namespace uno::cli {

struct GameSpec {
  RuleSet rules = classic();
  std::string preset = "classic";
  int seats = 4;
  std::uint64_t seed = 0;
  enum class Deal : std::uint8_t { Random, Order, Layout } deal = Deal::Random;
  int dealer = 0;               // Order deals
  std::vector<CardId> order;    // Order: completed with unnamed ids in id order
  Layout layout;                // Layout deals
};

// Reads "preset", "seats", "seed", "target", "house", "rules", "deck" + "dealer",
// "layout" from a request object. Returns "" or the reason.
std::string spec_from_json(const Json& req, GameSpec& out);
// Resolves card references ("R7#17" or "R7": next free copy) into a deal order.
std::string order_from_refs(const Deck& d, const std::vector<std::string>& refs,
                            std::vector<CardId>& out);
Game make_game(const GameSpec& spec);

}  // namespace uno::cli
