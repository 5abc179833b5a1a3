// The JSON-lines protocol of `uno-cli play` (docs/protocol.md): one request object per
// line in, one reply object per line out.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli/json.h"
#include "engine/game.h"

namespace uno::cli {

// How to set up a game: rules, seats, seed, and the deal.
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

// JSON of engine data. `viewer` masks nothing itself: pass events already masked (views).
Json event_json(const Event& e, const Deck& d, int viewer);
Json view_json(const SeatView& v, const std::vector<Action>& legal);
Json state_json(const Game& g);
Json actions_json(const Game& g, const std::vector<Action>& acts);

class Session {
 public:
  // Handles one request line and returns the reply (one line of JSON, no newline).
  std::string handle(std::string_view line);
  Json handle_json(const Json& request);
  bool quit() const { return quit_; }
  const Game* game() const { return game_ ? &*game_ : nullptr; }

 private:
  Json dispatch(const std::string& cmd, const Json& req);
  Json cmd_new(const Json& req);
  Json cmd_view(const Json& req);
  Json cmd_legal(const Json& req);
  Json cmd_apply(const Json& req);
  Json cmd_events(const Json& req);
  Json cmd_bot(const Json& req);
  Json cmd_run(const Json& req);
  Json cmd_state(const Json& req);
  Json status(Json reply) const;  // adds phase, round, current, actors, seq

  std::optional<Game> game_;
  std::string preset_;
  std::uint64_t seed_ = 0;
  bool quit_ = false;
};

// Runs the protocol until end of input or {"cmd":"quit"}. Returns the exit code.
int run_play(std::istream& in, std::ostream& out);

}  // namespace uno::cli
