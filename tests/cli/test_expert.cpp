// The Expert bot's parts: the bot-seed hash, the game rebuilt from a view, the belief over
// hidden cards, and a short arena against Hard.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "ai/belief.h"
#include "ai/bot.h"
#include "ai/move_reason.h"
#include "ai/sha256.h"
#include "ai/table.h"
#include "cli/arena.h"
#include "cli/engine_json.h"
#include "cli/json.h"
#include "engine/game.h"
#include "prior_duel.h"
#include "workload.h"

using namespace uno;
using namespace uno::ai;

namespace {

std::string hex(const std::array<std::uint8_t, 32>& d) {
  static const char* k = "0123456789abcdef";
  std::string s;
  for (std::uint8_t b : d) {
    s += k[b >> 4];
    s += k[b & 15];
  }
  return s;
}

// The true placement of every card (the referee side: tests only).
Game::Placement truth(const Game& g) {
  Game::Placement p;
  for (int s = 0; s < g.seats(); ++s) p.hands[static_cast<std::size_t>(s)] = g.hand(s).to_vector();
  p.draw = g.draw_pile().to_vector();
  p.discard = g.discard_pile().to_vector();
  return p;
}

// Plays games with Hard bots and calls `at(g, seat)` whenever the game waits for a seat.
template <class F>
void positions(const RuleSet& r, int seats, std::uint64_t seed, int every, F&& at) {
  Game g(r, seats, seed);
  Table t = Table::with_levels({Level::Hard}, seats, seed);
  for (int step = 0; step < 3000 && g.phase() != Phase::MatchOver; ++step) {
    const int s = g.current();
    if (step % every == 0 && s >= 0 && s < seats && must_act(bot_view(g, s))) at(g, s);
    if (!t.step(g)) break;
  }
}

RuleSet rules_with(const char* preset_name, bool seven_zero, bool jump_in) {
  RuleSet r = *uno::preset(preset_name);
  r.seven_zero = seven_zero;
  r.jump_in = jump_in;
  r.target_score = 0;
  r.round_wins = 1;
  return r;
}

}  // namespace

TEST_CASE("expert: SHA-256 of short messages matches FIPS 180-4", "[expert]") {
  const std::uint8_t abc[] = {'a', 'b', 'c'};
  CHECK(hex(sha256_short(abc, 3)) ==
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(hex(sha256_short(abc, 0)) ==
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
}

TEST_CASE("expert: a bot seed is SHA-256 of (tag, game seed, seat), not invertible", "[expert]") {
  // Python: hashlib.sha256(b"uno-bot-seed/v2" + g.to_bytes(8,"little") +
  //                        s.to_bytes(4,"little")).digest()[:8], little endian.
  CHECK(bot_seed(42, 0) == 0xeb1e82bb80d6b11bULL);
  CHECK(bot_seed(42, 1) == 0x98933295786b6624ULL);
  CHECK(bot_seed(0, 0) == 0x266e6f12c3626dfaULL);
}

TEST_CASE("expert: a game rebuilt from a view and the true cards shows that view", "[expert]") {
  int checked = 0, same_legal = 0;
  for (const char* name : {"classic", "official112", "spin", "braille", "dino"}) {
    for (int seats : {2, 4, 7}) {
      const RuleSet r = rules_with(name, seats == 4, seats == 7);
      if (validate(r, seats) != nullptr) continue;
      positions(r, seats, 1000 + static_cast<std::uint64_t>(seats), 3, [&](const Game& g, int s) {
        const SeatView v = bot_view(g, s);
        const Belief b = infer(v);
        Game copy = Game::from_view(v, truth(g), b.prev_colour, 7, v.events);
        std::vector<Action> la, lb;
        g.legal_actions(s, la);
        copy.legal_actions(s, lb);
        ++checked;
        if (la != lb) return;  // state the view does not show (the search then falls back)
        ++same_legal;
        cli::Json ja = cli::view_json(v, la), jb = cli::view_json(copy.view(s, 0), lb);
        for (auto* j : {&ja, &jb}) {
          (*j)["events"] = cli::Json();
          (*j)["actors"] = cli::Json();
          (*j)["seq"] = cli::Json();  // the copy numbers its log from 0
        }
        INFO("preset " << name << " seats " << seats << " seat " << s);
        REQUIRE(ja.dump() == jb.dump());
      });
    }
  }
  INFO(same_legal << " of " << checked);
  CHECK(checked > 200);
  CHECK(same_legal * 10 >= checked * 9);  // nearly always: the view is nearly all the state
}

TEST_CASE("expert: belief samples fit the view and pin only true facts", "[expert]") {
  int samples = 0, pinned = 0;
  for (const char* name : {"classic", "official112", "spin"}) {
    for (int seats : {3, 5}) {
      const RuleSet r = rules_with(name, true, false);  // 7-0: hands change places
      positions(r, seats, 77 + static_cast<std::uint64_t>(seats), 2, [&](const Game& g, int s) {
        const SeatView v = bot_view(g, s);
        const Belief b = infer(v);
        REQUIRE(b.valid);
        for (int o = 0; o < seats; ++o)
          for (int id = 0; id < g.deck().size; ++id)
            if (b.pinned[static_cast<std::size_t>(o)].test(static_cast<CardId>(id))) {
              const auto& h = g.hand(o);
              INFO("seat " << o << " pinned card " << id);
              REQUIRE(std::find(h.begin(), h.end(), static_cast<CardId>(id)) != h.end());
              ++pinned;
            }
        Rng rng(samples + 1);
        auto p = b.sample(v, rng);
        REQUIRE(p);
        std::vector<int> seen(static_cast<std::size_t>(g.deck().size), 0);
        for (int o = 0; o < seats; ++o) {
          const auto& h = p->hands[static_cast<std::size_t>(o)];
          REQUIRE(static_cast<int>(h.size()) == v.hand_counts[static_cast<std::size_t>(o)]);
          for (CardId id : h) ++seen[id];
        }
        REQUIRE(p->hands[static_cast<std::size_t>(s)] == v.hand);
        REQUIRE(static_cast<int>(p->draw.size()) == v.draw_pile);
        REQUIRE(p->discard == g.discard_pile());
        for (CardId id : p->draw) ++seen[id];
        for (CardId id : p->discard) ++seen[id];
        for (int c : seen) REQUIRE(c == 1);
        ++samples;
      });
    }
  }
  CHECK(samples > 100);
  CHECK(pinned > 20);  // 7-0 swaps and passes happened and were followed
}

TEST_CASE("expert: refined samples explain the other seats' moves and still fit the view",
          "[expert]") {
  const RuleSet r = rules_with("classic", false, false);
  int positions_seen = 0;
  double plain = 0, refined = 0, true_hands = 0;
  for (std::uint64_t seed : {5u, 6u, 7u, 8u}) {
    positions(r, 4, seed, 3, [&](const Game& g, int s) {
      const SeatView v = bot_view(g, s);
      const Belief b = infer(v);
      REQUIRE(b.valid);
      if (b.moves.empty()) return;
      Rng rng(seed * 100 + static_cast<std::uint64_t>(positions_seen));
      auto p = b.sample(v, rng);
      REQUIRE(p);
      Game::Placement q = *p;
      b.refine(v, q, rng, 200, 1.0);
      // Still a placement of the view: every card once, the sizes, our hand, pinned cards.
      std::vector<int> seen(static_cast<std::size_t>(g.deck().size), 0);
      for (int o = 0; o < 4; ++o) {
        const auto& h = q.hands[static_cast<std::size_t>(o)];
        REQUIRE(static_cast<int>(h.size()) == v.hand_counts[static_cast<std::size_t>(o)]);
        for (CardId id : h) ++seen[id];
        for (int id = 0; id < g.deck().size; ++id)
          if (b.pinned[static_cast<std::size_t>(o)].test(static_cast<CardId>(id)))
            REQUIRE(std::find(h.begin(), h.end(), static_cast<CardId>(id)) != h.end());
      }
      REQUIRE(q.hands[static_cast<std::size_t>(s)] == v.hand);
      REQUIRE(static_cast<int>(q.draw.size()) == v.draw_pile);
      for (CardId id : q.draw) ++seen[id];
      for (CardId id : q.discard) ++seen[id];
      for (int c : seen) REQUIRE(c == 1);
      plain += b.log_likelihood(v, *p, 1.0);
      refined += b.log_likelihood(v, q, 1.0);
      true_hands += b.log_likelihood(v, truth(g), 1.0);
      ++positions_seen;
    });
  }
  REQUIRE(positions_seen > 30);
  const double n = positions_seen;
  INFO("mean log-likelihood: plain " << plain / n << ", refined " << refined / n << ", true "
                                     << true_hands / n);
  // Hard made the moves from the true hands, so they explain them best; plain samples
  // much worse, and the refined ones close the gap.
  CHECK(true_hands / n > plain / n + 2.0);
  CHECK(refined / n > plain / n + 2.0);
  CHECK(true_hands / n > -1.0);
}

TEST_CASE("expert: a draw on red makes red cards unlikely in that hand", "[expert]") {
  RuleSet r = *uno::preset("classic");
  r.voluntary_draw = false;
  Layout l;
  REQUIRE(layout_from_text(build_deck(r), 0, {"B1 B2 B3 G1", "Y1 Y2 Y3 G2", "G3 G4 G5 G6"},
                           "R5 R6 Y4", l)
              .empty());
  Game g = Game::from_layout(r, 3, 1, l);  // seat 1 starts on R5 and cannot play
  Action draw;
  REQUIRE(g.parse("1 draw", draw) == nullptr);
  REQUIRE(g.apply(draw).ok);
  const Belief b = infer(bot_view(g, 2));
  REQUIRE(b.valid);
  const Deck& d = g.deck();
  for (int id = 0; id < d.size; ++id) {
    const Card& c = d[static_cast<CardId>(id)];
    const float w = b.weight[1][static_cast<std::size_t>(id)];
    if (c.colour == Colour::Red || c.is_wild() || (c.kind == Kind::Number && c.number == 5))
      CHECK(w < 0.2f);  // would have been playable on R5 (the drawn card may be one)
    else if (c.colour == Colour::Blue) CHECK(w == Approx(1.0f));
  }
}

TEST_CASE("expert: a hint's reason in table terms: a void, holding back, keeping the Wild",
          "[expert]") {
  RuleSet r = *uno::preset("classic");
  r.voluntary_draw = false;
  const auto act = [](Game& g, const char* text) {
    Action a;
    REQUIRE(g.parse(text, a) == nullptr);
    REQUIRE(g.apply(a).ok);
  };
  SECTION("the seat playing next drew on red: keeping red in play is the reason") {
    Layout l;
    REQUIRE(layout_from_text(build_deck(r), 0, {"R7 B9 Y6 Y7", "B1 B2 B3 G1", "R8 G4 G5 G6"},
                             "R5 Y4 Y3 Y2", l)
                .empty());
    Game g = Game::from_layout(r, 3, 1, l);  // seat 1 starts on R5 and cannot play
    act(g, "1 draw");                        // draws Y4: not playable either, so the turn passes on
    if (g.current() == 1) act(g, "1 pass");
    REQUIRE(g.current() == 2);
    act(g, "2 play R8");
    REQUIRE(g.current() == 0);
    const SeatView v = bot_view(g, 0);
    Action red, draw;
    REQUIRE(g.parse("0 play R7", red) == nullptr);
    REQUIRE(g.parse("0 draw", draw) == nullptr);
    const MoveReason m = move_reason(v, red, draw);
    CHECK(m.kind == MoveReasonKind::Void);
    CHECK(m.seat == 1);
    CHECK(m.colour == Colour::Red);
    // Seat 2, who played on red, is no void: from seat 1's side no reason of that kind.
    CHECK(move_reason(v, draw, red).kind == MoveReasonKind::None);
  }
  SECTION("a Skip against a next seat with one card holds it back; a Wild kept for later") {
    Layout l;
    REQUIRE(
        layout_from_text(build_deck(r), 2, {"RS R3 W", "B1", "G4 G5 G6"}, "R5 Y4 Y3", l).empty());
    Game g = Game::from_layout(r, 3, 0, l);  // dealer 2: seat 0 starts
    REQUIRE(g.current() == 0);
    const SeatView v = bot_view(g, 0);
    Action skip, three, wild;
    REQUIRE(g.parse("0 play RS", skip) == nullptr);
    REQUIRE(g.parse("0 play R3", three) == nullptr);
    REQUIRE(g.parse("0 play W R", wild) == nullptr);
    const MoveReason m = move_reason(v, skip, three);
    CHECK(m.kind == MoveReasonKind::HoldBack);
    CHECK(m.seat == 1);
    CHECK(m.cards == 1);
    CHECK(move_reason(v, three, wild).kind == MoveReasonKind::KeepWild);
    CHECK(move_reason(v, wild, three).kind == MoveReasonKind::None);
  }
}

namespace {

cli::ArenaResult short_arena(Level opponent, int rollouts, int deals, std::uint64_t seed,
                             int min_deals = 30) {
  cli::ArenaOptions o;
  o.rules = *uno::preset("classic");
  o.seats = 2;
  o.levels = {Level::Expert, opponent};
  o.budget = SearchBudget{0, rollouts};
  o.deals = deals;
  o.min_deals = min_deals;
  o.goal = 0.5;
  o.seed = seed;
  return cli::run_arena(o);
}

}  // namespace

// At 100 rollouts (64.0% of 600 games at fixed length, seed 2026). Not at 24: there the
// Expert wins only about 58.5% against random-playable (4,000 games), less than plain Hard.
TEST_CASE("expert: beats random-playable with a decided interval (short arena)",
          "[expert][arena]") {
  const cli::ArenaResult r = short_arena(Level::RandomPlayable, 100, 300, 2026, 100);
  const auto& e = r.levels[0];
  const cli::Wilson ci = cli::verdict_interval(e, r);
  INFO("expert " << e.wins << " of " << e.seat_games << " (" << ci.lo << " - " << ci.hi << ")");
  CHECK(ci.lo > 0.5);
}

TEST_CASE("expert: is not weaker than hard (short arena, small budget)", "[expert][arena]") {
  // 120 hands at 24 rollouts (Expert is about as strong as Hard at such
  // budgets). Fails if the search makes it clearly weaker (a 40% Expert would).
  const cli::ArenaResult r = short_arena(Level::Hard, 24, 60, 2026);
  const auto& e = r.levels[0];
  const cli::Wilson ci = cli::wilson95(e.wins, e.seat_games);
  INFO("expert " << e.wins << " of " << e.seat_games << " (" << ci.lo << " - " << ci.hi << ")");
  CHECK(ci.hi > 0.5);
}

// Issue 14's check in the suite: a decided win over Hard at a small, fixed budget. 100
// rollouts win about 58% (58.1% of 1,000 games, seed 2026; 200 rollouts 61.2%); the early
// stop waits for 100 deals. At 48 rollouts the Expert is only about Hard's equal (50.8% of
// 4,000 games before the Expert's own scoring at 2 seats, 52.2% after), and the decided
// 56.9% this test once saw there was an early stop's lucky crossing.
TEST_CASE("expert: beats hard with a decided interval (short arena, small budget)",
          "[expert][arena]") {
  const cli::ArenaResult r = short_arena(Level::Hard, 100, 300, 2026, 100);
  const auto& e = r.levels[0];
  const cli::Wilson ci = cli::verdict_interval(e, r);
  INFO("expert " << e.wins << " of " << e.seat_games << " (" << ci.lo << " - " << ci.hi << ")");
  CHECK(ci.lo > 0.5);
}

// The Expert's own scoring (kExpertWeights, found by tools/probes/tune_prior.cpp) against
// Hard's, each played with the Expert's profile against Hards on the same deals and bot
// seeds: it must win more hands by over two standard errors of the paired difference, at 4
// seats (1,500 deals; on 25,000 fresh deals +1.72 points, se 0.11) and at 2 (3,000 deals;
// on 12,000 fresh deals +2.62, se 0.28). Fails if the Expert's weights fall back to Hard's
// (no difference) or are made worse.
TEST_CASE("expert: its own scoring beats Hard's against Hards (paired deals)", "[expert][arena]") {
  const auto check = [](int seats, int deals) {
    std::vector<char> hard(static_cast<std::size_t>(deals * seats)), expert(hard.size());
    test::prior_duel(kHardWeights, 7007, 0, deals, hard.data(), seats);
    test::prior_duel(kExpertWeights, 7007, 0, deals, expert.data(), seats);
    const long long gain = test::wins_of(expert) - test::wins_of(hard);
    const long long differ = test::differ(expert, hard);
    INFO(seats << " seats: Hard's scoring " << test::wins_of(hard) << ", the Expert's "
               << test::wins_of(expert) << " of " << deals * seats << "; " << differ
               << " games differ");
    CHECK(static_cast<double>(gain) > 2.0 * std::sqrt(static_cast<double>(differ)));
  };
  // Under the sanitizers fewer deals (tests/workload.h): the same two-error margin.
  check(4, static_cast<int>(test::scaled(1500)));
  check(2, static_cast<int>(test::scaled(3000)));
}

TEST_CASE("expert: the analysis for hints decides as the bot and estimates each candidate",
          "[expert]") {
  const RuleSet r = rules_with("classic", false, false);
  const SearchBudget budget{0, 40};
  int searched = 0, decisions = 0;
  positions(r, 3, 9, 2, [&](const Game& g, int s) {
    const SeatView v = bot_view(g, s);
    std::vector<Action> legal;
    g.legal_actions(s, legal);
    const std::uint64_t seed = bot_seed(9, s);
    const ExpertAnalysis a = expert_analysis(v, legal, seed, budget);
    const Decision d = make_expert(seed, budget)->decide(v, legal);
    ++decisions;
    REQUIRE(a.decision.act == d.act);
    REQUIRE(a.decision.action == d.action);
    if (a.candidates.empty()) return;
    ++searched;
    REQUIRE(a.worlds >= 4);
    int hard = 0;
    bool chosen_listed = false;
    for (const CandidateEstimate& c : a.candidates) {
      hard += c.hard_choice ? 1 : 0;
      chosen_listed = chosen_listed || c.action == a.decision.action;
      REQUIRE(c.win >= 0.0);
      REQUIRE(c.win <= 1.0);
      REQUIRE(std::find(legal.begin(), legal.end(), c.action) != legal.end());
    }
    REQUIRE(hard == 1);
    REQUIRE(chosen_listed);
  });
  CHECK(decisions > 30);
  CHECK(searched > 5);
}
