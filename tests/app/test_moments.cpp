// The variants' special moments in words (moments.h): the pending decision's prompt and
// choices, and what the ticker says afterwards, in every language. Deals are fixed seeds
// that reach the moment with a simple human policy (the e2e tests use the same seeds).
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "app/core/match/match_setup.h"
#include "app/core/match/moments.h"
#include "app/core/match/session.h"
#include "app/core/motion/event_ticker.h"
#include "app/core/motion/spin_reveal.h"
#include "app/core/motion/wheel_motion.h"
#include "app/core/text/access_strings.h"
#include "human_pick.h"

using app::Lang;
using app::MomentText;
using uno::ActionType;

namespace {

const Lang kAll[] = {Lang::En, Lang::De, Lang::Sv};

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// Plays (human_pick for the viewer, bots on their clock) until `stop` holds.
template <class Stop>
bool drive_until(app::Session& s, double& now, Stop stop, int max_steps = 2000) {
  for (int i = 0; i < max_steps; ++i) {
    if (stop(s)) return true;
    if (s.reveal()) s.dismiss_reveal(now);
    if (!s.legal().empty() && s.act(human_pick(s), now)) continue;
    now = std::max(now + 1.0, s.next_due());
    s.tick(now);
  }
  return false;
}

// Deals of `preset` (you and one computer, seeds from 1) played to the first moment `stop`
// finds, until `wanted` were found; `check` looks at each. Returns how many were found.
int at_moments(const char* preset, int wanted, const std::function<bool(const app::Session&)>& stop,
               const std::function<void(const app::Session&)>& check) {
  int seen = 0;
  for (std::uint64_t seed = 1; seed < 400 && seen < wanted; ++seed) {
    app::Session s;
    double now = 0;
    s.start(app::with_default_names(uno::share::make_deal(preset, 1, seed)), now);
    if (!drive_until(s, now, stop)) continue;
    INFO(preset << ", seed " << seed);
    ++seen;
    check(s);
  }
  return seen;
}

bool lauf_block_offered(const app::Session& s) {
  for (const auto& c : app::pending_choices(s))
    if (c.id == "block") return true;
  return false;
}

// Dino, you and Bo, seed 64: Bo's first card is a dino Wild Draw Four while you hold a Lauf!.
app::Session& dino_block_moment(app::Session& s, double& now) {
  s.start(app::with_default_names(uno::share::make_deal("dino", 1, 64)), now);
  REQUIRE(drive_until(s, now, lauf_block_offered));
  return s;
}

}  // namespace

TEST_CASE("dino: a Lauf! can block a dino Wild Draw Four from the dialog, in every language") {
  // 003: "Wird eine Karte mit Dino-Symbol gespielt ... kann der nächste Spieler ihren Effekt
  // mit einem „Lauf!“-Joker blockieren."
  for (const Lang l : kAll) {
    app::set_language(l);
    app::Session s;
    double now = 0;
    dino_block_moment(s, now);
    const uno::Pending& p = s.game().pending();
    REQUIRE(p.kind == uno::PendingKind::DrawFour);
    CHECK(s.deck()[p.card].dino());
    const auto choices = app::pending_choices(s);
    REQUIRE(choices.size() == 3);
    CHECK(choices[0].id == "challenge");
    CHECK(choices[1].id == "block");
    CHECK(choices[1].picks_colour);
    CHECK(choices[1].label == app::tr(MomentText::BlockWithLauf, l));
    CHECK(choices[2].id == "accept");
    CHECK(choices[2].label == app::fmt(app::UiText::DrawNFmt, 4));
    const std::string prompt = app::pending_prompt(s);
    CHECK(has(prompt, "Bo"));
    CHECK(has(prompt, app::tr(MomentText::PendingDinoNote, l)));
    CHECK(!has(prompt, "%"));
    // The colour a challenge is about: the one before the +4 (issue 41: "the colour", just
    // after the new one had been said); 003 counts a held Wild too.
    const uno::Colour was = s.game().colour_before_wd4();
    REQUIRE(was != uno::Colour::None);
    CHECK(
        has(prompt, app::line(MomentText::PendingChallengeColourWildFmt, app::spoken_colour(was))));

    // The block's command path: the card with a colour, as the colour picker returns it.
    uno::Action block = choices[1].action;
    block.colour = uno::Colour::Blue;
    app::EventTicker ticker;
    const std::uint32_t before = s.event_count();
    const size_t hand = s.view().hand.size();
    REQUIRE(s.act(block, now));
    const auto who = [&s](int seat) { return s.who(seat); };
    const app::Explained x = app::explain_events(s.view(before).events, who);
    ticker.on_events(s.view(before).events, who, now, x);
    CHECK(s.view().hand.size() == hand - 1);  // the Lauf! left, no card came in
    CHECK(s.game().colour() == uno::Colour::Blue);
    CHECK(s.game().current() ==
          1);  // "Anschließend geht es in der aktuellen Spielreihenfolge weiter."
    const auto& lines = (ticker.expire(now), ticker.lines());
    REQUIRE(lines.size() == 1);
    const char* want[] = {
        "You block the Wild Draw Four with Lauf!: no cards drawn. Bo is next.",
        "Du blockst Zieh Vier mit \xE2\x80\x9ELauf!\xE2\x80\x9C: keine Karten. Bo ist dran.",
        "Du blockerar Dra fyra med Lauf!: inga kort dras. Bo är näst."};
    CHECK(lines.front().text == want[static_cast<int>(l)]);
    CHECK(x.banner == app::tr(MomentText::BlockedBanner, l));  // AppCore shows it as a Banner
    // The same block seen from the other seat: the one who plays next is "you", in the
    // second person ("You is next" before).
    const auto from_bo = [](int seat) {
      return seat == 1 ? app::Who("Bo", true) : app::Who("Ann");
    };
    const char* want_bo[] = {
        "Ann blocks the Wild Draw Four with Lauf!: no cards drawn. You are next.",
        "Ann blockt Zieh Vier mit \xE2\x80\x9ELauf!\xE2\x80\x9C: keine Karten. Du bist dran.",
        "Ann blockerar Dra fyra med Lauf!: inga kort dras. Du är näst."};
    const app::Explained seen = app::explain_events(s.view(before).events, from_bo);
    REQUIRE_FALSE(seen.lines.empty());
    CHECK(seen.lines.front() == want_bo[static_cast<int>(l)]);
  }
  app::set_language(Lang::En);
}

namespace {

bool viewer_spins(const app::Session& s) {
  return s.phase() == uno::Phase::Spin && s.acting_seat() == s.viewer();
}

// The seat's spin: the events it made, through a ticker whose wheel lands at `lands`.
app::EventTicker spin_and_tell(app::Session& s, double now, double lands) {
  app::EventTicker ticker;
  const std::uint32_t before = s.event_count();
  REQUIRE(s.act(s.legal().front(), now));
  const auto who = [&s](int seat) { return s.who(seat); };
  ticker.on_events(s.view(before).events, who, now, app::explain_events(s.view(before).events, who),
                   lands);
  return ticker;
}

}  // namespace

TEST_CASE("spin: the outcome is told once the wheel has landed, naming who and what") {
  // 000: "Zieh Blau – Der Spieler, der das Rad gedreht hat, muss so lange Karten aufnehmen,
  // bis er eine blaue Karte (oder eine Jokerkarte) gezogen hat."
  const char* want[] = {"Spin: Draw Blue. You draw until a blue card.",
                        "Spin: Zieh Blau. Du ziehst bis zu einer blauen Karte.",
                        "Spin: Dra blå. Du drar tills ett blått kort kommer."};
  for (const Lang l : kAll) {
    app::set_language(l);
    app::Session s;
    double now = 0;
    s.start(app::with_default_names(uno::share::make_deal("spin", 1, 28)), now);
    REQUIRE(drive_until(s, now, viewer_spins));
    REQUIRE(s.legal().front().type == ActionType::Spin);
    app::EventTicker ticker = spin_and_tell(s, now, now + 2000);
    CHECK(s.view().last_spin == uno::SpinOutcome::DrawBlue);
    CHECK((ticker.expire(now + 1999), ticker.lines()).empty());  // no spoiler while the wheel turns
    REQUIRE(ticker.next_expiry() == now + 2000);
    const auto& lines = (ticker.expire(now + 2000), ticker.lines());
    REQUIRE(!lines.empty());
    CHECK(lines.front().text == want[static_cast<int>(l)]);
  }
  app::set_language(Lang::En);
}

TEST_CASE("spin: the wheel comes to rest on the engine's outcome") {
  for (int o = 0; o < uno::kSpinOutcomes; ++o) {
    for (const float speed : {1.0f, 0.5f, 0.0f}) {
      app::WheelMotion w;
      w.set_speed(speed);
      uno::Event e;
      e.type = uno::EventType::SpinResult;
      e.seat = 1;
      e.value = static_cast<std::int16_t>(o);
      w.on_events({e}, 1000.0);
      CHECK(w.turning(1000.0) == (speed > 0));
      CHECK(w.showing(w.land_time() + 1));
      CHECK(app::WheelMotion::segment_at_pointer(w.angle(w.land_time())) == o);
      if (speed > 0) {  // it really turns, slowing down: more than two whole turns
        CHECK(w.angle(1000.0) == 0.0f);
        CHECK(w.angle(w.land_time()) > 2 * 6.2831853f);
        const double mid = (1000.0 + w.land_time()) / 2;
        CHECK(w.angle(mid) - w.angle(1000.0) > w.angle(w.land_time()) - w.angle(mid));
      }
      w.expire(w.hide_time());
      CHECK(w.hide_time() < 0);  // gone: no more wake-ups
    }
  }
}

TEST_CASE("spin: a discard phase says what may go, and Done says what it does") {
  // 000: "Beinahe Uno – Der Spieler, der das Rad gedreht hat, darf alle bis auf zwei Karten
  // ablegen."
  app::Session s;
  double now = 0;
  s.start(app::with_default_names(uno::share::make_deal("spin", 1, 64)), now);
  REQUIRE(drive_until(s, now, viewer_spins));
  spin_and_tell(s, now, -1);
  REQUIRE(s.phase() == uno::Phase::Discard);
  const int hand = static_cast<int>(s.view().hand.size());
  CHECK(app::phase_prompt(s) == "Almost UNO: choose cards to discard, down to 2 (" +
                                    std::to_string(hand - 2) + " more at most).");
  const uno::Action* done = nullptr;
  const uno::Action* discard = nullptr;
  for (const auto& a : s.legal()) {
    if (a.type == ActionType::Done) done = &a;
    if (a.type == ActionType::Discard && !discard) discard = &a;
  }
  REQUIRE(done);
  REQUIRE(discard);
  CHECK(app::choice_label(s, *done) == "Done: discard nothing");
  REQUIRE(s.act(*discard, now));
  CHECK(app::phase_prompt(s) == "Almost UNO: choose cards to discard, down to 2 (" +
                                    std::to_string(hand - 3) + " more at most).");
  for (const auto& a : s.legal())
    if (a.type == ActionType::Done) CHECK(app::choice_label(s, a) == "Done: keep the rest");
  app::set_language(Lang::De);
  CHECK(app::phase_prompt(s).rfind("Beinahe UNO:", 0) == 0);
  app::set_language(Lang::Sv);
  CHECK(app::phase_prompt(s).rfind("Nästan UNO:", 0) == 0);
  app::set_language(Lang::En);
  const uno::Action finish = uno::Action::simple(ActionType::Done, s.viewer());
  REQUIRE(s.act(finish, now));
  CHECK(s.phase() != uno::Phase::Discard);
  CHECK(app::phase_prompt(s).empty());
}

TEST_CASE("braille: with two players a Skip, Reverse or Draw Two is told as another turn") {
  // 002: "Retour: der Spieler, der diese Karte abgelegt hat, kann gleich noch eine Karte
  // ablegen" (and likewise Skip and Draw Two with two players).
  const char* want[] = {"2 players: you play again.", "Zu zweit: Du bist gleich noch einmal dran.",
                        "Två spelare: du spelar igen."};
  for (const Lang l : kAll) {
    app::set_language(l);
    app::Session s;
    double now = 0;
    s.start(app::with_default_names(uno::share::make_deal("braille", 1, 7)), now);
    std::uint32_t seen = 0;
    std::vector<std::string> told;
    REQUIRE(drive_until(s, now, [&](const app::Session& x) {
      app::EventTicker ticker;
      const auto who = [&x](int seat) { return x.who(seat); };
      const uno::SeatView v = x.view(seen);
      ticker.on_events(v.events, who, now, app::explain_events(v.events, who));
      seen = x.event_count();
      for (const auto& line : (ticker.expire(now), ticker.lines())) told.push_back(line.text);
      return !told.empty() && told.back() == want[static_cast<int>(l)];
    }));
    CHECK(s.acting_seat() == s.viewer());  // and it is the viewer's turn again
  }
  app::set_language(Lang::En);
}

TEST_CASE("official 112: a free-text Customizable card is told with its text, then judged") {
  // 001: "Använd en blyertspenna (HB) och skriv en ny regel på ett kort."
  const char* played[] = {"plays a Customizable card: Everyone sings a line",
                          "spielt eine Regelkarte: Everyone sings a line",
                          "lägger ett regelkort: Everyone sings a line"};
  for (const Lang l : kAll) {
    app::set_language(l);
    auto deal = app::with_default_names(uno::share::make_deal("official112", 1, 52));
    deal.rules.custom_rule[0] = uno::CustomRule::FreeText;
    deal.rules.custom_text[0] = "Everyone sings a line";
    deal.rules.custom_penalty = 3;
    app::Session s;
    double now = 0;
    s.start(deal, now);
    std::uint32_t seen = 0;
    std::vector<std::string> told;
    std::string banner;
    REQUIRE(drive_until(s, now, [&](const app::Session& x) {
      app::EventTicker ticker;
      const auto who = [&x](int seat) { return x.who(seat); };
      const uno::SeatView v = x.view(seen);
      const app::Explained moments = app::explain_events(v.events, who, &x.rules(), &x.deck());
      ticker.on_events(v.events, who, now, moments);
      seen = x.event_count();
      for (const auto& line : (ticker.expire(now), ticker.lines())) told.push_back(line.text);
      if (!moments.banner.empty()) banner = moments.banner;  // AppCore shows it as a Banner
      return x.phase() == uno::Phase::Verdict;
    }));
    REQUIRE(!told.empty());
    bool said = false;
    for (const auto& t : told) said |= has(t, played[static_cast<int>(l)]);
    CHECK(said);
    CHECK(banner == "Everyone sings a line");
    const std::string prompt = app::phase_prompt(s);
    CHECK(has(prompt, "Everyone sings a line"));
    CHECK(has(prompt, "3"));  // the free-text penalty
    // The card's player gives the verdict (here Bo, who played it).
    CHECK(has(prompt, app::say(MomentText::VerdictWho, s.who(s.game().current()))));
    CHECK(has(prompt, "Bo"));
    CHECK(!has(prompt, "%"));
  }
  app::set_language(Lang::En);
}

TEST_CASE("official 112: every custom rule has words in every language") {
  uno::RuleSet r = uno::official112();
  for (const Lang l : kAll) {
    app::set_language(l);
    for (int k = 0; k <= static_cast<int>(uno::CustomRule::FreeText); ++k) {
      const std::string name = app::custom_rule_name(static_cast<uno::CustomRule>(k));
      CHECK(!name.empty());
      CHECK(!has(name, "%"));
    }
    r.custom_rule[1] = uno::CustomRule::FreeText;
    r.custom_text[1] = "Hop on one leg";
    CHECK(app::custom_rule_text(r, 1) == "Hop on one leg");
    CHECK(app::custom_rule_text(r, 2) == app::custom_rule_name(r.custom_rule[2]));
  }
  app::set_language(Lang::En);
}

TEST_CASE("every preset has a rules card in every language, from the moments' own words") {
  for (const Lang l : kAll) {
    app::set_language(l);
    for (const auto name : uno::kPresetNames) {
      const auto lines = app::rules_card(name, *uno::preset(name));
      REQUIRE(!lines.empty());
      for (const auto& t : lines) CHECK(!has(t, "%"));
    }
    const auto spin = app::rules_card("spin", uno::spin());
    // The legend, the outcomes, what a discard does, the +4.
    CHECK(spin.size() == 3 + uno::kSpinOutcomes);
    CHECK(spin[1 + uno::kSpinOutcomes] == app::tr(MomentText::DiscardedNotPlayed, l));
    CHECK(spin[0] == app::tr(MomentText::SpinMarkLegend, l));
    const auto dino = app::rules_card("dino", uno::dino());
    CHECK(std::find(dino.begin(), dino.end(), app::tr(MomentText::LaufRule, l)) != dino.end());
  }
  app::set_language(Lang::En);
  CHECK(app::rules_card("spin", uno::spin())[4] ==
        "Spin: Draw Red. The spinner draws until a red card.");
  const auto braille = app::rules_card("braille", uno::braille());
  CHECK(braille[braille.size() - 2] ==
        "2 players: The one who played a Skip, Reverse or Draw Two plays again.");
}

// A newcomer looked for the three booklets' +4 challenge rules in the "?" card and found
// none. 004: "Wurde allerdings der andere Spieler überführt ..., muss dieser selbst die vier
// Strafkarten aufnehmen." 002: "muss er die Zieh-4-Karte wieder an sich nehmen und
// zusätzlich 4 Karten extra ziehen." 003: "auch Joker gelten als passende Karten!"
TEST_CASE("the rules card says when a Wild Draw Four is a bluff and what a challenge costs") {
  app::set_language(Lang::En);
  CHECK(app::rules_card("classic", uno::classic()).back() ==
        "Wild Draw Four, challenged: a bluff if its player held a card of the colour before it. "
        "A bluff caught: its player draws 4. No bluff: the challenger draws 6.");
  CHECK(
      app::rules_card("braille", uno::braille()).back() ==
      "Wild Draw Four may be played at any time, even as a bluff. Wild Draw Four, challenged: a bluff if its player "
      "held any other card that could have been played. A bluff caught: its player takes it "
      "back and draws 4. No bluff: the challenger draws 6.");
  CHECK(app::rules_card("dino", uno::dino()).back() ==
        "Wild Draw Four, challenged: a bluff if its player held a Wild or a card of the colour "
        "before it. A bluff caught: its player draws 4. No bluff: the challenger draws 6.");
  uno::RuleSet off = uno::classic();
  off.challenge = false;  // no challenges: nothing to say of them
  CHECK(app::rules_card("classic", off) ==
        std::vector<std::string>{app::tr(MomentText::ClassicNoDiff)});
}

namespace {

// Feeds every new event to a SpinReveal (and the moments' lines) until a spin lays cards
// open; the reveal then holds them.
struct RevealWatch {
  app::SpinReveal reveal;
  std::vector<std::string> told;
  std::uint32_t seen = 0;
  bool operator()(const app::Session& x) {
    const uno::SeatView v = x.view(seen);
    seen = x.event_count();
    const auto who = [&x](int seat) { return x.who(seat); };
    const app::Explained e = app::explain_events(v.events, who, &x.rules(), &x.deck());
    for (const auto& l : e.lines) told.push_back(l);
    for (const auto& l : e.after_wheel) told.push_back(l);
    reveal.on_events(v.events, 0, 0);
    return reveal.kind() != app::SpinReveal::Kind::None;
  }
};

bool told(const std::vector<std::string>& lines, const std::string& text) {
  return std::find(lines.begin(), lines.end(), text) != lines.end();
}

}  // namespace

TEST_CASE("spin: a Showdown lays the cards side by side, round by round, with the winner") {
  // 000: "Stechen – Alle Spieler legen gleichzeitig die Karte mit der höchsten Zahl (egal
  // welcher Farbe) vor sich. ... Bei einem Unentschieden müssen die jeweiligen Spieler
  // stechen, indem sie ihre nächste, höchste Karte zeigen. Der Gewinner darf alle in diesem
  // Stechen gezeigten Karten ablegen."
  app::Session s;
  double now = 0;
  s.start(app::with_default_names(uno::share::make_deal("spin", 1, 19)), now);
  RevealWatch w;
  REQUIRE(drive_until(s, now, std::ref(w)));
  const app::SpinReveal& r = w.reveal;
  REQUIRE(r.kind() == app::SpinReveal::Kind::Showdown);
  CHECK(r.spinner() == 0);
  CHECK(r.winner() == 0);
  CHECK(r.rounds() == 3);  // 7 against 7, 6 against 6, then 5 against 4
  REQUIRE(r.columns().size() == 2);
  for (const auto& c : r.columns()) {
    REQUIRE(c.cards.size() == 3);
    for (size_t k = 1; k < c.cards.size(); ++k)  // each round shows the next highest
      CHECK(s.deck()[c.cards[k]].number <= s.deck()[c.cards[k - 1]].number);
  }
  // One line for the shown numbers (the ticker keeps three lines: spin, cards, winner).
  CHECK(told(w.told,
             "Showdown, highest numbers: You 7, Bo 7. Tie-break, next highest: You 6, Bo 6. "
             "Tie-break, next highest: You 5, Bo 4."));
  CHECK(told(w.told, "You win the Showdown and may discard the shown cards."));
  // The winner's discard phase: exactly the shown cards may go.
  CHECK(s.phase() == uno::Phase::Discard);
  CHECK(app::phase_prompt(s) == app::tr(MomentText::DiscardShowdown));
  int discards = 0;
  for (const auto& a : s.legal()) discards += a.type == ActionType::Discard;
  CHECK(discards == 3);
  // Held after the wheel, at least two seconds even without motion, then gone.
  app::SpinReveal timed;
  timed.set_speed(0.0f);
  uno::Event spin;
  spin.type = uno::EventType::SpinResult;
  spin.seat = 0;
  spin.value = static_cast<std::int16_t>(uno::SpinOutcome::Showdown);
  timed.on_events({spin}, 100.0, 900.0);
  CHECK(timed.holding(500.0));
  CHECK_FALSE(timed.visible(500.0));  // the wheel still shows its result
  CHECK(timed.visible(900.0));
  CHECK(timed.hide_time() >= 2900.0);
  timed.expire(timed.hide_time());
  CHECK(timed.hide_time() < 0);
}

TEST_CASE("spin: Show Cards lays the spinner's hand open and names every card") {
  // 000: "Die Karten zeigen – Der Spieler, der das Rad gedreht hat, muss allen anderen
  // Spielern seine Karten zeigen, bevor das Spiel fortgesetzt wird."
  app::Session s;
  double now = 0;
  s.start(app::with_default_names(uno::share::make_deal("spin", 1, 3)), now);
  RevealWatch w;
  REQUIRE(drive_until(s, now, std::ref(w)));
  const app::SpinReveal& r = w.reveal;
  REQUIRE(r.kind() == app::SpinReveal::Kind::ShowCards);
  CHECK(r.spinner() == 1);
  REQUIRE(r.columns().size() == 1);
  const auto& shown = r.columns().front().cards;
  // Exactly Bo's hand, which the viewer's view now knows.
  const uno::SeatView v = s.view();
  CHECK(shown == v.known_hands[1]);
  CHECK(static_cast<int>(shown.size()) == v.hand_counts[1]);
  std::string names;
  for (uno::CardId id : shown) names += (names.empty() ? "" : ", ") + app::card_name(s.deck()[id]);
  CHECK(told(w.told, "Bo shows: " + names + "."));
  for (const Lang l : kAll) CHECK(!has(app::tr(MomentText::ShownCardsTitleFmt, l), "%d"));
}

TEST_CASE("spin: Draw Red is drawn red and Draw Blue blue on the wheel") {
  CHECK(app::WheelMotion::segment_colour(uno::SpinOutcome::DrawRed) == uno::Colour::Red);
  CHECK(app::WheelMotion::segment_colour(uno::SpinOutcome::DrawBlue) == uno::Colour::Blue);
  for (int k = 0; k < uno::kSpinOutcomes; ++k)  // no two neighbours alike, round the wheel
    CHECK(app::WheelMotion::segment_colour(static_cast<uno::SpinOutcome>(k)) !=
          app::WheelMotion::segment_colour(
              static_cast<uno::SpinOutcome>((k + 1) % uno::kSpinOutcomes)));
}

TEST_CASE("spin: in the UNO Spin race a bot's reaction counts from when the wheel has gone") {
  // 000: "UNO Spin – Der erste Spieler, der UNO Spin ruft, darf eine Karte seiner Wahl
  // ablegen." A fair race: the person sees the button only once the wheel has gone.
  app::Session s;
  double now = 0;
  s.start(app::with_default_names(uno::share::make_deal("spin", 1, 22)), now);
  REQUIRE(drive_until(s, now, viewer_spins));
  spin_and_tell(s, now, -1);
  REQUIRE(s.phase() == uno::Phase::UnoSpinRace);
  REQUIRE(s.thinking_seat() == 1);  // Bo means to press
  const double reaction = s.next_due() - now;
  REQUIRE(reaction > 0);
  const double wheel_gone = now + 4000;
  s.hold_until(wheel_gone);  // as AppCore does each frame while the wheel shows
  s.hold_until(wheel_gone);
  CHECK(s.next_due() == Approx(wheel_gone + std::max(350.0, reaction)));
}

TEST_CASE("relaxed pace: in the UNO Spin race a person has the time to see or hear it") {
  // Issue 41: "The UNO Spin race leaves about 3.7 s" against an easy computer, but a hard
  // one pressed 0.3-0.8 s after the wheel had gone, before a person had read the button (or
  // heard it said). At a person's pace (the default) a computer's reaction starts
  // kRaceReadMs later; at the quick pace it is the bots' own.
  using Pace = app::Session::Pace;
  const auto reaction_at = [](Pace pace, bool claim) {
    app::Session s;
    s.set_pace(pace);
    double now = 0;
    s.start(app::with_default_names(uno::share::make_deal("spin", 1, 22)), now);
    REQUIRE(drive_until(s, now, viewer_spins));
    spin_and_tell(s, now, -1);
    REQUIRE(s.phase() == uno::Phase::UnoSpinRace);
    REQUIRE(s.thinking_seat() == 1);  // Bo (normal: 0.7-1.5 s) means to press
    const double reaction = s.next_due() - now;
    if (claim) {  // the person's press just before the reading time is up wins the race
      s.tick(now + app::Session::kRaceReadMs - 1);
      REQUIRE(s.phase() == uno::Phase::UnoSpinRace);
      const auto mine = std::find_if(s.legal().begin(), s.legal().end(), [](const uno::Action& a) {
        return a.type == ActionType::ClaimUnoSpin;
      });
      REQUIRE(mine != s.legal().end());
      CHECK(s.act(*mine, now + app::Session::kRaceReadMs - 1));
      CHECK(s.phase() != uno::Phase::UnoSpinRace);
    }
    return reaction;
  };
  const double relaxed = reaction_at(Pace::Relaxed, true);
  const double quick = reaction_at(Pace::Quick, false);
  CHECK(relaxed >= app::Session::kRaceReadMs + 700);
  CHECK(quick < 1500 + 1);
  CHECK(relaxed == Approx(quick + app::Session::kRaceReadMs));
}

TEST_CASE(
    "relaxed pace: a computer's turn takes a quarter longer than the race model's, and "
    "at Normal speed at least kFollowMs") {
  // Issue 41: computer turns of 0.6-0.8 s were "too fast to follow" (a newcomer) and came
  // faster than speech (a blind player, at Normal); at about 1 s a turn a newcomer still saw
  // "three computer turns in about 2 s" (stop 58).
  using Pace = app::Session::Pace;
  const auto think = [](Pace pace, double speed, std::uint64_t seed) {
    app::Session s;
    s.set_pace(pace);
    s.set_bot_speed(speed);
    double now = 0;
    s.start(app::with_default_names(uno::share::make_deal("classic", 2, seed)), now);
    // The first computer's move planned while it is that computer's turn.
    for (int i = 0; i < 200; ++i) {
      if (s.thinking_seat() > 0 && s.acting_seat() == s.thinking_seat()) return s.next_due() - now;
      if (s.viewer() >= 0 && s.acting_seat() == s.viewer() && !s.legal().empty()) {
        s.act(s.legal().front(), now);
        continue;
      }
      now = std::max(now + 1.0, s.next_due());
      s.tick(now);
    }
    return -1.0;
  };
  for (std::uint64_t seed : {3, 4, 5, 6}) {
    INFO("seed " << seed);
    const double quick = think(Pace::Quick, 1.0, seed);
    REQUIRE(quick > 0);
    CHECK(quick < app::Session::kFollowMs);  // the race model's own think time (Normal bots)
    CHECK(think(Pace::Relaxed, 1.0, seed) ==
          Approx(std::max(quick * app::Session::kRelaxedThink, app::Session::kFollowMs)));
    CHECK(
        think(Pace::Relaxed, 1.5, seed) ==
        Approx(std::max(quick * 1.5 * app::Session::kRelaxedThink, app::Session::kFollowMs * 1.5)));
    // Fast animations keep the bots' own pace, a quarter longer.
    CHECK(think(Pace::Relaxed, 0.5, seed) ==
          Approx(think(Pace::Quick, 0.5, seed) * app::Session::kRelaxedThink));
  }
}

TEST_CASE("relaxed pace: a round's first computer move comes kFollowMs after the deal lands") {
  // Issue 41, a newcomer at 360x740 (stop 59): "Computers take their first turns while my hand
  // is still being dealt" ("Cleo draws a card" as the last cards landed).
  int checked = 0;
  for (std::uint64_t seed = 1; seed < 30 && checked < 3; ++seed) {
    for (const double speed : {1.0, 1.5, 0.5}) {
      app::Session s;
      s.set_bot_speed(speed);
      s.start(app::with_default_names(uno::share::make_deal("classic", 3, seed)), 0);
      if (!s.planned() || s.planned()->seat == 0) break;  // the person moves first
      const double landed = 3000;  // the deal's flights end (the app holds the table till then)
      s.hold_until(landed);
      if (speed >= 1.0) CHECK(s.next_due() >= landed + app::Session::kFollowMs * speed);
      else CHECK(s.next_due() < landed + app::Session::kFollowMs * speed);  // Fast: bots' pace
      if (speed == 1.0) {
        // Later moves: only the short pause after the cards land (the 1.5 s runs from the move).
        double now = s.next_due();
        s.tick(now);
        for (int i = 0; i < 50 && !(s.planned() && s.planned()->seat != 0); ++i) {
          if (s.acting_seat() == 0 && !s.legal().empty()) s.act(s.legal().front(), now);
          else s.tick(now = std::max(now + 1, s.next_due()));
        }
        REQUIRE(s.planned());
        s.hold_until(now + 5000);
        CHECK(s.next_due() < now + 5000 + app::Session::kFollowMs);
        ++checked;
      }
    }
  }
  CHECK(checked == 3);
}

namespace {
// Plays a round at the relaxed pace to its end: the person plays their first legal move at
// once; `watch(s, now)` sees each computer step as planned, before the clock runs to it.
void relaxed_round(app::Session& s, const std::function<void(const app::Session&, double)>& watch) {
  double now = 0;
  for (int i = 0;
       i < 3000 && s.phase() != uno::Phase::RoundOver && s.phase() != uno::Phase::MatchOver; ++i) {
    if (s.viewer() >= 0 && s.acting_seat() == s.viewer() && !s.legal().empty()) {
      s.act(s.legal().front(), now);
      continue;
    }
    watch(s, now);
    if (s.next_due() < 0) break;
    now = std::max(now + 1.0, s.next_due());
    s.tick(now);
  }
}
}  // namespace

TEST_CASE("relaxed pace: the steps after a computer's move in the same turn are not held") {
  // A discard run (or keeping a drawn card): a person follows the turn as one move (stop 59: a
  // computer's 8 discards came about a second apart, and a 1.5 s floor on each would add 12 s).
  using Pace = app::Session::Pace;
  std::vector<double> steps;  // a computer's discard steps (the wheel's discard outcomes)
  for (std::uint64_t seed = 1; seed < 40 && steps.size() < 6; ++seed) {
    app::Session s;
    s.set_pace(Pace::Relaxed);
    s.start(app::with_default_names(uno::share::make_deal("spin", 1, seed)), 0);
    relaxed_round(s, [&](const app::Session& x, double now) {
      if (x.planned() && x.planned()->type == uno::ActionType::Discard && x.planned()->seat == 1)
        steps.push_back(x.next_due() - now);
    });
  }
  REQUIRE(steps.size() >= 3);
  CHECK(*std::min_element(steps.begin(), steps.end()) < app::Session::kFollowMs);
}

TEST_CASE("a first card that is a Draw Two: the prompt says so, with no player named") {
  // 004, of the Draw Two: "Wird sie zu Beginn des Spiels aufgedeckt, gelten ebenfalls diese
  // Regeln." Issue 41: the status line said "? played a Draw Two on you (+2)."
  int seen = 0;
  for (std::uint64_t seed = 1; seed < 400 && seen < 2; ++seed) {
    app::Session s;
    s.start(app::with_default_names(uno::share::make_deal("classic", 1, seed)), 0.0);
    if (s.phase() != uno::Phase::Pending || s.game().pending().source >= 0 ||
        s.game().pending().victim != s.viewer())
      continue;
    INFO("seed " << seed);
    REQUIRE(s.game().pending().kind == uno::PendingKind::DrawTwo);
    CHECK(app::pending_prompt(s) == "The first card is a Draw Two (+2).");
    ++seen;
  }
  CHECK(seen == 2);
}

TEST_CASE("relaxed pace: a computer weighs a Wild Draw Four it may challenge for longer") {
  // Issue 41, stop 60's newcomer: "a +4, its challenge and the draw within about 2 s".
  using Pace = app::Session::Pace;
  int seen = 0;
  for (const double speed : {1.0, 1.5, 0.5})
    for (std::uint64_t seed = 1; seed < 60 && seen < 4 * (speed == 1.0   ? 1
                                                          : speed == 1.5 ? 2
                                                                         : 3);
         ++seed) {
      app::Session s;
      s.set_pace(Pace::Relaxed);
      s.set_bot_speed(speed);
      s.start(app::with_default_names(uno::share::make_deal("classic", 3, seed)), 0);
      bool planned_before = false;
      relaxed_round(s, [&](const app::Session& x, double now) {
        const auto& plan = x.planned();
        const bool answer =
            plan && plan->seat != 0 && x.phase() == uno::Phase::Pending &&
            x.game().pending().challengeable &&
            (plan->type == uno::ActionType::Challenge || plan->type == uno::ActionType::Accept);
        if (answer && !planned_before) {
          INFO("seed " << seed << " speed " << speed);
          if (speed >= 1.0) CHECK(x.next_due() - now >= app::Session::kWeighChallengeMs * speed);
          else CHECK(x.next_due() - now < app::Session::kFollowMs);  // Fast: the bots' pace
          ++seen;
        }
        planned_before = answer;
      });
    }
  CHECK(seen >= 12);
}

TEST_CASE("braille: the challenge prompt asks about any card that could have been played") {
  // 002: "Wenn ein Spieler eine Zieh 4 Karte spielt, obwohl er eine andere, passende Karte
  // spielen könnte, kann er ... aufgefordert werden, ihm seine [Karten zu zeigen]": any other
  // card that could have been played, not only the colour. A newcomer read "a card of the
  // colour" in the braille round's dialog.
  const auto challenge = [](const app::Session& x) {
    if (x.phase() != uno::Phase::Pending || x.game().pending().kind != uno::PendingKind::DrawFour)
      return false;
    for (const uno::Action& a : x.legal())
      if (a.type == ActionType::Challenge) return true;
    return false;
  };
  CHECK(at_moments("braille", 2, challenge, [](const app::Session& s) {
          const std::string prompt = app::pending_prompt(s);
          CHECK(has(prompt, app::tr(MomentText::PendingChallengeAnyNote)));
          CHECK(!has(prompt, app::tr(MomentText::PendingChallengeNote)));
          CHECK(!has(prompt, "colour before it"));
        }) == 2);
}

TEST_CASE("dino: a Skip the player can block says so before what it costs") {
  // 003: "kann der nächste Spieler ihren Effekt mit einem „Lauf!“-Joker blockieren". The
  // status line shows the prompt's start; it said "you lose your turn" while the dialog
  // offered the block (a newcomer, stop 66).
  const auto blockable_skip = [](const app::Session& x) {
    return x.phase() == uno::Phase::Pending && x.game().pending().kind == uno::PendingKind::Skip &&
           lauf_block_offered(x);
  };
  CHECK(at_moments("dino", 2, blockable_skip, [](const app::Session& s) {
          const std::string prompt = app::pending_prompt(s);
          CHECK(prompt.find("Lauf!") < prompt.find("you lose your turn"));
          CHECK(!has(prompt, app::tr(MomentText::PendingDinoNote)));
        }) == 2);
}

TEST_CASE("a Customizable wild in the hand is named with its card number and rule") {
  // A newcomer with a screen reader heard "Wild Customizable, playable" twice and could not
  // tell Card 1 (plays again) from Card 2 (draw until the colour); the face shows both.
  app::set_language(Lang::En);
  const uno::RuleSet r = uno::official112();
  const uno::Deck d = uno::build_deck(r);
  int named = 0;
  for (uno::CardId id = 0; id < d.size; ++id) {
    if (d[id].kind != uno::Kind::WildCustom) continue;
    const int slot = d[id].custom_slot();
    const std::string rule = app::custom_card_rule(r, d[id]);
    CHECK(rule == "Card " + std::to_string(slot + 1) + ": " + app::custom_rule_text(r, slot));
    CHECK(has(app::hand_card_label(d[id], true, false, rule), rule));
    ++named;
  }
  CHECK(named == 3);
  CHECK(app::custom_card_rule(r, d[0]).empty());  // any other card: nothing added
}
