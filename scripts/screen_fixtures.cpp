// Prints the saved positions the screens e2e test (tests/e2e/screens.test.mjs) opens to
// reach each of the table's decisions without playing to it: the human (seat 0) facing
// a Wild Draw Four it may challenge (classic), a dino-marked card it may block with Lauf!
// (dino), holding a playable Wild (classic: the colour picker), holding a playable last
// card (dino: the first of three rounds ends), about to spin a Showdown it wins (spin), and
// discarding after a spin (spin), and your turn while Bo may be caught (classic). Every seat moves
// at random (a fixed generator) until the position comes up; the bots of the restored game carry on
// from there. The native preset builds it (tools/CMakeLists.txt, UNO_BUILD_TOOLS)
// and its test run runs it:
//   cmake --build --preset native --target uno_screen_fixtures &&
//     build/native/tools/uno_screen_fixtures
// The save format is a versioned promise (docs/share-format.md): the printed texts stay valid.
#include <cstdint>
#include <cstdio>
#include <functional>
#include <vector>

#include "fixture_save.h"
#include "share/share.h"

using namespace uno;

namespace {

struct Fixture {
  const char* name;
  const char* preset;
  int bots;
  std::function<bool(const Game&, const std::vector<Action>&)> ready;  // at seat 0's decision
};

bool has_play(const std::vector<Action>& legal, const Game& g, bool (*card_ok)(const Card&)) {
  for (const Action& a : legal)
    if (a.seat == 0 && a.type == ActionType::Play && card_ok(g.deck()[a.card])) return true;
  return false;
}

// Plays seed's random game until `f.ready`; false when the round ends first.
bool search(const Fixture& f, std::uint64_t seed, share::Deal& deal, std::vector<Action>& played) {
  deal = share::make_deal(f.preset, f.bots, seed);
  Game g = share::start_game(deal);
  std::uint64_t rng = seed * 0x9E3779B97F4A7C15ull + 1;
  std::vector<Action> legal;
  played.clear();
  for (int step = 0; step < 400 && g.phase() != Phase::RoundOver; ++step) {
    legal.clear();
    g.all_legal_actions(legal);
    if (step > 0 && f.ready(g, legal)) return true;
    std::vector<Action> moves;  // nobody catches: the human's UNO stays its own business
    for (const Action& a : legal)
      if (a.type != ActionType::CatchUno) moves.push_back(a);
    if (moves.empty()) return false;
    rng = rng * 6364136223846793005ull + 1442695040888963407ull;
    const Action a = moves[(rng >> 33) % moves.size()];
    if (!g.apply(a).ok) return false;
    played.push_back(a);
  }
  return false;
}

}  // namespace

int main() {
  const std::vector<Fixture> fixtures = {
      {"challenge", "classic", 3,
       [](const Game& g, const std::vector<Action>&) {
         const Pending& p = g.pending();
         return g.phase() == Phase::Pending && p.kind == PendingKind::DrawFour && p.victim == 0 &&
                p.challengeable;
       }},
      {"lauf", "dino", 3,
       [](const Game& g, const std::vector<Action>& legal) {
         const Pending& p = g.pending();
         return g.phase() == Phase::Pending && p.victim == 0 && p.blockable &&
                has_play(legal, g, [](const Card& c) { return c.kind == Kind::Lauf; });
       }},
      {"wild", "classic", 3,
       [](const Game& g, const std::vector<Action>& legal) {
         return g.phase() == Phase::Turn && g.current() == 0 && g.hand(0).size() >= 5 &&
                has_play(legal, g, [](const Card& c) { return c.kind == Kind::Wild; });
       }},
      {"last", "dino", 3,  // your last card, playable: the round ends, the match goes on
       [](const Game& g, const std::vector<Action>& legal) {
         return g.phase() == Phase::Turn && g.current() == 0 && g.hand(0).size() == 1 &&
                has_play(legal, g, [](const Card& c) { return c.kind != Kind::Lauf; });
       }},
      {"showdown", "spin", 1,  // your spin comes to Showdown, and you win it
       [](const Game& g, const std::vector<Action>& legal) {
         for (const Action& a : legal)
           if (a.seat == 0 && a.type == ActionType::Spin) {
             Game next = g;
             return next.apply(a).ok && next.discard_state().mode == DiscardMode::Showdown &&
                    next.discard_state().seat == 0;
           }
         return false;
       }},
      {"discard", "spin", 1,
       [](const Game& g, const std::vector<Action>&) {
         return g.phase() == Phase::Discard && g.current() == 0 && g.hand(0).size() >= 4;
       }},
      {"catch", "classic", 1,  // your turn, Bo holds one card and did not say UNO
       [](const Game& g, const std::vector<Action>& legal) {
         bool draw = false;
         for (const Action& a : legal) draw |= a.seat == 0 && a.type == ActionType::Draw;
         return g.phase() == Phase::Turn && g.current() == 0 && g.uno_exposed(1) &&
                g.hand(0).size() >= 3 && draw;
       }},
  };
  for (const Fixture& f : fixtures) {
    share::Deal deal;
    std::vector<Action> played;
    std::uint64_t seed = 1;
    while (seed < 20000 && !search(f, seed, deal, played)) ++seed;
    if (seed >= 20000) {
      std::fprintf(stderr, "%s: no position found\n", f.name);
      return 1;
    }
    for (const char* lang : {"en", "de"}) {
      const auto text = fixture_save(deal, played, lang);
      if (!text) return 2;
      std::printf("  %s_%s: '%s',\n", f.name, lang, js_line(*text).c_str());
    }
    std::fprintf(stderr, "%s: seed %llu, %zu actions\n", f.name,
                 static_cast<unsigned long long>(seed), played.size());
  }
  return 0;
}
