// uno-cli replay, sim, bench and the argument dispatcher.
#include <catch2/catch.hpp>

#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

#include "ai/table.h"
#include "cli/tools.h"
#include "engine/game.h"

using namespace uno;
using namespace uno::cli;

namespace {

struct Embedded {
  const char* name;
  const char* text;
};
constexpr Embedded kGolden[] = {
#include "cli_golden.inc"
    {nullptr, nullptr}};

int run(const std::vector<std::string>& args, const std::string& input, std::string& out,
        std::string& err) {
  std::istringstream in(input);
  std::ostringstream o;
  std::ostringstream e;
  std::vector<std::string> full{"uno-cli"};
  full.insert(full.end(), args.begin(), args.end());
  int code = run_cli(full, in, o, e);
  out = o.str();
  err = e.str();
  return code;
}

}  // namespace

TEST_CASE("replay: every engine golden transcript is reproduced byte for byte", "[replay]") {
  int n = 0;
  for (const Embedded* g = kGolden; g->name != nullptr; ++g, ++n) {
    INFO("golden: " << g->name);
    std::string out, err;
    CHECK(run({"replay", "--check"}, g->text, out, err) == 0);
    CHECK(out == g->text);
    CHECK(err.find("identical") != std::string::npos);
  }
  CHECK(n >= 5);
}

TEST_CASE("replay: house rules and a stacked deck in the header, refusals are reported",
          "[replay]") {
  // A bot game with house rules, written as a transcript of actions only.
  RuleSet r = *preset("classic");
  r.stack_draw_two = true;
  r.seven_zero = true;
  r.jump_in = true;
  r.target_score = 0;
  Game g(r, 3, 99);
  ai::Table t = ai::Table::with_levels({ai::Level::Normal, ai::Level::Easy}, 3, 5);
  std::string transcript =
      "# classic seats=3 seed=99 target=0 house=stack_draw_two,seven_zero,jump_in\n";
  ai::TableStep st;
  while (g.phase() != Phase::MatchOver && t.step(g, &st))
    transcript += "> " + g.to_string(st.action) + "\n";
  REQUIRE(g.phase() == Phase::MatchOver);

  std::string out, err;
  REQUIRE(run({"replay"}, transcript, out, err) == 0);
  // Replaying the full output again must be identical (it is a golden transcript).
  std::string out2, err2;
  CHECK(run({"replay", "--check"}, out, out2, err2) == 0);
  CHECK(out2 == out);
  char hash[24];
  std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(g.state_hash()));
  CHECK(out.find(std::string("# state ") + hash) != std::string::npos);

  // A stacked deck.
  std::string stacked =
      "# classic seats=2 seed=1 target=0 dealer=0 deck=R1,G1,R2,G2,R3,G3,R4,G4,R5,G5,R6,G6,R7,G7,R9\n"
      "> 1 play R1\n";
  REQUIRE(run({"replay"}, stacked, out, err) == 0);
  CHECK(out.find("> 1 play R1#") != std::string::npos);

  // Any rule field as JSON at the end of the header.
  REQUIRE(run({"replay"},
              "# classic seats=3 seed=2 target=0 rules={\"hand_size\": 5, \"jump_in\": true}\n",
              out, err) == 0);
  std::size_t deals = 0;
  for (std::size_t p = out.find(" deal s0 "); p != std::string::npos;
       p = out.find(" deal s0 ", p + 1))
    ++deals;
  CHECK(deals == 5);
  CHECK(run({"replay"}, "# classic seats=3 seed=2 rules={\"hand_size\": 50}\n", out, err) == 2);

  // An illegal action stops the replay with exit code 1 and a "!" line.
  std::string bad =
      "# classic seats=2 seed=1 target=0 dealer=0 deck=R1,G1\n> 0 play G1\n> 1 draw\n";
  CHECK(run({"replay"}, bad, out, err) == 1);
  CHECK(out.find("! refused: ") != std::string::npos);

  CHECK(run({"replay"}, "> 0 draw\n", out, err) == 2);
  CHECK(run({"replay"}, "# nopreset seats=2\n", out, err) == 2);
  CHECK(run({"replay"}, "# classic seats=x\n", out, err) == 2);
  CHECK(run({"replay"}, "", out, err) == 2);
}

TEST_CASE("sim: prints wins per seat and per-game averages", "[sim]") {
  std::string out, err;
  REQUIRE(run({"sim", "--preset", "dino", "--seats", "3", "--games", "4", "--seed", "3", "--levels",
               "hard,easy"},
              "", out, err) == 0);
  CHECK(out.find("seat 0 hard: wins") != std::string::npos);
  CHECK(out.find("seat 1 easy: wins") != std::string::npos);
  CHECK(out.find("seat 2 hard: wins") != std::string::npos);
  CHECK(out.find("games/s") != std::string::npos);
  CHECK(out.find("aborted 0") != std::string::npos);
  // deterministic: the same seed gives the same report apart from the timing line
  std::string again;
  REQUIRE(run({"sim", "--preset", "dino", "--seats", "3", "--games", "4", "--seed", "3", "--levels",
               "hard,easy"},
              "", again, err) == 0);
  CHECK(out.substr(0, out.find("  time")) == again.substr(0, again.find("  time")));

  CHECK(run({"sim", "--rounds", "--games", "2", "--house", "jump_in,stack_draw_two"}, "", out,
            err) == 0);
  CHECK(out.find("mode=rounds") != std::string::npos);
  CHECK(run({"sim", "--levels", "genius"}, "", out, err) == 2);
  CHECK(run({"sim", "--seats", "12"}, "", out, err) == 2);
  CHECK(run({"sim", "--games"}, "", out, err) == 2);
  CHECK(run({"sim", "--bogus"}, "", out, err) == 2);
  CHECK(run({"sim", "--house", "no_such_rule"}, "", out, err) == 2);
}

TEST_CASE("bench: reports games/s and actions/s per preset", "[bench]") {
  std::string out, err;
  REQUIRE(run({"bench", "--seconds", "0.05", "--preset", "dino"}, "", out, err) == 0);
  CHECK(out.find("dino") != std::string::npos);
  CHECK(out.find("actions/s") != std::string::npos);
  BenchResult b = run_bench(*preset("classic"), 4, 0.05, 1);
  CHECK(b.actions > 0);
  CHECK(b.seconds > 0);
  CHECK(run({"bench", "--preset", "nope"}, "", out, err) == 2);
  CHECK(run({"bench", "--seconds", "0"}, "", out, err) == 2);
}

// The peer policy, checked step by step: only legal actions, a turn is a play or a draw
// (+ play of the drawn card | pass), victims accept, nobody calls UNO, one hand per game.
TEST_CASE("bench peer: legal actions only, one hand per game, peer rules", "[bench]") {
  for (const char* name : {"classic", "official112", "spin", "braille", "dino"})
    for (int seats : {2, 4, 7}) {
      RuleSet r = *preset(name);
      if (validate(r, seats)) continue;
      r.target_score = 0;
      r.round_wins = 1;  // one hand per game (dino's default plays to 3 round wins)
      for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        Game g(r, seats, seed);
        Rng rng(seed);
        std::vector<Action> acts, played;
        PeerCounts c;
        play_peer_hand(g, rng, acts, played, c);
        INFO(name << " seats " << seats << " seed " << seed);
        // The policy applies without a second check (Game::apply_legal): the same actions
        // through Game::apply, which validates fully, must all pass and give the same game.
        Game checked(r, seats, seed);
        for (const Action& a : played) REQUIRE(checked.apply(a).ok);
        CHECK(checked == g);
        CHECK(static_cast<long long>(played.size()) == c.actions);
        CHECK(c.hands == 1);
        CHECK(c.aborted == 0);
        CHECK(g.phase() == Phase::MatchOver);
        CHECK(g.round() == 1);
        CHECK(g.round_winner() >= 0);
        long long turns = 0;
        for (const Event& e : g.events()) {
          CHECK(e.type != EventType::UnoCalled);
          CHECK(e.type != EventType::UnoCaught);
          CHECK(e.type != EventType::Challenge);
          if (e.type == EventType::Play) CHECK(e.value == 0);  // no jump-ins
          if (e.type == EventType::TurnStart) ++turns;
        }
        CHECK(c.turns <= turns);
        CHECK(c.turns > 0);
        CHECK(c.actions >= c.turns);
      }
    }
}

TEST_CASE("bench peer: the digest is stable, and equal for two runs", "[bench]") {
  const RuleSet r = *preset("classic");
  PeerRun a = run_peer(r, 4, 1, 200, 0);
  PeerRun b = run_peer(r, 4, 1, 200, 0);
  CHECK(a.counts.hands == 200);
  CHECK(a.counts.diverged == 0);  // played without the log, replayed with it: the same
  CHECK(a.digest == b.digest);
  CHECK(a.counts.turns == b.counts.turns);
  CHECK(a.counts.actions == b.counts.actions);
  CHECK(run_peer(r, 4, 2, 200, 0).digest != a.digest);
  CHECK(run_peer(r, 2, 1, 200, 0).digest != a.digest);
  // The value itself: natively and in wasm alike; a faster engine must keep it.
  CHECK(a.digest == 0x2481c068d3d15f57ULL);
  CHECK(a.counts.turns == 11084);
  std::string out, err;
  REQUIRE(run({"bench", "--policy", "peer", "--hands", "50", "--reps", "2", "--warmup", "0"}, "",
              out, err) == 0);
  CHECK(out.find("hands/s") != std::string::npos);
  CHECK(out.find("turns/s") != std::string::npos);
  CHECK(out.find("digest") != std::string::npos);
  CHECK(run({"bench", "--policy", "nope"}, "", out, err) == 2);
  CHECK(run({"bench", "--hands", "5"}, "", out, err) == 2);
}

TEST_CASE("dispatcher: help, unknown commands, play as the default", "[cli]") {
  std::string out, err;
  CHECK(run({"help"}, "", out, err) == 0);
  CHECK(out.find("usage: uno-cli") != std::string::npos);
  CHECK(run({"frobnicate"}, "", out, err) == 2);
  CHECK(err.find("unknown command") != std::string::npos);
  CHECK(run({}, "{\"cmd\":\"presets\"}\n", out, err) == 0);
  CHECK(out.rfind("{\"ok\":true,\"presets\":[", 0) == 0);
  CHECK(run({"play"}, "{\"cmd\":\"help\"}\n", out, err) == 0);
  CHECK(out.find("\"commands\"") != std::string::npos);
}
