// Effect banners: which events make which banner, in every language; how long they stay
// at each speed; reduced motion shortens motion to fades; the loop is woken only to drop
// a banner that no longer moves.
#include <catch2/catch.hpp>

#include "app/core/match/table_words.h"
#include "app/core/motion/banner.h"
#include "app/core/text/strings.h"
#include "engine/deck.h"
#include "engine/rules.h"

namespace {
using app::Lang;
using app::UiText;
using uno::Event;
using uno::EventType;

uno::CardId find_card(const uno::Deck& d, uno::Kind k) {
  for (int i = 0; i < d.size; ++i)
    if (d[static_cast<uno::CardId>(i)].kind == k) return static_cast<uno::CardId>(i);
  return uno::kNoCard;
}

Event ev(EventType t, int seat, uno::CardId card = uno::kNoCard,
         uno::Colour c = uno::Colour::None) {
  Event e;
  e.type = t;
  e.seat = static_cast<std::int8_t>(seat);
  e.target = static_cast<std::int8_t>(seat);
  e.card = card;
  e.colour = c;
  return e;
}

app::Who who(int seat) {
  return seat == 0 ? app::Who(app::tr(UiText::You), true) : app::Who("Ada");
}
}  // namespace

TEST_CASE("action cards, colours, UNO and wins make banners in every language") {
  const uno::Deck deck = uno::build_deck(uno::classic());
  for (Lang l : {Lang::En, Lang::De, Lang::Sv}) {
    app::set_language(l);
    app::Banners b;
    const double now = 1000;
    auto one = [&](const Event& e) {
      b.clear();
      b.on_events({e}, who, deck, now);
      const app::Banner* x = b.current(now);
      return x ? *x : app::Banner{};
    };
    CHECK(one(ev(EventType::Play, 1, find_card(deck, uno::Kind::Skip))).text ==
          app::tr(UiText::BannerSkip));
    CHECK(one(ev(EventType::Play, 1, find_card(deck, uno::Kind::DrawTwo))).text == "+2!");
    CHECK(one(ev(EventType::Play, 1, find_card(deck, uno::Kind::Reverse))).text ==
          app::tr(UiText::BannerReverse));
    CHECK(one(ev(EventType::Play, 1, find_card(deck, uno::Kind::Number))).text.empty());
    const app::Banner green = one(ev(EventType::ColourChosen, 1, uno::kNoCard, uno::Colour::Green));
    CHECK(green.kind == app::BannerKind::Colour);
    CHECK(green.colour == uno::Colour::Green);
    CHECK(green.text == std::string(app::tr(UiText::Green)) + "!");
    const app::Banner uno_call = one(ev(EventType::UnoCalled, 0));
    CHECK(uno_call.kind == app::BannerKind::Uno);
    CHECK(uno_call.sub == app::tr(UiText::You));
    // A challenged +4's verdict, and who draws for it (stop 62: a computer's challenge read
    // only as a jump in a card count): the +4's player (Ada) for a bluff, else the challenger.
    Event bluff = ev(EventType::Challenge, 0);
    bluff.target = 1;
    bluff.value = 1;
    const auto verdict = [&](const Event& e, int loser, int n) {
      std::vector<Event> batch{e};
      for (int i = 0; i < n; ++i) batch.push_back(ev(EventType::Draw, loser));
      batch.push_back(ev(EventType::Draw, 1 - loser));  // another seat's draw does not count
      b.clear();
      b.on_events(batch, who, deck, now);
      const app::Banner* x = b.current(now);
      return x ? *x : app::Banner{};
    };
    const app::Banner caught = verdict(bluff, 1, 4);
    CHECK(caught.text == app::tr(UiText::BannerBluff));
    CHECK(caught.sub == app::about(UiText::BlufferDrawsFmt, who(1), 4));
    if (l == Lang::En) CHECK(caught.sub == "Ada bluffed and draws 4");
    bluff.value = 0;
    const app::Banner fair = verdict(bluff, 0, 6);
    CHECK(fair.text == app::tr(UiText::BannerFair));
    CHECK(fair.sub == app::about(UiText::ChallengerDrawsFmt, who(0), 6));
    if (l == Lang::En) CHECK(fair.sub == "You challenged and draw 6");
    CHECK(fair.duration > app::banner_duration(app::BannerKind::Caught, b.motion()));
    const app::Banner win = one(ev(EventType::RoundOver, 0));
    CHECK(win.kind == app::BannerKind::Win);
    CHECK(win.text == app::tr(UiText::YouWinRound));
  }
  app::set_language(Lang::En);
}

TEST_CASE("an UNO call-out is not cut short by the next effect; effects replace effects") {
  const uno::Deck deck = uno::build_deck(uno::classic());
  app::set_language(Lang::En);
  app::Banners b;
  b.on_events(
      {ev(EventType::UnoCalled, 1), ev(EventType::Play, 1, find_card(deck, uno::Kind::Skip))}, who,
      deck, 0);
  REQUIRE(b.current(10) != nullptr);
  CHECK(b.current(10)->kind == app::BannerKind::Uno);
  b.clear();
  b.on_events({ev(EventType::Play, 1, find_card(deck, uno::Kind::Skip)),
               ev(EventType::ColourChosen, 1, uno::kNoCard, uno::Colour::Red)},
              who, deck, 0);
  CHECK(b.current(10)->kind == app::BannerKind::Colour);
}

TEST_CASE("banner timing follows the speed; reduced motion fades without growing") {
  const app::Motion normal{1.0f, false}, slow{1.6f, false}, fast{0.5f, false}, off{0.0f, false},
      reduced{1.0f, true};
  using app::BannerKind;
  CHECK(app::banner_duration(BannerKind::Effect, slow) >
        app::banner_duration(BannerKind::Effect, normal));
  CHECK(app::banner_duration(BannerKind::Effect, fast) <
        app::banner_duration(BannerKind::Effect, normal));
  CHECK(app::banner_duration(BannerKind::Effect, fast) >= 700.0);  // still readable
  CHECK(app::banner_duration(BannerKind::Win, normal) >
        app::banner_duration(BannerKind::Effect, normal));

  app::Banner b;
  b.start = 0;
  b.duration = 1000;
  // Normal motion: grows in, settles at full size and opacity, fades out.
  CHECK(app::banner_look(b, 50, normal).scale < 1.0f);
  CHECK(app::banner_look(b, 500, normal).scale == Approx(1.0f));
  CHECK(app::banner_look(b, 500, normal).alpha == Approx(1.0f));
  CHECK(app::banner_look(b, 950, normal).alpha < 1.0f);
  CHECK(app::banner_moving(b, 50, normal));
  CHECK_FALSE(app::banner_moving(b, 500, normal));  // settled: no frames needed
  // Reduced motion: no growing, only the fades.
  CHECK(app::banner_look(b, 50, reduced).scale == Approx(1.0f));
  CHECK(app::banner_look(b, 50, reduced).alpha < 1.0f);
  // Animation off: shown as is, never moving (two frames: show and drop).
  CHECK(app::banner_look(b, 10, off).alpha == Approx(1.0f));
  CHECK_FALSE(app::banner_moving(b, 10, off));
  // A win's confetti moves throughout, except with reduced motion.
  b.kind = BannerKind::Win;
  CHECK(app::banner_moving(b, 500, normal));
  CHECK_FALSE(app::banner_moving(b, 500, reduced));
}

TEST_CASE("the loop sleeps while a settled banner shows and wakes once to drop it") {
  app::Banners b;
  b.set_motion({1.0f, false});
  app::Banner x;
  x.text = "Skip!";
  b.show(x, 0);
  CHECK(b.next_wake(10) == 10);  // popping in: draw now
  const double end = b.end_time();
  CHECK(b.next_wake(600) == end);    // settled: only its end
  CHECK(b.current(end) == nullptr);  // over, though not yet dropped: the loop wakes for it
  CHECK(b.next_wake(end) == end);
  b.expire(end);  // the frame step at its end
  CHECK(b.next_wake(end) < 0);
}

TEST_CASE("a computer's win has no confetti, and the loop does not keep drawing for it") {
  // Issue 41 (the newcomer): confetti fell when a computer won the round.
  app::Banners b;
  b.set_motion({1.0f, false});
  const uno::Deck deck = uno::build_deck(uno::classic());
  b.on_events({ev(EventType::RoundOver, 1)}, who, deck, 0);
  REQUIRE(b.current(1));
  CHECK(b.current(1)->confetti);
  CHECK(b.moving(1000));  // a win's confetti falls throughout
  b.no_confetti();
  CHECK_FALSE(b.current(1)->confetti);
  CHECK_FALSE(b.moving(1000));  // settled text: the loop sleeps until it goes
}
