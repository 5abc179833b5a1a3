// House rules (RuleSet fields, off by default) and the seat-view / event API.
#include "helpers.h"

using namespace uno;
using namespace uno::test;

namespace {
Game h4(RuleSet r, const std::vector<std::string>& hands, const std::string& pile) {
  return layout_game(r, 4, 3, hands, pile);
}
}  // namespace

TEST_CASE("house: stacking Draw Two on Draw Two", "[house]") {
  RuleSet r = classic();
  r.stack_draw_two = true;
  Game g = h4(r, {"R+2 R1", "G+2 G1", "B1 B2", "Y1"}, "R5 Y2 Y3 Y4 Y5 Y6");
  act(g, "0 play R+2");
  act(g, "1 play G+2");
  CHECK(g.pending().victim == 2);
  CHECK(g.pending().amount == 4);
  refuse(g, "2 play B1");
  act(g, "2 accept");
  CHECK(g.hand(2).size() == 6);
  CHECK(g.current() == 3);
}

TEST_CASE("house: stacking Wild Draw Four, and across", "[house]") {
  RuleSet r = classic();
  r.stack_draw_four = true;
  Game g = h4(r, {"W4 R1", "W4 G1", "B1 B2", "Y1"}, "R5 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9 G2");
  act(g, "0 play W4 G");
  act(g, "1 play W4 B");
  CHECK(g.pending().amount == 8);
  CHECK_FALSE(g.pending().challengeable);  // a stacked +4 cannot be challenged
  act(g, "2 accept");
  CHECK(g.hand(2).size() == 10);
  RuleSet a = classic();
  a.stack_across = true;
  Game h = h4(a, {"R+2 R1", "W4 G1", "B+2 B2", "Y1 Y3"}, "R5 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9 G2");
  act(h, "0 play R+2");
  act(h, "1 play W4 B");  // +4 on a +2
  act(h, "2 play B+2");   // +2 of the named colour on a +4
  CHECK(h.pending().amount == 8);
  CHECK(h.pending().victim == 3);
}

TEST_CASE("house: 7-0, a 7 swaps hands with a chosen seat, a 0 passes all hands on", "[house]") {
  RuleSet r = classic();
  r.seven_zero = true;
  Game g = h4(r, {"R7 R1 R0", "G1 G2 G3", "B1 B2", "Y1"}, "R5 Y2 Y3");
  std::string why = refuse(g, "0 play R7");
  CHECK(why.find("7-0") != std::string::npos);
  act(g, "0 play R7 @2");
  CHECK(hand_text(g, 0) == "B1 B2");
  CHECK(hand_text(g, 2) == "R1 R0");
  CHECK(count_events(g, EventType::HandsSwapped, 0) == 1);
  Game h = h4(r, {"R0 R1 R2", "G1 G2 G3", "B1 B2", "Y1 Y2"}, "R5 Y3");
  act(h, "0 play R0");
  CHECK(hand_text(h, 1) == "R1 R2");
  CHECK(hand_text(h, 2) == "G1 G2 G3");
  CHECK(hand_text(h, 3) == "B1 B2");
  CHECK(hand_text(h, 0) == "Y1 Y2");
}

TEST_CASE("house: jump-in with an identical card out of turn", "[house]") {
  RuleSet r = classic();
  r.jump_in = true;
  Game g = h4(r, {"R1 G7", "B1 B2", "R5 G2 R9", "Y1 Y2"}, "R5 Y3");
  CHECK(g.actors() == 0b0101);  // seat 0 on turn, seat 2 may jump in
  std::string why = refuse(g, "2 play R9");
  CHECK(why.find("Jump-in") != std::string::npos);
  act(g, "2 play R5");
  CHECK(g.events().back().type == EventType::TurnStart);
  CHECK(last_event(g, EventType::Play)->value == 1);
  CHECK(g.current() == 3);  // play continues from the jumper
  // Without the house rule it is refused as out of turn.
  Game c = h4(classic(), {"R1 G7", "B1 B2", "R5 G2 R9", "Y1 Y2"}, "R5 Y3");
  CHECK(refuse(c, "2 play R5") == "Turn: it is not your turn");
}

TEST_CASE("house: draw until playable, forced play of a drawn card", "[house]") {
  RuleSet r = classic();
  r.draw_until_playable = true;
  Game g = h4(r, {"G1 G7", "B1 B2", "B5", "Y1 Y2"}, "R5 Y3 B4 R8 Y9");
  act(g, "0 draw");
  CHECK(g.current() == 0);
  refuse(g, "0 pass");
  act(g, "0 draw");
  act(g, "0 draw");
  CHECK(hand_text(g, 0) == "G1 G7 Y3 B4 R8");
  CHECK(can(g, "0 pass"));
  RuleSet f = r;
  f.forced_play_drawn = true;
  Game h = h4(f, {"G1 G7", "B1 B2", "B5", "Y1 Y2"}, "R5 R3");
  act(h, "0 draw");
  CHECK(refuse(h, "0 pass") == "Forced play: a playable drawn card must be played");
  act(h, "0 play R3");
}

// 004: "Die +4 Karte darf nur dann abgelegt werden, wenn der Spieler die aktuelle Farbe
// selbst nicht besitzt." Without challenges the engine enforces it.
TEST_CASE("house: challenge off, the +4 restriction is enforced", "[house]") {
  RuleSet r = classic();
  r.challenge = false;
  Game g = h4(r, {"W4 R1", "B1 B2", "B5", "Y1 Y2"}, "R5 Y3 Y4 Y5 Y6");
  CHECK(refuse(g, "0 play W4 G") ==
        "Wild Draw Four: only when you hold no card of the colour in play");
  Game h = h4(r, {"W4 G1", "B1 B2", "B5", "Y1 Y2"}, "R5 Y3 Y4 Y5 Y6");
  act(h, "0 play W4 G");
  CHECK_FALSE(h.pending().challengeable);
  refuse(h, "1 challenge");
}

TEST_CASE("house: UNO penalty size and seat range", "[house]") {
  RuleSet r = classic();
  r.uno_penalty = 4;
  Game g = h4(r, {"R7 R8", "B1 B2", "B5", "Y1 Y2"}, "R5 Y3 Y4 Y5 Y6");
  act(g, "0 play R7");
  act(g, "1 catch @0");
  CHECK(g.hand(0).size() == 5);
  for (int n = 2; n <= 10; ++n) CHECK(validate(classic(), n) == nullptr);
  RuleSet eight = classic();
  eight.max_seats = 8;  // 004: "Spieleranzahl: 2 bis 8 Personen"
  CHECK(validate(eight, 9) != nullptr);
  Game bad(eight, 9, 1);
  CHECK(bad.setup_error() != nullptr);
  CHECK(bad.phase() == Phase::MatchOver);
  CHECK(bad.actors() == 0);
}

TEST_CASE("view: own hand, counts, and private draws masked for others", "[view]") {
  Game g = h4(official112(), {"G1 G7", "B1 B2", "B5", "Y1 Y2"}, "R5 R3 B4");
  act(g, "0 draw");
  SeatView v0 = g.view(0);
  SeatView v1 = g.view(1);
  CHECK(v0.hand.size() == 3);
  CHECK(v1.hand_counts[0] == 3);
  CHECK(v1.hand == g.hand(1));
  CHECK(v0.drew_this_turn);
  CHECK(v0.drawn != kNoCard);
  CHECK(v1.drawn == kNoCard);
  const Event& d0 = v0.events.back();
  const Event& d1 = v1.events.back();
  CHECK(d0.type == EventType::Draw);
  CHECK(d0.card != kNoCard);
  CHECK(d1.card == kNoCard);
  CHECK(d1.seq == d0.seq);
  // Deal events: each seat sees only its own cards.
  for (const auto& e : v1.events)
    if (e.type == EventType::Deal) CHECK((e.card != kNoCard) == (e.seat == 1));
  // Sequence numbers are the log index; a view can start from any point.
  for (std::size_t i = 0; i < g.events().size(); ++i) CHECK(g.events()[i].seq == i);
  SeatView tail = g.view(2, static_cast<std::uint32_t>(g.events().size() - 1));
  CHECK(tail.events.size() == 1);
  CHECK(v0.top == g.top());
  CHECK(v0.colour == Colour::Red);
  CHECK(v0.actors == g.actors());
}

TEST_CASE("legal actions: any seat can be asked; refusals name a rule", "[view]") {
  Game g = h4(classic(), {"G1 R7 W", "B1 B2", "B5", "Y1 Y2"}, "R5 Y3 B4");
  std::vector<Action> acts;
  g.legal_actions(1, acts);
  CHECK(acts.empty());
  g.legal_actions(0, acts);
  // R7, W in four colours, and draw.
  CHECK(acts.size() == 6);
  for (const Action& a : acts) {
    CHECK(g.is_legal(a));
    Action back;
    Card face;
    REQUIRE(parse_action(g.to_string(a), g.deck(), back, face) == nullptr);
    CHECK(back == a);
  }
  std::vector<Action> all;
  g.all_legal_actions(all);
  CHECK(all.size() == 6);
  CHECK(g.to_string(acts[4]) == "0 play W#" + std::to_string(acts[4].card) + " B");
  CHECK(g.to_string(acts[5]) == "0 draw");
  ApplyResult r = g.apply(Action::play(0, g.hand(0)[0]));
  CHECK_FALSE(r.ok);
  CHECK(std::string(r.error).find("Matching") != std::string::npos);
}

// Engine safety (docs/rules.md): forced play + draw until playable can cycle forever once
// the pile is exhausted; a round whose held cards stop going down is ended as blocked.
TEST_CASE("stall: a round without progress ends blocked, fewest points wins", "[house]") {
  RuleSet r = official112();
  r.stall_turns = 3;
  Game g = h4(r, {"G1 G7", "B1 B2", "B6 B9", "Y1 Y2"}, "R5 Y3 Y4 Y6 Y7 Y8");
  act(g, "0 draw");  // voluntary draws: the cards held only go up
  act(g, "1 draw");
  CHECK(g.phase() == Phase::Turn);
  act(g, "2 draw");  // third turn start without fewer cards held
  CHECK(g.phase() == Phase::RoundOver);
  CHECK(g.round_blocked());
  CHECK(g.round_winner() == 3);  // Y1 Y2 = 3 points, the fewest
  CHECK(last_event(g, EventType::RoundOver)->value == 1);
  CHECK(g.scores()[3] == (1 + 7 + 3) + (1 + 2 + 4) + (6 + 9 + 6));
}

// The usage example at the top of engine/game.h, kept compiling and terminating.
TEST_CASE("api: the game.h usage example runs a match to the end", "[view]") {
  uno::Game g(uno::classic(), 4, /*seed=*/42);
  std::vector<uno::Action> acts;
  long steps = 0;
  while (g.phase() != uno::Phase::MatchOver && steps < 2000000) {
    for (int s = 0; s < g.seats(); ++s) {
      if (!(g.actors() >> s & 1)) continue;
      g.legal_actions(s, acts);
      auto r = g.apply(acts[0]);
      REQUIRE(r.ok);
      break;
    }
    ++steps;
  }
  CHECK(g.phase() == uno::Phase::MatchOver);
  uno::SeatView v = g.view(0);
  CHECK_FALSE(v.events.empty());
  CHECK(uno::to_string(v.events.front(), g.deck()).rfind("#0 ", 0) == 0);
}
