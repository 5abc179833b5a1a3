// Test helpers: stacked games from card faces, applying text actions, random playouts.
#pragma once

#include <catch2/catch.hpp>

#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine/game.h"

namespace uno::test {

// A game from a layout written as faces. hands[s] like "R7 G+2 W4"; pile top first (its
// first card is turned up as the first discard).
inline Game layout_game(const RuleSet& r, int seats, int dealer,
                        const std::vector<std::string>& hands, const std::string& pile,
                        std::uint64_t seed = 1) {
  Layout l;
  Deck d = build_deck(r);
  std::string err = layout_from_text(d, dealer, hands, pile, l);
  INFO(err);
  REQUIRE(err.empty());
  Game g = Game::from_layout(r, seats, seed, l);
  REQUIRE(g.setup_error() == nullptr);
  return g;
}

// Applies a text action ("0 play R7", "1 accept", ...) and requires success.
inline void act(Game& g, const std::string& text) {
  Action a;
  const char* perr = g.parse(text, a);
  INFO("action: " << text << (perr ? std::string(" parse: ") + perr : std::string()));
  REQUIRE(perr == nullptr);
  ApplyResult r = g.apply(a);
  INFO("refused: " << (r.error ? r.error : ""));
  REQUIRE(r.ok);
}

// Applies a text action that must parse and then be refused by apply(); returns the reason.
// The state must not change. A text that does not parse (a misspelt card, a card the seat
// does not hold) fails the test rather than passing without testing the rule.
inline std::string refuse(Game& g, const std::string& text) {
  Action a;
  const char* perr = g.parse(text, a);
  INFO("action: " << text << (perr ? std::string(" parse: ") + perr : std::string()));
  REQUIRE(perr == nullptr);
  Game before = g;
  ApplyResult r = g.apply(a);
  REQUIRE_FALSE(r.ok);
  REQUIRE(r.error != nullptr);
  REQUIRE(g == before);
  return r.error;
}

inline bool can(const Game& g, const std::string& text) {
  Action a;
  if (g.parse(text, a) != nullptr) return false;
  return g.is_legal(a);
}

// Hand as sorted-by-id faces joined by spaces.
inline std::string hand_text(const Game& g, int seat) {
  std::string s;
  for (CardId id : g.hand(seat)) {
    if (!s.empty()) s += ' ';
    s += to_string(g.deck()[id]);
  }
  return s;
}

inline std::string top_text(const Game& g) {
  return g.top() == kNoCard ? "-" : to_string(g.deck()[g.top()]);
}

inline int count_events(const Game& g, EventType t, int seat = -2) {
  int n = 0;
  for (const auto& e : g.events())
    if (e.type == t && (seat == -2 || e.seat == seat)) ++n;
  return n;
}

inline const Event* last_event(const Game& g, EventType t) {
  for (auto it = g.events().rbegin(); it != g.events().rend(); ++it)
    if (it->type == t) return &*it;
  return nullptr;
}

// Total cards across hands and piles.
inline int card_total(const Game& g) {
  int n = static_cast<int>(g.draw_pile().size() + g.discard_pile().size());
  for (int s = 0; s < g.seats(); ++s) n += static_cast<int>(g.hand(s).size());
  return n;
}

// A random but not self-defeating player (project Rng only): a seat left with one card
// usually calls UNO at once; otherwise an acting seat is picked uniformly and plays a card
// 7 times in 8 when it can, else any legal action. Purely uniform play lets hands grow for
// tens of thousands of steps (with 10 seats nine catchers race every UNO caller).
inline Action random_choice(const Game& g, Rng& rng, std::vector<Action>& buf) {
  std::uint16_t m = g.actors();
  if (m == 0) return Action{};
  for (int s = 0; s < g.seats(); ++s)
    if (g.uno_exposed(s) && rng.below(4) != 0) {
      buf.assign(1, Action::simple(ActionType::CallUno, s));
      return buf[0];
    }
  int n = 0;
  int seats[kMaxSeats];
  for (int s = 0; s < g.seats(); ++s)
    if (m >> s & 1) seats[n++] = s;
  int s = seats[rng.below(static_cast<std::uint32_t>(n))];
  g.legal_actions(s, buf);
  std::uint32_t plays = 0;
  for (const Action& a : buf) plays += a.type == ActionType::Play;
  if (plays > 0 && rng.below(8) != 0) {
    std::uint32_t k = rng.below(plays);
    for (const Action& a : buf)
      if (a.type == ActionType::Play && k-- == 0) return a;
  }
  return buf[rng.below(static_cast<std::uint32_t>(buf.size()))];
}

inline bool random_step(Game& g, Rng& rng, std::vector<Action>& buf) {
  if (g.actors() == 0) return false;
  return g.apply(random_choice(g, rng, buf)).ok;
}

inline long env_long(const char* name, long fallback) {
  const char* v = std::getenv(name);
  if (v == nullptr || *v == 0) return fallback;
  return std::strtol(v, nullptr, 10);
}

}  // namespace uno::test
