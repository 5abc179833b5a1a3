// Sound cues (which sound the table makes, from the engine's events), the sound and speech
// settings as saved, and their controls in the accessibility model, natively. The page's
// Web Audio side is tested in tests/e2e/sound.test.mjs.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "app/access/access_model.h"
#include "app/core/announce/sound_cues.h"
#include "app/core/app/app_core.h"
#include "app/core/store/storage.h"
#include "share/codec.h"
#include "share/share.h"
#include "test_storage.h"

using app::Cue;
using uno::Event;
using uno::EventType;
using Kind = uno::share::Player;

namespace {

Event ev(EventType t, int seat = -1, int value = 0, int target = -1) {
  Event e;
  e.type = t;
  e.seat = static_cast<std::int8_t>(seat);
  e.value = static_cast<std::int16_t>(value);
  e.target = static_cast<std::int8_t>(target);
  return e;
}

// Seat 0 is the human at this device; the rest are computers.
constexpr std::uint32_t kSeat0Human = 1;

// The cues taken, in Cue order.
std::vector<Cue> cues_of(std::uint16_t set) {
  std::vector<Cue> out;
  for (int i = 0; i < app::kCueKinds; ++i)
    if (set >> i & 1u) out.push_back(static_cast<Cue>(i));
  return out;
}

std::vector<Cue> take(app::SoundCues& c) { return cues_of(c.take()); }

std::vector<Cue> batch(app::SoundCues& c, std::vector<Event> events, double now) {
  c.on_events(events, kSeat0Human, now);
  return take(c);
}

// The app as the page runs it: frames with the human's choices in between, the cues each
// frame hands to the page, and who the game waited for then.
struct Table {
  struct Heard {
    double at;
    Cue cue;
    int waiting;  // AppCore::waiting_for() in that frame
  };
  app::AppCore core{test_host()};
  double now = 1000.0;
  std::vector<Heard> heard;
  int human_moves = 0;
  int confirmed_at = -1;  // heard.size() when the device last changed hands
  int handovers = 0;      // privacy screens seen
  bool privacy_seen = false;
  bool confirmed_now = false;  // the last frame confirmed a hand-over

  explicit Table(const std::string& options) {
    clear_storage();
    core.init(app::StartupInputs{options, "en", now});
  }
  // One round, first out wins (nobody has to start a next round).
  void start(uno::share::Deal d) {
    d.rules.target_score = 0;
    start_chosen(core, d, false, now);
  }
  // One frame; `act`: the human plays the first legal action when the game waits for them.
  void frame(bool act) {
    confirmed_now = false;
    const bool was_up = privacy_seen;  // the pass screen was drawn by the last frame
    core.begin_frame(now, false);
    const app::Session& s = core.session();
    // A hand-over may come in this frame (the player's look at their play ended): counted,
    // and confirmed only from the next frame, as a person sees the screen first.
    if (s.privacy_for() >= 0 && !privacy_seen) ++handovers;
    privacy_seen = s.privacy_for() >= 0;
    if (act && s.privacy_for() >= 0 && was_up) {
      core.handle(app::Command::of(app::Command::Kind::ConfirmPrivacy), now);
      confirmed_at = static_cast<int>(heard.size());
      confirmed_now = true;
    } else if (act && s.reveal()) {
      core.handle(app::Command::of(app::Command::Kind::DismissReveal), now);
    } else if (act && s.privacy_for() < 0 && core.waiting_for() >= 0 && !core.animating(now) &&
               !s.legal().empty()) {
      core.handle(app::Command::act(s.legal().front()), now);
      ++human_moves;
    }
    core.end_frame(now);
    privacy_seen = s.privacy_for() >= 0;
    for (const Cue c : cues_of(core.take_sound())) heard.push_back({now, c, core.waiting_for()});
    const double due = core.next_wake(false);
    now = core.animating(now) || due < 0 ? now + 16.0 : std::max(now + 1.0, due);
  }
  bool over() const { return core.session().phase() == uno::Phase::MatchOver; }
  int count(Cue c) const {
    return static_cast<int>(
        std::count_if(heard.begin(), heard.end(), [c](const Heard& h) { return h.cue == c; }));
  }
};

}  // namespace

TEST_CASE("sound: every cue has its own name for the page") {
  std::set<std::string> names;
  for (int i = 0; i < app::kCueKinds; ++i) names.insert(app::cue_name(static_cast<Cue>(i)));
  CHECK(names.size() == static_cast<size_t>(app::kCueKinds));
  CHECK(std::string(app::cue_name(Cue::YourTurn)) == "turn");
}

TEST_CASE("sound: one cue per moment, the most important of the batch") {
  app::SoundCues c;
  // A plain play, and a draw.
  CHECK(batch(c, {ev(EventType::Play, 1), ev(EventType::TurnStart, 2)}, 0) ==
        std::vector<Cue>{Cue::Play});
  CHECK(batch(c, {ev(EventType::Draw, 2), ev(EventType::TurnStart, 3)}, 1000) ==
        std::vector<Cue>{Cue::Draw});
  // A play with its UNO call is the call; a catch outweighs the penalty cards drawn.
  CHECK(batch(c, {ev(EventType::Play, 0), ev(EventType::UnoCalled, 0)}, 2000) ==
        std::vector<Cue>{Cue::Uno});
  CHECK(batch(c,
              {ev(EventType::UnoCaught, 1, 0, 2), ev(EventType::Draw, 2, 3),
               ev(EventType::Draw, 2, 3)},
              3000) == std::vector<Cue>{Cue::Caught});
  // A challenge that finds a bluff is "caught"; a fair +4 is just the cards drawn.
  CHECK(batch(c, {ev(EventType::Challenge, 0, 1, 1), ev(EventType::Draw, 1, 2)}, 4000) ==
        std::vector<Cue>{Cue::Caught});
  CHECK(batch(c, {ev(EventType::Challenge, 0, 0, 1), ev(EventType::Draw, 0, 2)}, 5000) ==
        std::vector<Cue>{Cue::Draw});
  // The deal is a shuffle (not 28 draws); the wheel; hands passed round.
  std::vector<Event> deal = {ev(EventType::RoundStart, 0, 1)};
  for (int i = 0; i < 28; ++i) deal.push_back(ev(EventType::Deal, i % 4));
  deal.push_back(ev(EventType::FirstCard));
  deal.push_back(ev(EventType::TurnStart, 1));
  CHECK(batch(c, deal, 6000) == std::vector<Cue>{Cue::Shuffle});
  CHECK(batch(c, {ev(EventType::Play, 1), ev(EventType::SpinResult, 1, 3)}, 7000) ==
        std::vector<Cue>{Cue::Wheel});
  CHECK(batch(c, {ev(EventType::Play, 1), ev(EventType::HandsTraded, 1, 1)}, 8000) ==
        std::vector<Cue>{Cue::Shuffle});
  // Events that make no sound.
  CHECK(batch(c, {ev(EventType::UnoWindowClosed, 1), ev(EventType::Score, 1, 20)}, 9000).empty());
}

TEST_CASE("sound: win or lose, for the humans at this device") {
  app::SoundCues c;
  CHECK(batch(c, {ev(EventType::Play, 0), ev(EventType::RoundOver, 0)}, 0) ==
        std::vector<Cue>{Cue::Win});
  CHECK(batch(c, {ev(EventType::Play, 2), ev(EventType::RoundOver, 2)}, 1000) ==
        std::vector<Cue>{Cue::Lose});
  // The match decides over the round: a computer went out last, but the human won on points.
  CHECK(batch(c, {ev(EventType::RoundOver, 2), ev(EventType::MatchOver, 0)}, 2000) ==
        std::vector<Cue>{Cue::Win});
  CHECK(batch(c, {ev(EventType::RoundOver, 0), ev(EventType::MatchOver, 1)}, 3000) ==
        std::vector<Cue>{Cue::Lose});
  // A tie for the match that includes the human: won.
  CHECK(
      batch(c,
            {ev(EventType::RoundOver, 1), ev(EventType::MatchOver, 1), ev(EventType::MatchOver, 0)},
            4000) == std::vector<Cue>{Cue::Win});
}

TEST_CASE("sound: a fast run of moves stays a few clicks") {
  app::SoundCues c;
  std::vector<Cue> all;
  // 40 computer moves 60 ms apart (faster than any bot): 2.4 s.
  for (int i = 0; i < 40; ++i) {
    c.on_events({ev(i % 3 ? EventType::Play : EventType::Draw, 1 + i % 3)}, kSeat0Human, i * 60.0);
    for (Cue x : take(c)) all.push_back(x);
  }
  CHECK(all.size() >= 8);
  CHECK(all.size() <= 10);  // one every kMinGapMs (250 ms) at most
  // Important moments are never dropped for it.
  c.on_events({ev(EventType::Play, 1)}, kSeat0Human, 3000);
  c.on_events({ev(EventType::UnoCalled, 2)}, kSeat0Human, 3010);
  c.on_events({ev(EventType::UnoCaught, 3, 0, 2)}, kSeat0Human, 3020);
  CHECK(take(c) == std::vector<Cue>{Cue::Play, Cue::Uno, Cue::Caught});
}

TEST_CASE("sound: 'your turn' once per turn, when the table is still") {
  app::SoundCues c;
  c.on_events({ev(EventType::Play, 1), ev(EventType::TurnStart, 0)}, kSeat0Human, 0);
  CHECK(take(c) == std::vector<Cue>{Cue::Play});
  c.on_waiting(0, false);  // the card still flies
  CHECK(take(c).empty());
  c.on_waiting(0, true);
  CHECK(take(c) == std::vector<Cue>{Cue::YourTurn});
  c.on_waiting(0, true);  // still the same turn: no repeat
  c.on_waiting(0, true);
  CHECK(take(c).empty());
  // The human plays a Skip in a 2-player game: their turn again, sounded again.
  c.on_events({ev(EventType::Play, 0), ev(EventType::Skipped, 1), ev(EventType::TurnStart, 0)},
              kSeat0Human, 1000);
  c.on_waiting(0, true);
  CHECK(take(c) == std::vector<Cue>{Cue::Play, Cue::YourTurn});
  // A Wild: choosing its colour is the same turn.
  c.on_events({ev(EventType::Play, 0)}, kSeat0Human, 2000);
  c.on_waiting(0, true);
  CHECK(take(c) == std::vector<Cue>{Cue::Play});
  // The computers' turns: nobody to call; then the human again.
  c.on_events({ev(EventType::ColourChosen, 0), ev(EventType::TurnStart, 1)}, kSeat0Human, 3000);
  c.on_waiting(-1, true);
  c.on_events({ev(EventType::Play, 1), ev(EventType::TurnStart, 0)}, kSeat0Human, 4000);
  c.on_waiting(0, true);
  CHECK(take(c) == std::vector<Cue>{Cue::Play, Cue::YourTurn});
  // Hot-seat: the device goes from one human to another.
  c.on_events({ev(EventType::Play, 0), ev(EventType::TurnStart, 1)}, kSeat0Human, 5000);
  c.on_waiting(1, true);
  CHECK(take(c) == std::vector<Cue>{Cue::Play, Cue::YourTurn});
  // A new match forgets whose turn was sounded.
  c.reset();
  c.on_waiting(1, true);
  CHECK(take(c) == std::vector<Cue>{Cue::YourTurn});
}

TEST_CASE("sound in the app: a match against computers") {
  // Fast animations, so cards are in flight between moves.
  Table t("seed=21&speed=fast");
  t.start(uno::share::make_deal("classic", 3, 0));
  for (int i = 0; i < 60000 && !t.over(); ++i) t.frame(true);
  REQUIRE(t.over());
  REQUIRE(t.human_moves > 0);
  CHECK(t.count(Cue::Shuffle) >= 1);
  CHECK(t.count(Cue::Play) > 10);
  CHECK(t.count(Cue::Draw) >= 1);
  CHECK(t.count(Cue::Win) + t.count(Cue::Lose) >= 1);
  // "Your turn" only while the game waits for the human, and once per wait.
  const int turns = t.count(Cue::YourTurn);
  CHECK(turns >= 1);
  CHECK(turns <= t.human_moves);
  for (const Table::Heard& h : t.heard)
    if (h.cue == Cue::YourTurn) CHECK(h.waiting == 0);
  // Cards played and drawn are never closer than the gap.
  double last = -1e9;
  for (const Table::Heard& h : t.heard) {
    if (h.cue != Cue::Play && h.cue != Cue::Draw) continue;
    CHECK(h.at - last >= app::SoundCues::kMinGapMs);
    last = h.at;
  }
  clear_storage();
}

TEST_CASE("sound in the app: computers racing at full speed do not flood") {
  Table t("seed=5&speed=off");  // no animation, bots at a third of their time
  uno::share::Deal d = uno::share::make_deal("classic", 3, 0);
  for (auto& s : d.seats) s.player = Kind::BotHard;
  d.seats[0].player = Kind::Human;
  t.start(d);
  for (int i = 0; i < 20000 && !t.over(); ++i) t.frame(true);
  REQUIRE(t.over());
  // The moves that could have clicked, against the clicks heard.
  int moves = 0;
  for (const Event& e : t.core.session().game().events())
    moves += e.type == EventType::Play || (e.type == EventType::Draw && e.value == 0);
  const int clicks = t.count(Cue::Play) + t.count(Cue::Draw);
  INFO(moves << " plays and draws, " << clicks << " heard");
  CHECK(clicks > 5);
  CHECK(clicks < moves);  // some came too fast and were dropped
  double last = -1e9;
  for (const Table::Heard& h : t.heard) {
    if (h.cue != Cue::Play && h.cue != Cue::Draw) continue;
    CHECK(h.at - last >= app::SoundCues::kMinGapMs);
    last = h.at;
  }
  clear_storage();
}

TEST_CASE("sound in the app: hot-seat sounds the turn when the device changes hands") {
  Table t("seed=9&speed=fast");
  uno::share::Deal d = uno::share::make_deal("classic", 2, 0);
  d.seats[1].player = Kind::Human;  // two humans and a computer
  d.seats[1].name = "Bea";
  t.start(d);
  int turn_after_confirm = 0;
  for (int i = 0; i < 60000 && !t.over() && t.handovers < 12; ++i) {
    const size_t before = t.heard.size();
    t.frame(true);
    // The frame that confirmed the hand-over sounds no second "your turn".
    if (t.confirmed_now)
      for (size_t k = before; k < t.heard.size(); ++k)
        if (t.heard[k].cue == Cue::YourTurn) ++turn_after_confirm;
  }
  REQUIRE(t.handovers >= 3);
  CHECK(turn_after_confirm == 0);
  // Each hand-over was sounded, for the human it went to.
  int turns = 0;
  for (const Table::Heard& h : t.heard)
    if (h.cue == Cue::YourTurn) {
      ++turns;
      CHECK(t.core.session().is_human(h.waiting));
    }
  CHECK(turns >= t.handovers);
  clear_storage();
}

TEST_CASE("sound settings are saved with the others; a damaged one falls back and loses nothing") {
  clear_storage();
  double now = 1000;
  {
    app::AppCore a(test_host());
    a.init(app::StartupInputs{"seed=4", "de", now});
    CHECK(a.settings().volume == 70);
    CHECK_FALSE(a.settings().muted);
    CHECK_FALSE(a.settings().speech);  // off unless asked for
    app::Settings st = a.settings();
    st.volume = 30;
    st.muted = true;
    st.speech = true;
    a.handle(app::Command::change_settings(st), now);
    a.start_match(uno::share::make_deal("classic", 1, 0), false, now);
    a.begin_frame(now, false);
    a.end_frame(now);
  }
  {
    app::AppCore b(test_host());
    b.init(app::StartupInputs{"", "en", now});
    CHECK(b.settings().volume == 30);
    CHECK(b.settings().muted);
    CHECK(b.settings().speech);
    CHECK(app::lang_of(b.settings()) == app::Lang::De);
    CHECK(b.screen() == app::Screen::Table);
  }
  // Damage the volume line (with a checksum that matches, as a newer or hand-edited writer
  // might leave it): the volume falls back, the language and the game in progress stay.
  std::string text = *app::storage_get(app::kSaveKey);
  const size_t at = text.find("volume 30\n");
  REQUIRE(at != std::string::npos);
  text.replace(at, 10, "volume 300\n");
  text = text.substr(0, text.rfind("crc "));
  text += "crc " + uno::share::detail::hex(uno::share::detail::crc32(text), 8) + "\n";
  app::storage_set(app::kSaveKey, text);
  {
    app::AppCore c(test_host());
    c.init(app::StartupInputs{"", "en", now});
    CHECK(c.settings().volume == 70);
    CHECK(c.settings().muted);
    CHECK(app::lang_of(c.settings()) == app::Lang::De);
    CHECK(c.screen() == app::Screen::Table);
    CHECK_FALSE(c.notices().open());  // nothing to report: nothing was lost
  }
  clear_storage();
}

TEST_CASE("sound and speech controls in the accessibility model, in every language") {
  clear_storage();
  app::AppCore core(test_host());
  core.init(app::StartupInputs{"seed=3", "en", 1000});
  app::AccessLayer layer;
  const char* const sound[] = {"Sound", "Ton", "Ljud"};
  const char* const volume[] = {"Volume", "Lautstärke", "Volym"};
  for (int l = 0; l < 3; ++l) {  // English, German, Swedish
    REQUIRE(layer.activate(core, "lang:" + std::to_string(l), "", 1000));
    const app::AccessModel m = layer.build(core);
    const std::string json = app::access_json(m, core.announcer());
    CHECK(json.find(std::string(R"({"r":"cb","n":")") + sound[l] +
                    R"(","id":"sound","on":true})") != std::string::npos);
    CHECK(json.find(std::string(R"({"r":"range","n":")") + volume[l] +
                    R"(","id":"volume","v":"70"})") != std::string::npos);
    CHECK(json.find(std::string(R"({"r":"cb","n":")") +
                    app::tr(app::UiText::SpeakEvents, static_cast<app::Lang>(l)) +
                    R"(","id":"speech"})") != std::string::npos);
  }
  REQUIRE(layer.activate(core, "lang:0", "", 1000));
  CHECK(layer.activate(core, "sound", "", 1000));
  CHECK(core.settings().muted);
  CHECK(layer.activate(core, "volume", "40", 1000));
  CHECK(core.settings().volume == 40);
  for (const char* bad : {"", "x", "101", "-5", "40x", "4 0"}) {
    INFO(bad);
    CHECK_FALSE(layer.activate(core, "volume", bad, 1000));
  }
  CHECK(core.settings().volume == 40);
  CHECK(layer.activate(core, "speech", "", 1000));
  CHECK(core.settings().speech);
  clear_storage();
}
