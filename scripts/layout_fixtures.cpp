// Prints the two deterministic positions the layout e2e test (tests/e2e/layout.test.mjs)
// opens: a deal link with 13-card hands (4 seats, scored to 500), and a save of the same
// deal played to the end of its first round with the human seat holding a big hand (it
// only draws; the computers play their first legal card). The native preset builds it
// (tools/CMakeLists.txt, UNO_BUILD_TOOLS) and its test run runs it:
//   cmake --build --preset native --target uno_layout_fixtures &&
//     build/native/tools/uno_layout_fixtures
// The formats are versioned promises (docs/share-format.md): the printed texts stay valid.
#include <cstdio>
#include <vector>

#include "fixture_save.h"
#include "share/share.h"

using namespace uno;

int main() {
  share::Deal d;
  d.preset = "classic";
  d.rules = classic();
  d.rules.hand_size = 13;
  d.rules.target_score = 500;
  d.seats = {{share::Player::Human, ""},
             {share::Player::BotNormal, ""},
             {share::Player::BotNormal, ""},
             {share::Player::BotNormal, ""}};
  d.seed = 20261124;
  const auto link = share::encode_deal_link(d);
  if (!link) return 1;
  std::printf("deal=%s\n", link->c_str());

  Game g = share::start_game(d);
  std::vector<Action> played, legal;
  for (int step = 0; step < 5000 && g.phase() != Phase::RoundOver; ++step) {
    legal.clear();
    g.all_legal_actions(legal);
    if (legal.empty()) return 2;
    const Action* pick = nullptr;
    for (const Action& a : legal)  // computers play; UNO is always called
      if (!pick && (a.type == ActionType::CallUno || (a.seat != 0 && a.type == ActionType::Play)))
        pick = &a;
    for (const Action& a : legal)  // the human draws and keeps
      if (!pick && a.seat == 0 &&
          (a.type == ActionType::Draw || a.type == ActionType::Pass ||
           a.type == ActionType::Accept))
        pick = &a;
    for (const Action& a : legal)
      if (!pick && a.type != ActionType::CatchUno) pick = &a;
    if (!pick) pick = &legal.front();
    const Action chosen = *pick;
    if (const auto r = g.apply(chosen); !r.ok) {
      std::fprintf(stderr, "step %d: %s (%s)\n", step, r.error,
                   to_string(chosen, g.deck()).c_str());
      return 3;
    }
    played.push_back(chosen);
  }
  if (g.phase() != Phase::RoundOver) return 4;
  std::fprintf(stderr, "round over after %zu actions; hands:", played.size());
  for (int s = 0; s < 4; ++s) std::fprintf(stderr, " %zu", g.hand(s).size());
  std::fprintf(stderr, "\n");
  for (const char* lang : {"en", "de"}) {  // the save carries the language setting
    const auto text = fixture_save(d, played, lang);
    if (!text) return 5;
    std::printf("save_%s=%s\n", lang, js_line(*text).c_str());
  }
  return 0;
}
