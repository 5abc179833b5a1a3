// Scenarios for the official112 preset (booklet 001, Swedish): dealer by highest card,
// voluntary draw, Wild Shuffle Hands, Wild Customizable rules 1-10 and free text.
#include "helpers.h"

using namespace uno;
using namespace uno::test;

namespace {
Game o4(const std::vector<std::string>& hands, const std::string& pile, RuleSet r = official112()) {
  return layout_game(r, 4, 3, hands, pile);
}
RuleSet with_rule(CustomRule rule) {
  RuleSet r = official112();
  r.custom_rule = {rule, rule, rule};
  return r;
}
}  // namespace

// 001: "- 112 kort enligt nedan: ... 1 bladkort - 3 individuella kort(joker)"
TEST_CASE("001 deck: 112 cards with 1 Shuffle Hands and 3 Customizable", "[official112]") {
  Deck d = build_deck(official112());
  CHECK(d.size == 112);
  int ws = 0, wc = 0;
  for (int i = 0; i < d.size; ++i) {
    ws += d.cards[static_cast<std::size_t>(i)].kind == Kind::WildShuffle;
    wc += d.cards[static_cast<std::size_t>(i)].kind == Kind::WildCustom;
  }
  CHECK(ws == 1);
  CHECK(wc == 3);
  // 001: "Innan spelet börjar, bör ni bestämma hur många kort som ska tas med i spelet."
  for (std::uint8_t n = 0; n <= 3; ++n) {
    RuleSet r = official112();
    r.custom_cards = n;
    CHECK(build_deck(r).size == 109 + n);
  }
  // 001: "Blandkort: 40 poäng  Individuella kort: 40 poäng"
  Card c;
  REQUIRE(parse_card("WS", c));
  CHECK(card_points(c, official112()) == 40);
  REQUIRE(parse_card("WC2", c));
  CHECK(card_points(c, official112()) == 40);
}

// 001: "Alla spelare drar ett kort. Spelaren som drar den högsta valören, delar ut korten
// (kort med symboler räknas som noll)."
TEST_CASE("001 dealer: highest card deals, symbols count 0, ties draw again", "[official112]") {
  int ties = 0;
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    Game g(official112(), 6, seed);
    // Replay the DealerDraw rounds independently.
    std::vector<int> contenders = {0, 1, 2, 3, 4, 5};
    std::vector<std::pair<int, int>> round;  // seat, value
    std::size_t i = 0;
    const auto& ev = g.events();
    int rounds = 0;
    while (contenders.size() > 1) {
      round.clear();
      for (std::size_t k = 0; k < contenders.size(); ++k, ++i) {
        REQUIRE(ev[i].type == EventType::DealerDraw);
        CHECK(ev[i].seat == contenders[k]);
        const Card& c = g.deck()[ev[i].card];
        round.emplace_back(ev[i].seat, c.kind == Kind::Number ? c.number : 0);
      }
      int best = -1;
      for (auto& [s, v] : round) best = std::max(best, v);
      contenders.clear();
      for (auto& [s, v] : round)
        if (v == best) contenders.push_back(s);
      ++rounds;
    }
    ties += rounds > 1;
    CHECK(g.dealer() == contenders[0]);
    // "Personen till vänsterom densomger börjar."
    const Event* d = last_event(g, EventType::DealerChosen);
    CHECK(d->target == (g.dealer() + 1) % 6);
  }
  CHECK(ties > 0);
}

// 001: "Du kan välja att INTE lägga ett spelbart kort som du har på handen. I så fall måste
// du dra ett kort från DRA-högen. Om det kortet är spelbart, kan du lägga det direkt. Du får
// däremot inte lägga ut ett kort från handen efter att du tagit upp ett kort."
TEST_CASE("001 voluntary draw: then only the drawn card may be played", "[official112]") {
  Game g = o4({"R7 B9", "R1", "R2", "R3"}, "R5 R8 Y1");
  act(g, "0 draw");
  refuse(g, "0 play R7");
  act(g, "0 play R8");
  Game h = o4({"R7 B9", "R1", "R2", "R3"}, "R5 R8 Y1");
  act(h, "0 draw");
  act(h, "0 pass");
  CHECK(h.current() == 1);
  CHECK(h.hand(0).size() == 3);
}

// 001: "Du kan välja vilken färg som helst, inklusive den som spelades innan"
TEST_CASE("001 Wild: any colour, the current one included", "[official112]") {
  Game g = o4({"W R1", "R1", "R2", "R3"}, "R5 Y1");
  act(g, "0 play W R");
  CHECK(g.colour() == Colour::Red);
}

// 001: "Den spelare som lägger det här kortet, får samla in ALLA kort från ALLA andra
// spelare. Spelaren blandar alla korten och delar sedan ut dem till alla spelare och börjar
// dela ut till den som sitter till vänster om sig. Alla kort ska delas ut. ... Spelet
// fortsätter sedan i samma riktning ... så den som lade ut det väljer färgen"
TEST_CASE("001 Shuffle Hands: all cards collected, shuffled, dealt from the left",
          "[official112]") {
  Game g = o4({"WS R1 R2", "G1 G2 G3", "B1", "Y1 Y2"}, "R5 Y7");
  std::vector<CardId> before;
  for (int s = 0; s < 4; ++s)
    for (CardId id : g.hand(s))
      if (g.deck()[id].kind != Kind::WildShuffle) before.push_back(id);
  act(g, "0 play WS B");
  CHECK(g.colour() == Colour::Blue);
  CHECK(g.direction() == 1);
  CHECK(g.current() == 1);
  // 8 cards dealt from seat 1 round to the left: 2 each.
  std::vector<CardId> after;
  for (int s = 0; s < 4; ++s) {
    CHECK(g.hand(s).size() == 2);
    after.insert(after.end(), g.hand(s).begin(), g.hand(s).end());
  }
  std::sort(before.begin(), before.end());
  std::sort(after.begin(), after.end());
  CHECK(before == after);
  CHECK(count_events(g, EventType::HandsShuffled, 0) == 1);
  // The deal order: the first dealt card goes to seat 1.
  const auto& ev = g.events();
  auto it = std::find_if(ev.begin(), ev.end(),
                         [](const Event& e) { return e.type == EventType::HandsShuffled; });
  REQUIRE(it != ev.end());
  CHECK((it + 1)->seat == 1);
  CHECK((it + 1)->private_to == 1);
}

TEST_CASE("001 Shuffle Hands: hands may change size; direction stays", "[official112]") {
  // First card Reverse: the dealer (seat 3) starts and play goes right.
  Game g = o4({"R1 R2", "G1 G2 G3 G4 G5", "B1", "WS Y1 Y2 Y3"}, "RR Y7");
  CHECK(g.current() == 3);
  act(g, "3 play WS G");
  // 11 cards dealt from seat 0 (left of seat 3): 3, 3, 3, 2.
  CHECK(g.hand(0).size() == 3);
  CHECK(g.hand(1).size() == 3);
  CHECK(g.hand(2).size() == 3);
  CHECK(g.hand(3).size() == 2);
  CHECK(g.direction() == -1);
  CHECK(g.current() == 2);
}

// 001: "Om kortet är det första i KASTA-högen, får spelaren till vänster om givaren välja
// färg för det fortsatta spelet."
TEST_CASE("001 first card Shuffle Hands or Customizable: left of dealer names colour",
          "[official112]") {
  for (const char* first : {"WS", "WC1"}) {
    Game g = o4({"R1 R2", "G1", "B1", "Y1"}, std::string(first) + " Y7");
    CHECK(g.phase() == Phase::ChooseColour);
    CHECK(g.current() == 0);
    act(g, "0 colour Y");
    CHECK(g.hand(0).size() == 2);  // no shuffle, no custom rule
    CHECK(g.phase() == Phase::Turn);
  }
}

// 001 rule 1: "Nästa spelare måste ta upp kort tills spelaren får ett kort i en viss färg."
TEST_CASE("001 custom 1: next player draws until the named colour, then plays", "[official112]") {
  Game g =
      o4({"WC1 R1", "B1", "R2", "R3"}, "R5 Y1 Y2 G7 G8", with_rule(CustomRule::DrawUntilColour));
  act(g, "0 play WC1 G");
  CHECK(g.phase() == Phase::Pending);
  CHECK(g.pending().kind == PendingKind::DrawUntilColour);
  act(g, "1 accept");
  CHECK(hand_text(g, 1) == "B1 Y1 Y2 G7");
  CHECK(g.current() == 1);
  act(g, "1 play G7");
}

// 001 rule 2: "Alla måste lägga ut alla sina jokerkort."
TEST_CASE("001 custom 2: everyone discards all wild cards", "[official112]") {
  Game g =
      o4({"WC1 R1 W", "W4 G1", "B1 B2", "WS Y1"}, "R5 Y7", with_rule(CustomRule::DiscardAllWilds));
  act(g, "0 play WC1 B");
  CHECK(hand_text(g, 0) == "R1");
  CHECK(hand_text(g, 1) == "G1");
  CHECK(hand_text(g, 3) == "Y1");
  CHECK(top_text(g) == "WC1");  // the wilds go under the custom card
  CHECK(g.colour() == Colour::Blue);
  CHECK(g.current() == 1);
  CHECK(g.uno_exposed(0));  // left with one card: must call UNO
  CHECK(g.uno_exposed(1));
}

TEST_CASE("001 custom 2: a player left without cards wins the round", "[official112]") {
  Game g =
      o4({"WC1 R1 R2", "W4 G1", "B1 B2", "W"}, "R5 Y7", with_rule(CustomRule::DiscardAllWilds));
  act(g, "0 play WC1 B");
  CHECK(g.phase() == Phase::RoundOver);
  CHECK(g.round_winner() == 3);
}

// 001 rule 3: "Om nästa spelare inte kan lägga ut ett kort, måste spelaren ta TRE kort från
// DRA-högen."
TEST_CASE("001 custom 3: next player who cannot play draws three", "[official112]") {
  Game g = o4({"WC1 R1", "B1 Y3", "R2", "R3"}, "R5 Y1 Y2 Y4 Y5",
              with_rule(CustomRule::DrawThreeIfStuck));
  act(g, "0 play WC1 G");
  act(g, "1 draw");
  CHECK(g.hand(1).size() == 5);
  CHECK(g.current() == 2);
  // With a playable card the next player plays normally.
  Game h = o4({"WC1 R1", "G1 Y3", "R2", "R3"}, "R5 Y1 Y2 Y4 Y5",
              with_rule(CustomRule::DrawThreeIfStuck));
  act(h, "0 play WC1 G");
  act(h, "1 play G1");
}

// 001 rule 4: "Spelaren som lägger ut kortet får lägga ut en gång till."
TEST_CASE("001 custom 4: the player plays again", "[official112]") {
  Game g = o4({"WC1 R1 G4", "B1", "R2", "R3"}, "R5 Y1", with_rule(CustomRule::PlayAgain));
  act(g, "0 play WC1 G");
  CHECK(g.current() == 0);
  act(g, "0 play G4");
  CHECK(g.current() == 1);
}

// 001 rule 5: "Nästa spelare måste ta upp eller lägga ut kort tills spelaren har 7 kort på
// handen."
TEST_CASE("001 custom 5: next player draws or discards to 7", "[official112]") {
  Game g = o4({"WC1 R1", "B1 B2", "R2", "R3"}, "R5 Y1 Y2 Y3 Y4 Y5 Y6",
              with_rule(CustomRule::NextToSeven));
  act(g, "0 play WC1 G");
  CHECK(g.hand(1).size() == 7);
  CHECK(g.current() == 1);
  CHECK(g.phase() == Phase::Turn);

  Game h = o4({"WC1 R1 R2", "B1 B2 B3 B4 B5 B6 B7 B8 B9", "R2", "R3"}, "R5 Y1",
              with_rule(CustomRule::NextToSeven));
  act(h, "0 play WC1 G");
  CHECK(h.phase() == Phase::Discard);
  CHECK(h.actors() == (1u << 1));
  refuse(h, "1 done");  // must reach 7
  act(h, "1 discard B1");
  act(h, "1 discard B9");
  // The last card discarded lands on top and sets the colour in play.
  CHECK(top_text(h) == "B9");
  CHECK(h.colour() == Colour::Blue);
  CHECK(h.hand(1).size() == 7);
  CHECK(h.phase() == Phase::Turn);
  CHECK(h.current() == 1);
}

// 001 rule 6: "Alla måste lägga ut eller ta upp kort tills de har exakt 3 kort."
TEST_CASE("001 custom 6: everyone draws or discards to exactly 3", "[official112]") {
  Game g = o4({"WC1 R1 R2 R3 R4", "B1", "G1 G2 G3 G4", "Y1 Y2 Y3"}, "R5 Y4 Y5 Y6 Y7",
              with_rule(CustomRule::AllToThree));
  act(g, "0 play WC1 G");
  CHECK(g.hand(1).size() == 3);  // drew 2
  CHECK(g.hand(3).size() == 3);
  // Discards in play order from the next player: seat 2 first, then seat 0.
  CHECK(g.phase() == Phase::Discard);
  CHECK(g.discard_state().seat == 2);
  act(g, "2 discard G4");
  CHECK(g.discard_state().seat == 0);
  act(g, "0 discard R4");
  CHECK(top_text(g) == "R4");
  for (int s = 0; s < 4; ++s) CHECK(g.hand(s).size() == 3);
  CHECK(g.current() == 1);
  CHECK(g.phase() == Phase::Turn);
}

// 001 rule 7: "Alla måste spela med öppna kort tills det återigen är spelarens tur, som lade
// ut kortet."
TEST_CASE("001 custom 7: open hands until the player's next turn", "[official112]") {
  Game g = o4({"WC1 R1 G1", "G2 G5", "G3 G6", "G4 G7"}, "R5 Y1", with_rule(CustomRule::OpenHands));
  CHECK_FALSE(g.view(1).hand_known[0]);
  act(g, "0 play WC1 G");
  for (int viewer = 0; viewer < 4; ++viewer)
    for (int s = 0; s < 4; ++s) CHECK(g.view(viewer).hand_known[s]);
  CHECK(g.view(2).known_hands[1].size() == 2);
  act(g, "1 play G2");
  act(g, "2 play G3");
  CHECK(g.view(3).hand_known[1]);
  act(g, "3 play G4");
  CHECK(g.current() == 0);
  CHECK_FALSE(g.view(1).hand_known[0]);
  CHECK_FALSE(g.view(0).hand_known[3]);
}

// 001 rule 8: "Berätta ett skämt. Om ingen skrattar får spelaren ta upp 4 kort. Om någon
// skrattar, får spelaren lägga ut alla utom 1 kort (glöm inte att säga "UNO!")."
TEST_CASE("001 custom 8: a human verdict on the joke", "[official112]") {
  Game g = o4({"WC1 R1 G1 B1", "G2", "G3", "G4"}, "R5 Y1 Y2 Y3 Y4", with_rule(CustomRule::Joke));
  act(g, "0 play WC1 G");
  CHECK(g.phase() == Phase::Verdict);
  CHECK(g.actors() == 0b1111);  // anyone at the table may give the verdict
  refuse(g, "2 verdict @1");    // only the joke teller can be penalised
  act(g, "2 verdict @0");       // nobody laughed
  CHECK(g.hand(0).size() == 7);
  CHECK(g.current() == 1);

  Game h = o4({"WC1 R1 G1 B1", "G2", "G3", "G4"}, "R5 Y1 Y2 Y3 Y4", with_rule(CustomRule::Joke));
  act(h, "0 play WC1 G");
  act(h, "1 verdict ok");  // somebody laughed
  CHECK(h.phase() == Phase::Discard);
  act(h, "0 discard R1");
  act(h, "0 discard B1");
  CHECK(h.hand(0).size() == 1);
  CHECK(h.uno_exposed(0));
  act(h, "0 uno");
  CHECK(h.current() == 1);
}

// 001 rule 9: "Nästa spelare får inte böja armbågarna förrän någon ropar "UNO!"."
// 001 rule 10: "Nästa spelare måste gala som en tupp eller fega ur och dra 4 kort."
TEST_CASE("001 custom 9 and 10: verdicts on the next player", "[official112]") {
  RuleSet r = official112();
  r.custom_rule = {CustomRule::Elbows, CustomRule::Rooster, CustomRule::FreeText};
  r.custom_text[2] = "Everyone sings";
  Game g =
      o4({"WC1 WC2 WC3 R1", "G2 G5 B1", "G3 G6 B2", "G4 G7 B3"}, "R5 Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8", r);
  act(g, "0 play WC1 G");
  refuse(g, "0 verdict @2");
  act(g, "3 verdict @1");  // bent an elbow
  CHECK(g.hand(1).size() == 3u + r.custom_penalty);
  act(g, "1 play G2");
  act(g, "2 play G3");
  act(g, "3 play G4");
  act(g, "0 play WC2 G");
  act(g, "2 verdict @1");  // did not crow
  CHECK(g.hand(1).size() == 4 + 4);
  act(g, "1 play G5");
  act(g, "2 play G6");
  act(g, "3 play G7");
  // Free text: the table names any seat as penalised, or says ok.
  act(g, "0 play WC3 G");
  CHECK(g.view(1).verdict_rule == CustomRule::FreeText);
  CHECK(can(g, "1 verdict @3"));
  act(g, "1 verdict ok");
  CHECK(g.current() == 1);
}

// 001: "ALTERNATIVT SÄTT ATT RÄKNA POÄNG ... När en spelare uppnått 500 poäng, vinner den
// spelare som har lägst poäng."
TEST_CASE("001 alternative scoring: own cards count, lowest total wins", "[official112]") {
  RuleSet r = official112();
  r.scoring = ScoringMethod::LowestWins;
  r.target_score = 30;
  Game g = o4({"R7", "WS", "B9 B8", "Y1"}, "R5 Y2", r);
  act(g, "0 play R7");
  CHECK(g.scores()[0] == 0);
  CHECK(g.scores()[1] == 40);
  CHECK(g.scores()[2] == 17);
  CHECK(g.scores()[3] == 1);
  CHECK(g.phase() == Phase::MatchOver);
  REQUIRE(g.match_winners().size() == 1);
  CHECK(g.match_winners()[0] == 0);
}
