// The Expert's rollouts: the round-chance evaluation a truncated rollout ends with, the
// rollout's value, and the page's Expert table bot (Hard's play, the Expert's UNO calls).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "ai/bot.h"
#include "ai/rollout.h"
#include "ai/table.h"
#include "engine/game.h"
#include "engine/layout.h"
#include "engine/rules.h"

using namespace uno;
using namespace uno::ai;

namespace {

Game layout4(const std::vector<std::string>& hands, const std::string& pile) {
  RuleSet r = classic();
  r.first_special_redraw = false;
  Layout l;
  const std::string err = layout_from_text(build_deck(r), 3, hands, pile, l);  // seat 0 starts
  INFO(err);
  REQUIRE(err.empty());
  return Game::from_layout(r, 4, 1, l);
}

double total_chance(const Game& g) {
  double t = 0;
  for (int s = 0; s < g.seats(); ++s) t += round_chance(g, s);
  return t;
}

}  // namespace

TEST_CASE("rollout: round_chance sums to one and favours the hand nearer to going out",
          "[expert]") {
  // Seat 1: two cards; seat 2: four; seat 3: seven; seat 0 (to move) seven too.
  Game g =
      layout4({"B1 B2 B3 B4 B5 B6 B7", "G1 G2", "Y1 Y2 Y3 Y4", "R1 R2 R3 R4 R5 R6 R7"}, "G9 B9 Y9");
  CHECK(total_chance(g) == Approx(1.0));
  CHECK(round_chance(g, 1) > round_chance(g, 2));
  CHECK(round_chance(g, 2) > round_chance(g, 3));
  // The seat to move is a little ahead of an equal hand.
  CHECK(round_chance(g, 0) > round_chance(g, 3));
  CHECK(round_chance(g, 0) < round_chance(g, 2));

  // A wild is worth more than a number card: the same count with wilds rates higher.
  Game w =
      layout4({"B1 B2 B3 B4 B5 B6 B7", "G1 G2 G3 G4", "W W4 Y3 Y4", "R1 R2 R3 R4"}, "G9 B9 Y9");
  CHECK(total_chance(w) == Approx(1.0));
  CHECK(round_chance(w, 2) > round_chance(w, 1));
  CHECK(round_chance(w, 1) == Approx(round_chance(w, 3)));
}

TEST_CASE("rollout: a rollout's value is the result at the end, the chance when cut short",
          "[expert]") {
  RuleSet r = classic();
  r.target_score = 0;
  r.round_wins = 1;
  RolloutScratch scratch;
  int ended = 0, cut = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const Game start(r, 4, seed);
    for (const int horizon : {0, 12}) {
      Game a = start, b = start;
      Rng ra(seed * 31), rb(seed * 31);
      const double va = rollout_value(a, 0, ra, scratch, horizon);
      const double vb = rollout_value(b, 0, rb, scratch, horizon);
      REQUIRE(va == vb);  // the same draws give the same rollout
      REQUIRE(va >= 0.0);
      REQUIRE(va <= 1.0);
      const bool over = a.phase() == Phase::RoundOver || a.phase() == Phase::MatchOver;
      if (horizon == 0) {
        REQUIRE(over);
        REQUIRE(va == (a.round_winner() == 0 ? 1.0 : 0.0));
        ++ended;
      } else if (!over) {
        REQUIRE(va == round_chance(a, 0));
        ++cut;
      }
    }
  }
  CHECK(ended == 20);
  CHECK(cut > 10);  // 12 actions rarely end a hand of four
}

TEST_CASE("bots: the page's Expert seat never forgets UNO and always catches", "[bots]") {
  // make_table_bot(Expert) plays Hard's policy with the Expert's profile (forget 0, notice
  // 1); the page seats it for the Expert's UNO calls, catches and races.
  CHECK(make_table_bot(Level::Expert, 1)->level() == Level::Expert);
  RuleSet r = classic();
  int calls = 0, catches = 0;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    Game g(r, 3, seed);
    Table t = Table::with_levels({Level::Hard, Level::Easy, Level::Easy}, 3, seed);
    std::vector<Action> legal;
    for (int step = 0; step < 400 && g.phase() != Phase::MatchOver; ++step) {
      // Seat 0's positions (played on by Hard), the others Easy (who forget UNO often).
      g.legal_actions(0, legal);
      bool uno = false, catch_it = false;
      for (const Action& a : legal) {
        uno = uno || a.type == ActionType::CallUno;
        catch_it = catch_it || a.type == ActionType::CatchUno;
      }
      if (uno || catch_it) {
        const Decision d = make_table_bot(Level::Expert, seed)->decide(bot_view(g, 0), legal);
        REQUIRE(d.act);
        REQUIRE(d.action.type == (uno ? ActionType::CallUno : ActionType::CatchUno));
        (uno ? calls : catches) += 1;
      }
      if (!t.step(g)) break;
    }
  }
  CHECK(calls > 20);
  CHECK(catches > 5);
}
