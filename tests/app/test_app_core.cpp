// The app core as the page drives it (start-up inputs, commands, frames) with a fake
// clock and the in-memory storage, and the one race model shared with the CLI.
#include <catch2/catch.hpp>

#include <sstream>

#include "app/core/app/app_core.h"
#include "app/core/match/match_setup.h"
#include "app/core/store/storage.h"
#include "app/testing/hook_state.h"
#include "cli/protocol.h"
#include "human_pick.h"
#include "play_moves.h"
#include "share/share.h"
#include "test_storage.h"

using Kind = uno::share::Player;

namespace {

// Opens a share link's deal (`bots` computers and the player) as the page does.
void open_link(app::AppCore& a, const char* preset, int bots, std::uint64_t seed, double now) {
  const auto link = uno::share::encode_deal_link(uno::share::make_deal(preset, bots, seed));
  REQUIRE(link);
  a.init(app::StartupInputs{"#" + *link, "en", now, false});
  REQUIRE(a.screen() == app::Screen::Table);
}

// Runs frames (no views) until nothing is due: bots move when their time comes.
void run_bots(app::AppCore& core, double& now, int frames) {
  for (int i = 0; i < frames; ++i) {
    core.begin_frame(now, false);
    core.end_frame(now);
    const double due = core.next_wake(false);
    if (due < 0) return;
    now = std::max(now + 1.0, due);
  }
}

// The actions the CLI's `run` plays for a deal of computer seats, as text.
std::vector<std::string> cli_run(const uno::share::Deal& d,
                                 const std::vector<std::string>& levels) {
  uno::cli::ProtocolSession p;
  std::string req = R"({"cmd":"new","preset":")" + d.preset + R"(","seats":)" +
                    std::to_string(d.seats.size()) + R"(,"seed":)" + std::to_string(d.seed) +
                    R"(,"target":)" + std::to_string(d.rules.target_score) + "}";
  REQUIRE(p.handle(req).find("\"ok\":true") != std::string::npos);
  std::string run = R"({"cmd":"run","log":true,"max_steps":1000000,"levels":[)";
  for (size_t i = 0; i < levels.size(); ++i) run += (i ? ",\"" : "\"") + levels[i] + "\"";
  uno::cli::Json req_json, reply;
  std::string err;
  REQUIRE(uno::cli::parse_json(run + "]}", req_json, err));
  reply = p.handle_json(req_json);
  REQUIRE(uno::cli::find_member(reply, "actions") != nullptr);
  std::vector<std::string> out;
  for (const auto& a : *uno::cli::find_member(reply, "actions"))
    out.push_back(a.get<std::string>());
  return out;
}

}  // namespace

TEST_CASE("the same deal with the same seats plays the same in the app core and in uno-cli run") {
  struct Case {
    const char* preset;
    std::vector<Kind> seats;
    std::vector<std::string> levels;
    int target;
  };
  const Case cases[] = {
      {"classic",
       {Kind::BotEasy, Kind::BotNormal, Kind::BotHard, Kind::BotNormal},
       {"easy", "normal", "hard", "normal"},
       200},
      {"spin", {Kind::BotHard, Kind::BotEasy, Kind::BotNormal}, {"hard", "easy", "normal"}, 0},
      {"official112", {Kind::BotNormal, Kind::BotHard}, {"normal", "hard"}, 0},
      {"dino",
       {Kind::BotNormal, Kind::BotNormal, Kind::BotEasy, Kind::BotHard, Kind::BotNormal},
       {"normal", "normal", "easy", "hard", "normal"},
       0},
  };
  for (const Case& c : cases) {
    for (std::uint64_t seed : {3ull, 2026ull}) {
      uno::share::Deal d;
      d.preset = c.preset;
      d.rules = *uno::preset(c.preset);
      d.rules.target_score = static_cast<std::uint16_t>(c.target);
      d.seed = seed;
      for (Kind k : c.seats) d.seats.push_back({k, "Bot"});
      app::Session s;
      double now = 0;
      s.start(d, now);
      for (int i = 0; i < 200000 && s.phase() != uno::Phase::MatchOver && s.next_due() >= 0; ++i) {
        now = std::max(now, s.next_due());
        s.tick(now);
      }
      REQUIRE(s.phase() == uno::Phase::MatchOver);
      std::vector<std::string> app_actions;
      for (const auto& a : s.actions()) app_actions.push_back(s.game().to_string(a));
      INFO(c.preset << " seed " << seed);
      CHECK(app_actions == cli_run(d, c.levels));
    }
  }
}

TEST_CASE("a round's end: the table stays in sight a moment before the summary covers it") {
  // Issue 41, a newcomer: "When a computer plays its last card, the round summary appears
  // at once, so I never saw the winning card."
  clear_storage();
  app::AppCore a(test_host());
  double now = 1000;
  open_link(a, "classic", 1, 7, now);
  const auto over = [&a] {
    const uno::Phase ph = a.session().phase();
    return ph == uno::Phase::RoundOver || ph == uno::Phase::MatchOver;
  };
  for (int i = 0; i < 200000 && !over(); ++i) {
    a.begin_frame(now, false);
    const app::Session& s = a.session();
    if (s.reveal()) a.handle(app::Command::of(app::Command::Kind::DismissReveal), now);
    if (s.viewer() >= 0 && a.waiting_for() == s.viewer() && !s.legal().empty() &&
        a.takes_input(now))
      a.handle(app::Command::act(human_pick(s)), now);
    a.end_frame(now);
    if (over()) break;
    const double due = a.next_wake(false);
    now = a.animating(now) || due < 0 ? now + 16 : std::max(now + 1, due);
  }
  REQUIRE(over());
  // The frame that ended the round: the table is held (the loop keeps drawing it), the
  // hook says so, and the summary comes kRoundEndSeenMs later (Normal animations).
  CHECK(a.round_end_held(now));
  CHECK(a.animating(now));
  CHECK(a.round_end_held(now + app::AppCore::kRoundEndSeenMs - 1));
  CHECK_FALSE(a.round_end_held(now + app::AppCore::kRoundEndSeenMs + 1));
  CHECK_FALSE(a.animating(now + app::AppCore::kRoundEndSeenMs + 5000));
  // A reload of the ended round shows its summary at once (nothing to see land).
  app::AppCore b(test_host());
  b.init(app::StartupInputs{"", "en", now, false});
  b.begin_frame(now, false);
  b.end_frame(now);
  CHECK_FALSE(b.round_end_held(now));
  clear_storage();
}

TEST_CASE("at Normal speed an effect's banner is read before the next computer moves") {
  // Issue 41, a newcomer: "Three computers can play a Skip, a Reverse and a +2 within about
  // 2 s, before I can read any of it."
  clear_storage();
  app::AppCore a(test_host());
  double now = 1000;
  open_link(a, "classic", 3, 21, now);
  REQUIRE(a.settings().animation == uno::share::AnimationSpeed::Normal);
  int held = 0;
  double banner_end = -1;  // the end of the last banner shown
  const auto on = [&a] {
    const uno::Phase ph = a.session().phase();
    return ph != uno::Phase::RoundOver && ph != uno::Phase::MatchOver;
  };
  for (int i = 0; i < 100000 && on(); ++i) {
    const app::Session& s = a.session();
    const std::uint32_t before = s.event_count();
    a.begin_frame(now, false);  // a computer's move comes here
    const bool bot_moved = s.event_count() > before;
    bool human = false;
    if (s.reveal()) a.handle(app::Command::of(app::Command::Kind::DismissReveal), now);
    if (s.viewer() >= 0 && a.waiting_for() == s.viewer() && !s.legal().empty() &&
        a.takes_input(now)) {
      a.handle(app::Command::act(human_pick(s)), now);
      human = true;
    }
    const bool moved = s.event_count() > before;
    if (bot_moved && banner_end > 0) {
      INFO("a move at " << now << " with a banner up until " << banner_end);
      CHECK(now >= banner_end);
      ++held;
      banner_end = -1;
    }
    a.end_frame(now);
    if (a.banners().end_time() > now) banner_end = a.banners().end_time();
    if (human && moved) banner_end = -1;
    const double due = a.next_wake(false);
    now = a.animating(now) || due < 0 ? now + 16 : std::max(now + 1, due);
  }
  CHECK(held >= 3);  // moves that came after a banner
  clear_storage();
}

TEST_CASE("app core: a deal link starts its match, persists it, and a reload resumes it once") {
  clear_storage();
  uno::share::Deal d = uno::share::make_deal("spin", 2, 42);
  const std::string link = *uno::share::encode_deal_link(d);
  double now = 1000;
  app::AppCore a(test_host());
  CHECK(a.init(app::StartupInputs{"#" + link, "de-CH", now}));  // a link: the page clears it
  REQUIRE(a.screen() == app::Screen::Table);
  CHECK(a.session().deal().preset == "spin");
  CHECK(a.session().deal().seed == 42);
  CHECK(a.session().name(0) == std::string("Du"));  // an empty name gets the language's default
  // The human plays its first legal action once it may act, then the bots answer.
  for (int i = 0; i < 50 && a.session().legal().empty(); ++i) run_bots(a, now, 1);
  REQUIRE(!a.session().legal().empty());
  a.handle(app::Command::act(a.session().legal().front()), now);
  run_bots(a, now, 50);
  a.end_frame(now);
  const size_t played = a.session().actions().size();
  REQUIRE(played > 0);

  app::AppCore b(test_host());
  CHECK_FALSE(b.init(app::StartupInputs{"", "en", now}));
  REQUIRE(b.screen() == app::Screen::Table);
  CHECK(b.session().actions().size() == played);
  CHECK(b.session().game().state_hash() == a.session().game().state_hash());
  clear_storage();
}

TEST_CASE(
    "app core: a bad link leaves a notice and the start screen; sharing builds a link on the page") {
  clear_storage();
  app::AppCore a(test_host());
  CHECK(a.init(app::StartupInputs{"#AAAA!!", "en", 0}));
  CHECK(a.screen() == app::Screen::Start);
  CHECK(a.notices().current_id() == "bad-link:bad-characters");
  a.handle(app::Command::press_notice("ok"), 0);
  uno::share::Deal setup = uno::share::make_deal("classic", 3, 0);
  setup.seats[0].name = "Ann";
  a.start_match(setup, false, 0);
  REQUIRE(a.screen() == app::Screen::Table);
  a.handle(app::Command::of(app::Command::Kind::ShareDeal), 0);
  REQUIRE(a.notices().current() != nullptr);
  const std::string url = a.notices().current()->link;
  REQUIRE(url.rfind("https://x/#", 0) == 0);
  const auto back = uno::share::decode_link(url.substr(11));
  REQUIRE(back);
  CHECK(back->deal == a.session().deal());
  // The test hook sees the notice and the viewer's table, never another hand.
  const std::string j = app::hook_state_json(a, app::ViewReport{}, 0, 0);
  CHECK(j.find("\"notice\":\"share-deal\"") != std::string::npos);
  CHECK(j.find("\"viewer\":0") != std::string::npos);
  CHECK(j.find("\"selected\":null") != std::string::npos);
  a.handle(app::Command::of(app::Command::Kind::Menu), 0);
  CHECK(a.screen() == app::Screen::Start);
  CHECK(a.can_continue());
  clear_storage();
}

TEST_CASE(
    "app core: a replay link opens the viewer; stepping and leaving bring the saved game back") {
  clear_storage();
  uno::share::Deal d = uno::share::make_deal("classic", 2, 7);
  app::Session live;
  double now = 0;
  live.start(d, now);
  play_first_moves(live, now, 40);
  REQUIRE(live.actions().size() >= 3);
  const auto link = uno::share::encode_replay_link(d, live.actions());
  REQUIRE(link);
  app::AppCore a(test_host());
  CHECK(a.init(app::StartupInputs{"#" + *link, "sv", 0}));
  REQUIRE(a.screen() == app::Screen::Replay);
  CHECK(a.replay().total() == static_cast<int>(live.actions().size()));
  a.handle(app::Command::of(app::Command::Kind::ReplayForward), 0);
  a.handle(app::Command::of(app::Command::Kind::ReplayForward), 0);
  CHECK(a.replay().step() == 2);
  a.handle(app::Command::of(app::Command::Kind::ReplayBack), 0);
  CHECK(a.replay().step() == 1);
  a.handle(app::Command::replay_seat(1), 0);
  CHECK(a.session().viewer() == 1);
  a.handle(app::Command::of(app::Command::Kind::Menu), 0);
  CHECK(a.screen() == app::Screen::Start);
  CHECK_FALSE(a.can_continue());  // nothing was saved: no game to bring back
  clear_storage();
}

// 004: "Spieleranzahl: 2 bis 8 Personen": 9 and 10 players are allowed as a house
// extension, and the start screen says so.
TEST_CASE("start screen: a note when more players than the booklet's 8 are chosen") {
  uno::share::Deal d;
  d.preset = "classic";
  d.rules = uno::classic();
  d.seats.resize(8);
  app::set_language(app::Lang::En);
  CHECK(app::seat_limit_note(d).empty());
  d.seats.resize(9);
  CHECK(app::seat_limit_note(d) == "The booklet is for 2 to 8 players; more is a house rule.");
  app::set_language(app::Lang::De);
  CHECK(app::seat_limit_note(d) ==
        "Die Anleitung ist f\xC3\xBCr 2 bis 8 Spieler; mehr ist eine Hausregel.");
  app::set_language(app::Lang::Sv);
  d.seats.resize(10);
  CHECK(app::seat_limit_note(d) ==
        "Regelh\xC3\xA4"
        "ftet g\xC3\xA4ller 2 till 8 spelare; fler \xC3\xA4r en husregel.");
  app::set_language(app::Lang::En);
  d.preset = "official112";  // 001 names no limit
  d.rules = uno::official112();
  CHECK(app::seat_limit_note(d).empty());
}
