// Cards, deck composition, notation, presets, the PRNG and stacked-deck order.
#include "helpers.h"

#include <algorithm>
#include <set>

using namespace uno;
using namespace uno::test;

// 004: "In jeder Farbkategorie gibt es Spielkarten mit den Zahlen von 0 bis 9 sowie drei
// Aktionskarten. Zusätzlich beinhaltet das Spiel noch acht weitere schwarze Aktionskarten.
// Alle Karten sind doppelt vorhanden, bis auf die Karte mit der Zahl Null."
TEST_CASE("004 deck: 108 cards, per colour one 0 and two of everything else", "[cards]") {
  Deck d = build_deck(classic());
  REQUIRE(d.size == 108);
  for (int ci = 0; ci < kColours; ++ci) {
    auto col = static_cast<Colour>(ci);
    auto count = [&](Kind k, int n) {
      int c = 0;
      for (int i = 0; i < d.size; ++i) {
        const Card& x = d.cards[static_cast<std::size_t>(i)];
        c += x.colour == col && x.kind == k && x.number == n;
      }
      return c;
    };
    CHECK(count(Kind::Number, 0) == 1);
    for (int n = 1; n <= 9; ++n) CHECK(count(Kind::Number, n) == 2);
    CHECK(count(Kind::DrawTwo, 0) == 2);
    CHECK(count(Kind::Reverse, 0) == 2);
    CHECK(count(Kind::Skip, 0) == 2);
  }
  int w = 0, w4 = 0, marked = 0;
  for (int i = 0; i < d.size; ++i) {
    w += d.cards[static_cast<std::size_t>(i)].kind == Kind::Wild;
    w4 += d.cards[static_cast<std::size_t>(i)].kind == Kind::WildDrawFour;
    marked += d.cards[static_cast<std::size_t>(i)].mark != 0;
  }
  CHECK(w == 4);
  CHECK(w4 == 4);
  CHECK(marked == 0);
}

// 004: "Alle Nummernkarten: Der Wert der entspechenden Zahl; Zieh Zwei Karte: 20 Punkte;
// Retour Karte: 20 Punkte; Aussetzen Karte: 20 Punkte; Farbenwahlkarte: 50 Punkte; Zieh Vier
// Farbenwahlkarte: 50 Punkte"
TEST_CASE("004 points: face value, actions 20, wilds 50", "[cards]") {
  auto pts = [](const char* face) {
    Card c;
    REQUIRE(parse_card(face, c));
    return card_points(c, classic());
  };
  CHECK(pts("R0") == 0);
  CHECK(pts("G9") == 9);
  CHECK(pts("B+2") == 20);
  CHECK(pts("YR") == 20);
  CHECK(pts("RS") == 20);
  CHECK(pts("W") == 50);
  CHECK(pts("W4") == 50);
}

TEST_CASE("notation: every card of every preset round-trips", "[cards]") {
  for (auto name : kPresetNames) {
    RuleSet r = *preset(name);
    Deck d = build_deck(r);
    for (int i = 0; i < d.size; ++i) {
      const Card& c = d.cards[static_cast<std::size_t>(i)];
      Card back;
      std::string s = to_string(c);
      REQUIRE(parse_card(s, back));
      CHECK(back == c);
      Card face;
      CardId id = kNoCard;
      REQUIRE(parse_card_ref(card_label(d, static_cast<CardId>(i)), d, face, id));
      CHECK(id == i);
    }
  }
  for (const char* bad : {"", "R", "Q7", "R10", "R+3", "W5", "W4~", "WC4", "r7", "RS~", "7R"}) {
    Card c;
    CHECK_FALSE(parse_card(bad, c));
  }
  Deck d = build_deck(classic());
  Card face;
  CardId id = 0;
  CHECK(parse_card_ref("R7", d, face, id));
  CHECK(id == kNoCard);
  CHECK_FALSE(parse_card_ref("R7#0", d, face, id));  // id 0 is R0
  CHECK_FALSE(parse_card_ref("R7#200", d, face, id));
  CHECK(to_string(d[0]) == "R0");
  CHECK(card_label(d, 0) == "R0#0");
}

TEST_CASE("notation: actions", "[cards]") {
  Deck d = build_deck(official112());
  Action a;
  Card face;
  CHECK(parse_action("0 fly", d, a, face) != nullptr);
  CHECK(parse_action("x play R7", d, a, face) != nullptr);
  CHECK(parse_action("0 play", d, a, face) != nullptr);
  CHECK(parse_action("0 draw R7", d, a, face) != nullptr);
  REQUIRE(parse_action("3 play W#100 G", d, a, face) == nullptr);
  CHECK(a == Action::play(3, 100, Colour::Green));
  REQUIRE(parse_action("1 catch @0", d, a, face) == nullptr);
  CHECK(a == Action::simple(ActionType::CatchUno, 1, 0));
  REQUIRE(parse_action("2 verdict ok", d, a, face) == nullptr);
  CHECK(a == Action::simple(ActionType::Verdict, 2, -1));
  REQUIRE(parse_action("2 colour Y", d, a, face) == nullptr);
  CHECK(a == Action::colour_choice(2, Colour::Yellow));
  REQUIRE(parse_action("0 play R7", d, a, face) == nullptr);
  CHECK(a.card == kNoCard);
  CHECK(to_string(face) == "R7");
  for (const Action& x :
       {Action::simple(ActionType::Draw, 0), Action::simple(ActionType::Pass, 9),
        Action::simple(ActionType::CallUno, 1), Action::simple(ActionType::Accept, 2),
        Action::simple(ActionType::Challenge, 3), Action::simple(ActionType::Spin, 4),
        Action::simple(ActionType::Done, 5), Action::simple(ActionType::ClaimUnoSpin, 6),
        Action::simple(ActionType::NextRound, 7), Action::discard(8, 104, Colour::Red),
        Action::play(1, 17, Colour::None, 3), Action::simple(ActionType::Verdict, 0, 4)}) {
    Action back;
    REQUIRE(parse_action(to_string(x, d), d, back, face) == nullptr);
    CHECK(back == x);
  }
  CHECK(to_string(Action::play(1, 17, Colour::None, 3), d) == "1 play R9#17 @3");
}

TEST_CASE("presets: by name, names list, validation", "[cards]") {
  CHECK(kPresetNames.size() == 5);
  for (auto n : kPresetNames) {
    auto r = preset(n);
    REQUIRE(r.has_value());
    CHECK(r->name == n);
    CHECK(validate(*r, 4) == nullptr);
  }
  CHECK_FALSE(preset("nope").has_value());
  CHECK(classic().dealer_selection == DealerSelection::LotForStarter);
  CHECK(official112().dealer_selection == DealerSelection::HighCard);
  CHECK(braille().scoring == ScoringMethod::LowestWins);
  CHECK(dino().target_score == 0);
  CHECK(dino().round_wins == 3);
  CHECK(classic().round_wins == 1);
  RuleSet bad = classic();
  bad.custom_cards = 4;
  CHECK(validate(bad, 4) != nullptr);
}

TEST_CASE("rng: PCG32 via SplitMix64 is fixed, bounded and unbiased enough", "[cards]") {
  Rng a(42), b(42), c(43);
  bool differs = false;
  for (int i = 0; i < 100; ++i) {
    auto x = a.next();
    CHECK(x == b.next());
    differs = differs || x != c.next();
  }
  CHECK(differs);
  Rng k(1);
  // Fixed values: any change here changes every shared game link.
  CHECK(k.next() == 0x4D700850u);
  Rng u(7);
  std::array<int, 6> hist{};
  for (int i = 0; i < 60000; ++i) {
    auto v = u.below(6);
    REQUIRE(v < 6);
    hist[v]++;
  }
  for (int h : hist) CHECK(std::abs(h - 10000) < 500);
  std::vector<int> p(50);
  for (int i = 0; i < 50; ++i) p[static_cast<std::size_t>(i)] = i;
  u.shuffle(p.data(), 50);
  std::vector<int> s = p;
  std::sort(s.begin(), s.end());
  for (int i = 0; i < 50; ++i) CHECK(s[static_cast<std::size_t>(i)] == i);
  CHECK(p != s);
}

TEST_CASE("stacked deck: deal order left of the dealer, then first card, then pile", "[cards]") {
  RuleSet r = classic();
  std::vector<CardId> order(108);
  for (int i = 0; i < 108; ++i) order[static_cast<std::size_t>(i)] = static_cast<CardId>(i);
  Game g = Game::stacked(r, 3, 5, /*dealer=*/2, order);
  CHECK(g.dealer() == 2);
  // Seat 0 (left of dealer 2) gets ids 0, 3, 6, ...; seat 1 gets 1, 4, ...; seat 2 gets 2, 5...
  for (int s = 0; s < 3; ++s) {
    REQUIRE(g.hand(s).size() == 7);
    for (int k = 0; k < 7; ++k) CHECK(g.hand(s)[static_cast<std::size_t>(k)] == 3 * k + s);
  }
  CHECK(g.top() == 21);               // the next card is turned up
  CHECK(g.draw_pile().back() == 22);  // then the pile, top first
  CHECK(g.draw_pile().front() == 107);
  CHECK(card_total(g) == 108);
}
