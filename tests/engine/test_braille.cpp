// Scenarios for the braille preset (booklet 002, German): two-player action rules, the
// bluffable +4 taken back when guilty, no stacking, lowest-score-wins scoring.
#include "helpers.h"

using namespace uno;
using namespace uno::test;

namespace {
Game b2(const std::vector<std::string>& hands, const std::string& pile, RuleSet r = braille()) {
  return layout_game(r, 2, 1, hands, pile);  // dealer 1: seat 0 starts
}
Game b4(const std::vector<std::string>& hands, const std::string& pile, RuleSet r = braille()) {
  return layout_game(r, 4, 3, hands, pile);
}
}  // namespace

// 002: "UNO ist ein Kartenspiel für 2 – 10 Spieler."
TEST_CASE("002 seats: 2 to 10 players, 108 cards", "[braille]") {
  CHECK(validate(braille(), 1) != nullptr);
  for (int n = 2; n <= 10; ++n) CHECK(validate(braille(), n) == nullptr);
  CHECK(validate(braille(), 11) != nullptr);
  CHECK(build_deck(braille()).size == 108);
}

// 002: "Aussetzen: der Spieler, der diese Karte abgelegt hat, kann gleich noch eine Karte
// ablegen"
TEST_CASE("002 two players: Skip lets the player play again", "[braille]") {
  Game g = b2({"RS R1 R2", "G1 G2"}, "R5 Y1");
  act(g, "0 play RS");
  CHECK(g.current() == 0);
  act(g, "0 play R1");
  CHECK(g.current() == 1);
}

// 002: "Retour: der Spieler, der diese Karte abgelegt hat, kann gleich noch eine Karte
// ablegen"
TEST_CASE("002 two players: Reverse lets the player play again", "[braille]") {
  Game g = b2({"RR R1 R2", "G1 G2"}, "R5 Y1");
  act(g, "0 play RR");
  CHECK(g.current() == 0);
  CHECK(count_events(g, EventType::Skipped, 1) == 1);
  // Without the 002 rule (e.g. classic) a two-player Reverse just hands the turn over.
  Game c = layout_game(classic(), 2, 1, {"RR R1 R2", "G1 G2"}, "R5 Y1");
  act(c, "0 play RR");
  CHECK(c.current() == 1);
}

// 002: "Zieh 2: der Spieler den die Karte trifft muss 2 Karten ziehen und darf keine Karte
// ablegen. Der Spieler der die Karte abgelegt hat darf demnach gleich noch eine Karte ablegen"
TEST_CASE("002 two players: Draw Two, opponent draws 2 and the player plays again", "[braille]") {
  Game g = b2({"R+2 R1 R2", "G1 G2"}, "R5 Y1 Y2");
  act(g, "0 play R+2");
  act(g, "1 accept");
  CHECK(g.hand(1).size() == 4);
  CHECK(g.current() == 0);
}

// 002: "Er kann diese Karte NICHT aufheben, indem er selber eine Zieh 2 Karte ablegt."
// 002: "Farbwahl: ... Sie dient allerdings NICHT dazu eine der oben genannten Aktionskarten
// aufzuheben."
TEST_CASE("002 no stacking, and a Wild does not cancel a Draw Two", "[braille]") {
  Game g = b4({"R+2 R1 R2", "G+2 W G2", "B1", "Y1"}, "R5 Y1 Y2");
  act(g, "0 play R+2");
  std::string why = refuse(g, "1 play G+2");
  CHECK(why.find("stacking") != std::string::npos);
  refuse(g, "1 play W G");
  act(g, "1 accept");
  CHECK(g.hand(1).size() == 5);
}

// 002: "Zieh 4: diese Karte kann immer abgelegt werden"
// 002: "Hätte der Ausspieler doch eine passende Karte spielen können, muss er die
// Zieh-4-Karte wieder an sich nehmen und zusätzlich 4 Karten extra ziehen."
TEST_CASE("002 +4 guilty: the player takes the +4 back and draws 4", "[braille]") {
  Game g = b4({"W4 R2 G3", "B1 B2", "Y1", "Y2"}, "R5 Y3 Y4 Y5 Y6 Y7");
  CHECK(can(g, "0 play W4 G"));
  act(g, "0 play W4 G");
  act(g, "1 challenge");
  CHECK(last_event(g, EventType::Challenge)->value == 1);
  CHECK(g.hand(0).size() == 3 + 4);  // W4 back + 4
  CHECK(top_text(g) == "R5");
  CHECK(g.colour() == Colour::Red);
  CHECK(count_events(g, EventType::TakeBack, 0) == 1);
  CHECK(g.current() == 1);
  CHECK(g.hand(1).size() == 2);
}

// 002: "Wenn der Ausspieler keine andere, passende Karte spielen konnte, so muss der
// Herausforderer zusätzlich zu den 4 Karten, weitere 2 Karten ziehen."
TEST_CASE("002 +4 innocent: the challenger draws 4 + 2", "[braille]") {
  Game g = b4({"W4 G3 B2", "B1 B3", "Y1", "Y2"}, "R5 Y3 Y4 Y5 Y6 Y7 Y8 Y9");
  act(g, "0 play W4 G");
  act(g, "1 challenge");
  CHECK(last_event(g, EventType::Challenge)->value == 0);
  CHECK(g.hand(1).size() == 8);
  CHECK(g.current() == 2);
}

// 002: "obwohl er eine andere, passende Karte spielen könnte" - any playable card counts,
// a matching number of another colour included (unlike 004's colour rule).
TEST_CASE("002 +4 guilt: any other playable card counts", "[braille]") {
  Game g = b4({"W4 G5 B2", "B1 B3", "Y1", "Y2"}, "R5 Y3 Y4 Y5 Y6 Y7 Y8 Y9");
  act(g, "0 play W4 G");
  act(g, "1 challenge");
  CHECK(last_event(g, EventType::Challenge)->value == 1);
}

// 002: "Wenn der Punktestand eines Mitspielers 500 Punkte überschreitet, ist das Spiel zu
// Ende, und der Spieler mit dem niedrigsten Punktestand hat gewonnen."
TEST_CASE("002 scoring: own cards, the match ends above the target, lowest wins", "[braille]") {
  RuleSet r = braille();
  r.target_score = 20;
  Game g = b4({"R7", "B9 B8 Y3", "G1", "Y2"}, "R5 Y4", r);  // seat 1 gets exactly 20
  act(g, "0 play R7");
  CHECK(g.scores()[1] == 20);
  CHECK(g.phase() == Phase::RoundOver);  // 20 does not pass 20
  Game h = b4({"R7", "B9 B8 Y4", "G1", "Y2"}, "R5 Y3", r);
  act(h, "0 play R7");
  CHECK(h.scores()[1] == 21);
  CHECK(h.phase() == Phase::MatchOver);
  CHECK(h.match_winners() == std::vector<int>{0});
}

// 002: "Wenn die letzte gespielte Karte eine Zieh 2 oder Zieh 4 Karte ist, muss der nächste
// Spieler diese Kartenanzahl noch ziehen und bei seinem Punktestand berücksichtigen!"
TEST_CASE("002 last card Draw Two: drawn and counted against the next player", "[braille]") {
  Game g = b4({"R+2", "B1", "G1", "Y2"}, "R5 Y3 Y4");
  act(g, "0 play R+2");
  CHECK(g.scores()[1] == 1 + 3 + 4);
}
