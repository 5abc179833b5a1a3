// Scenarios for the dino preset (booklet 003, German): dino-marked cards, "Lauf!" jokers,
// special first cards ignored, the stricter +4 challenge, optional scoring.
#include "helpers.h"

using namespace uno;
using namespace uno::test;

namespace {
Game d4(const std::vector<std::string>& hands, const std::string& pile, RuleSet r = dino()) {
  return layout_game(r, 4, 3, hands, pile);
}
}  // namespace

// 003: "Inhalt 112 Karten"; "Auf einigen Sonderkarten ist ein Dino-Symbol zu sehen."
TEST_CASE("003 deck: 112 cards, 4 Lauf!, dino marks as in the rule set", "[dino]") {
  Deck d = build_deck(dino());
  CHECK(d.size == 112);
  int lauf = 0, coloured = 0, wild = 0, wd4 = 0;
  for (int i = 0; i < d.size; ++i) {
    const Card& c = d.cards[static_cast<std::size_t>(i)];
    lauf += c.kind == Kind::Lauf;
    if (!c.dino()) continue;
    coloured += c.is_action();
    wild += c.kind == Kind::Wild;
    wd4 += c.kind == Kind::WildDrawFour;
  }
  CHECK(lauf == 4);
  CHECK(coloured == 12);
  CHECK(wild == 2);
  CHECK(wd4 == 2);
  // 003: "Jeder Joker 50 Punkte - Joker, „Vier ziehen“-Joker, „Lauf!“-Joker"
  Card l;
  REQUIRE(parse_card("L", l));
  CHECK(card_points(l, dino()) == 50);
}

// 003: "Falls es sich um eine Sonderkarte handelt, wird sie nicht berücksichtigt und eine
// weitere Karte aufgedeckt."
TEST_CASE("003 first card: any special card is ignored and another turned", "[dino]") {
  for (const char* special : {"RS", "G+2^", "W", "W4^", "L", "BR"}) {
    Game g = d4({"R1 R2", "G1 G2", "B1 B2", "Y1 Y2"}, std::string(special) + " Y7 Y8");
    CHECK(top_text(g) == "Y7");
    CHECK(g.discard_pile().size() == 2);  // the special stays underneath
    CHECK(g.current() == 0);
    CHECK(g.phase() == Phase::Turn);
    CHECK(g.direction() == 1);
  }
}

// 003: "„Lauf!“-Joker: Legt ein Spieler eine Sonderkarte (Retour, Aussetzen, Joker, „Zwei
// ziehen“, „Vier ziehen“) mit einem Dino-Symbol, kann der nächste Spieler ihren Effekt mit
// einem „Lauf!“-Joker blockieren. Anschließend geht es in der aktuellen Spielreihenfolge
// weiter. Wer den „Lauf!“-Joker gespielt hat, darf bestimmen, welche Farbe als Nächstes
// gelegt werden muss."
TEST_CASE("003 Lauf! blocks a dino Draw Two", "[dino]") {
  Game g = d4({"R+2^ R1 R2", "L G1 G2", "B1 B2", "Y1 Y2"}, "R5 Y7 Y8");
  act(g, "0 play R+2^");
  CHECK(g.pending().blockable);
  act(g, "1 play L B");
  CHECK(g.hand(1).size() == 2);  // drew nothing
  CHECK(g.colour() == Colour::Blue);
  CHECK(g.current() == 2);
  CHECK(count_events(g, EventType::Blocked, 1) == 1);
}

TEST_CASE("003 Lauf! blocks a dino Wild Draw Four; the victim may also accept", "[dino]") {
  Game g = d4({"W4^ G1 B2", "L G3 G2", "B1 B3", "Y1 Y2"}, "R5 Y7 Y8 Y9 Y3");
  act(g, "0 play W4^ G");
  CHECK(can(g, "1 challenge"));
  act(g, "1 play L Y");
  CHECK(g.hand(1).size() == 2);
  CHECK(g.colour() == Colour::Yellow);
  CHECK(g.current() == 2);
  Game h = d4({"W4^ G1 B2", "L G3 G2", "B1 B3", "Y1 Y2"}, "R5 Y7 Y8 Y9 Y3");
  act(h, "0 play W4^ G");
  act(h, "1 accept");
  CHECK(h.hand(1).size() == 7);
  CHECK(h.current() == 2);
}

TEST_CASE("003 Lauf! blocks a dino Skip; accepting loses the turn", "[dino]") {
  Game g = d4({"RS^ R1 R2", "L G1 G2", "B1 B2", "Y1 Y2"}, "R5 Y7 Y8");
  act(g, "0 play RS^");
  CHECK(g.phase() == Phase::Pending);
  act(g, "1 play L G");
  CHECK(g.current() == 2);
  CHECK(g.colour() == Colour::Green);
  Game h = d4({"RS^ R1 R2", "L G1 G2", "B1 B2", "Y1 Y2"}, "R5 Y7 Y8");
  act(h, "0 play RS^");
  act(h, "1 accept");
  CHECK(h.current() == 2);
  CHECK(h.hand(1).size() == 3);
}

TEST_CASE("003 Lauf! blocks a dino Reverse: the order stays", "[dino]") {
  Game g = d4({"RR^ R1 R2", "L G1 G2", "B1 B2", "Y1 Y2"}, "R5 Y7 Y8");
  act(g, "0 play RR^");
  act(g, "1 play L G");
  CHECK(g.direction() == 1);
  CHECK(g.current() == 2);
  Game h = d4({"RR^ R1 R2", "L G1 G2", "B1 B2", "Y1 Y2"}, "R5 Y7 Y8");
  act(h, "0 play RR^");
  act(h, "1 accept");
  CHECK(h.direction() == -1);
  CHECK(h.current() == 3);
}

TEST_CASE("003 Lauf! blocks a dino Wild on the next player's turn", "[dino]") {
  Game g = d4({"W^ R1 R2", "L G1 G2", "B1 B2", "Y1 Y2"}, "R5 Y7 Y8");
  act(g, "0 play W^ B");
  CHECK(can(g, "1 play L Y"));
  act(g, "1 play L Y");
  CHECK(g.colour() == Colour::Yellow);
  CHECK(g.current() == 2);
}

TEST_CASE("003 Lauf! cannot block unmarked cards or be played as a plain card", "[dino]") {
  Game g = d4({"R+2 R1 R2", "L G1 G2", "B1 B2", "Y1 Y2"}, "R5 Y7 Y8");
  act(g, "0 play R+2");
  std::string why = refuse(g, "1 play L G");
  CHECK(why.find("Lauf!") != std::string::npos);
  act(g, "1 accept");
  Game h = d4({"R1 R2", "L G1 G2", "B1 B2", "Y1 Y2"}, "R5 Y7 Y8");
  act(h, "0 play R1");
  refuse(h, "1 play L G");
}

// 003: "Wird der Spieler herausgefordert, muss er alle seine Handkarten vorzeigen, damit
// überprüft werden kann, ob er wirklich keine farblich passende Karte hat – auch Joker
// gelten als passende Karten!" ... "Falls der herausgeforderte Spieler eine farblich
// passende Karte HAT, muss er anstelle des Herausforderers die 4 Karten ziehen."
// "Wird diese Karte gespielt, darf der Spieler außerdem entscheiden, welche Farbe als
// Nächstes gelegt werden muss (unabhängig vom Ergebnis einer eventuellen Herausforderung)."
TEST_CASE("003 +4 challenge: a held Wild makes it guilty; the colour stands", "[dino]") {
  Game g = d4({"W4 W G3", "B1 B2", "Y1", "Y2"}, "R5 Y3 Y4 Y5 Y6");
  act(g, "0 play W4 G");
  act(g, "1 challenge");
  CHECK(last_event(g, EventType::Challenge)->value == 1);
  CHECK(g.hand(0).size() == 2 + 4);
  CHECK(g.colour() == Colour::Green);
  CHECK(top_text(g) == "W4");
  // The same hand is innocent under the classic rule.
  Game c = layout_game(classic(), 4, 3, {"W4 W G3", "B1 B2", "Y1", "Y2"}, "R5 Y3 Y4 Y5 Y6 Y7 Y8");
  act(c, "0 play W4 G");
  act(c, "1 challenge");
  CHECK(last_event(c, EventType::Challenge)->value == 0);
}

// 003: "Hat der Spieler tatsächlich KEINE farblich passende Karte, muss der Herausforderer
// 6 statt 4 Karten ziehen und aussetzen."
TEST_CASE("003 +4 challenge innocent: the challenger draws 6 and is skipped", "[dino]") {
  Game g = d4({"W4 G3 B4", "B1 B2", "Y1", "Y2"}, "R5 Y3 Y4 Y5 Y6 Y7 Y8");
  act(g, "0 play W4 G");
  act(g, "1 challenge");
  CHECK(g.hand(1).size() == 8);
  CHECK(g.current() == 2);
}

// 003: "Sobald ein Spieler seine letzte Karte legt, hat er gewonnen. Dann werden die Karten
// neu gemischt, und die nächste Runde beginnt." (As soon as a player lays down their last
// card, they have won. Then the cards are shuffled again and the next round begins.)
TEST_CASE("003 a round won: the cards are shuffled and the next round begins", "[dino]") {
  CHECK(dino().target_score == 0);
  CHECK(dino().round_wins == 3);
  Game g = d4({"R7", "L G1", "B1", "Y1"}, "R5 Y7");
  act(g, "0 play R7");
  CHECK(g.round_winner() == 0);
  CHECK(g.phase() == Phase::RoundOver);
  CHECK(g.match_winners().empty());
  act(g, "0 next");
  CHECK(g.round() == 2);
  CHECK(g.phase() == Phase::Turn);
  for (int s = 0; s < 4; ++s) CHECK(g.hand(s).size() == 7);  // "Die Karten werden gemischt"
}

// The booklet names no end of the match without scoring: the first seat to win round_wins
// (3) rounds wins it. Played with a random player until the match ends.
TEST_CASE("003 without scoring the match goes to 3 round wins", "[dino]") {
  Game g(dino(), 3, 15);
  Rng rng(7);
  std::vector<Action> buf;
  std::array<int, kMaxSeats> wins{};
  for (int step = 0; g.phase() != Phase::MatchOver && step < 200000; ++step) {
    if (g.phase() == Phase::RoundOver) ++wins[static_cast<std::size_t>(g.round_winner())];
    REQUIRE(g.apply(random_choice(g, rng, buf)).ok);
  }
  REQUIRE(g.phase() == Phase::MatchOver);
  REQUIRE(g.match_winners().size() == 1);
  const int w = g.match_winners()[0];
  ++wins[static_cast<std::size_t>(w)];  // the last round
  CHECK(wins[static_cast<std::size_t>(w)] == 3);
  for (int s = 0; s < 3; ++s)
    if (s != w) CHECK(wins[static_cast<std::size_t>(s)] < 3);
  CHECK(g.round() >= 3);
}

// 003: "Die Punktwertung (optionale Siegbedingung)" (scoring, the optional victory condition)
// and "Sobald ein Spieler seine letzte Karte legt, hat er gewonnen." (As soon as a player lays
// down their last card, they have won): first-out-wins is round_wins = 1.
TEST_CASE("003 options: first out wins the match, or scoring to 500", "[dino]") {
  RuleSet first = dino();
  first.round_wins = 1;
  Game g = d4({"R7", "L G1", "B1", "Y1"}, "R5 Y7", first);
  act(g, "0 play R7");
  CHECK(g.phase() == Phase::MatchOver);
  CHECK(g.match_winners() == std::vector<int>{0});
  // "Die Punkte aller Spieler werden Runde für Runde fortlaufend notiert. Sobald ein
  // Spieler 500 Punkte erreicht, hat er gewonnen."
  RuleSet r = dino();
  r.target_score = 500;
  Game h = d4({"R7", "L G1", "B1", "Y1"}, "R5 Y7", r);
  act(h, "0 play R7");
  CHECK(h.scores()[0] == 51 + 1 + 1);
  CHECK(h.phase() == Phase::RoundOver);
}

// 003: "Merkt jemand, dass ein Spieler nur noch eine einzige Karte, aber nicht „UNO!“
// gerufen hat, bevor der nächste Spieler seinen Zug beginnt, muss der Spieler als Strafe 2
// Karten ziehen."
TEST_CASE("003 UNO: caught before the next turn, 2 cards", "[dino]") {
  Game g = d4({"R7 R8", "G1 G2", "B1", "Y1"}, "R5 Y7 Y8");
  act(g, "0 play R7");
  act(g, "3 catch @0");
  CHECK(g.hand(0).size() == 3);
}
