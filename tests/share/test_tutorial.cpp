// The guided rounds (issue 42, assets/learn): each file reads, each step is a legal move of
// its seat in its turn, the learner (seat 0) is told every move they make, and the round
// ends with the learner out. Runs natively and under node (the files are embedded).
#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/deck.h"
#include "share/tutorial.h"

namespace {

struct LearnFile {
  const char* kind;  // "learn"
  std::string_view name;
  std::string_view text;
};
const LearnFile kFiles[] = {
#include "learn_files.inc"
};

using uno::share::read_tutorial;
using uno::share::Tutorial;

// What the classic round must show the learner, one at a time (issue 42, item 1): match
// colour, number and symbol; draw when stuck and play the drawn card; Skip, Reverse, Draw
// Two; Wild; Wild Draw Four and a challenge (both outcomes); UNO called; a catch; out.
void check_classic_meets(const uno::Game& g) {
  using uno::EventType;
  using uno::Kind;
  const uno::Deck& d = g.deck();
  bool played[8] = {}, fair = false, bluff = false, called = false, caught = false;
  bool drawn_played = false;
  uno::CardId drew = uno::kNoCard;
  for (const uno::Event& e : g.events()) {
    if (e.type == EventType::Play) {
      played[static_cast<int>(d[e.card].kind)] = true;
      drawn_played |= e.seat == 0 && e.card == drew;
    }
    if (e.type == EventType::Draw && e.seat == 0) drew = e.card;
    fair |= e.type == EventType::Challenge && e.value == 0;
    bluff |= e.type == EventType::Challenge && e.value == 1;
    called |= e.type == EventType::UnoCalled && e.seat == 0;
    caught |= e.type == EventType::UnoCaught && e.seat == 0;
  }
  for (const Kind k :
       {Kind::Number, Kind::Skip, Kind::Reverse, Kind::DrawTwo, Kind::Wild, Kind::WildDrawFour}) {
    INFO("a card of kind " << static_cast<int>(k) << " played");
    CHECK(played[static_cast<int>(k)]);
  }
  CHECK(drawn_played);
  CHECK(fair);
  CHECK(bluff);
  CHECK(called);
  CHECK(caught);
}

// The dino round (item 2: "which cards Lauf! stops, when it can be played"): the learner
// blocks a dino Skip and a dino Wild with a Lauf!, and a plain Skip, which no Lauf! stops,
// skips them.
void check_dino_meets(const uno::Game& g) {
  int blocked = 0;
  bool blocked_wild = false, skipped = false;
  uno::Kind top = uno::Kind::Number;  // the card a block answers: the one played before it
  for (const uno::Event& e : g.events()) {
    if (e.type == uno::EventType::Blocked && e.seat == 0) {
      ++blocked;
      blocked_wild |= top == uno::Kind::Wild;
    }
    if (e.type == uno::EventType::Play && e.seat != 0) top = g.deck()[e.card].kind;
    skipped |= e.type == uno::EventType::Skipped && e.seat == 0;
  }
  CHECK(blocked == 2);
  CHECK(blocked_wild);
  CHECK(skipped);
}

// The official deck's round (item 2: "Shuffle Hands; a Customizable wild ..., one verdict
// rule"): the learner shuffles the hands, meets Card 1 played again, plays Card 2 with its
// usual rule (a newcomer had met only rules the real game does not start with) and plays
// one whose rule the table judges.
void check_official112_meets(const uno::Game& g) {
  bool shuffled = false, verdict = false, draw_until = false;
  int custom = 0;
  for (const uno::Event& e : g.events()) {
    shuffled |= e.type == uno::EventType::HandsShuffled;
    custom += e.type == uno::EventType::CustomRule;
    draw_until |= e.type == uno::EventType::CustomRule && e.seat == 0 &&
                  e.value == static_cast<int>(uno::CustomRule::DrawUntilColour);
    verdict |= e.type == uno::EventType::Verdict;
  }
  CHECK(shuffled);
  CHECK(custom == 3);
  CHECK(draw_until);
  CHECK(verdict);
}

// The braille round (item 2: "two-player Reverse, the challenge rule, lowest total wins"):
// the learner plays twice running after their Reverse and after their Draw Two, and a
// guilty +4 goes back to its player's hand.
void check_braille_meets(const uno::Game& g) {
  int twice = 0, last = -1;
  bool taken_back = false;
  for (const uno::Event& e : g.events()) {
    if (e.type == uno::EventType::Play) {
      twice += e.seat == 0 && last == 0;
      last = e.seat;
    }
    taken_back |= e.type == uno::EventType::TakeBack && e.seat == 1;
  }
  CHECK(twice >= 2);
  CHECK(taken_back);
}

// The Spin round (item 2: "a Spin card, the wheel, the outcomes met explained, the UNO Spin
// race"): a computer's spin that lands on UNO Spin and the learner wins its race, the
// learner's own spin, on Discard Colour, then a computer's on Trade Hands, which takes the
// learner's near-empty hand away, as its sentences say.
void check_spin_meets(const uno::Game& g) {
  std::vector<std::pair<int, uno::SpinOutcome>> spins;
  bool claimed = false;
  for (const uno::Event& e : g.events()) {
    if (e.type == uno::EventType::SpinResult)
      spins.emplace_back(e.seat, static_cast<uno::SpinOutcome>(e.value));
    claimed |= e.type == uno::EventType::UnoSpinClaim && e.seat == 0;
  }
  REQUIRE(spins.size() == 3);
  CHECK(spins[0] == std::make_pair(2, uno::SpinOutcome::UnoSpin));
  CHECK(spins[1] == std::make_pair(0, uno::SpinOutcome::DiscardColour));
  CHECK(spins[2] == std::make_pair(2, uno::SpinOutcome::TradeHands));
  CHECK(claimed);
}

}  // namespace

TEST_CASE("every tutorial reads and plays to its end; the classic one a whole round",
          "[tutorial]") {
  REQUIRE(std::size(kFiles) >= 1);
  for (const LearnFile& f : kFiles) {
    INFO("assets/learn/" << f.name);
    Tutorial t;
    const std::string e = read_tutorial(f.text, t);
    INFO(e);
    REQUIRE(e.empty());
    CHECK(t.deal.preset + ".txt" == f.name);  // one file per rule set, named after it
    uno::Game g = uno::share::start_tutorial(t);
    REQUIRE(g.setup_error() == nullptr);
    int learner_moves = 0;
    const uno::share::TutorialStep* prev = nullptr;
    for (const uno::share::TutorialStep& s : t.steps) {
      INFO("step " << s.key << ": " << s.seat << " " << s.move);
      CHECK_FALSE(s.key.empty());
      if (s.seat < 0) {
        CHECK_FALSE(s.text.empty());
        continue;
      }
      // The learner is told each move; UNO goes with the play before it (pressed first).
      const bool uno_with_play =
          s.move == "uno" && prev && prev->seat == 0 && prev->move.rfind("play", 0) == 0;
      if (s.seat == 0 && !uno_with_play) CHECK_FALSE(s.text.empty());
      // "No card of yours plays: draw": the learner is sent to the pile only when stuck.
      if (s.seat == 0 && s.move == "draw") {
        std::vector<uno::Action> legal;
        g.legal_actions(0, legal);
        for (const uno::Action& l : legal) CHECK(l.type != uno::ActionType::Play);
      }
      learner_moves += s.seat == 0;
      uno::Action a;
      const std::string why = uno::share::tutorial_action(g, s, a);
      std::string hand;
      for (const uno::CardId c : g.hand(s.seat)) hand += uno::to_string(g.deck()[c]) + " ";
      INFO(why << "; to move: " << g.current() << "; their hand: " << hand);
      REQUIRE(why.empty());
      REQUIRE(g.apply(a).ok);
      prev = &s;
    }
    CHECK(learner_moves >= 3);
    CHECK(uno::share::play_tutorial(t).empty());
    // The classic round is a whole one; the others teach what differs, then stop.
    if (t.deal.preset == "classic") {
      CHECK(learner_moves >= 10);
      CHECK(g.phase() == uno::Phase::RoundOver);
      CHECK(g.hand(0).empty());
      check_classic_meets(g);
    }
    if (t.deal.preset == "dino") check_dino_meets(g);
    if (t.deal.preset == "official112") check_official112_meets(g);
    if (t.deal.preset == "braille") check_braille_meets(g);
    if (t.deal.preset == "spin") check_spin_meets(g);
  }
}

TEST_CASE("a tutorial file with a mistake is refused, naming the line", "[tutorial]") {
  const std::string head =
      "preset classic\nplayers Bo\ndealer 1\nhand 0 R5 R6\nhand 1 G5 G6\npile R3 G7 G8\n";
  Tutorial t;
  CHECK(read_tutorial(head + "0 play R5 | a | Play it.\n", t).empty());
  const std::pair<std::string, std::string> bad[] = {
      {"preset nonsense\n", "line 1: no rule set"},
      {head + "0 play R5 | a | x\n1 play G5 | a |\n", "line 8: the key \"a\" is used twice"},
      {head + "0 play R5 | Play it.\n", "line 7: a step is"},
      {head + "say | intro |\n", "line 7: \"say\" without a sentence"},
      {head + "play R5 | a | x\n", "line 7: a move starts with its seat"},
      {head + "3 play R5 | a | x\n", "moves a seat that is not there"},
      {"preset classic\nplayers Bo\nhand 0 R5 R5 R5\n", "the deal:"},
      {"players Bo\n", "no \"preset\" line"},
      {head + "rule custom_cards 300\n", "line 7: \"rule <field> <number>\""},
      {head + "rule no_such_field 1\n", "line 7: \"rule <field> <number>\""},
  };
  for (const auto& [text, want] : bad) {
    const std::string e = read_tutorial(text, t);
    INFO(text << " -> " << e);
    CHECK(e.find(want) != std::string::npos);
  }
  // A move that is not legal in its turn is found by playing the steps.
  REQUIRE(read_tutorial(head + "0 play R5 | a | x\n0 play R6 | b | y\n", t).empty());
  CHECK(uno::share::play_tutorial(t).find("step \"b\"") != std::string::npos);
}
