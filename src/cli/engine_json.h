// Engine data as protocol JSON (docs/protocol.md): events, seat views, the full state.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cli/json.h"
#include "engine/game.h"

namespace uno::cli {

// `viewer` masks nothing itself: pass events already masked (views).
Json event_json(const Event& e, const Deck& d, int viewer);
// The reply of "view" (ok, the view, its legal actions and events).
Json view_json(const SeatView& v, const std::vector<Action>& legal);
// The reply of "state" (ok, everything, the rules and the state hash), without the seed.
Json state_json(const Game& g);
Json actions_json(const Game& g, const std::vector<Action>& acts);
Json seats_json(std::uint16_t mask, int seats);  // the seats of a bit mask, ascending
std::string hash_text(std::uint64_t hash);       // 16 lowercase hex digits

}  // namespace uno::cli
