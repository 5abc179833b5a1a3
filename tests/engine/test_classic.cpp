// Scenarios for the classic preset (booklet 004, German) and the rules all presets share.
#include "helpers.h"

using namespace uno;
using namespace uno::test;

namespace {
// 4 seats, dealer 3, so seat 0 starts (left of the dealer).
Game classic4(const std::vector<std::string>& hands, const std::string& pile) {
  return layout_game(classic(), 4, 3, hands, pile);
}
}  // namespace

// 004: "Die Karten werden sorgfältig gemischt und jedem Spieler werden 7 Karten ausgeteilt"
// 004: "Nun wird ausgelost, welcher Spieler die Runde beginnen darf."
TEST_CASE("004 deal: 7 cards each, one card turned, starting player by lot", "[classic]") {
  for (std::uint64_t seed = 0; seed < 40; ++seed) {
    Game g(classic(), 5, seed);
    for (int s = 0; s < 5; ++s) CHECK(g.hand(s).size() == 7);
    CHECK(g.discard_pile().size() >= 1);
    CHECK(count_events(g, EventType::DealerDraw) == 0);  // no card draw: by lot
    const Event* d = last_event(g, EventType::DealerChosen);
    REQUIRE(d != nullptr);
    CHECK(d->target == (d->seat + 1) % 5);  // starter sits left of the dealer
  }
  // The lot reaches every seat.
  std::vector<int> seen(4, 0);
  for (std::uint64_t seed = 0; seed < 200; ++seed)
    seen[static_cast<std::size_t>(Game(classic(), 4, seed).dealer())]++;
  for (int n : seen) CHECK(n > 20);
}

// 004: "Nur eine Karte mit gleicher Farbe oder gleicher Zahl kann auf eine andere Spielkarte
// abgelegt werden."
TEST_CASE("004 matching: same colour or same number, else refused", "[classic]") {
  Game g = classic4({"G3 B9 R7 G5", "R1", "R2", "R3"}, "R5 Y1 Y2");
  CHECK(top_text(g) == "R5");
  CHECK(g.current() == 0);
  std::string why = refuse(g, "0 play G3");
  CHECK(why.find("Matching") != std::string::npos);
  refuse(g, "0 play B9");
  CHECK(can(g, "0 play R7"));
  CHECK(can(g, "0 play G5"));  // same number
  act(g, "0 play G5");
  CHECK(g.colour() == Colour::Green);
  CHECK(g.current() == 1);
}

// 004: "Ist keine passende Karte vorhanden, wird eine Strafkarte vom verdeckten Stapel
// gezogen, die sofort wieder ausgespielt werden kann, wenn sie passend ist. Anschließend ist
// der nächste Spieler an der Reihe."
TEST_CASE("004 draw: a playable drawn card may be played at once", "[classic]") {
  Game g = classic4({"G3 B9", "R1", "R2", "R3"}, "R5 R8 Y1");
  act(g, "0 draw");
  CHECK(hand_text(g, 0) == "G3 B9 R8");
  CHECK(g.current() == 0);
  CHECK(can(g, "0 pass"));
  act(g, "0 play R8");
  CHECK(top_text(g) == "R8");
  CHECK(g.current() == 1);
}

TEST_CASE("004 draw: an unplayable drawn card ends the turn", "[classic]") {
  Game g = classic4({"G3 B9", "R1", "R2", "R3"}, "R5 Y8 Y1");
  act(g, "0 draw");
  CHECK(hand_text(g, 0) == "G3 B9 Y8");
  CHECK(g.current() == 1);
  CHECK(g.phase() == Phase::Turn);
}

// 004 is silent on drawing with a playable card; the common rule (000, 001) applies:
// 000: "Spieler können sich aus taktischen Gründen entscheiden, eine spielbare Karte nicht
// abzulegen. Ist dies der Fall, müssen sie eine Karte vom KARTENSTOCK aufnehmen."
// With the house field off, drawing needs a hand without a playable card.
TEST_CASE("004 draw: voluntary draw (common rule), off as a house rule", "[classic]") {
  Game g = classic4({"R7 B9", "R1", "R2", "R3"}, "R5 Y8 Y1");
  act(g, "0 draw");
  RuleSet r = classic();
  r.voluntary_draw = false;
  Game h = layout_game(r, 4, 3, {"R7 B9", "R1", "R2", "R3"}, "R5 Y8 Y1");
  std::string why = refuse(h, "0 draw");
  CHECK(why.find("Draw") != std::string::npos);
}

// 000: "Nach dem Aufnehmen einer Karte darf der Spieler jedoch keine Karte, die er vorher
// bereits auf der Hand hatte, ablegen."
TEST_CASE("004 draw: after drawing only the drawn card may be played", "[classic]") {
  Game g = classic4({"R7 B9", "R1", "R2", "R3"}, "R5 R8 Y1");
  act(g, "0 draw");
  std::string why = refuse(g, "0 play R7");
  CHECK(why == "Draw: after drawing, only the drawn card may be played");
  act(g, "0 play R8");
}

// 004: "Wird diese Aktionskarte abgelegt, muss der nachfolgende Spieler 2 Karten vom Stapel
// ziehen und auf die Hand nehmen. In dieser Runde darf er außerdem keine Karte ablegen."
TEST_CASE("004 Draw Two: next player draws 2 and loses the turn", "[classic]") {
  Game g = classic4({"R+2 B9 B8", "R1 R9", "R2", "R3"}, "R5 Y8 Y1 Y2");
  act(g, "0 play R+2");
  CHECK(g.phase() == Phase::Pending);
  CHECK(g.pending().victim == 1);
  CHECK(g.actors() == (1u << 1));
  refuse(g, "1 play R1");
  act(g, "1 accept");
  CHECK(hand_text(g, 1) == "R1 R9 Y8 Y1");
  CHECK(g.current() == 2);
}

// 004: "Die Zieh-Zwei-Karte kann nur auf die entsprechender Farbe gelegt werden oder auf eine
// andere Aktionskarte dieser Art."
TEST_CASE("004 Draw Two: only on its colour or another Draw Two", "[classic]") {
  Game g = classic4({"G+2 B+2 B1", "R1", "R2", "R3"}, "R5 Y8");
  refuse(g, "0 play G+2");
  Game h = classic4({"G+2 B1", "R1", "R2", "R3"}, "B+2 Y8");
  // The first card is a Draw Two: seat 0 draws first, then seat 1 may answer on top.
  act(h, "0 accept");
  Game k = classic4({"B1", "G+2", "R2", "R3"}, "R+2 Y8 Y7");
  act(k, "0 accept");
  CHECK(can(k, "1 play G+2"));
}

// 004: "Wird sie zu Beginn des Spiels aufgedeckt, gelten ebenfalls diese Regeln."
TEST_CASE("004 first card Draw Two: first player draws 2 and is skipped", "[classic]") {
  Game g = classic4({"B1", "G1", "R2", "R3"}, "R+2 Y8 Y7");
  CHECK(g.phase() == Phase::Pending);
  CHECK(g.pending().victim == 0);
  act(g, "0 accept");
  CHECK(hand_text(g, 0) == "B1 Y8 Y7");
  CHECK(g.current() == 1);
}

// 004: "Hier ändert sich die Spielrichtung."
TEST_CASE("004 Reverse: direction changes", "[classic]") {
  Game g = classic4({"RR B1", "G1", "R2", "R3 R4"}, "R5 Y8");
  act(g, "0 play RR");
  CHECK(g.direction() == -1);
  CHECK(g.current() == 3);
  act(g, "3 play R3");
  CHECK(g.current() == 2);
}

// 004: "Wird diese Karte gleich zu Beginn aufgedeckt, fängt der Kartengeber an und der
// Spieler zur Rechten ist der nächste."
TEST_CASE("004 first card Reverse: the dealer starts, then the player on the right", "[classic]") {
  Game g = classic4({"B1", "G1", "R2 R7", "R3 R4"}, "RR Y8");
  CHECK(g.current() == 3);  // dealer
  CHECK(g.direction() == -1);
  act(g, "3 play R3");
  CHECK(g.current() == 2);
}

// 004: "Der nächste Spieler wird übersprungen, wenn diese Karte ausgespielt wurde."
TEST_CASE("004 Skip: next player is skipped", "[classic]") {
  Game g = classic4({"RS B1", "R1", "R2", "R3"}, "R5 Y8");
  act(g, "0 play RS");
  CHECK(g.current() == 2);
  CHECK(count_events(g, EventType::Skipped, 1) == 1);
}

// 004: "wird zu Beginn die Karte aufgedeckt, wird der links sitzende Spieler des
// Kartengebers übersprungen."
TEST_CASE("004 first card Skip: the player left of the dealer is skipped", "[classic]") {
  Game g = classic4({"B1", "G1", "R2", "R3"}, "RS Y8");
  CHECK(g.current() == 1);
}

// 004: "Diese Karten können auf jede beliebige Spielkarte abgelegt werden."
// 004: "Wer diese Karte legt darf entscheiden, welche Kartenfarbe als nächstes abgelegt
// werden soll."
TEST_CASE("004 Wild: on any card, the player names the colour", "[classic]") {
  Game g = classic4({"W G3", "B1", "R2", "R3"}, "R5 Y8");
  refuse(g, "0 play W");  // a wild must name a colour
  act(g, "0 play W B");
  CHECK(g.colour() == Colour::Blue);
  CHECK(can(g, "1 play B1"));
}

// 004: "Auch zu Beginn des Spiels darf der nächste Spieler seine Wahl bezüglich der Farbe
// treffen."
TEST_CASE("004 first card Wild: the player left of the dealer names the colour", "[classic]") {
  Game g = classic4({"G3 B4", "B1", "R2", "R3"}, "W Y8");
  CHECK(g.phase() == Phase::ChooseColour);
  CHECK(g.actors() == 1u);
  refuse(g, "1 colour G");
  act(g, "0 colour G");
  CHECK(g.phase() == Phase::Turn);
  CHECK(g.current() == 0);
  act(g, "0 play G3");
}

// 004: "der nachfolgende Gegner muss zusätzlich noch 4 Strafkarten vom Stapel ziehen ...
// Dieser Mitspieler darf in der Runde keine weitere Karte ablegen."
TEST_CASE("004 Wild Draw Four: next player draws 4 and loses the turn", "[classic]") {
  Game g = classic4({"W4 G3", "B1", "R2", "R3"}, "R5 Y1 Y2 Y3 Y4 Y5");
  act(g, "0 play W4 G");
  CHECK(g.pending().kind == PendingKind::DrawFour);
  CHECK(g.pending().challengeable);
  act(g, "1 accept");
  CHECK(g.hand(1).size() == 5);
  CHECK(g.current() == 2);
  CHECK(g.colour() == Colour::Green);
}

// 004: "Die +4 Karte darf nur dann abgelegt werden, wenn der Spieler die aktuelle Farbe
// selbst nicht besitzt.. ... Wurde allerdings der andere Spieler überführt ... muss dieser
// selbst die vier Strafkarten aufnehmen."
TEST_CASE("004 +4 challenge, guilty: the player draws the 4, victim plays", "[classic]") {
  Game g = classic4({"W4 R2 G3", "B1", "R2", "R3"}, "R5 Y1 Y2 Y3 Y4 Y5");
  act(g, "0 play W4 G");
  refuse(g, "2 challenge");  // only the victim may challenge
  act(g, "1 challenge");
  const Event* c = last_event(g, EventType::Challenge);
  REQUIRE(c != nullptr);
  CHECK(c->value == 1);
  CHECK(g.hand(0).size() == 6);
  CHECK(g.hand(1).size() == 1);
  CHECK(g.current() == 1);  // docs/rules.md: the victim takes a normal turn
  CHECK(g.phase() == Phase::Turn);
  CHECK(g.colour() == Colour::Green);  // the card stays, so does the colour
  // The challenger saw the hand; others did not.
  SeatView v1 = g.view(1);
  CHECK(v1.hand_known[0]);
  CHECK(v1.known_hands[0].size() == 2);  // what was shown, not the 4 drawn since
  CHECK_FALSE(g.view(2).hand_known[0]);
}

// 004: "Sollte festgestellt werden, dass die Karte nicht zu unrecht ausgespielt wurde, muss
// der Spieler sechs anstatt vier Karten ziehen."
TEST_CASE("004 +4 challenge, innocent: the challenger draws 6 and is skipped", "[classic]") {
  Game g = classic4({"W4 G3 B5", "B1", "R2", "R3"}, "R5 Y1 Y2 Y3 Y4 Y5 Y6 Y7");
  act(g, "0 play W4 G");
  act(g, "1 challenge");
  CHECK(last_event(g, EventType::Challenge)->value == 0);
  CHECK(g.hand(1).size() == 7);
  CHECK(g.current() == 2);
}

TEST_CASE("004 +4 matching a number or action of another colour is innocent", "[classic]") {
  // 001: "Du får lägga det här om du har en matchande valör eller ett händelsekort."
  Game g = classic4({"W4 G5 GS", "B1", "R2", "R3"}, "R5 Y1 Y2 Y3 Y4 Y5 Y6 Y7");
  act(g, "0 play W4 B");
  act(g, "1 challenge");
  CHECK(last_event(g, EventType::Challenge)->value == 0);
}

// 001: "Om det här är det första kortet som vänds upp, lägger ni tillbaka det och drar ett
// nytt kort." (004 is silent; the common rule)
TEST_CASE("004 first card Wild Draw Four is returned and another turned", "[classic]") {
  Game g = classic4({"B1", "G1", "R2", "R3"}, "W4 G7 Y8");
  CHECK(top_text(g) == "G7");
  CHECK(count_events(g, EventType::FirstReturned) == 1);
  CHECK(g.deck()[g.draw_pile().front()].kind == Kind::WildDrawFour);  // at the bottom
  CHECK(g.current() == 0);
}

// 004: "Vergisst ein Spieler „Uno“ zu sagen, wenn er seine vorletzte Karte abgelegt hat,
// müssen zwei Strafkarten nachgezogen werden, insofern er von den Mitspielern erwischt wird."
TEST_CASE("004 UNO: caught without calling, the player draws 2", "[classic]") {
  Game g = classic4({"R7 R8", "R1 G2", "R2 G3", "R3 G4"}, "R5 Y1 Y2 Y3");
  act(g, "0 play R7");
  CHECK(g.uno_exposed(0));
  // Several seats may act at once: the next player, the catchers, the caller.
  CHECK(g.actors() == 0b1111);
  refuse(g, "0 catch @0");
  act(g, "2 catch @0");
  CHECK(g.hand(0).size() == 3);
  CHECK_FALSE(g.uno_exposed(0));
  refuse(g, "3 catch @0");
}

TEST_CASE("004 UNO: calling in time protects the player", "[classic]") {
  Game g = classic4({"R7 R8", "R1 G2", "R2 G3", "R3 G4"}, "R5 Y1 Y2 Y3");
  act(g, "0 play R7");
  act(g, "0 uno");
  std::string why = refuse(g, "2 catch @0");
  CHECK(why.find("UNO") != std::string::npos);
  CHECK(count_events(g, EventType::UnoCalled, 0) == 1);
}

// 000: "bevor der nächste Spieler seinen Spielzug begonnen hat."
TEST_CASE("004 UNO: the catch window closes when the next player acts", "[classic]") {
  Game g = classic4({"R7 R8", "R1 G2", "R2 G3", "R3 G4"}, "R5 Y1 Y2 Y3");
  act(g, "0 play R7");
  act(g, "1 play R1");
  CHECK_FALSE(g.uno_exposed(0));
  refuse(g, "2 catch @0");
  refuse(g, "0 uno");
}

// 004: "Wird eine Karte versehentlich von einem Spieler abgelegt, der nicht an der Reihe
// ist" - the engine refuses out-of-turn plays instead of penalising them.
TEST_CASE("004 out of turn: refused, nothing changes", "[classic]") {
  Game g = classic4({"R7 R8", "R1 G2", "R2 G3", "R3 G4"}, "R5 Y1 Y2 Y3");
  std::string why = refuse(g, "2 play R2");
  CHECK(why == "Turn: it is not your turn");
}

// 004: "Der Spieler, der als Erster alle Karten auf der Hand ablegen kann, erhält Punkte und
// zwar für alle Karten, welche noch von den übrigen Mitspielern in der Hand gehalten werden"
// 004: "Alle Nummernkarten: Der Wert ... Zieh Zwei Karte: 20 ... Farbenwahlkarte: 50"
TEST_CASE("004 scoring: the winner collects the others' card points", "[classic]") {
  Game g = classic4({"R7", "R1 G+2 W", "B9 YR", "W4 GS Y0"}, "R5 Y1 Y2 Y3");
  act(g, "0 play R7");
  CHECK(g.phase() == Phase::RoundOver);
  CHECK(g.round_winner() == 0);
  CHECK(g.scores()[0] == (1 + 20 + 50) + (9 + 20) + (50 + 20 + 0));
  CHECK(g.scores()[1] == 0);
  CHECK(count_events(g, EventType::UnoCalled) == 0);  // no UNO needed for the last card
  act(g, "2 next");
  CHECK(g.round() == 2);
  CHECK(g.dealer() == 0);  // the deal passes left (docs/rules.md)
  for (int s = 0; s < 4; ++s) CHECK(g.hand(s).size() == 7);
}

// 001: "Om det sista kortet som läggs i en omgång är ett dra-två-kort eller dra-fyra-kort,
// måste nästa spelare dra två respektive fyra kort. Dessa kort räknas med"
TEST_CASE("004 last card Draw Two: the next player still draws, cards count", "[classic]") {
  Game g = classic4({"R+2", "R1", "B9", "Y0"}, "R5 G9 G8 Y3");
  act(g, "0 play R+2");
  CHECK(g.phase() == Phase::RoundOver);
  CHECK(hand_text(g, 1) == "R1 G9 G8");
  CHECK(g.scores()[0] == (1 + 9 + 8) + 9 + 0);
}

TEST_CASE("004 last card Wild Draw Four: the next player draws 4", "[classic]") {
  Game g = classic4({"W4", "R1", "B9", "Y0"}, "R5 G9 G8 G7 G6");
  act(g, "0 play W4 B");
  CHECK(g.hand(1).size() == 5);
  CHECK(g.scores()[0] == (1 + 9 + 8 + 7 + 6) + 9 + 0);
}

// 004: "Wer als erstes 500 Punkte erzielen kann, gewinnt das Spiel."
TEST_CASE("004 match: first to the target wins", "[classic]") {
  RuleSet r = classic();
  r.target_score = 25;  // 1 + (9 + 9) + (0 + 8) = 27 points this round
  Game g = layout_game(r, 4, 3, {"R7 R8", "W G1", "B9", "Y0"}, "R5 G9 G8 G7 G6");
  act(g, "0 play R7");
  act(g, "0 uno");
  act(g, "1 play W R");
  act(g, "2 draw");
  act(g, "3 draw");
  act(g, "0 play R8");
  CHECK(g.phase() == Phase::MatchOver);
  REQUIRE(g.match_winners().size() == 1);
  CHECK(g.match_winners()[0] == 0);
  CHECK(last_event(g, EventType::MatchOver)->seat == 0);
  std::vector<Action> none;
  for (int s = 0; s < 4; ++s) {
    g.legal_actions(s, none);
    CHECK(none.empty());
  }
}

TEST_CASE("004 match: below the target another round follows", "[classic]") {
  Game g = classic4({"R7", "R1", "B9", "Y0"}, "R5 G9");
  act(g, "0 play R7");
  CHECK(g.phase() == Phase::RoundOver);
  CHECK(g.actors() == 0b1111);  // any seat may start the next round
}

// 002: "Wenn der Stoß zum Ziehen zu Ende ist ... muss der abgelegte Stoß gemischt und zum
// Ziehen umgedreht werden. Zuvor muss die zuletzt gespielte Karte ... zur Seite gelegt werden."
TEST_CASE("004 reshuffle: the discard pile becomes the draw pile, top card stays", "[classic]") {
  int seen = 0;
  for (std::uint64_t seed = 0; seed < 300 && seen < 10; ++seed) {
    Game g(classic(), 3, seed);
    Rng rng(seed);
    std::vector<Action> buf;
    for (int i = 0; i < 20000 && g.phase() != Phase::MatchOver; ++i) {
      const CardId top_before = g.top();
      const auto discard_before = g.discard_pile().size();
      const int reshuffles = count_events(g, EventType::Reshuffle);
      const auto events_before = g.events().size();
      REQUIRE(random_step(g, rng, buf));
      if (count_events(g, EventType::Reshuffle) == reshuffles) continue;
      // The card on top before the reshuffle is now the bottom of the discard pile.
      const Event* e = last_event(g, EventType::Reshuffle);
      bool played_before = false;  // a card played in the same step precedes the reshuffle
      for (auto k = events_before; k < g.events().size() && &g.events()[k] != e; ++k)
        played_before = played_before || g.events()[k].type == EventType::Play;
      if (!played_before) {
        CHECK(g.discard_pile().front() == top_before);
        CHECK(e->value == static_cast<int>(discard_before) - 1);
      }
      ++seen;
    }
  }
  CHECK(seen >= 10);
}

// 004: "Spieleranzahl: 2 bis 8 Personen" (number of players: 2 to 8 people). 9 and 10 stay
// allowed as a house extension (docs/rules.md, "Presets at a glance"); the booklet's limit
// is queried, so the app can say when it is exceeded.
TEST_CASE("004 players: 2 to 8 by the booklet, 9-10 allowed as a house extension", "[classic]") {
  CHECK(booklet_max_seats("classic") == 8);
  CHECK(classic().min_seats == 2);
  CHECK(classic().max_seats == 10);
  for (int n = 2; n <= 10; ++n) CHECK(validate(classic(), n) == nullptr);
  CHECK(validate(classic(), 11) != nullptr);
  for (const char* other : {"official112", "spin", "braille", "dino"})
    CHECK(booklet_max_seats(other) == 0);  // 000-003 name no player count
}
