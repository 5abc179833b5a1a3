// The one match-setup type of the app is uno::share::Deal (preset name, rules, seats with
// their kind and bot level, seed): the start screen fills it, the session plays it, and
// saves and links carry it unchanged. These helpers read it the way the app needs.
#pragma once

#include <string>
#include <string_view>

#include "ai/bot.h"
#include "share/deal.h"

namespace app {

inline bool is_human(const uno::share::Seat& s) { return s.player == uno::share::Player::Human; }
int human_count(const uno::share::Deal& d);
int first_human(const uno::share::Deal& d);  // -1: none
// The bot level of a computer seat (precondition: not human).
uno::ai::Level bot_level(uno::share::Player p);
// The next level for a computer seat's level button (easy -> normal -> hard -> easy).
uno::share::Player next_bot_level(uno::share::Player p);

// A typed or linked seat name as the table shows it (share::clean_name), or "" (take the
// seat's default) when empty or the shown language's word for "you" ("You", "du").
std::string seat_name_of(std::string_view typed);
// Links may leave names empty (the deal of the day): the table shows translated defaults
// ("You" for the only human, "Player N" for others, the bots' names by seat).
uno::share::Deal with_default_names(uno::share::Deal d);

// The start screen's note under the seat count when more seats are chosen than the
// preset's booklet names (004: "Spieleranzahl: 2 bis 8 Personen"; 9-10 are a house
// extension), translated; empty otherwise.
std::string seat_limit_note(const uno::share::Deal& d);

}  // namespace app
