// The engine's speed-ups compute the same values as the plain code they replace (the
// bench digests in docs/protocol.md depend on it): Rng::mod, the deck memo, restart,
// apply_legal, hand_points.
#include "helpers.h"

using namespace uno;

TEST_CASE("fast paths: Rng::mod equals r % d for every small d", "[fast]") {
  Rng r(7);
  for (std::uint32_t d = 1; d < 300; ++d) {
    for (std::uint32_t r0 : {0u, 1u, d - 1, d, d + 1, 0xFFFFFFFFu, 0xFFFFFFFEu, 0x80000000u})
      REQUIRE(Rng::mod(r0, d) == r0 % d);
    for (int i = 0; i < 2000; ++i) {
      const std::uint32_t x = r.next();
      REQUIRE(Rng::mod(x, d) == x % d);
    }
  }
}

TEST_CASE("fast paths: below() draws the values of the plain rejection loop", "[fast]") {
  // The plain version: threshold = 2^32 mod bound, reject below it, then r % bound.
  auto plain = [](Rng& g, std::uint32_t bound) {
    const std::uint32_t threshold = (0u - bound) % bound;
    for (;;) {
      const std::uint32_t x = g.next();
      if (x >= threshold) return x % bound;
    }
  };
  Rng a(42);
  Rng b(42);
  for (std::uint32_t bound : {1u, 2u, 3u, 7u, 108u, 255u, 256u, 1000u, 0x80000001u, 0xFFFFFFFFu})
    for (int i = 0; i < 5000; ++i) REQUIRE(a.below(bound) == plain(b, bound));
  CHECK(a == b);
}

TEST_CASE("fast paths: the deck memo gives the deck built anew, rules switching", "[fast]") {
  for (int round = 0; round < 2; ++round)
    for (const char* name : {"classic", "official112", "spin", "braille", "dino", "classic"}) {
      RuleSet r = *preset(name);
      INFO(name);
      CHECK(build_deck(r) == build_deck_anew(r));
      r.custom_cards = static_cast<std::uint8_t>(round + 1);
      CHECK(build_deck(r) == build_deck_anew(r));
    }
}

TEST_CASE("fast paths: the deck's match bits are each card's colour and face, or kind", "[fast]") {
  for (const char* name : {"dino", "official112"}) {
    const Deck d = build_deck_anew(*preset(name));
    for (int i = 0; i < d.size; ++i) {
      const auto id = static_cast<CardId>(i);
      const Card& c = d[id];
      const std::uint32_t m = d.match[id];
      INFO(name << " " << card_label(d, id));
      for (int col = 0; col < kColours; ++col)
        CHECK(((m & colour_bit(static_cast<Colour>(col))) != 0) ==
              (static_cast<int>(c.colour) == col));
      for (int f = 0; f < kFaces; ++f)
        CHECK(((m & face_bit(f)) != 0) == (!c.is_wild() && face_index(c) == f));
      for (int k = 0; k <= static_cast<int>(Kind::Lauf); ++k)
        CHECK(((m & kind_bit(static_cast<Kind>(k))) != 0) ==
              (c.is_wild() && static_cast<int>(c.kind) == k));
      // Two coloured cards match by colour or face exactly when their bits meet.
      for (int j = 0; j < d.size; ++j) {
        const Card& o = d[static_cast<CardId>(j)];
        if (c.is_wild() || o.is_wild()) continue;
        const bool same = c.colour == o.colour || (c.kind == o.kind && c.number == o.number);
        CHECK(((m & d.match[static_cast<std::size_t>(j)]) != 0) == same);
      }
    }
    CHECK(d.match[static_cast<std::size_t>(d.size)] == 0);
  }
}

namespace {
// A uniformly random legal action of `g` (all seats' lists), `acts` its scratch list.
Action random_action(const Game& g, Rng& r, std::vector<Action>& acts) {
  acts.clear();
  g.all_legal_actions(acts);
  REQUIRE_FALSE(acts.empty());
  return acts[r.below(static_cast<std::uint32_t>(acts.size()))];
}

// `steps` uniformly random legal actions, the same for two games.
void play_random(Game& g, Rng& r, int steps) {
  std::vector<Action> acts;
  for (int i = 0; i < steps && g.phase() != Phase::MatchOver; ++i)
    REQUIRE(g.apply(random_action(g, r, acts)).ok);
}
}  // namespace

TEST_CASE("fast paths: restart(seed) gives the game Game(rules, seats, seed) deals", "[fast]") {
  for (const char* name : {"classic", "official112", "spin", "braille", "dino"})
    for (int seats : {2, 4, 7}) {
      const RuleSet rules = *preset(name);
      if (validate(rules, seats) != nullptr) continue;
      INFO(name << " seats " << seats);
      Game g(rules, seats, 1);
      Rng r(seats);
      for (std::uint64_t seed = 2; seed < 6; ++seed) {
        // Leave state behind: rounds, scores, a finished match now and then.
        play_random(g, r, seed == 3 ? 200000 : 300 * static_cast<int>(seed));
        g.restart(seed);
        Game fresh(rules, seats, seed);
        REQUIRE(g == fresh);
        Rng r1(seed), r2(seed);
        play_random(g, r1, 500);
        play_random(fresh, r2, 500);
        CHECK(g == fresh);
        CHECK(g.state_hash() == fresh.state_hash());
      }
    }
  Game refused(*preset("classic"), 1, 3);  // a setup error stays one
  refused.restart(4);
  CHECK(refused == Game(*preset("classic"), 1, 4));
  CHECK(refused.phase() == Phase::MatchOver);
}

TEST_CASE("fast paths: apply_legal changes a game as apply does", "[fast]") {
  for (const char* name : {"classic", "official112", "spin", "braille", "dino"}) {
    RuleSet rules = *preset(name);
    rules.seven_zero = true;  // 7-0 targets and jump-ins too
    rules.jump_in = true;
    Game a(rules, 4, 9);
    Game b(rules, 4, 9);
    Rng r(5);
    std::vector<Action> acts;
    for (int i = 0; i < 3000 && a.phase() != Phase::MatchOver; ++i) {
      const Action x = random_action(a, r, acts);
      REQUIRE(a.apply(x).ok);
      b.apply_legal(x);
      REQUIRE(a == b);
    }
  }
}

namespace {
// Everything a game shows besides its log: the same for a logging and a silent game.
void require_same_but_log(const Game& a, const Game& b) {
  REQUIRE(a.phase() == b.phase());
  REQUIRE(a.current() == b.current());
  REQUIRE(a.round() == b.round());
  REQUIRE(a.direction() == b.direction());
  REQUIRE(a.colour() == b.colour());
  REQUIRE(a.draw_pile() == b.draw_pile());
  REQUIRE(a.discard_pile() == b.discard_pile());
  for (int s = 0; s < a.seats(); ++s) REQUIRE(a.hand(s) == b.hand(s));
  REQUIRE(a.scores() == b.scores());
  REQUIRE(a.round_winner() == b.round_winner());
  REQUIRE(a.match_winners() == b.match_winners());
  std::vector<Action> la, lb;
  a.all_legal_actions(la);
  b.all_legal_actions(lb);
  REQUIRE(la == lb);
}
}  // namespace

TEST_CASE("fast paths: a game without its event log plays the same game", "[fast]") {
  // Whole matches of every preset as it ships (dino: several round wins, counted without
  // the log), and 7-0 with jump-ins, at 2 to 10 seats.
  int checked = 0;
  for (const char* name : {"classic", "official112", "spin", "braille", "dino"})
    for (int seats : {2, 3, 4, 7, 10}) {
      RuleSet rules = *preset(name);
      if (seats == 3) rules.seven_zero = rules.jump_in = true;
      if (rules.target_score > 100) rules.target_score = 100;  // several rounds, not dozens
      const auto seed = static_cast<std::uint64_t>(seats) * 31 + name[0];
      Game a(rules, seats, seed);
      Game b(rules, seats, seed);
      b.set_logging(false);  // the deal is logged already: nothing more from here on
      const std::size_t dealt = b.events().size();
      Rng r(seed);
      std::vector<Action> acts;
      for (int i = 0; i < 200000 && a.phase() != Phase::MatchOver; ++i) {
        const Action x = random_action(a, r, acts);
        REQUIRE(a.apply(x).ok);
        REQUIRE(b.apply(x).ok);
        require_same_but_log(a, b);
        ++checked;
      }
      CHECK(a.phase() == Phase::MatchOver);
      CHECK(a.events().size() > dealt);
      CHECK(b.events().size() == dealt);
      CHECK(b.view(0, static_cast<std::uint32_t>(dealt)).events.empty());
    }
  CHECK(checked > 10000);
  // restart keeps the setting (so a new deal is not logged) and deals the game
  // Game(rules, seats, seed) deals.
  Game g(*preset("dino"), 4, 1);
  g.set_logging(false);
  g.restart(2);
  CHECK(!g.logging());
  CHECK(g.events().empty());
  require_same_but_log(g, Game(*preset("dino"), 4, 2));
}

TEST_CASE("fast paths: hand_points by kind table equals the sum of card_points", "[fast]") {
  for (const char* name : {"classic", "official112", "spin", "braille", "dino"}) {
    RuleSet rules = *preset(name);
    // Distinct values per kind group, so a kind read from the wrong entry shows.
    rules.points_action = 21;
    rules.points_wild = 53;
    rules.points_special_wild = 47;
    rules.points_lauf = 31;
    INFO(name);
    for (std::uint64_t seed = 1; seed < 40; ++seed) {
      Game g(rules, 4, seed);
      Rng r(seed);
      play_random(g, r, static_cast<int>(seed) * 7);  // hands of various sizes and kinds
      for (int s = 0; s < 4; ++s) {
        int expect = 0;
        for (CardId id : g.hand(s)) expect += card_points(g.deck()[id], rules);
        REQUIRE(g.hand_points(s) == expect);
      }
    }
  }
}
