// A guided round played through the Session as the learner would (issue 42): sentences
// that wait for Next, the computers' written-down moves at a pace to follow, and the
// learner's presses taken only where the step asks for them.
#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "app/core/app/app_core.h"
#include "app/core/match/session.h"
#include "app/packs/po_file.h"
#include "share/tutorial.h"

namespace {

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

uno::share::Tutorial load(const std::string& name, const std::string& path = "") {
  const std::string text =
      read_text(path.empty() ? std::string(UNO_LEARN_DIR) + "/" + name + ".txt" : path);
  uno::share::Tutorial t;
  const std::string e = uno::share::read_tutorial(text, t);
  INFO(name << ": " << e);
  REQUIRE(e.empty());
  return t;
}

// Another legal move of the learner's than the one asked (a different card, or a draw).
// Another move the game would take now (the Session offers the asked one only).
std::optional<uno::Action> other_move(const app::Session& s, const uno::Action& asked) {
  std::vector<uno::Action> all;
  s.game().legal_actions(s.viewer(), all);
  for (const uno::Action& a : all)
    if (a != asked && a.type != uno::ActionType::CallUno && a.type != uno::ActionType::CatchUno)
      return a;
  return std::nullopt;
}

}  // namespace

TEST_CASE("each guided round plays to its end through the session, as a learner would") {
  for (const char* name : {"classic", "official112", "spin", "braille", "dino"}) {
    INFO(name);
    const bool classic = std::string(name) == "classic";
    app::Session s;
    double now = 0;
    s.start_tutorial(load(name), now);
    REQUIRE(s.tutorial());
    REQUIRE(s.viewer() == 0);
    int nexts = 0, presses = 0, refused = 0, computer = 0;
    for (int i = 0; i < 5000 && !s.tutorial()->done(); ++i) {
      const app::TutorialRun::Line line = s.tutorial()->line();
      if (s.reveal()) {  // the +4's player's hand, shown to the challenger: read, then OK
        s.dismiss_reveal(now);
        continue;
      }
      if (line.waits) {
        // Nothing moves while a sentence waits: not even after a long read.
        const std::size_t moves = s.actions().size();
        now += 20000;
        s.tick(now);
        CHECK(s.actions().size() == moves);
        s.tutorial_next(now);
        ++nexts;
        continue;
      }
      if (const auto asked = s.tutorial()->asked(s.game())) {
        INFO("asked: " << s.game().to_string(*asked) << " (" << line.step->key << ")");
        REQUIRE(line.step);
        CHECK_FALSE(line.step->text.empty());
        // The table offers the asked move only (in any colour: the picker asks which).
        CHECK_FALSE(s.legal().empty());
        for (const uno::Action& a : s.legal())
          CHECK((a.type == asked->type && a.card == asked->card && a.target == asked->target));
        // Another move is refused and changes nothing.
        if (const auto other = other_move(s, *asked)) {
          const std::size_t moves = s.actions().size();
          CHECK_FALSE(s.act(*other, now));
          CHECK(s.actions().size() == moves);
          ++refused;
        }
        if (s.tutorial()->uno_with_it()) {
          CHECK_FALSE(s.act(*asked, now));  // UNO! first
          s.arm_uno();
        }
        REQUIRE(s.act(*asked, now));
        ++presses;
        continue;
      }
      // A computer's move: not at once, but at a pace a person follows.
      const std::size_t moves = s.actions().size();
      s.tick(now + 500);
      CHECK(s.actions().size() == moves);
      now += 1600;
      s.tick(now);
      REQUIRE(s.actions().size() > moves);
      ++computer;
    }
    CHECK(s.tutorial()->done());
    CHECK(nexts >= 2);
    CHECK(presses >= 3);
    CHECK(refused >= 2);
    CHECK(computer >= 3);
    if (classic) {  // a whole round
      CHECK(s.game().phase() == uno::Phase::RoundOver);
      CHECK(s.game().hand(0).empty());
      CHECK(presses >= 12);
      CHECK(refused >= 10);
      CHECK(computer >= 15);
    }
  }
}

TEST_CASE("each guided round in every language: the same steps, each sentence its translation") {
  constexpr const char* kRounds[] = {"classic", "official112", "spin", "braille", "dino"};
  for (int li = 0; li < app::kLangs; ++li) {
    std::map<std::string, std::string> po;  // learn:<round>:<key> -> translation
    if (li > 0) {
      const app::po::File f =
          app::po::parse(read_text(std::string(UNO_I18N_DIR) + "/" + app::kLangPo[li] + ".po"));
      REQUIRE(f.error == "");
      for (const app::po::Entry& e : f.entries) po[e.context] = e.translation;
    }
    for (const char* name : kRounds) {
      const std::string file = app::learn_file(name, static_cast<app::Lang>(li));
      INFO(file);
      const uno::share::Tutorial english = load(name);
      const uno::share::Tutorial t = load(name, std::string(UNO_PACK_DIR) + "/" + file);
      CHECK(uno::share::play_tutorial(t) == "");
      REQUIRE(t.steps.size() == english.steps.size());
      for (std::size_t i = 0; i < t.steps.size(); ++i) {
        const uno::share::TutorialStep& a = t.steps[i];
        const uno::share::TutorialStep& b = english.steps[i];
        INFO(b.key);
        CHECK((a.seat == b.seat && a.move == b.move && a.key == b.key));
        if (li == 0 || b.text.empty()) {
          CHECK(a.text == b.text);
          continue;
        }
        CHECK(a.text == po.at(std::string("learn:") + name + ":" + b.key));
        CHECK(a.text != b.text);  // translated, not the English kept
      }
    }
  }
}
