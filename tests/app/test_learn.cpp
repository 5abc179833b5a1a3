// Learn on the page's side (issue 42): the first visit's offer, the round's file asked in the
// language shown, a file that does not come, the saved game left alone, and the classic
// round played to its end by keys and the accessibility tree only, as a blind learner would.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>

#include "access_fixture.h"
#include "app/access/access_model.h"
#include "app/core/app/app_core.h"

using access_test::by_id;
using access_test::find_node;
using access_test::Role;

namespace {

std::string learn_text(const std::string& name) {
  std::ifstream in(std::string(UNO_LEARN_DIR) + "/" + name + ".txt", std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

bool said(const app::AppCore& core, const std::string& part) {
  for (const app::Announcement& a : const_cast<app::AppCore&>(core).announcer().recent())
    if (a.text.find(part) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE(
    "learn: a plain first visit is offered the guided round once; a link or tips off is not") {
  clear_storage();
  app::set_language(app::Lang::En);
  {
    app::AppCore core(test_host());
    core.init(app::StartupInputs{"", "en", 0});
    REQUIRE(core.notices().current_id() == "learn-offer");
    CHECK(app::escape_button(*core.notices().current()) == "later");  // Escape: not now
    core.handle(app::Command::press_notice("later"), 0);
    core.end_frame(0);  // the answer is remembered
  }
  {
    app::AppCore core(test_host());
    core.init(app::StartupInputs{"", "en", 0});
    CHECK(core.notices().current_id() != "learn-offer");
  }
  clear_storage();
  {
    app::AppCore core(test_host());
    core.init(app::StartupInputs{"tips=off", "en", 0});
    CHECK(core.notices().current_id() != "learn-offer");
  }
  clear_storage();
}

TEST_CASE("learn: the round is asked in the language shown; one that does not come says so") {
  clear_storage();
  std::string asked;
  app::Host host = test_host();
  host.fetch_learn = [&asked](const std::string& f) { asked = f; };
  app::AppCore core(host);
  core.init(app::StartupInputs{"lang=de&tips=off", "en", 0});
  core.learn("spin");
  CHECK(asked == "learn-spin.de.txt");
  CHECK(core.learn_asked() == asked);
  core.on_learn_file("learn-classic.de.txt", true, learn_text("classic"), 0);  // not asked
  CHECK_FALSE(core.session().active());
  core.on_learn_file(asked, false, "", 0);
  CHECK(core.notices().current_id() == "learn-failed");
  CHECK(core.notices().current()->detail == "not fetched");  // small print, not a link to copy
  CHECK(core.notices().current()->link.empty());
  CHECK_FALSE(core.session().active());
  CHECK(core.screen() == app::Screen::Start);
  app::set_language(app::Lang::En);
  clear_storage();
}

TEST_CASE("learn: the classic round by keys and the accessibility tree, the saved game kept") {
  access_test::Fixture f;
  app::AppCore& core = f.core;
  // A game of the player's own, one move in, saved.
  f.press("start");
  f.play_until([](const app::AccessModel&) { return std::string(); }, 1);
  f.frames(5);
  const std::size_t saved_moves = core.store().data().game->actions.size();
  REQUIRE(saved_moves > 0);

  REQUIRE(f.press("cmd:menu"));  // back to the start screen, where Learn is
  REQUIRE(f.press("learn"));
  const std::string file = core.learn_asked();
  CHECK(file == "learn-classic.en.txt");
  const std::uint32_t clears = core.announcer().clears(), last = core.announcer().last_seq();
  REQUIRE(last > 0);
  core.on_learn_file(file, true, learn_text("classic"), f.now);
  f.frames(1);
  REQUIRE(core.session().tutorial());
  // A new game empties the page's log: a newcomer's screen reader still listed the last
  // game's moves above the guided round's first sentence.
  CHECK(core.announcer().clears() > clears);
  for (const app::Announcement& a : core.announcer().recent()) CHECK(a.seq > last);
  const app::Session& s = core.session();
  int nexts = 0, presses = 0, wrong = 0;
  for (int step = 0; step < 2000 && !s.tutorial()->done(); ++step) {
    const app::AccessModel m = f.model();
    if (by_id(m.root, "cmd:learn-next")) {
      // The sentence waits: a dialog of its own (the page's focus goes to Next), said aloud.
      CHECK(said(core, s.tutorial()->line().step->text));
      f.press("cmd:learn-next");
      ++nexts;
      continue;
    }
    if (by_id(m.root, "cmd:reveal")) {
      f.press("cmd:reveal");
      continue;
    }
    const auto asked = s.tutorial()->asked(s.game());
    if (!asked) {
      f.frames(1);
      continue;
    }
    INFO(s.tutorial()->line().step->key);
    CHECK(by_id(m.root, "cmd:learn-leave"));  // leaving is one press at any step
    // Every other card of the hand is shown as not playable now.
    for (const uno::CardId c : s.view().hand)
      if (const app::AccessNode* n = by_id(m.root, "card:" + std::to_string(c)))
        CHECK(n->disabled == (c != asked->card || asked->type != uno::ActionType::Play));
    if (s.tutorial()->uno_with_it() && !s.uno_armed()) {
      // The play before its UNO!: refused, and the step's sentence said again.
      f.press("card:" + std::to_string(asked->card));
      CHECK(s.game().hand(0).size() == 2);
      CHECK(said(core, "this step asks for something else"));
      ++wrong;
      f.press("uno");
    }
    const std::string id = app::action_id(*asked);
    if (asked->type == uno::ActionType::Play) f.press("card:" + std::to_string(asked->card));
    if (!by_id(f.model().root, id) && asked->type == uno::ActionType::Play) {
      ++presses;  // played by its card alone
      continue;
    }
    REQUIRE(f.press(id));
    ++presses;
  }
  CHECK(s.tutorial()->done());
  CHECK(nexts >= 2);
  CHECK(presses >= 12);
  CHECK(wrong == 1);
  f.frames(200);
  CHECK(s.game().phase() == uno::Phase::RoundOver);
  // The guided round wrote nothing; leaving brings the player's own game back.
  CHECK(core.store().data().game->actions.size() == saved_moves);
  const std::uint32_t before_leave = core.announcer().last_seq();
  REQUIRE((f.press("cmd:learn-leave") || f.press("cmd:menu")));
  CHECK(core.screen() == app::Screen::Start);
  // The round's sentences leave the page's log with it.
  for (const app::Announcement& a : core.announcer().recent()) CHECK(a.seq > before_leave);
  CHECK(core.can_continue());
  CHECK(core.session().actions().size() == saved_moves);
  CHECK_FALSE(core.session().tutorial());
}

TEST_CASE("learn: a landed wheel stays up under the sentence that says where it landed") {
  // A newcomer read "Cleo spins, and the wheel lands on UNO Spin." for 4 s: the wheel had
  // gone after its 1.2 s hold, the sentence moved, and the click meant for Next took a card.
  access_test::Fixture f;
  app::AppCore& core = f.core;
  core.learn("spin");
  core.on_learn_file(core.learn_asked(), true, learn_text("spin"), f.now);
  f.frames(1);
  const app::Session& s = core.session();
  REQUIRE(s.tutorial());
  // Through the steps (Next, or the asked move by its id) to Cleo's spin's sentence.
  for (int i = 0;
       i < 200 && !(s.tutorial()->line().step && s.tutorial()->line().step->key == "cleo-spins" &&
                    s.tutorial()->line().waits);
       ++i) {
    if (s.tutorial()->line().waits) f.press("cmd:learn-next");
    else if (const auto a = s.tutorial()->asked(s.game()))
      core.handle(app::Command::act(*a), f.now);
    f.frames(5);
  }
  REQUIRE(s.tutorial()->line().step->key == "cleo-spins");
  REQUIRE(s.tutorial()->line().waits);
  for (int i = 0; i < 50 && !core.wheel().settled(f.now); ++i) f.frames(1);
  REQUIRE(core.wheel().settled(f.now));
  for (int i = 0; i < 10; ++i) {  // ten seconds of reading, a frame now and then
    f.now += 1000;
    f.frames(1);
    CHECK(core.wheel().showing(f.now));
  }
  CHECK(core.next_wake(false) < 0);  // and no frame while it waits
  REQUIRE(f.press("cmd:learn-next"));
  CHECK_FALSE(core.wheel().showing(f.now));
  CHECK(s.tutorial()->line().step->key == "race");
  app::set_language(app::Lang::En);
  clear_storage();
}
