// Links and saves as the app uses them: deals through links, the saved record in storage (and
// unreadable data kept aside), the URL fragment, and the replay mode of the session.
#include <catch2/catch.hpp>

#include <tuple>
#include <utility>

#include "app/core/app/app_core.h"
#include "app/core/app/link_intake.h"
#include "app/core/match/match_setup.h"
#include "app/core/match/session.h"
#include "app/core/motion/event_ticker.h"
#include "app/core/store/save_store.h"
#include "app/core/store/share_errors.h"
#include "app/core/store/storage.h"
#include "share/codec.h"
#include "test_storage.h"

using Kind = uno::share::Player;

namespace {

uno::share::Deal sample_config(int preset, std::uint64_t seed) {
  uno::share::Deal c;
  c.preset = std::string(uno::kPresetNames[static_cast<size_t>(preset)]);
  c.rules = *uno::preset(c.preset);
  c.seed = seed;
  c.seats = {{Kind::Human, "Åsa"}, {Kind::BotEasy, "Bo"}, {Kind::BotHard, "Cleo"}};
  return c;
}

// Plays the viewer's first legal action, else lets bots act, `steps` times.
void drive(app::Session& s, double& now, int steps) {
  for (int i = 0; i < steps && s.phase() != uno::Phase::MatchOver; ++i) {
    if (s.privacy_for() >= 0) s.confirm_privacy(now);
    if (s.reveal()) s.dismiss_reveal(now);
    if (!s.legal().empty() && s.act(s.legal().front(), now)) continue;
    now = std::max(now + 1.0, s.next_due());
    s.tick(now);
  }
}

}  // namespace

TEST_CASE("a match setup survives the trip through a deal link for every preset") {
  for (int p = 0; p < 5; ++p) {
    uno::share::Deal c = sample_config(p, 0xC0FFEEull + static_cast<unsigned>(p));
    c.rules.stack_draw_two = true;
    c.rules.target_score = 250;
    const auto link = uno::share::encode_deal_link(c);
    REQUIRE(link);
    const auto back = app::take_link(*link);
    REQUIRE(back.kind == app::LinkIntake::Kind::Deal);
    CHECK(back.deal == c);
  }
}

TEST_CASE("a deal with empty names gets default names, cut to the format's 16 bytes") {
  app::set_language(app::Lang::En);
  const auto deal = app::with_default_names(uno::share::make_deal("classic", 2, 9));
  for (const auto& s : deal.seats) CHECK(!s.name.empty());
  CHECK(deal.seats[0].name == "You");
  CHECK(uno::share::check_deal(deal).code == uno::share::ErrorCode::Ok);
}

// Every field of the settings as references. The structured binding names them all: a new
// field stops this from compiling until it is added here, so the tests below cover it.
auto fields_of(app::Settings& st) {
  auto& [language, marks, animation, volume, muted, speech, braille, contrast, motion, large, pace,
         tips_seen, tips_off, blank, setup] = st;
  return std::tie(language, marks, animation, volume, muted, speech, braille, contrast, motion,
                  large, pace, tips_seen, tips_off, blank, setup);
}

// Each field set away from its default.
app::Settings every_setting_changed() {
  app::Settings st;
  auto [language, marks, animation, volume, muted, speech, braille, contrast, motion, large, pace,
        tips_seen, tips_off, blank, setup] = fields_of(st);
  language = "sv";
  marks = true;
  animation = app::Speed::Off;
  volume = 40;
  muted = true;
  speech = true;
  braille = app::Preference::On;
  contrast = app::Preference::Off;
  motion = app::Preference::On;
  large = true;
  pace = uno::share::Pace::Quick;
  tips_seen = 0x21;
  tips_off = true;
  blank.rule[1] = uno::CustomRule::FreeText;
  blank.text[1] = "Sing a song";
  setup = app::with_default_names(uno::share::make_deal("dino", 3, 0));
  return st;
}

// `st` as a new store reads it after another store saved it.
app::Settings saved_and_read(const app::Settings& st) {
  clear_storage();
  {
    app::SaveStore a;
    REQUIRE(a.load());
    a.set_settings(st);
  }
  app::SaveStore b;
  REQUIRE(b.load());
  CHECK_FALSE(b.skipped());
  const app::Settings read = b.data().settings;
  clear_storage();
  return read;
}

// Settings with only field I changed (as in every_setting_changed), the rest default.
template <std::size_t I>
app::Settings only_field() {
  app::Settings all = every_setting_changed(), st;
  std::get<I>(fields_of(st)) = std::get<I>(fields_of(all));
  return st;
}

template <std::size_t... I>
void check_each_field(std::index_sequence<I...>) {
  const app::Settings defaults;
  for (const app::Settings& st : {only_field<I>()...}) {
    REQUIRE_FALSE(st == defaults);
    CHECK(saved_and_read(st) == st);
  }
}

TEST_CASE("every setting survives a save and a reload, each on its own and all together") {
  const app::Settings all = every_setting_changed();
  CHECK(saved_and_read(all) == all);
  app::Settings probe;
  check_each_field(std::make_index_sequence<std::tuple_size_v<decltype(fields_of(probe))>>{});
}

TEST_CASE("the game in progress is saved and read back by a new store") {
  clear_storage();
  app::SaveStore a;
  REQUIRE(a.load());
  CHECK_FALSE(a.had_saved_settings());
  app::Session s;
  double now = 0;
  s.start(sample_config(2, 77), now);
  drive(s, now, 60);
  a.set_game(s.deal(), s.actions());
  app::Settings st;
  app::set_lang(st, app::Lang::De);
  a.set_settings(st);

  app::SaveStore b;
  REQUIRE(b.load());
  CHECK(b.had_saved_settings());
  CHECK(b.data().settings == st);
  REQUIRE(b.data().game);
  app::Session r;
  REQUIRE(r.restore(b.data().game->deal, b.data().game->actions, nullptr, -1, now));
  CHECK(r.game().state_hash() == s.game().state_hash());
  CHECK(r.view().hand == s.view().hand);
}

TEST_CASE("unreadable saved data is kept aside, reported, and never overwritten") {
  clear_storage();
  const std::string junk = "uno-save 1\nlanguage de\ncrc 00000000\n";
  app::storage_set(app::kSaveKey, junk);
  app::SaveStore a;
  CHECK_FALSE(a.load());
  REQUIRE(a.problem());
  CHECK(a.problem()->error.code == uno::share::ErrorCode::BadChecksum);
  CHECK(a.problem()->kept_as == "uno-save-unreadable-1");
  CHECK(app::storage_get("uno-save-unreadable-1") == junk);
  CHECK_FALSE(app::storage_get(app::kSaveKey));
  a.set_settings(app::Settings{});  // writing afresh goes to the main key only
  CHECK(app::storage_get("uno-save-unreadable-1") == junk);

  // A second bad record goes to the next key; the first one stays.
  app::storage_set(app::kSaveKey, "not a save at all");
  app::SaveStore b;
  CHECK_FALSE(b.load());
  CHECK(b.problem()->error.code == uno::share::ErrorCode::NotASave);
  CHECK(b.problem()->kept_as == "uno-save-unreadable-2");
  CHECK(app::storage_get("uno-save-unreadable-1") == junk);
  clear_storage();
}

TEST_CASE("a finished match goes to the history and clears the game in progress") {
  clear_storage();
  app::SaveStore store;
  REQUIRE(store.load());
  app::Session s;
  double now = 0;
  uno::share::Deal c = sample_config(0, 5);
  c.rules.target_score = 0;  // first out wins: one round
  s.start(c, now);
  drive(s, now, 20000);
  REQUIRE(s.phase() == uno::Phase::MatchOver);
  store.set_game(s.deal(), s.actions());
  store.record_match(s.deal(), s.game(), "2026-11-23");
  app::SaveStore b;
  REQUIRE(b.load());
  CHECK_FALSE(b.data().game);
  REQUIRE(b.data().history.size() == 1);
  CHECK(b.data().history[0].date == "2026-11-23");
  CHECK(b.data().stats.matches_played == 1);
  clear_storage();
}

TEST_CASE("the URL fragment: options, deal, replay and bad links") {
  using K = app::LinkIntake::Kind;
  CHECK(app::take_link("").kind == K::None);
  CHECK(app::take_link("#").kind == K::None);
  const auto p = app::take_link("#seed=12&lang=de");
  CHECK(p.kind == K::Params);
  CHECK(p.params.seed == 12u);

  const uno::share::Deal c = sample_config(3, 99);
  const auto deal = app::take_link("#" + *uno::share::encode_deal_link(c));
  REQUIRE(deal.kind == K::Deal);
  CHECK(deal.deal.seed == 99);
  CHECK(deal.deal.preset == "braille");
  // The page's options after a share link (issue 42: tips off for a kiosk or a test run); a
  // seed there is refused, the link's own deals.
  const auto with_options =
      app::take_link("#" + *uno::share::encode_deal_link(c) + "&lang=de&tips=off&seed=5");
  REQUIRE(with_options.kind == K::Deal);
  CHECK(with_options.deal.seed == 99);
  CHECK(with_options.params.lang == "de");
  CHECK(with_options.params.tips == false);
  CHECK_FALSE(with_options.params.seed);
  CHECK(with_options.params.bad == std::vector<std::string>{"seed=5"});
  CHECK(app::take_link("#tips=on").params.tips == true);
  CHECK(app::take_link("#tips=maybe").params.bad == std::vector<std::string>{"tips=maybe"});

  app::Session s;
  double now = 0;
  s.start(c, now);
  drive(s, now, 30);
  const auto replay = app::take_link(*uno::share::encode_replay_link(c, s.actions()));
  REQUIRE(replay.kind == K::Replay);
  CHECK(replay.actions == s.actions());

  std::string link = *uno::share::encode_deal_link(c);
  link[10] = link[10] == 'A' ? 'B' : 'A';
  const auto bad = app::take_link("#" + link);
  REQUIRE(bad.kind == K::Bad);
  CHECK(bad.notice.id == "bad-link:bad-checksum");
  CHECK_FALSE(bad.notice.title.empty());
  CHECK(app::take_link("#!!!").notice.id == "bad-link:bad-characters");
}

TEST_CASE("replay mode steps through the actions to the same game, and nobody acts") {
  app::Session live;
  double now = 0;
  const uno::share::Deal c = sample_config(1, 4242);
  live.start(c, now);
  drive(live, now, 200);
  app::Session r;
  r.start_replay(c);
  CHECK(r.replaying());
  CHECK(r.viewer() == 0);
  CHECK(r.legal().empty());
  for (const auto& a : live.actions()) REQUIRE(r.replay_apply(a));
  CHECK(r.game().state_hash() == live.game().state_hash());
  r.tick(1e12);
  CHECK(r.actions().size() == live.actions().size());  // no bot moved
  CHECK_FALSE(r.act(live.actions().front(), now));
  r.set_replay_viewer(2);
  CHECK(r.viewer() == 2);
  CHECK(r.view().hand == live.game().hand(2));
}

TEST_CASE("the ticker tells UNO calls, skips and penalty draws, then lets them go") {
  using uno::Event;
  using uno::EventType;
  std::vector<Event> ev;
  auto add = [&](EventType t, int seat, int value = 0) {
    Event e;
    e.seq = static_cast<std::uint32_t>(ev.size());
    e.type = t;
    e.seat = static_cast<std::int8_t>(seat);
    e.value = static_cast<std::int16_t>(value);
    ev.push_back(e);
  };
  add(EventType::UnoCalled, 1);
  add(EventType::Skipped, 2);
  for (int i = 0; i < 4; ++i) add(EventType::Draw, 0, static_cast<int>(uno::DrawReason::Penalty));
  // (A turn's single draw is on the ticker too since issue 31: test_access.cpp.)
  app::set_language(app::Lang::En);
  app::EventTicker t;
  t.on_events(
      ev, [](int s) { return std::string("P") + std::to_string(s); }, 1000.0);
  const auto& lines = (t.expire(1000.0), t.lines());
  REQUIRE(lines.size() == 3);
  CHECK(lines[0].text == "P1: UNO!");
  CHECK(lines[1].text == "P2 is skipped");
  CHECK(lines[2].text == "P0 draws 4");
  CHECK(t.next_expiry() > 1000.0);
  // The UNO call and the skip go after their seconds; the penalty stays until the next
  // turn has begun, so a person can read it even when bots move fast.
  const double later = t.next_expiry() + 1;
  REQUIRE((t.expire(later), t.lines()).size() == 1);
  CHECK((t.expire(later), t.lines())[0].text == "P0 draws 4");
  CHECK(t.next_expiry() < 0);  // held: no wake-up for it
  Event turn;
  turn.type = EventType::TurnStart;
  turn.seat = 1;
  t.on_events(
      {turn}, [](int s) { return std::string("P") + std::to_string(s); }, later);
  CHECK((t.expire(later), t.lines()).empty());  // released, and its seconds were up
  CHECK(t.next_expiry() < 0);
}

TEST_CASE("the rule editor's blank cards outlive a preset change and are saved") {
  app::StartSetup setup;
  setup.set_preset("official112");
  setup.rules().custom_rule[0] = uno::CustomRule::FreeText;
  setup.rules().custom_text[0] = "Hop on one leg";
  setup.set_preset("classic");
  CHECK(setup.deal().rules.custom_text[0].empty());  // classic has no blank cards
  setup.set_preset("official112");
  CHECK(setup.deal().rules.custom_rule[0] == uno::CustomRule::FreeText);
  CHECK(setup.deal().rules.custom_text[0] == "Hop on one leg");

  app::Settings st;
  st.blank_cards = setup.blank_cards();
  CHECK(saved_and_read(st).blank_cards == st.blank_cards);  // and nothing skipped
}

TEST_CASE("a corrupted blank-card rule is reported, kept aside, and nothing else is lost") {
  clear_storage();
  app::Session s;
  double now = 0;
  s.start(sample_config(1, 52), now);
  drive(s, now, 20);
  app::SaveStore a;
  REQUIRE(a.load());
  a.set_game(s.deal(), s.actions());
  // A damaged value with a valid checksum (a hand edit, a faulty writer).
  std::string text = *app::storage_get(app::kSaveKey);
  text = text.substr(0, text.rfind("crc "));
  text += "blank-card 2 free-text %ZZ\n";
  text += "crc " + uno::share::detail::hex(uno::share::detail::crc32(text), 8) + "\n";
  app::storage_set(app::kSaveKey, text);

  app::SaveStore b;
  REQUIRE(b.load());  // readable: the game and the rest are there
  REQUIRE(b.skipped());
  CHECK(b.skipped()->error.message.find("card 2: malformed text") != std::string::npos);
  CHECK(b.skipped()->kept_as == "uno-save-unreadable-1");
  CHECK(app::storage_get("uno-save-unreadable-1") == text);  // nothing lost
  REQUIRE(b.data().game);
  CHECK(b.data().game->actions == s.actions());
  CHECK(b.data().settings.blank_cards.rule[1] == uno::share::BlankCards{}.rule[1]);

  // The app tells the player, in their language, and goes on with the saved game.
  app::AppCore core(app::Host{[] { return std::string("2026-11-24"); },
                              [] { return std::string("https://x/"); }});
  core.init(app::StartupInputs{"", "de", 0});
  CHECK(core.notices().current_id() == "skipped-settings");
  CHECK(core.can_continue());
  clear_storage();
}

TEST_CASE("the start screen comes back as the player left it; default names follow the language") {
  clear_storage();
  app::set_language(app::Lang::En);
  {
    app::AppCore core;
    core.init(app::StartupInputs{"", "en-US", 0});
    core.end_frame(16);
    CHECK(app::storage_get(app::kSaveKey).value_or("").find("\nsetup ") == std::string::npos);
    app::StartSetup s = core.setup();
    s.set_preset("spin");
    s.set_seats(3);
    s.next_level(1);  // normal -> hard
    s.next_level(1);  // hard -> expert
    s.set_name(2, "Zoë");
    s.choose_target("250");
    core.handle(app::Command::edit_setup(s), 32);
    core.end_frame(32);
    CHECK(app::storage_get(app::kSaveKey).value_or("").find("\nsetup ") != std::string::npos);
  }
  app::AppCore again;
  again.init(app::StartupInputs{"", "en-US", 100});
  CHECK_FALSE(again.notices().open());
  const uno::share::Deal& d = again.setup().deal();
  CHECK(d.preset == "spin");
  REQUIRE(d.seats.size() == 3);
  CHECK(d.seats[0].player == Kind::Human);
  CHECK(d.seats[1].player == Kind::BotExpert);
  CHECK(d.seats[2].name == "Zoë");
  CHECK(d.rules.target_score == 250);
  CHECK(d.seats[0].name == "You");
  // The default names still follow the language; the typed one stays.
  app::Settings german = again.settings();
  app::set_lang(german, app::Lang::De);
  again.handle(app::Command::change_settings(german), 200);
  CHECK(again.setup().deal().seats[0].name == "Du");
  CHECK(again.setup().deal().seats[2].name == "Zoë");
  app::set_language(app::Lang::En);
  clear_storage();
}

TEST_CASE("an unreadable saved setup is reported as such; the start screen has its defaults") {
  clear_storage();
  std::string text = "uno-save 1\nlanguage en\nsetup AQEC-nonsense\n";
  text += "crc " + uno::share::detail::hex(uno::share::detail::crc32(text), 8) + "\n";
  app::storage_set(app::kSaveKey, text);
  app::AppCore core;
  core.init(app::StartupInputs{"", "en-US", 0});
  CHECK(core.notices().current_id() == "skipped-settings");
  CHECK(core.notices().current()->title == "Your last start screen setup could not be read");
  CHECK(core.setup().deal().preset == "classic");
  CHECK(app::storage_get("uno-save-unreadable-1") == text);  // kept aside, nothing lost
  clear_storage();
}
