// The Spin wheel gives way to the player (issue 31): it turns briefly, goes as it lands
// when the result is the player's to act on, a press is taken once it has landed, and on
// a landscape phone its labels never run into each other.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <string>

#include "app/core/app/app_core.h"
#include "app/core/look/wheel_layout.h"
#include "app/core/match/moments.h"
#include "app/core/text/moment_strings.h"
#include "app/core/text/strings.h"
#include "human_pick.h"
#include "share/share.h"
#include "test_storage.h"

using app::Lang;
using uno::ActionType;

namespace {

const uno::Action* find_action(const app::Session& s, ActionType t) {
  for (const auto& a : s.legal())
    if (a.type == t) return &a;
  return nullptr;
}

// A UNO Spin deal against one computer at `seed`, opened as its shared link would be.
void open_spin_deal(app::AppCore& a, std::uint64_t seed, double now) {
  clear_storage();
  const std::string link = *uno::share::encode_deal_link(uno::share::make_deal("spin", 1, seed));
  a.init(app::StartupInputs{"#" + link, "en", now, false});
  REQUIRE(a.screen() == app::Screen::Table);
}

// Frames as the page runs them, the human playing human_pick, until the human may spin.
bool drive_to_own_spin(app::AppCore& a, double& now) {
  for (int i = 0; i < 20000; ++i) {
    a.begin_frame(now, false);
    const app::Session& s = a.session();
    const bool mine = s.viewer() >= 0 && a.waiting_for() == s.viewer() && !s.legal().empty();
    if (mine && s.phase() == uno::Phase::Spin) return true;
    if (s.reveal()) a.handle(app::Command::of(app::Command::Kind::DismissReveal), now);
    if (mine && !a.wheel().showing(now)) a.handle(app::Command::act(human_pick(s)), now);
    a.end_frame(now);
    const double due = a.next_wake(false);
    now = a.animating(now) || due < 0 ? now + 16 : std::max(now + 1, due);
  }
  return false;
}

// Spin, you and Bo, seed 64 (the e2e test's seed): your spin comes up Almost UNO, a discard
// step that is yours. Returns with the spin pressed and its events fed at `now`.
void spin_almost_uno(app::AppCore& a, double& now, bool reduced) {
  clear_storage();
  const std::string link = *uno::share::encode_deal_link(uno::share::make_deal("spin", 1, 64));
  a.init(app::StartupInputs{"#" + link, "en", now, reduced});
  REQUIRE(a.screen() == app::Screen::Table);
  REQUIRE(drive_to_own_spin(a, now));
  const uno::Action* spin = find_action(a.session(), ActionType::Spin);
  REQUIRE(spin);
  a.handle(app::Command::act(*spin), now);
  a.end_frame(now);
  REQUIRE(a.session().view().last_spin == uno::SpinOutcome::AlmostUno);
  REQUIRE(a.session().phase() == uno::Phase::Discard);
  REQUIRE(a.wheel().showing(now));
}

// The hand shrinks by one when the first legal discard is pressed at `now`.
bool discard_taken(app::AppCore& a, double now) {
  const uno::Action* d = find_action(a.session(), ActionType::Discard);
  if (!d) return false;
  const size_t hand = a.session().view().hand.size();
  a.handle(app::Command::act(*d), now);
  return a.session().view().hand.size() == hand - 1;
}

// Seat `seat` spun the wheel and it came to `o`.
uno::Event spin_result(std::int8_t seat, uno::SpinOutcome o) {
  uno::Event e;
  e.type = uno::EventType::SpinResult;
  e.seat = seat;
  e.value = static_cast<int>(o);
  return e;
}
}  // namespace

TEST_CASE("wheel: your spin that hands you a decision is gone as it lands, and a press is taken") {
  app::AppCore a(test_host());
  double now = 1000;
  spin_almost_uno(a, now, false);
  const double pressed = now;
  const double land = a.wheel().land_time();
  CHECK(land - pressed <= 2000);  // it turns briefly (2.4 s and a 1.6 s hold before)
  a.begin_frame(land - 1, false);
  CHECK(a.wheel().showing(land - 1));
  CHECK_FALSE(a.takes_input(land - 1));  // not while it turns
  a.end_frame(land - 1);
  a.begin_frame(land, false);
  // Gone as it lands: it never stands over the discard prompt and Done (issue 31: 4-7 s).
  CHECK_FALSE(a.wheel().showing(land));
  CHECK(a.takes_input(land));
  CHECK(discard_taken(a, land));
  a.end_frame(land);
  clear_storage();
}

TEST_CASE("wheel: with reduced motion it does not turn and your press is taken at once") {
  app::AppCore a(test_host());
  double now = 1000;
  spin_almost_uno(a, now, true);
  CHECK(a.wheel().turn_ms() == 0);
  a.begin_frame(now + 1, false);
  CHECK_FALSE(a.wheel().showing(now + 1));
  CHECK(a.takes_input(now + 1));
  CHECK(discard_taken(a, now + 1));
  clear_storage();
}

TEST_CASE("wheel: a computer's spin keeps a short hold, and a press takes it away") {
  app::WheelMotion w;
  w.on_events({spin_result(1, uno::SpinOutcome::DrawRed)}, 0);
  CHECK(w.land_time() <= 1800);
  CHECK(w.hide_time() - w.land_time() <= 1200);  // people follow the computers' moves
  CHECK(w.hide_time() - w.land_time() >= 700);
  CHECK_FALSE(w.cut(w.land_time() - 1));  // still turning: it stays
  CHECK(w.showing(w.land_time()));
  CHECK(w.settled(w.land_time()));
  CHECK(w.cut(w.land_time() + 10));
  CHECK_FALSE(w.showing(w.land_time() + 10));
  CHECK(w.hide_time() < 0);
}

TEST_CASE("wheel: the cards a spin lays open come as soon as the wheel goes") {
  app::SpinReveal r;
  const uno::Event spin = spin_result(1, uno::SpinOutcome::ShowCards);
  uno::Event shown;
  shown.type = uno::EventType::Reveal;
  shown.seat = 1;
  shown.target = -1;
  shown.card = 5;
  r.on_events({spin, shown}, 0, 3000);
  const double held = r.hide_time() - r.show_time();
  r.bring_forward(1800);
  CHECK(r.show_time() == 1800);
  CHECK(r.hide_time() - r.show_time() == held);  // as long as before
  CHECK(r.visible(1800));
}

TEST_CASE("wheel: its labels never overlap, landscape phone included, in every language") {
  struct Size {
    float w, h;
    int seats;
  };
  const Size sizes[] = {{740, 360, 2}, {740, 360, 4},  {667, 375, 3},   {360, 740, 2},
                        {360, 740, 4}, {1280, 800, 2}, {1920, 1080, 6}, {3840, 2160, 2}};
  for (const Lang l : {Lang::En, Lang::De, Lang::Sv}) {
    // The labels' lines at a 1 px font, as a wide sans-serif font sets them (0.62 em a
    // letter: the browser's fonts run 0.5 to 0.6).
    app::WheelLabelSizes label{};
    for (int k = 0; k < uno::kSpinOutcomes; ++k) {
      const std::string text = app::tr(
          static_cast<app::MomentText>(static_cast<int>(app::MomentText::OutAlmostUno) + k), l);
      const size_t sp = text.find(' ');
      const auto em = [](const std::string& s) { return 0.62f * static_cast<float>(s.size()); };
      label[k].w1 = em(sp == std::string::npos ? text : text.substr(0, sp));
      label[k].w2 = sp == std::string::npos ? 0 : em(text.substr(sp + 1));
    }
    for (const Size& sz : sizes) {
      INFO(sz.w << "x" << sz.h << " seats " << sz.seats << " lang " << static_cast<int>(l));
      const app::TableLayout t = app::layout_table(sz.w, sz.h, sz.seats, 0, 7);
      for (int spinner = -1; spinner < sz.seats; ++spinner) {
        INFO("spinner " << spinner);
        const app::WheelSpot spot = app::layout_wheel(t, sz.seats, 0, 60, spinner);
        // Never over the spinner's badge (issue 41: a phone on its side hid it).
        if (spinner >= 0)
          CHECK_FALSE(app::overlaps(
              t.seat[static_cast<size_t>(spinner)],
              app::Rect{spot.centre.x - spot.radius - 8, spot.centre.y - spot.radius - 8,
                        2 * spot.radius + 16, 2 * spot.radius + 16}));
        // On screen, under the top bar, the caption beside or under the disc, not on it.
        CHECK(spot.centre.y - spot.radius - 16 >= t.top_bar.bottom());
        CHECK(spot.centre.y + spot.radius + 8 <= sz.h);  // the white rim too (issue 41: cut off)
        CHECK(spot.centre.x - spot.radius >= 0);
        CHECK(spot.centre.x + spot.radius <= sz.w);
        const app::Rect disc{spot.centre.x - spot.radius, spot.centre.y - spot.radius,
                             2 * spot.radius, 2 * spot.radius};
        CHECK_FALSE(app::overlaps(spot.caption, disc));
        const app::WheelLabels fit =
            app::fit_wheel_labels(spot.radius, label, std::max(12.0f, spot.radius * 0.095f));
        REQUIRE(fit.px >= app::kLeastLabelPx);
        for (int step = 0; step < 36; ++step) {
          const float angle = 6.2831853f * static_cast<float>(step) / 36.0f;
          for (int i = 0; i < uno::kSpinOutcomes; ++i)
            for (int j = 0; j < i; ++j)
              CHECK_FALSE(
                  app::overlaps(app::wheel_label_box(spot.centre, fit, i, angle, label[i]),
                                app::wheel_label_box(spot.centre, fit, j, angle, label[j])));
        }
      }
    }
  }
}

TEST_CASE("spin words: one name for the Showdown in each language, the swirl named as drawn") {
  const auto lower = [](std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
  };
  // The booklet's word (000: "Stechen"; English digest: Showdown; the wheel's Swedish "Duell")
  // on the wheel and in the start screen's description alike.
  for (const Lang l : {Lang::En, Lang::De, Lang::Sv}) {
    const std::string wheel = lower(app::tr(app::MomentText::OutShowdown, l));
    const std::string start = lower(app::tr(app::UiText::Rules2, l));
    INFO(start);
    CHECK(start.find(wheel) != std::string::npos);
  }
  // The Spin mark is painted in the card's white (ui/card_overlay.cpp), not gold.
  CHECK(std::string(app::tr(app::MomentText::SpinMarkLegend, Lang::En)).rfind("White swirl", 0) ==
        0);
  CHECK(std::string(app::tr(app::MomentText::SpinMarkLegend, Lang::De)).rfind("Weißer Wirbel", 0) ==
        0);
  CHECK(std::string(app::tr(app::MomentText::SpinMarkLegend, Lang::Sv)).rfind("Vit virvel", 0) ==
        0);
}

// Issue 41 (newcomer, every size): the cards a spin dealt flew, the badges' counts changed
// and the status line named the next player while the wheel still turned. Now the table
// drawn under a turning wheel is the one before the spin, and what the spin moves flies
// when the wheel lands.
TEST_CASE("wheel: nothing of its outcome shows before it lands") {
  int checked = 0;
  for (const std::uint64_t seed : {64u, 65u, 66u, 67u, 68u, 69u, 70u, 71u, 72u, 73u}) {
    INFO("spin, 3 seats (you and two computers), seed " << seed);
    clear_storage();
    app::AppCore a(test_host());
    double now = 1000;
    const std::string link = *uno::share::encode_deal_link(uno::share::make_deal("spin", 2, seed));
    a.init(app::StartupInputs{"#" + link, "en", now, false});
    REQUIRE(a.screen() == app::Screen::Table);
    for (int i = 0; i < 20000 && checked < 3; ++i) {
      const app::Session& s = a.session();
      if (s.phase() == uno::Phase::RoundOver || s.phase() == uno::Phase::MatchOver) break;
      const int spins = a.wheel().spins();
      a.begin_frame(now, false);
      const bool mine = s.viewer() >= 0 && a.waiting_for() == s.viewer() && !s.legal().empty();
      if (s.reveal()) a.handle(app::Command::of(app::Command::Kind::DismissReveal), now);
      if (mine && a.takes_input(now)) a.handle(app::Command::act(human_pick(s)), now);
      a.end_frame(now);
      // The counts before the spin: the present ones, with what came of the spin undone.
      auto before = s.view().hand_counts;
      bool moved = false, traded = false;
      for (const uno::Event& e : s.view(s.spin_seq()).events) {
        const bool draw = e.type == uno::EventType::Draw;
        const bool play = e.type == uno::EventType::Play || e.type == uno::EventType::Discard;
        if (draw || play)
          before[e.seat] = static_cast<std::uint8_t>(before[e.seat] + (draw ? -1 : 1));
        moved |= draw || play;
        traded |= e.type == uno::EventType::HandsTraded;
      }
      if (a.wheel().spins() > spins && a.wheel().turning(now) && moved && !traded) {
        // A spin that moved cards: under the wheel the table is the one before it.
        const uno::SeatView* held = a.table_before_spin(now);
        REQUIRE(held);
        CHECK(held->hand_counts == before);
        CHECK(held->hand_counts != s.view().hand_counts);
        const double land = a.wheel().land_time();
        for (const app::Flight& f : a.animator().active())
          if (f.from.kind == app::Place::DrawPile) CHECK(f.start >= land);  // drawn on landing
        if (const app::Banner* b = a.banners().current(now)) CHECK(b->start < now);  // older
        CHECK(a.table_before_spin(land - 1));
        CHECK_FALSE(a.table_before_spin(land));  // it has landed: the present
        ++checked;
      }
      const double due = a.next_wake(false);
      now = a.animating(now) || due < 0 ? now + 16 : std::max(now + 1, due);
    }
    if (checked >= 3) break;
  }
  CHECK(checked >= 3);
  clear_storage();
}

TEST_CASE("wheel: after Trade Hands the screen reader names a short new hand, turn or not") {
  // Issue 41 (blind play-test): "Spin: Trade Hands. Every hand goes to the player on the
  // left. Your turn. ... You have 2 cards" and not which: the turn line left the new hand out.
  int checked = 0;
  for (std::uint64_t seed = 1; seed < 200 && checked < 1; ++seed) {
    INFO("seed " << seed);
    double now = 1000;
    app::AppCore a;
    open_spin_deal(a, seed, now);
    std::uint32_t said = 0;  // the last announcement read (by its seq: the list keeps 8)
    for (int i = 0; i < 20000; ++i) {
      const app::Session& s = a.session();
      if (s.phase() == uno::Phase::RoundOver || s.phase() == uno::Phase::MatchOver) break;
      a.begin_frame(now, false);
      const bool mine = s.viewer() >= 0 && a.waiting_for() == s.viewer() && !s.legal().empty();
      if (s.reveal()) a.handle(app::Command::of(app::Command::Kind::DismissReveal), now);
      if (mine && a.takes_input(now)) a.handle(app::Command::act(human_pick(s)), now);
      a.end_frame(now);
      for (const app::Announcement& line : a.announcer().recent()) {
        if (line.seq <= said) continue;
        said = line.seq;
        const std::string& l = line.text;
        if (l.find(app::tr(app::MomentText::DoTradeHands)) == std::string::npos) continue;
        if (s.view().hand.size() > 6 || l.find(" on top. You have ") == std::string::npos)
          continue;  // the turn line's count: the case that left the cards out
        INFO(l);
        CHECK(l.find("You now have " + std::to_string(s.view().hand.size()) + " card") !=
              std::string::npos);
        ++checked;
      }
      const double due = a.next_wake(false);
      now = a.animating(now) || due < 0 ? now + 16 : std::max(now + 1, due);
    }
  }
  CHECK(checked >= 1);
  clear_storage();
}

TEST_CASE("wheel: a round's last card a Spin card says the wheel still turns") {
  // 000: "Ist die zuletzt abgelegte Karte eine Spin Karte, muss der Spieler, der als Nächstes
  // an der Reihe gewesen wäre, das Rad drehen und die jeweilige Anweisung noch ausführen."
  // Issue 41, stop 58: a newcomer saw Dan at 0 cards while the wheel went on, and thought
  // the game had missed his win.
  int checked = 0;
  for (std::uint64_t seed = 1; seed < 300 && checked < 1; ++seed) {
    double now = 1000;
    app::AppCore a;
    open_spin_deal(a, seed, now);
    for (int i = 0; i < 20000; ++i) {
      const app::Session& s = a.session();
      if (s.phase() == uno::Phase::RoundOver || s.phase() == uno::Phase::MatchOver) break;
      const bool out_spin =
          s.phase() == uno::Phase::Spin && (s.game().hand(0).empty() || s.game().hand(1).empty());
      a.begin_frame(now, false);
      const bool mine = s.viewer() >= 0 && a.waiting_for() == s.viewer() && !s.legal().empty();
      if (s.reveal()) a.handle(app::Command::of(app::Command::Kind::DismissReveal), now);
      if (mine && a.takes_input(now)) a.handle(app::Command::act(human_pick(s)), now);
      a.end_frame(now);
      bool told = false;
      for (const app::Announcement& line : a.announcer().recent()) {
        told |= line.text.find("out, but ") != std::string::npos &&
                line.text.find("Spin card still counts: the wheel turns before the round ends.") !=
                    std::string::npos;
      }
      if (out_spin) {
        INFO("seed " << seed);
        CHECK(told);
        const auto& ticker = a.ticker().told();
        CHECK(std::any_of(ticker.begin(), ticker.end(), [](const std::string& l) {
          return l.find("Spin card still counts") != std::string::npos;
        }));
        ++checked;
        break;
      }
      const double due = a.next_wake(false);
      now = a.animating(now) || due < 0 ? now + 16 : std::max(now + 1, due);
    }
  }
  CHECK(checked >= 1);
  clear_storage();
}
