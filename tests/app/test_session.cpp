// The match controller with a fake clock: bots play, hot-seat hands stay private.
#include <catch2/catch.hpp>

#include <algorithm>

#include "app/core/match/match_setup.h"
#include "app/core/match/session.h"
#include "app/core/match/table_words.h"

using app::Session;
using Kind = uno::share::Player;

namespace {

uno::share::Deal config(std::initializer_list<Kind> kinds, int target, std::uint64_t seed) {
  uno::share::Deal c;
  c.rules = uno::classic();
  c.rules.target_score = static_cast<std::uint16_t>(target);
  c.seed = seed;
  int i = 0;
  for (Kind k : kinds) c.seats.push_back({k, "P" + std::to_string(i++)});
  return c;
}

// The first play among the legal actions (or "next round", when asked), else the first
// legal action (draws come before passing).
uno::Action prefer_play(const std::vector<uno::Action>& legal, bool next_round) {
  for (const auto& a : legal)
    if (a.type == uno::ActionType::Play || (next_round && a.type == uno::ActionType::NextRound))
      return a;
  return legal.front();
}

// Plays whatever the viewer may do first (draws before passing) until the match ends.
void drive(Session& s, double& now, int max_steps) {
  for (int i = 0; i < max_steps && s.phase() != uno::Phase::MatchOver; ++i) {
    if (s.privacy_for() >= 0) s.confirm_privacy(now);
    if (s.reveal()) s.dismiss_reveal(now);
    if (!s.legal().empty()) {
      const uno::Action pick = prefer_play(s.legal(), true);
      if (s.act(pick, now)) continue;
    }
    now = std::max(now + 1.0, s.next_due());
    s.tick(now);
  }
}

// One step of a hot-seat test after its own checks: a reveal read, else the viewer's first
// legal move, else the table's next planned step. False when nothing is due any more.
bool play_on(Session& s, double& now) {
  if (s.reveal()) {
    s.dismiss_reveal(now);
    return true;
  }
  if (!s.legal().empty() && s.act(prefer_play(s.legal(), true), now)) return true;
  if (s.next_due() < 0) return false;
  now = std::max(now + 1.0, s.next_due());
  s.tick(now);
  return true;
}

}  // namespace

TEST_CASE("computer players finish a first-out match on their own") {
  Session s;
  double now = 0;
  s.start(config({Kind::BotNormal, Kind::BotNormal, Kind::BotNormal}, 0, 7), now);
  CHECK(s.viewer() == -1);
  CHECK(s.view().hand.empty());
  drive(s, now, 5000);
  CHECK(s.phase() == uno::Phase::MatchOver);
}

TEST_CASE("human versus computer plays to the end of a 250-point match") {
  Session s;
  double now = 0;
  s.start(config({Kind::Human, Kind::BotNormal}, 250, 11), now);
  CHECK(s.viewer() == 0);
  CHECK(s.privacy_for() == -1);
  CHECK(s.view().hand.size() == 7);
  drive(s, now, 20000);
  CHECK(s.phase() == uno::Phase::MatchOver);
  const auto rows = s.round_rows();
  REQUIRE(rows.size() == 2);
  CHECK(std::max(rows[0].total, rows[1].total) >= 250);
}

TEST_CASE("hot-seat: a human never sees another human's hand") {
  Session s;
  double now = 0;
  s.start(config({Kind::Human, Kind::Human, Kind::BotNormal}, 0, 5), now);
  int handovers = 0;
  for (int i = 0; i < 3000 && s.phase() != uno::Phase::MatchOver; ++i) {
    const int viewer = s.viewer();
    const uno::SeatView v = s.view();
    if (viewer < 0) {
      CHECK(v.hand.empty());
      if (s.privacy_for() >= 0) {
        ++handovers;
        s.confirm_privacy(now);
        continue;
      }
      REQUIRE(s.next_due() >= 0);  // computers are moving
      now = std::max(now + 1.0, s.next_due());
      s.tick(now);
      continue;
    }
    for (int o = 0; o < 2; ++o)
      if (o != viewer) CHECK((!v.hand_known[o] || s.reveal()));
    if (s.reveal()) {
      s.dismiss_reveal(now);
      continue;
    }
    // Whoever acts must be the viewer when it is a human.
    if (!s.legal().empty()) {
      const uno::Action pick = prefer_play(s.legal(), false);
      REQUIRE(pick.seat == viewer);
      if (s.act(pick, now)) continue;
    }
    now = std::max(now + 1.0, s.next_due());
    s.tick(now);
  }
  CHECK(s.phase() == uno::Phase::MatchOver);
  CHECK(handovers > 2);
}

TEST_CASE("a saved game restores to the same state") {
  Session a;
  double now = 0;
  a.start(config({Kind::Human, Kind::BotNormal, Kind::BotNormal}, 500, 3), now);
  drive(a, now, 40);
  Session b;
  REQUIRE(b.restore(a.deal(), a.actions(), nullptr, a.viewer(), now));
  CHECK(b.view().hand == a.view().hand);
  CHECK(b.event_count() == a.event_count());
}

TEST_CASE("UNO pressed early is called with the second-last card") {
  // Drive until the human holds two cards with a play available, arm, play.
  for (std::uint64_t seed = 1; seed < 40; ++seed) {
    Session s;
    double now = 0;
    s.start(config({Kind::Human, Kind::BotNormal}, 0, seed), now);
    for (int i = 0; i < 3000 && s.phase() == uno::Phase::Turn; ++i) {
      const auto& legal = s.legal();
      const uno::Action* play = nullptr;
      for (const auto& a : legal)
        if (a.type == uno::ActionType::Play) {
          play = &a;
          break;
        }
      if (play && s.view().hand.size() == 2) {
        s.arm_uno();
        REQUIRE(s.act(*play, now));
        CHECK_FALSE(s.view().uno_exposed[0]);
        return;
      }
      if (!legal.empty() && s.act(play ? *play : legal.front(), now)) continue;
      now = std::max(now + 1.0, s.next_due());
      s.tick(now);
    }
  }
  FAIL("no seed reached two cards with a play");
}

TEST_CASE("hot-seat: UNO pressed early survives the hand-over to the next human") {
  // 004: "Legt ein Spieler seine vorletzte Karte ab, muss er dies deutlich signalisieren indem
  // er das Wort „Uno“ in die Runde wirft." (The engine's rule: tests/engine/test_classic.cpp.)
  // Issue 41: "UNO ready: called with your next card", then the play, then the device goes
  // to the other human; the call was dropped with the hand-over and the player was caught.
  // Two humans: every play that leaves two cards' owner with one hands the device over.
  int checked = 0;
  for (std::uint64_t seed = 1; seed < 40 && checked < 5; ++seed) {
    Session s;
    double now = 0;
    s.start(config({Kind::Human, Kind::Human}, 0, seed), now);
    for (int i = 0;
         i < 3000 && s.phase() != uno::Phase::RoundOver && s.phase() != uno::Phase::MatchOver;
         ++i) {
      if (s.privacy_for() >= 0) s.confirm_privacy(now);
      const auto& legal = s.legal();
      const uno::Action* play = nullptr;
      for (const auto& a : legal)
        if (a.type == uno::ActionType::Play && !s.deck()[a.card].is_wild()) {
          play = &a;
          break;
        }
      const int me = s.viewer();
      if (play && me >= 0 && s.view().hand.size() == 2 && s.phase() == uno::Phase::Turn) {
        s.arm_uno();
        REQUIRE(s.act(*play, now));
        // The player sees their card land, then the device goes over (kSeeOwnPlayMs).
        for (int k = 0; k < 10 && s.privacy_for() < 0 && s.showing_own_draw(); ++k) {
          now = std::max(now + 1.0, s.next_due());
          s.tick(now);
        }
        if (s.privacy_for() < 0) break;  // no hand-over after this play (a Skip, a Reverse)
        CHECK(s.game().hand(me).size() == 1);
        CHECK_FALSE(s.game().uno_exposed(me));  // called: nobody can catch it
        ++checked;
        break;
      }
      if (!legal.empty() && s.act(play ? *play : legal.front(), now)) continue;
      now = std::max(now + 1.0, s.next_due());
      s.tick(now);
    }
  }
  CHECK(checked == 5);
}

namespace {

// Plays a game of a human (seat 0) and computers on a fake clock, the human taking its first
// legal move that is neither a catch nor an UNO call, and calls `at_bot_play(session, seat,
// now)` after every tick that applied a computer's play. Stops when it returns true.
template <class F>
void play_watching_bots(std::initializer_list<Kind> kinds, std::uint64_t seed, F at_bot_play) {
  Session s;
  double now = 0;
  s.start(config(kinds, 0, seed), now);
  for (int i = 0; i < 4000 && s.phase() != uno::Phase::MatchOver; ++i) {
    const uno::Action* pick = nullptr;
    for (const auto& a : s.legal())
      if (a.type != uno::ActionType::CatchUno && a.type != uno::ActionType::CallUno) {
        pick = &a;
        break;
      }
    if (pick && (pick->type == uno::ActionType::Play || s.next_due() < 0) && s.act(*pick, now))
      continue;
    if (s.next_due() < 0) return;
    now = std::max(now + 1.0, s.next_due());
    const std::size_t before = s.actions().size();
    s.tick(now);
    if (s.actions().size() > before) {
      const uno::Action& a = s.actions()[before];
      if (a.type == uno::ActionType::Play && a.seat != 0 && at_bot_play(s, a.seat, now)) return;
    }
  }
}

}  // namespace

TEST_CASE("relaxed pace: a computer that forgot UNO stays catchable for 4.5 s of table time") {
  // 004: "Wird dies vergessen und von einem anderen Spieler auch bemerkt, müssen 2 Karten zur
  // Strafe gezogen werden." Issue 41: "Catch X!" was on screen 0.67-0.88 s before the
  // computer moved on or called: noticed by a bot, never by a person.
  int checked = 0;
  const auto catch_late = [&checked](Session& t, int seat, double at) {
    bool can_catch = false;
    for (const auto& a : t.legal()) can_catch |= a.type == uno::ActionType::CatchUno;
    if (!can_catch) return false;
    INFO("seat " << seat);
    // Nothing before then (nothing at all while the person is to move: the next test).
    CHECK((t.next_due() < 0 || t.next_due() >= at + Session::kCatchOpenMs));
    // The status line names the chance (it was blank during a catch).
    CHECK(app::status_line(t, false).text ==
          "P" + std::to_string(seat) + " has one card and did not say UNO: catch!");
    CHECK(app::status_line(t, false).brief == "Catch P" + std::to_string(seat) + "!");  // phones
    t.tick(at + Session::kCatchOpenMs - 1);  // nothing lands before then
    const uno::Action* catch_it = nullptr;
    for (const auto& a : t.legal())
      if (a.type == uno::ActionType::CatchUno && a.target == seat) catch_it = &a;
    REQUIRE(catch_it != nullptr);
    CHECK(t.act(*catch_it, at + Session::kCatchOpenMs - 1));
    CHECK(t.game().hand(seat).size() > 1);  // caught: it drew
    ++checked;
    return true;
  };
  for (std::uint64_t seed = 1; seed < 60 && checked < 3; ++seed) {
    INFO("seed " << seed);
    play_watching_bots({Kind::Human, Kind::BotEasy, Kind::BotEasy}, seed, catch_late);
  }
  CHECK(checked == 3);
}

TEST_CASE("relaxed pace: while the person is to move, no computer takes their catch") {
  // 000: "... wenn er von den anderen Spielern erwischt wird, bevor der nächste Spieler
  // seinen Spielzug begonnen hat." Issue 41: "A catch stays open for a person: at least 3 s
  // of table time, or until the next human action, whichever is later." Bo forgot UNO just before
  // the person's turn: a computer caught him 3 s later, while the person was still listening to the
  // play.
  int checked = 0;
  const auto waits = [&checked](Session& t, int seat, double at) {
    bool can_catch = false;
    for (const auto& a : t.legal()) can_catch |= a.type == uno::ActionType::CatchUno;
    if (!can_catch || t.acting_seat() != 0) return false;
    INFO("seat " << seat);
    const std::size_t before = t.actions().size();
    t.tick(at + 20000);  // twenty seconds: nothing, the table waits for the person
    CHECK(t.actions().size() == before);
    const uno::Action* catch_it = nullptr;
    for (const auto& a : t.legal())
      if (a.type == uno::ActionType::CatchUno && a.target == seat) catch_it = &a;
    REQUIRE(catch_it != nullptr);
    CHECK(t.act(*catch_it, at + 20000));
    CHECK(t.game().hand(seat).size() > 1);
    ++checked;
    return true;
  };
  for (std::uint64_t seed = 1; seed < 200 && checked < 3; ++seed) {
    INFO("seed " << seed);
    play_watching_bots({Kind::Human, Kind::BotEasy}, seed, waits);
  }
  CHECK(checked == 3);
}

TEST_CASE(
    "relaxed pace: a person who forgot their UNO may still call it before a computer catches") {
  // 000: "... wenn er von den anderen Spielern erwischt wird, bevor der nächste Spieler
  // seinen Spielzug begonnen hat." Issue 41 (blind play-test): "Being caught for my own missed
  // UNO: 0.78 s after 'You play Red 1.'", before a screen reader had said the play.
  int checked = 0;
  for (std::uint64_t seed = 1; seed < 300 && checked < 3; ++seed) {
    INFO("seed " << seed);
    Session s;
    double now = 0;
    s.start(config({Kind::Human, Kind::BotEasy, Kind::BotEasy}, 0, seed), now);
    for (int i = 0; i < 3000 && s.phase() == uno::Phase::Turn; ++i) {
      const uno::Action* pick = nullptr;
      for (const auto& a : s.legal())
        if (a.type != uno::ActionType::CatchUno && a.type != uno::ActionType::CallUno &&
            (!pick || a.type == uno::ActionType::Play))
          pick = pick && pick->type == uno::ActionType::Play ? pick : &a;
      const bool forgets = pick && pick->type == uno::ActionType::Play &&
                           s.game().hand(0).size() == 2 && !s.deck()[pick->card].is_wild() &&
                           !s.deck()[pick->card].is_action();
      if (pick && s.act(*pick, now)) {
        if (!forgets || !s.view().uno_exposed[0]) continue;
        // Forgotten: said on screen, and nothing moves for kLateCallMs.
        CHECK(app::status_line(s, false).text ==
              "You did not say UNO: press UNO! now, before someone catches you.");
        CHECK((s.next_due() < 0 || s.next_due() >= now + Session::kLateCallMs));
        const std::size_t before = s.actions().size();
        s.tick(now + Session::kLateCallMs - 1);
        CHECK(s.actions().size() == before);
        const uno::Action call = uno::Action::simple(uno::ActionType::CallUno, 0);
        CHECK(s.act(call, now + Session::kLateCallMs - 1));  // late, and in time
        CHECK(!s.view().uno_exposed[0]);
        CHECK(s.game().hand(0).size() == 1);
        ++checked;
        break;
      }
      if (s.next_due() < 0) break;
      now = std::max(now + 1.0, s.next_due());
      s.tick(now);
    }
  }
  CHECK(checked == 3);
}

TEST_CASE("relaxed pace: a computer that calls UNO calls it as it plays") {
  // No "Catch!" for a chance that is none: the call lands in the same step as the play.
  int calls = 0;
  const auto called_with_play = [&calls](Session& t, int seat, double) {
    if (t.game().hand(seat).size() != 1) return false;
    const uno::Action& last = t.actions().back();
    if (last.type != uno::ActionType::CallUno) return false;  // forgot (or not yet: quick)
    CHECK(last.seat == seat);
    CHECK_FALSE(t.game().uno_exposed(seat));
    ++calls;
    return false;
  };
  for (std::uint64_t seed = 1; seed < 30 && calls < 5; ++seed)
    play_watching_bots({Kind::Human, Kind::BotNormal, Kind::BotNormal}, seed, called_with_play);
  CHECK(calls >= 5);
}

TEST_CASE("relaxed pace: a computer that Trade Hands leaves one card calls UNO in the same step") {
  // 000: "Alle geben ihre Karten an den Spieler links von sich weiter. Wer danach nur noch eine
  // Karte hat, muss UNO rufen" (RULES.md: "Anyone left with one card must call UNO or draw 2").
  // Issue 41, stop 58: a newcomer saw "Catch Dan!" at once for the hand the wheel gave Dan;
  // a computer that means to call says it as the hand arrives, as with its own play.
  int calls = 0, trades = 0;
  for (std::uint64_t seed = 1; seed < 400 && calls < 3; ++seed) {
    Session s;
    double now = 0;
    // Expert's profile never forgets UNO; without the advisor they play as Hard.
    uno::share::Deal d =
        config({Kind::Human, Kind::BotExpert, Kind::BotExpert, Kind::BotExpert}, 0, seed);
    d.rules = uno::spin();
    s.start(d, now);
    s.experts_as_hard();
    for (int i = 0;
         i < 3000 && s.phase() != uno::Phase::MatchOver && s.phase() != uno::Phase::RoundOver;
         ++i) {
      if (s.reveal()) s.dismiss_reveal(now);
      const std::uint32_t seq = s.event_count();
      if (s.viewer() >= 0 && s.acting_seat() == s.viewer() && !s.legal().empty()) {
        REQUIRE(s.act(prefer_play(s.legal(), false), now));
      } else {
        if (s.next_due() < 0) break;
        now = std::max(now + 1.0, s.next_due());
        s.tick(now);
      }
      bool traded = false;
      std::uint16_t called = 0;
      for (const uno::Event& e : s.view(seq).events) {
        traded |= e.type == uno::EventType::HandsTraded;
        if (e.type == uno::EventType::UnoCalled) called |= static_cast<std::uint16_t>(1u << e.seat);
      }
      if (!traded) continue;
      ++trades;
      for (int seat = 1; seat < 4; ++seat) {
        if (s.game().hand(seat).size() != 1) continue;
        INFO("seed " << seed << ", seat " << seat);
        CHECK((called >> seat & 1u));
        CHECK_FALSE(s.game().uno_exposed(seat));
        ++calls;
      }
    }
  }
  INFO(trades << " trades");
  CHECK(calls >= 3);
}

TEST_CASE("hot-seat: the player sees their card land before the device goes to the other human") {
  // Issue 41, a newcomer in hot-seat: "When a human plays, the pass screen appears at once,
  // so they never see their own card land or what it caused."
  int checked = 0;
  for (std::uint64_t seed = 1; seed < 20 && checked < 5; ++seed) {
    Session s;
    double now = 0;
    s.start(config({Kind::Human, Kind::Human}, 0, seed), now);
    for (int i = 0; i < 400 && s.phase() == uno::Phase::Turn && checked < 5; ++i) {
      if (s.privacy_for() >= 0) s.confirm_privacy(now);
      const int me = s.viewer();
      const uno::Action* play = nullptr;
      for (const auto& a : s.legal())
        if (a.type == uno::ActionType::Play && !s.deck()[a.card].is_wild()) play = &a;
      if (me < 0 || !play) {
        if (!s.legal().empty() && s.act(s.legal().front(), now)) continue;
        now = std::max(now + 1.0, s.next_due());
        s.tick(now);
        continue;
      }
      const double played = now;
      REQUIRE(s.act(*play, now));
      if (s.acting_seat() == me || s.acting_seat() < 0) continue;  // a Skip: theirs again
      // Their table stays up (their own hand, the card landing) a moment, then the pass screen.
      CHECK(s.viewer() == me);
      CHECK(s.privacy_for() < 0);
      // Nothing names the next player under this one's hand meanwhile (issue 41, stop 59:
      // "Player 2's turn" over Player 1's hand read as Player 2's hand on show).
      if (s.showing_own_draw()) CHECK(app::status_line(s, false).text.empty());
      while (s.privacy_for() < 0 && now < played + 5000) {
        now = std::max(now + 1.0, s.next_due());
        s.tick(now);
      }
      CHECK(s.privacy_for() == 1 - me);
      CHECK(now >= played + Session::kSeeOwnPlayMs - 1);
      ++checked;
    }
  }
  CHECK(checked == 5);
}

TEST_CASE("hot-seat: while computers move, no human's hand is face up") {
  // Two humans and two computers, several deals: at every step where the game waits for a
  // computer, the screen shows a hand only while its owner may still call UNO.
  int computer_steps = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    Session s;
    double now = 0;
    s.start(config({Kind::Human, Kind::BotNormal, Kind::Human, Kind::BotNormal}, 0, seed), now);
    for (int i = 0; i < 4000 && s.phase() != uno::Phase::MatchOver; ++i) {
      const uno::Phase ph = s.phase();
      const int who = ph == uno::Phase::Pending ? s.game().pending().victim : s.game().current();
      if (ph != uno::Phase::RoundOver && !s.is_human(who) && s.viewer() >= 0) {
        const bool may_call =
            s.game().is_legal(uno::Action::simple(uno::ActionType::CallUno, s.viewer()));
        // The only reasons a hand stays up while a computer acts: its owner's UNO call is
        // open, they read what their +4 challenge revealed, or they look at the card their
        // own draw brought (a moment, before the computer moves).
        CHECK((may_call || s.reveal() || s.showing_own_draw()));
      }
      if (ph != uno::Phase::RoundOver && !s.is_human(who)) ++computer_steps;
      if (s.privacy_for() >= 0) {
        s.confirm_privacy(now);
        continue;
      }
      if (!play_on(s, now)) break;
    }
    CHECK(s.phase() == uno::Phase::MatchOver);
  }
  CHECK(computer_steps > 100);
}

TEST_CASE("a restore starts from the loader's position and applies no action again") {
  Session a;
  double now = 0;
  a.start(config({Kind::Human, Kind::BotNormal, Kind::BotNormal}, 500, 9), now);
  drive(a, now, 30);
  REQUIRE(!a.actions().empty());
  // A position that the given action list does not lead to: only a copy can produce it.
  const uno::Game position = a.game();
  Session b;
  REQUIRE(b.restore(a.deal(), {}, &position, -1, now));
  CHECK(b.game().state_hash() == position.state_hash());
  CHECK(b.actions().empty());
  // Without a position the actions are replayed (once) from the deal.
  Session c;
  REQUIRE(c.restore(a.deal(), a.actions(), nullptr, -1, now));
  CHECK(c.game().state_hash() == a.game().state_hash());
}

TEST_CASE("hot-seat: no hand-over to the human who still holds the device") {
  // Issue 41: a human whose turn came back after only computers moved (a Skip, a Reverse, a
  // two-human table with computers between) was shown "Pass the device to" themselves.
  // The privacy screen is for a change of hands: it names a human other than the last one
  // who held the device, and a human whose turn comes back after computers only plays on.
  int came_back = 0, handed = 0;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    Session s;
    double now = 0;
    s.start(config({Kind::Human, Kind::BotNormal, Kind::BotNormal, Kind::Human}, 0, seed), now);
    int holder = -1;      // the human who last held the device (saw their hand)
    bool hidden = false;  // no hand face up since the holder's last step (computers moved)
    for (int i = 0; i < 4000 && s.phase() != uno::Phase::MatchOver; ++i) {
      if (s.privacy_for() >= 0) {
        INFO("seed " << seed << ", step " << i);
        CHECK(s.privacy_for() != holder);
        ++handed;
        s.confirm_privacy(now);
        hidden = false;
      }
      if (s.viewer() < 0) hidden = true;
      else {
        if (hidden && s.viewer() == holder) ++came_back;  // back to them without a hand-over
        hidden = false;
        holder = s.viewer();
      }
      if (!play_on(s, now)) break;
    }
    CHECK(s.phase() == uno::Phase::MatchOver);
  }
  CHECK(handed > 50);
  CHECK(came_back > 10);
}

TEST_CASE("a Draw Two waits for the person's own press, in hot-seat and against computers") {
  // Issue 41: a human whose only move was to take a Draw Two had it taken by itself 0.7 s
  // later: in hot-seat the device passed on before they saw their cards; against computers
  // the turn went on while "Draw 2" still showed, and the late press drew a card next turn.
  // 004: "Wird diese Aktionskarte abgelegt, muss der nachfolgende Spieler 2 Karten vom Stapel
  // ziehen und auf die Hand nehmen. In dieser Runde darf er außerdem keine Karte ablegen."
  int waited = 0;
  for (const bool hot_seat : {true, false}) {
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      INFO((hot_seat ? "hot-seat" : "against computers") << ", seed " << seed);
      Session s;
      double now = 0;
      s.start(
          config({Kind::Human, hot_seat ? Kind::Human : Kind::BotNormal, Kind::BotNormal}, 0, seed),
          now);
      for (int i = 0; i < 4000 && s.phase() != uno::Phase::MatchOver; ++i) {
        if (s.privacy_for() >= 0) s.confirm_privacy(now);
        const uno::Action* accept = nullptr;
        const uno::Action* keep = nullptr;
        int main = 0;
        for (const uno::Action& a : s.legal()) {
          if (a.type == uno::ActionType::CallUno || a.type == uno::ActionType::CatchUno) continue;
          ++main;
          if (a.type == uno::ActionType::Accept) accept = &a;
          if (a.type == uno::ActionType::Pass) keep = &a;
        }
        // Keeping a drawn card as the only move (rules where an unplayable one is not kept
        // by the engine itself): by itself against computers, by the player in hot-seat.
        if (keep && main == 1) {
          CHECK(s.forced_step().has_value() == !hot_seat);
          if (hot_seat) accept = keep;
        }
        if (accept && main == 1) {
          const uno::Action take = *accept;
          CHECK_FALSE(s.forced_step());
          const std::size_t moves = s.actions().size();
          for (int t = 0; t < 50; ++t) s.tick(now += 200.0);  // 10 s of table time
          CHECK(s.actions().size() == moves);                 // nothing taken for them
          REQUIRE(s.act(take, now));                          // their own press takes it
          ++waited;
          continue;
        }
        if (!play_on(s, now)) break;
      }
    }
  }
  CHECK(waited >= 6);
}

TEST_CASE(
    "a forgotten UNO that nobody caught is told, and the seat is not shown as having called") {
  // 004: "Wird dies vergessen und von einem anderen Spieler auch bemerkt, müssen 2 Karten zur
  // Strafe gezogen werden" - not noticed, no penalty. Issue 41 (the newcomer): after a
  // forgotten UNO nobody caught, the badge said "UNO!" as if called, and nothing told them.
  int escapes = 0;
  for (std::uint64_t seed = 1; seed < 40 && escapes < 4; ++seed) {
    INFO("seed " << seed);
    Session s;
    double now = 0;
    s.start(config({Kind::Human, Kind::BotEasy, Kind::BotEasy}, 0, seed), now);
    std::uint16_t exposed = 0, escaped = 0;
    for (int i = 0;
         i < 3000 && s.phase() != uno::Phase::RoundOver && s.phase() != uno::Phase::MatchOver;
         ++i) {
      const std::uint16_t before_exposed = exposed;
      const std::uint32_t seq = s.event_count();
      if (!play_on(s, now)) break;
      exposed = 0;
      for (int seat = 0; seat < s.seats(); ++seat)
        exposed |= static_cast<std::uint16_t>(s.game().uno_exposed(seat) << seat);
      std::uint16_t answered = 0;
      for (const uno::Event& e : s.view(seq).events)
        if (e.type == uno::EventType::UnoCaught || e.type == uno::EventType::UnoCalled)
          answered |= static_cast<std::uint16_t>(
              1u << (e.type == uno::EventType::UnoCaught ? e.target : e.seat));
      for (int seat = 0; seat < s.seats(); ++seat) {
        const bool one = s.game().hand(seat).size() == 1;
        const bool got_away = (before_exposed & ~exposed & ~answered) >> seat & 1u;
        const bool bit = s.uno_escaped() >> seat & 1u;
        if (got_away && one) {
          CHECK(bit);
          if (!(escaped >> seat & 1u)) ++escapes;
        }
        if (bit) CHECK((one && !s.game().uno_exposed(seat)));
      }
      escaped = s.uno_escaped();
    }
  }
  CHECK(escapes >= 4);
}

TEST_CASE("the player's hand is in the deck's order, a drawn card in its place") {
  // Issue 41 (blind play-test): "drawn cards are added at the end, so with 14 cards you have
  // to re-scan the whole hand". The deck's order: by colour, number, action cards, wilds.
  int draws = 0;
  play_watching_bots({Kind::Human, Kind::BotEasy, Kind::BotEasy}, 3, [&](Session& t, int, double) {
    const std::vector<uno::CardId> hand = t.view().hand;
    for (std::size_t i = 1; i < hand.size(); ++i) CHECK(hand[i - 1] < hand[i]);
    for (const uno::Event& e : t.view(t.event_count() > 8 ? t.event_count() - 8 : 0).events)
      draws += e.type == uno::EventType::Draw && e.seat == 0 ? 1 : 0;
    return false;
  });
  CHECK(draws > 0);
}

TEST_CASE("UNO pressed before a discard step's second-last card is called with it") {
  // Issue 41, a newcomer at 740x360 (UNO Spin): at two cards UNO! pressed before the
  // Discard Colour step's discard "was silently ignored", and the player was caught.
  // 000: "Hat ein Spieler nur noch eine Karte auf seiner Hand übrig, muss er „UNO“ rufen"
  // (also when a discard step, not a play, leaves the one card).
  int checked = 0;
  for (std::uint64_t seed = 1; seed < 400 && checked < 3; ++seed) {
    Session s;
    double now = 0;
    auto deal = app::with_default_names(uno::share::make_deal("spin", 2, seed));
    s.start(deal, now);
    for (int i = 0;
         i < 3000 && s.phase() != uno::Phase::RoundOver && s.phase() != uno::Phase::MatchOver;
         ++i) {
      const int me = s.viewer();
      const uno::Action* discard = nullptr;
      for (const auto& a : s.legal())
        if (a.type == uno::ActionType::Discard) discard = &a;
      if (discard && me >= 0 && s.game().hand(me).size() == 2) {
        s.arm_uno();
        REQUIRE(s.uno_armed());
        REQUIRE(s.act(*discard, now));
        if (s.game().hand(me).size() != 1) break;
        INFO("spin seed " << seed);
        CHECK_FALSE(s.game().uno_exposed(me));  // called with the discard: nobody may catch it
        ++checked;
        break;
      }
      if (!play_on(s, now)) break;
    }
  }
  CHECK(checked == 3);
}

TEST_CASE("the player's newest cards stay outlined until they next play") {
  // Issue 41, a newcomer at 360x740 (stop 60): "When a drawn card doesn't play, it is sorted
  // into the hand with no highlight, so I had to hunt for it."
  int kept = 0;
  for (std::uint64_t seed = 1; seed < 20 && kept < 3; ++seed) {
    Session s;
    double now = 0;
    s.start(config({Kind::Human, Kind::BotNormal, Kind::BotNormal}, 0, seed), now);
    std::vector<uno::CardId> drawn;  // what the player's last draw brought
    const auto hand = [&s] {
      return std::vector<uno::CardId>(s.game().hand(0).begin(), s.game().hand(0).end());
    };
    const auto came_since = [&](const std::vector<uno::CardId>& before) {
      std::vector<uno::CardId> got;
      for (const uno::CardId c : hand())
        if (std::find(before.begin(), before.end(), c) == before.end()) got.push_back(c);
      return got;
    };
    for (int i = 0;
         i < 3000 && s.phase() != uno::Phase::RoundOver && s.phase() != uno::Phase::MatchOver;
         ++i) {
      const uno::Action* draw = nullptr;
      const uno::Action* play = nullptr;
      for (const auto& a : s.legal()) {
        if (a.type == uno::ActionType::Draw) draw = &a;
        if (a.type == uno::ActionType::Play && !play) play = &a;
      }
      if (s.acting_seat() == 0 && draw && drawn.empty()) {  // draws, then plays next time
        const std::vector<uno::CardId> before = hand();
        REQUIRE(s.act(*draw, now));
        drawn = came_since(before);
        CHECK(s.newest_cards() == drawn);
        continue;
      }
      if (s.acting_seat() == 0 && play && !drawn.empty() && s.phase() == uno::Phase::Turn &&
          !s.view().drew_this_turn) {
        // Outlined all through the others' turns, until this play (with any card that came
        // since, a +2 taken or an UNO penalty).
        const std::vector<uno::CardId> shown = s.newest_cards(), held = hand();
        const auto in = [](const std::vector<uno::CardId>& v, uno::CardId c) {
          return std::find(v.begin(), v.end(), c) != v.end();
        };
        for (const uno::CardId c : drawn)
          if (in(held, c)) CHECK(in(shown, c));
        for (const uno::CardId c : shown) CHECK(in(held, c));
        REQUIRE(s.act(*play, now));
        CHECK(s.newest_cards().empty());
        drawn.clear();
        ++kept;
        continue;
      }
      if (!s.legal().empty() && s.acting_seat() == 0) {
        const uno::Action a = s.legal().front();
        const std::vector<uno::CardId> before = hand();
        if (!s.act(a, now)) continue;
        // A +2 or +4 taken: its cards are the newest.
        if (a.type == uno::ActionType::Accept) drawn = came_since(before);
        continue;
      }
      now = std::max(now + 1.0, s.next_due());
      s.tick(now);
    }
  }
  CHECK(kept >= 3);
}

TEST_CASE("hot-seat: the cards a player's own draw brought are the ones outlined while shown") {
  // Issue 41, a newcomer in hot-seat (stop 59): after "Draw 4" the 11-card hand stayed up a
  // moment, "the four new cards are not marked, so Player 1 cannot tell which cards are new".
  int checked = 0, several = 0;
  for (std::uint64_t seed = 1; seed < 30 && checked < 6; ++seed) {
    Session s;
    double now = 0;
    s.start(config({Kind::Human, Kind::Human}, 0, seed), now);
    for (int i = 0; i < 600 && (s.phase() == uno::Phase::Turn || s.phase() == uno::Phase::Pending);
         ++i) {
      if (s.privacy_for() >= 0) s.confirm_privacy(now);
      const int me = s.viewer();
      const uno::Action* draw = nullptr;
      for (const auto& a : s.legal())
        if (a.type == uno::ActionType::Draw || a.type == uno::ActionType::Accept) draw = &a;
      if (me < 0 || !draw) {
        if (!s.legal().empty() && s.act(s.legal().front(), now)) continue;
        now = std::max(now + 1.0, s.next_due());
        s.tick(now);
        continue;
      }
      const std::vector<uno::CardId> before(s.game().hand(me).begin(), s.game().hand(me).end());
      REQUIRE(s.act(*draw, now));
      if (!s.showing_own_draw()) continue;  // the drawn card plays: their turn goes on
      std::vector<uno::CardId> fresh;
      for (const uno::CardId c : s.game().hand(me))
        if (std::find(before.begin(), before.end(), c) == before.end()) fresh.push_back(c);
      std::vector<uno::CardId> shown = s.newest_cards();
      std::sort(fresh.begin(), fresh.end());
      std::sort(shown.begin(), shown.end());
      CHECK(shown == fresh);
      CHECK_FALSE(shown.empty());
      several += shown.size() > 1;
      ++checked;
      while (s.showing_own_draw()) {
        now = std::max(now + 1.0, s.next_due());
        s.tick(now);
      }
      // The device moves on: none of this player's cards is outlined for the next one.
      for (const uno::CardId c : s.newest_cards())
        CHECK(std::find(fresh.begin(), fresh.end(), c) == fresh.end());
    }
  }
  CHECK(checked >= 6);
  CHECK(several > 0);
}
