// Random-playout invariants across all presets, 2-10 seats and house-rule combinations.
//
// Game count: UNO_RANDOM_GAMES_DEFAULT (CMake cache variable, default 100000; the asan
// preset's 5000, the web preset's 20000: the same engine, compiled to wasm) split evenly over the
// five preset test cases below; natively the environment variable UNO_RANDOM_GAMES overrides it
// (under node the environment is not passed to wasm, so the web build sets the CMake variable
// instead). Each game is one match without scoring, every 20th a full match to the target score.
// Without scoring a match is one round (first out wins) in every preset but dino, whose match goes
// to 3 round wins (RuleSet::round_wins): its games are several rounds each.
#include "helpers.h"

#include <algorithm>
#include <optional>

#include "engine/fast_paths.h"

using namespace uno;
using namespace uno::test;

namespace {

long games_total() { return env_long("UNO_RANDOM_GAMES", UNO_RANDOM_GAMES_DEFAULT); }

// House rules and variants drawn from the game's own index.
RuleSet random_rules(const char* name, Rng& r) {
  RuleSet rules = *preset(name);
  auto coin = [&](int pct) { return r.below(100) < static_cast<std::uint32_t>(pct); };
  rules.stack_draw_two = coin(25);
  rules.stack_draw_four = coin(25);
  rules.stack_across = coin(15);
  rules.seven_zero = coin(25);
  rules.jump_in = coin(25);
  rules.draw_until_playable = coin(20);
  rules.forced_play_drawn = coin(20);
  rules.challenge = !coin(15);
  rules.lauf_as_wild = coin(20);
  if (coin(20)) rules.voluntary_draw = !rules.voluntary_draw;
  if (coin(20)) rules.two_player_reverse_skips = !rules.two_player_reverse_skips;
  if (coin(20))
    rules.scoring = rules.scoring == ScoringMethod::LowestWins ? ScoringMethod::WinnerCollects
                                                               : ScoringMethod::LowestWins;
  rules.uno_penalty = static_cast<std::uint8_t>(1 + r.below(4));
  for (auto& c : rules.custom_rule) c = static_cast<CustomRule>(r.below(12));
  if (coin(30))
    for (auto& w : rules.spin_weights) w = static_cast<std::uint16_t>(r.below(4));
  if (rules.spin_numbers > 0 && std::all_of(rules.spin_weights.begin(), rules.spin_weights.end(),
                                            [](std::uint16_t w) { return w == 0; }))
    rules.spin_weights[r.below(kSpinOutcomes)] = 1;
  if (coin(10)) rules.custom_cards = static_cast<std::uint8_t>(r.below(4));
  return rules;
}

// Every card id is in exactly one place.
bool ids_conserved(const Game& g) {
  std::array<std::uint8_t, kMaxCards> seen{};
  auto mark = [&](const CardList& v) {
    for (CardId id : v) {
      if (id >= g.deck().size || seen[id]++) return false;
    }
    return true;
  };
  for (int s = 0; s < g.seats(); ++s)
    if (!mark(g.hand(s))) return false;
  if (!mark(g.draw_pile()) || !mark(g.discard_pile())) return false;
  for (int i = 0; i < g.deck().size; ++i)
    if (seen[static_cast<std::size_t>(i)] != 1) return false;
  return true;
}

// The fast queries for the seat on turn (playable_cards, then plays_of each card) list
// exactly the plays legal_actions lists for it, in the same order; without a playable card
// draw_or_pass is its one action besides UNO calls and catches.
bool turn_queries_agree(const Game& g) {
  const int s = g.current();
  std::vector<Action> listed;
  std::vector<Action> fast;
  std::vector<Action> one;
  g.legal_actions(s, listed);
  std::erase_if(listed, [](const Action& a) {
    return a.type == ActionType::CallUno || a.type == ActionType::CatchUno;
  });
  std::array<CardId, kMaxCards> cards{};
  const int n = playable_cards(g, s, cards);
  if (g.phase() != Phase::Turn) return n == 0;
  if (n == 0) return listed.size() == 1 && listed[0] == draw_or_pass(g, s);
  std::erase_if(listed, [](const Action& a) { return a.type != ActionType::Play; });
  for (int i = 0; i < n; ++i) {
    const CardId id = cards[static_cast<std::size_t>(i)];
    g.plays_of(s, id, one);
    if (one.empty()) return false;
    if (play_count(g, s, id) != static_cast<int>(one.size())) return false;
    for (int k = 0; k < play_count(g, s, id); ++k)
      if (!(play_variant(g, s, id, k) == one[static_cast<std::size_t>(k)])) return false;
    fast.insert(fast.end(), one.begin(), one.end());
  }
  return fast == listed;
}

// An action built at random; may or may not be legal.
Action random_action(const Game& g, Rng& r) {
  Action a;
  a.type = static_cast<ActionType>(r.below(static_cast<std::uint32_t>(ActionType::NextRound) + 1));
  a.seat = static_cast<std::int8_t>(r.below(static_cast<std::uint32_t>(g.seats())));
  a.card = r.below(4) == 0
               ? kNoCard
               : static_cast<CardId>(r.below(static_cast<std::uint32_t>(g.deck().size)));
  a.colour = static_cast<Colour>(r.below(5));
  a.target = static_cast<std::int8_t>(
      static_cast<int>(r.below(static_cast<std::uint32_t>(g.seats()) + 1)) - 1);
  return a;
}

struct Stats {
  long games = 0, steps = 0, rounds = 0, refusals = 0, blocked = 0;
};

// `g` copied into `spare`, reusing its storage. A fresh copy for every check allocated (and
// freed) the whole event log again: over dino's matches of several rounds, with their long
// logs, that was most of this test's time under ASan (its allocator's redzones, quarantine
// and fresh pages: 1,000 dino games took 18 s of CPU, half of it in the kernel, against 5 s
// reused).
Game& copy_into(std::optional<Game>& spare, const Game& g) {
  if (spare) *spare = g;
  else spare.emplace(g);
  return *spare;
}

// Plays one game and checks every invariant; returns a failure text or empty.
std::string play_one(const char* name, std::uint64_t index, Stats& st, std::vector<Action>& buf,
                     std::optional<Game>& spare) {
  Rng r(index * 0x9E3779B97F4A7C15ULL + 12345);
  RuleSet rules = random_rules(name, r);
  const int seats = 2 + static_cast<int>(index % 9);
  const bool full_match = (index / 5) % 20 == 0;
  if (!full_match) rules.target_score = 0;
  else if (rules.target_score == 0) rules.target_score = 500;
  Game g(rules, seats, index);
  if (g.setup_error() != nullptr) return std::string("setup: ") + g.setup_error();
  const int total = g.deck().size;
  const long cap = full_match ? 400000 : 40000;
  std::array<int, kMaxSeats> score_sum{};
  std::array<Action, 24> recent{};  // the last actions, for failure messages
  int rounds_seen = 0;
  for (long step = 0;; ++step) {
    if (step > cap) {
      std::string tail = "game did not end; phase " + std::string(phase_name(g.phase())) +
                         " draw " + std::to_string(g.draw_pile().size()) + " discard " +
                         std::to_string(g.discard_pile().size()) + " hands";
      for (int s = 0; s < seats; ++s) tail += " " + std::to_string(g.hand(s).size());
      for (std::size_t k = 0; k < recent.size(); ++k)
        tail += " | " + g.to_string(recent[(static_cast<std::size_t>(step) + k) % recent.size()]);
      return tail;
    }
    if (card_total(g) != total) return "card count changed";
    if ((step & 15) == 0 && !ids_conserved(g)) return "card ids not conserved";
    if (g.phase() == Phase::MatchOver) break;
    if ((step & 3) == 1 && !turn_queries_agree(g)) return "playable_cards/plays_of disagree";
    std::uint16_t m = g.actors();
    if (m == 0) return "nobody can act";
    if ((step & 63) == 7) {  // an illegal action is refused and changes nothing
      Action bad = random_action(g, r);
      if (!g.is_legal(bad)) {
        const Game& copy = copy_into(spare, g);
        ApplyResult res = g.apply(bad);
        if (res.ok || res.error == nullptr) return "illegal action accepted: " + g.to_string(bad);
        if (!(g == copy)) return "refusal changed the state: " + g.to_string(bad);
        ++st.refusals;
      }
    }
    const Action a = random_choice(g, r, buf);
    if (buf.empty()) return "actor without actions";
    if ((step & 31) == 3) {  // every listed action is legal and its text round-trips
      for (const Action& x : buf) {
        if (!g.is_legal(x)) return "listed action not legal";
        Action back;
        Card face;
        if (parse_action(g.to_string(x), g.deck(), back, face) != nullptr || !(back == x))
          return "notation round trip failed: " + g.to_string(x);
      }
    }
    recent[static_cast<std::size_t>(step) % recent.size()] = a;
    if ((step & 127) == 64) {  // every listed action applies, on a copy
      for (const Action& x : buf) {
        Game& copy = copy_into(spare, g);
        if (!copy.apply(x).ok) return "listed action refused: " + g.to_string(x);
        if (card_total(copy) != total) return "card count changed by " + g.to_string(x);
      }
    }
    const Phase before = g.phase();
    ApplyResult res = g.apply(a);
    if (!res.ok) return std::string("legal action refused: ") + g.to_string(a) + ": " + res.error;
    ++st.steps;
    if (before != Phase::RoundOver &&
        (g.phase() == Phase::RoundOver || g.phase() == Phase::MatchOver)) {
      ++rounds_seen;
      // Scores add up: the round's points follow the scoring method.
      const int w = g.round_winner();
      const auto& rp = g.last_round_points();
      if (w < 0 || w >= seats || (!g.hand(w).empty() && !g.round_blocked()))
        return "round winner has cards";
      int others = 0;
      for (int s = 0; s < seats; ++s)
        if (s != w) others += g.hand_points(s);
      st.blocked += g.round_blocked();
      for (int s = 0; s < seats; ++s) {
        int expect = rules.scoring == ScoringMethod::WinnerCollects ? (s == w ? others : 0)
                                                                    : g.hand_points(s);
        if (rp[s] != expect) return "round points do not add up";
        score_sum[s] += rp[s];
        if (g.scores()[s] != score_sum[s]) return "scores are not the sum of rounds";
      }
    }
  }
  if (g.match_winners().empty()) return "match over without a winner";
  if (rounds_seen != g.round()) return "round count mismatch";
  st.rounds += rounds_seen;
  ++st.games;
  return {};
}

void run_preset(const char* name, int slot) {
  const long total = games_total();
  const long per = total / 5 + (slot < total % 5 ? 1 : 0);
  Stats st;
  std::vector<Action> buf;
  buf.reserve(256);
  std::optional<Game> spare;
  for (long i = 0; i < per; ++i) {
    const std::uint64_t index =
        static_cast<std::uint64_t>(i) * 5 + static_cast<std::uint64_t>(slot);
    std::string err = play_one(name, index, st, buf, spare);
    if (!err.empty()) {
      INFO("preset " << name << " game index " << index << ": " << err);
      REQUIRE(err.empty());
    }
  }
  INFO(name << ": " << st.games << " games, " << st.rounds << " rounds, " << st.steps
            << " actions, " << st.refusals << " refusals checked, " << st.blocked
            << " blocked rounds");
  CHECK(st.games == per);
}

}  // namespace

TEST_CASE("invariants: random playouts, classic", "[invariants]") { run_preset("classic", 0); }
TEST_CASE("invariants: random playouts, official112", "[invariants]") {
  run_preset("official112", 1);
}
TEST_CASE("invariants: random playouts, spin", "[invariants]") { run_preset("spin", 2); }
TEST_CASE("invariants: random playouts, braille", "[invariants]") { run_preset("braille", 3); }
TEST_CASE("invariants: random playouts, dino", "[invariants]") { run_preset("dino", 4); }
