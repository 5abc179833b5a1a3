// Scenarios for the spin preset (booklet 000, German): Spin cards and the nine wheel
// outcomes. Each test fixes the wheel with one-hot weights (RuleSet::spin_weights).
#include "helpers.h"

using namespace uno;
using namespace uno::test;

namespace {
RuleSet wheel(SpinOutcome o) {
  RuleSet r = spin();
  r.spin_weights.fill(0);
  r.spin_weights[static_cast<std::size_t>(o)] = 1;
  return r;
}
Game s4(SpinOutcome o, const std::vector<std::string>& hands, const std::string& pile) {
  return layout_game(wheel(o), 4, 3, hands, pile);
}
}  // namespace

// 000: "Spin Karten (20) – Fünf Karten jeder Farbe (Zahlen 1-5) haben ein Wirbelmuster um
// die Zahl ... Diese Karte darf wie eine ganz normale Zahlenkarte abgelegt werden."
TEST_CASE("000 deck: 20 Spin cards, one of each 1-5 per colour", "[spin]") {
  Deck d = build_deck(spin());
  CHECK(d.size == 108);
  int n = 0;
  for (int i = 0; i < d.size; ++i) {
    const Card& c = d.cards[static_cast<std::size_t>(i)];
    if (!c.spin()) continue;
    ++n;
    CHECK(c.kind == Kind::Number);
    CHECK(c.number >= 1);
    CHECK(c.number <= 5);
  }
  CHECK(n == 20);
  Card c;
  REQUIRE(parse_card("G4~", c));
  CHECK(d.find(c) != kNoCard);
  Game g = s4(SpinOutcome::ShowCards, {"G3~ R1 R2", "B1 B2", "R6", "R7"}, "R3 Y1");
  CHECK(can(g, "0 play G3~"));  // matches by number like any number card
}

// 000: "Wird eine Spin Karte ausgespielt, muss der nächste Spieler, der als Nächstes an der
// Reihe ist, das Rad drehen. Das Drehen des Rads ersetzt den Spielzug dieses Spielers."
TEST_CASE("000 Spin card: the next player spins instead of playing", "[spin]") {
  Game g = s4(SpinOutcome::ShowCards, {"R3~ R1 R2", "B1 B2 R7", "R6 G5", "R7 G6"}, "R5 Y1");
  act(g, "0 play R3~");
  CHECK(g.phase() == Phase::Spin);
  CHECK(g.current() == 1);
  refuse(g, "1 play R7");
  act(g, "1 spin");
  CHECK(last_event(g, EventType::SpinResult)->value == static_cast<int>(SpinOutcome::ShowCards));
  CHECK(g.current() == 2);  // the spin replaced seat 1's turn
  CHECK(g.phase() == Phase::Turn);
}

// 000: "Beinahe Uno – Der Spieler, der das Rad gedreht hat, darf alle bis auf zwei Karten
// ablegen." + "darf er selbst entscheiden, welche Karte er nach oben legt"
TEST_CASE("000 Almost UNO: discard all but two, last one on top", "[spin]") {
  Game g = s4(SpinOutcome::AlmostUno, {"R3~ R1 R2", "B1 G2 W Y4 B5", "R6 G5", "R7 G6"}, "R5 Y1");
  act(g, "0 play R3~");
  act(g, "1 spin");
  CHECK(g.phase() == Phase::Discard);
  act(g, "1 discard G2");
  act(g, "1 discard W Y");  // a wild names the colour it sets if it ends on top
  CHECK(g.colour() == Colour::Yellow);
  act(g, "1 discard B1");
  CHECK(g.hand(1).size() == 2);
  CHECK(top_text(g) == "B1");
  CHECK(g.colour() == Colour::Blue);
  CHECK(g.phase() == Phase::Turn);  // nothing more to discard: continues
  CHECK(g.current() == 2);
}

TEST_CASE("000 Almost UNO: the spinner may stop early", "[spin]") {
  Game g = s4(SpinOutcome::AlmostUno, {"R3~ R1 R2", "B1 G2 W Y4 B5", "R6 G5", "R7 G6"}, "R5 Y1");
  act(g, "0 play R3~");
  act(g, "1 spin");
  act(g, "1 done");
  CHECK(g.hand(1).size() == 5);
  CHECK(g.current() == 2);
}

// 000: "Zahlen ablegen – ... sucht sich eine seiner Zahlenkarten aus und darf alle Karten,
// die diese Zahl haben, ablegen. Er darf einige seiner Zahlenkarten auch auf der Hand
// behalten"
TEST_CASE("000 Discard Number: cards of one number", "[spin]") {
  Game g =
      s4(SpinOutcome::DiscardNumber, {"R3~ R1 R2", "G7 B7 Y7 R8 GS", "R6 G5", "R7 G6"}, "R5 Y1");
  act(g, "0 play R3~");
  act(g, "1 spin");
  refuse(g, "1 discard GS");  // not a number card
  act(g, "1 discard G7");
  std::string why = refuse(g, "1 discard R8");
  CHECK(why.find("Discard Number") != std::string::npos);
  act(g, "1 discard Y7");
  act(g, "1 done");
  CHECK(hand_text(g, 1) == "B7 R8 GS");
  CHECK(top_text(g) == "Y7");
}

// 000: "Farben ablegen – ... sucht sich eine seiner Farbenkarten aus und darf alle Karten,
// die diese Farbe haben, ablegen."
TEST_CASE("000 Discard Colour: cards of one colour", "[spin]") {
  Game g =
      s4(SpinOutcome::DiscardColour, {"R3~ R1 R2", "G7 G2 GS B1 W", "R6 G5", "R7 G6"}, "R5 Y1");
  act(g, "0 play R3~");
  act(g, "1 spin");
  refuse(g, "1 discard W R");
  act(g, "1 discard G7");
  refuse(g, "1 discard B1");
  act(g, "1 discard GS");  // a discarded Skip has no effect
  act(g, "1 discard G2");
  CHECK(g.phase() == Phase::Turn);  // no green left: the discards end by themselves
  CHECK(g.current() == 2);
  CHECK(hand_text(g, 1) == "B1 W");
}

// 000: "Zieh Rot – ... muss so lange Karten aufnehmen, bis er eine rote Karte (oder eine
// Jokerkarte) gezogen hat. Er muss alle Karten, die er gezogen hat, behalten."
TEST_CASE("000 Draw Red / Draw Blue: draw until that colour or a wild", "[spin]") {
  Game g = s4(SpinOutcome::DrawRed, {"R3~ R1 R2", "B1 B2", "R6 G5", "R7 G6"}, "R5 Y1 B9 R9 G1");
  act(g, "0 play R3~");
  act(g, "1 spin");
  CHECK(hand_text(g, 1) == "B1 B2 Y1 B9 R9");
  CHECK(g.current() == 2);
  Game h = s4(SpinOutcome::DrawBlue, {"R3~ R1 R2", "B1 B2", "R6 G5", "R7 G6"}, "R5 Y1 W4 R9 G1");
  act(h, "0 play R3~");
  act(h, "1 spin");
  CHECK(hand_text(h, 1) == "B1 B2 Y1 W4");
}

// 000: "Karten austauschen – Alle Spieler tauschen ihre Karten mit dem Spieler zu ihrer
// Linken. Erhält ein Spieler nur eine Karte, dann muss er UNO rufen oder 2 Strafkarten
// aufnehmen."
TEST_CASE("000 Trade Hands: every hand moves one seat to the left", "[spin]") {
  Game g = s4(SpinOutcome::TradeHands, {"R3~ R1 R2", "B1 B2", "G9", "Y7 Y8 Y9"}, "R5 Y1");
  act(g, "0 play R3~");
  act(g, "1 spin");
  CHECK(hand_text(g, 1) == "R1 R2");
  CHECK(hand_text(g, 2) == "B1 B2");
  CHECK(hand_text(g, 3) == "G9");
  CHECK(hand_text(g, 0) == "Y7 Y8 Y9");
  CHECK(g.uno_exposed(3));
  act(g, "0 catch @3");
  CHECK(g.hand(3).size() == 3);
}

// 000: "Die Karten zeigen – Der Spieler, der das Rad gedreht hat, muss allen anderen
// Spielern seine Karten zeigen, bevor das Spiel fortgesetzt wird."
TEST_CASE("000 Show Cards: every other seat sees the spinner's hand", "[spin]") {
  Game g = s4(SpinOutcome::ShowCards, {"R3~ R1 R2", "B1 B2", "G9 G8", "Y7 Y8 Y9"}, "R5 Y1");
  act(g, "0 play R3~");
  act(g, "1 spin");
  for (int s : {0, 2, 3}) {
    SeatView v = g.view(s);
    CHECK(v.hand_known[1]);
    CHECK(v.known_hands[1].size() == 2);
    CHECK_FALSE(v.hand_known[2 == s ? 3 : 2]);
  }
  CHECK(count_events(g, EventType::Reveal, 1) == 2);
  act(g, "2 draw");  // play goes on: the reveal ends
  CHECK_FALSE(g.view(0).hand_known[1]);
}

// 000: "Stechen – Alle Spieler legen gleichzeitig die Karte mit der höchsten Zahl (egal
// welcher Farbe) vor sich. Der Spieler mit der höchsten Zahl, darf sie ablegen. ... Das
// Spiel setzt sich dann mit dem nächsten in Spielrichtung sitzenden Spieler fort."
TEST_CASE("000 Showdown: the highest number card is discarded", "[spin]") {
  Game g = s4(SpinOutcome::Showdown, {"R3~ R1 R2", "B1 B2", "G9 G8", "Y7 Y8 YS"}, "R5 Y1");
  act(g, "0 play R3~");
  act(g, "1 spin");
  CHECK(last_event(g, EventType::ShowdownWinner)->seat == 2);
  CHECK(count_events(g, EventType::ShowdownCard) == 4);
  CHECK(g.phase() == Phase::Discard);
  CHECK(g.discard_state().seat == 2);
  refuse(g, "2 discard G8");  // only the card shown
  act(g, "2 discard G9");
  CHECK(hand_text(g, 2) == "G8");
  CHECK(g.current() == 2);  // seat 2 is next after the spinner anyway
  CHECK(g.phase() == Phase::Turn);
}

// 000: "Bei einem Unentschieden müssen die jeweiligen Spieler stechen, indem sie ihre
// nächste, höchste Karte zeigen. Der Gewinner darf alle in diesem Stechen gezeigten Karten
// ablegen."
TEST_CASE("000 Showdown: ties show the next highest; the winner discards all shown", "[spin]") {
  Game g = s4(SpinOutcome::Showdown, {"R3~ R1 R2", "B9 B2 B1", "G9 G5 G1", "Y8 Y7 YS"}, "R5 Y1");
  act(g, "0 play R3~");
  act(g, "1 spin");
  CHECK(last_event(g, EventType::ShowdownWinner)->seat == 2);
  act(g, "2 discard G9");
  act(g, "2 discard G5");  // the winner picks the order: G5 ends on top
  CHECK(top_text(g) == "G5");
  CHECK(hand_text(g, 2) == "G1");
  CHECK(g.uno_exposed(2));
}

// docs/rules.md: a seat without a number card takes no part; a tie that cannot be broken
// (identical numbers to the end) has no winner.
TEST_CASE("000 Showdown: no number cards, or an unbreakable tie: nobody discards", "[spin]") {
  Game g = s4(SpinOutcome::Showdown, {"R3~ R1 R2", "B9 B2", "G9 G2", "W YS"}, "R5 Y1");
  act(g, "0 play R3~");
  act(g, "1 spin");
  CHECK(last_event(g, EventType::ShowdownWinner)->seat == -1);
  CHECK(g.phase() == Phase::Turn);
  CHECK(g.current() == 2);
  CHECK(count_events(g, EventType::ShowdownCard, 3) == 0);
}

// 000: "UNO Spin – Der erste Spieler, der UNO Spin ruft, darf eine Karte seiner Wahl
// ablegen. Das Spiel setzt sich dann mit dem nächsten in Spielrichtung sitzenden Spieler
// fort."
TEST_CASE("000 UNO Spin: the first seat to claim discards a card of choice", "[spin]") {
  Game g = s4(SpinOutcome::UnoSpin, {"R3~ R1 R2", "B9 B2", "G9 G2", "W YS"}, "R5 Y1");
  act(g, "0 play R3~");
  act(g, "1 spin");
  CHECK(g.phase() == Phase::UnoSpinRace);
  CHECK(g.actors() == 0b1111);
  act(g, "3 unospin");
  refuse(g, "0 unospin");  // the race is over
  act(g, "3 discard W B");
  CHECK(top_text(g) == "W");
  CHECK(g.colour() == Colour::Blue);
  CHECK(g.uno_exposed(3));
  CHECK(g.current() == 2);
}

// 000: "Ist die zuletzt abgelegte Karte eine Spin Karte, muss der Spieler, der als Nächstes
// an der Reihe gewesen wäre, das Rad drehen und die jeweilige Anweisung noch ausführen. Das
// bedeutet, dass sich die Gesamtpunktzahl des Spielers noch ändern kann"
TEST_CASE("000 last card Spin: still spun, the score changes", "[spin]") {
  Game g = s4(SpinOutcome::DrawRed, {"R3~", "B1", "G9", "Y7"}, "R5 Y1 B9 R9");
  act(g, "0 play R3~");
  CHECK(g.phase() == Phase::Spin);
  CHECK(g.round_winner() == 0);
  act(g, "1 spin");
  CHECK(g.phase() == Phase::RoundOver);
  CHECK(g.scores()[0] == (1 + 1 + 9 + 9) + 9 + 7);

  Game h = s4(SpinOutcome::DiscardColour, {"R3~", "B1 B2 G1", "G9", "Y7"}, "R5 Y1");
  act(h, "0 play R3~");
  act(h, "1 spin");
  act(h, "1 discard B1");
  act(h, "1 discard B2");
  CHECK(h.phase() == Phase::RoundOver);
  CHECK(h.round_winner() == 0);
  CHECK(h.scores()[0] == 1 + 9 + 7);
}

TEST_CASE("000 last card Spin: Trade Hands leaves the winner out", "[spin]") {
  Game g = s4(SpinOutcome::TradeHands, {"R3~", "B1", "G9 G8", "Y7"}, "R5 Y1");
  act(g, "0 play R3~");
  act(g, "1 spin");
  CHECK(g.hand(0).empty());
  CHECK(hand_text(g, 2) == "B1");
  CHECK(hand_text(g, 3) == "G9 G8");
  CHECK(hand_text(g, 1) == "Y7");
  CHECK(g.phase() == Phase::RoundOver);
}

// 000: a spin that empties a hand ends the round with that player as winner.
TEST_CASE("000 a spin discard of the last card wins the round", "[spin]") {
  Game g = s4(SpinOutcome::UnoSpin, {"R3~ R1 R2", "B9 B2", "G9 G2", "Y4"}, "R5 Y1");
  act(g, "0 play R3~");
  act(g, "1 spin");
  act(g, "3 unospin");
  act(g, "3 discard Y4");
  CHECK(g.phase() == Phase::RoundOver);
  CHECK(g.round_winner() == 3);
}

// 000: "Die Spieler können sich auch entschließen einfach nur so zu spielen, ohne Punkte
// aufzuschreiben, sodass der erste Spieler, der all seine Karten abgelegt hat, der Gewinner
// ist." and "... ob die Siegespunktzahl beispielsweise bei 250 oder 750 liegen soll"
TEST_CASE("000 match length: no scoring, 250 or 750", "[spin]") {
  RuleSet r = spin();
  r.target_score = 0;
  Game g = layout_game(r, 4, 3, {"R7", "B1", "G9", "Y7"}, "R5 Y1");
  act(g, "0 play R7");
  CHECK(g.phase() == Phase::MatchOver);
  CHECK(g.match_winners() == std::vector<int>{0});
  for (int t : {250, 750}) {
    RuleSet q = spin();
    q.target_score = static_cast<std::uint16_t>(t);
    Game h = layout_game(q, 4, 3, {"R7", "W W4 W", "W4 W W4 W", "Y7"}, "R5 Y1");
    act(h, "0 play R7");
    CHECK(h.scores()[0] == 7 + 50 * 7);
    CHECK(h.phase() == (357 >= t ? Phase::MatchOver : Phase::RoundOver));
  }
}

TEST_CASE("000 the wheel follows its weights", "[spin]") {
  // Equal weights: every outcome shows up; one-hot weights: only that one.
  std::array<int, kSpinOutcomes> seen{};
  for (std::uint64_t seed = 0; seed < 300; ++seed) {
    RuleSet r = spin();
    Game g =
        layout_game(r, 4, 3, {"R3~ R1 R2", "B9 B2 R8", "G9 G2", "Y4 Y5"}, "R5 Y1 Y2 Y3 Y6", seed);
    act(g, "0 play R3~");
    act(g, "1 spin");
    seen[static_cast<std::size_t>(last_event(g, EventType::SpinResult)->value)]++;
  }
  for (int n : seen) CHECK(n > 10);
}
