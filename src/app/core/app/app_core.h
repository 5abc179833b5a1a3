// The app without its views: screens, settings, the session, card flights and the event
// ticker, notices, the saved state and its persistence policy, links at start-up, seeds,
// and when the loop must wake. No ImGui, no SDL, no browser calls: the platform layer
// passes in what the page says (Host, StartupInputs) and the views pass in Commands.
// main.cpp wires it like a sokol app: init, frame, event.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "app/core/announce/announcer.h"
#include "app/core/announce/sound_cues.h"
#include "app/core/app/command.h"
#include "app/core/app/link_intake.h"
#include "app/core/app/notice.h"
#include "app/core/app/start_setup.h"
#include "app/core/coach/coach.h"
#include "app/core/coach/tips.h"
#include "app/core/match/replay_player.h"
#include "app/core/match/session.h"
#include "app/core/motion/animator.h"
#include "app/core/motion/banner.h"
#include "app/core/motion/event_ticker.h"
#include "app/core/motion/spin_reveal.h"
#include "app/core/motion/wheel_motion.h"
#include "app/core/store/save_store.h"
#include "app/core/store/settings.h"
#include "app/core/text/strings.h"
#include "share/deal.h"

namespace app {

enum class Screen { Start, Table, Replay };

// What the page can tell the core at any time.
struct Host {
  std::function<std::string()> today;     // the local date, yyyy-mm-dd
  std::function<std::string()> page_url;  // origin + path: share links are built on it
  // Asks the page for a language's pack (text_packs.h); the answer comes back through
  // AppCore::on_language_pack. Unset natively, where every language is built in.
  std::function<void(Lang)> fetch_language = {};
  // A new game's seed; unset: fresh_seed() (the platform's cryptographic source). Tests set
  // it to see that every new game asks for one.
  std::function<std::uint64_t()> random_seed = {};
  // Makes this tab the one that saves the game (it takes the lock from the other tab and
  // reloads, reading what that tab saved). Unset natively.
  std::function<void()> take_over = {};
  // Offers the stored text under `key` as a file to download, exactly as stored.
  std::function<void(const std::string&)> download = {};
  // Asks the page for a guided round's file (learn_file); the answer comes back through
  // AppCore::on_learn_file. Unset natively, where tests hand the file in themselves.
  std::function<void(const std::string&)> fetch_learn = {};
};

// A guided round's file in the bundle: "learn-classic.de.txt" (make_text_packs writes one a
// rule set and language).
std::string learn_file(std::string_view preset, Lang l);

// What the page says once, at start-up.
struct StartupInputs {
  std::string fragment;  // location.hash
  std::string language;  // navigator.language
  double now = 0;
  bool reduced_motion = false;  // the page's prefers-reduced-motion
  bool more_contrast = false;   // the page's prefers-contrast: more
  // This tab owns the saved game (the page's lock, web/boot.js); false: another tab does,
  // and this one reads the save but writes nothing until the player takes it over.
  bool owner = true;
};

class AppCore {
 public:
  explicit AppCore(Host host = {});

  // Reads the saved state and the URL fragment. Returns the fragment the address bar should
  // hold from now on, when it changes: "" after a share link (so a reload resumes the saved
  // game instead of opening the link again), the options without their seed after
  // "#seed=N&lang=de" (a seed deals one game, never a reload's next one).
  std::optional<std::string> init(const StartupInputs& in);

  // Start of a frame: settings in force, new events to the animator and the ticker, the
  // bots' and the replay's clocks. `modal`: a notice has the input.
  void begin_frame(double now, bool modal);
  // A language pack the page fetched (`fetched` false: it could not) or already had. Loaded,
  // the chosen language shows from the next frame; refused, a notice says so in the
  // language shown and the choice falls back to it (choosing the language again retries).
  // Returns whether the language's texts are at hand now.
  bool on_language_pack(Lang l, bool fetched, std::string_view bytes);
  // The page's media preferences, as they are now (they may change while the game runs):
  // they decide the Auto settings.
  void set_page_prefs(const PagePrefs& p);
  // The look in force: the settings resolved against the page and the match's preset.
  bool high_contrast() const { return high_contrast_on(settings_, page_); }
  bool reduced_motion() const { return reduced_motion_on(settings_, page_); }
  bool braille_cards() const;
  bool touch_input() const {
    return page_.touch_input;
  }  // braille cells on card faces (never on the start screen)
  // The start screen's choices. ask_start_match is the player's Start button: with a game
  // in progress it first asks (a notice) whether to end it; start_match starts at once.
  void ask_start_match(const uno::share::Deal& setup, bool deal_of_the_day, double now);
  void start_match(const uno::share::Deal& setup, bool deal_of_the_day, double now);
  void continue_match() { screen_ = Screen::Table; }
  // Learn: the guided round of `preset` in the language shown, asked of the page.
  // Its file arrives in on_learn_file (`fetched` false: it could not be had, and a notice
  // says so); the round then starts on the table. The saved game is left as it was.
  void learn(std::string_view preset);
  void on_learn_file(std::string_view file, bool fetched, std::string_view text, double now);
  const std::string& learn_asked() const { return learn_asked_; }
  // The table's and the replay bar's choices.
  void handle(const Command& c, double now);
  // A notice closed by a button ("<notice id>:<button id>").
  void on_notice_closed(const std::string& result, double now);
  // End of a frame: events of this frame's moves start flying now, and what changed is
  // written to storage.
  void end_frame(double now);

  // Cards in flight: the loop keeps rendering.
  bool animating(double now) const {
    return screen_ != Screen::Start &&
           (anim_.busy(now) || banners_.moving(now) || wheel_.turning(now) || round_end_held(now));
  }
  // A round's end keeps the table in sight a moment before the summary covers it: the last
  // card lands and the winner's banner is read (a newcomer: "the round summary
  // appears at once, so I never saw the winning card"). Scaled by the animation speed.
  static constexpr double kRoundEndSeenMs = 1600.0;
  bool round_end_held(double now) const { return now < summary_at_; }
  // Otherwise the loop sleeps until this time: the next bot or replay step, or a ticker
  // line's expiry; -1: until input.
  double next_wake(bool modal) const;

  // The page's lock on the save went to another tab (its "Play here instead"): from now on
  // this tab writes nothing, and a notice offers to take the game back.
  void lost_ownership();

  // Hot-seat: the pass screen's lines on what the table saw since the next player last held
  // the device (the last kPassRecapLines; empty without a hand-over).
  static constexpr std::size_t kPassRecapLines = 12;  // the pass screen shows what fits
  std::vector<std::string> pass_recap() const;

  // A live match that is not over (the start screen offers "Continue").
  bool can_continue() const;

  Screen screen() const { return screen_; }
  // What the core holds, read-only: views and the page's layers change it through
  // handle(Command) alone (and the few calls above that the page makes).
  const Settings& settings() const { return settings_; }
  const StartSetup& setup() const { return setup_; }  // the start screen's choices
  const Session& session() const { return session_; }
  const Animator& animator() const { return anim_; }
  const WheelMotion& wheel() const { return wheel_; }
  // The table to draw while a spin's wheel turns: as it stood before the spin, so no card,
  // count or name gives the outcome away before the wheel lands (nullptr: the present).
  const uno::SeatView* table_before_spin(double now) const;
  const SpinReveal& spin_reveal() const { return spin_reveal_; }  // Show Cards, Showdown
  const EventTicker& ticker() const { return ticker_; }
  const Banners& banners() const { return banners_; }
  // The events in words, for screen readers.
  const Announcer& announcer() const { return announcer_; }
  // A line for the screen reader from the page's accessibility layer (a key that reads the
  // table, or says why it did nothing).
  void speak(std::string line) { announcer_.say(std::move(line)); }
  void repeat_last(std::size_t lines) { announcer_.repeat_last(lines); }
  // The sounds the table made since the last call, for the page to play.
  std::uint16_t take_sound() { return cues_.take(); }
  // The human at this device the game waits for (a turn or a decision that is theirs to
  // make; in hot-seat the one the device goes to); -1: nobody (computers, a forced step,
  // a replay, the start screen).
  int waiting_for() const;
  // Whether a press on the table is taken now: not while the Spin wheel turns, nor while
  // the cards a spin laid open are up for computers that play on (app_core_moments.cpp).
  bool takes_input(double now) const;
  const Notices& notices() const { return notices_; }
  // The Expert's moves, the Hint and the round review (answered by the advisor given here).
  const Coach& coach() const { return coach_; }
  void set_advisor(Advisor* a) { coach_.set_advisor(a); }
  const SaveStore& store() const { return store_; }
  const ReplayPlayer& replay() const { return replay_; }

 private:
  void apply_settings();
  void want_language(Lang l);
  void play(const uno::share::Deal& deal, double now);
  bool restore_saved_game(double now);
  void leave_replay(double now);
  void show_link(UiText title, UiText text, const std::string& id, bool replay);
  void dispatch_events(double now);
  bool turn_began(const std::vector<uno::Event>& events) const;
  std::vector<std::string> new_hand_lines(const std::vector<uno::Event>& events,
                                          bool count_said) const;
  std::vector<std::string> round_end_lines(const std::vector<uno::Event>& events) const;
  void persist();
  void save_game();
  void report_bad_save();
  void report_skipped_settings();
  void unkept_notice(Notice& n) const;
  void offer_take_over(const char* id, UiText title, UiText body);
  void open_link(LinkIntake& in, double now);
  void watch_hand_over();
  void recap_hand_over();
  bool recap_due() const;  // the next holder of the device is owed a recap
  // A spin's moment makes way: the wheel goes once it has landed when the player decides
  // (or pressed), and the cards a spin laid open go when the player pressed.
  bool player_decides() const;
  void make_way(double now, bool pressed);
  // Tips (app_core_tips.cpp): the first time a moment meets the player, once the table is
  // at rest; a dialog's time is given back to the table's clocks.
  void offer_tip(double now);
  void tip_closed(std::string_view result);
  void count_modal_time(double now, bool modal);
  // Guided rounds (app_core_learn.cpp).
  void leave_lesson(double now);
  void say_lesson();
  void offer_learn();
  std::string learn_asked_;        // the guided round's file asked of the page ("": none)
  TutorialRun::Line lesson_said_;  // the lesson's line last said

  Host host_;
  Settings settings_;
  StartSetup setup_;
  unsigned setup_changes_ = 0;  // StartSetup::changes() when the setup was last saved
  Session session_;
  Animator anim_;
  WheelMotion wheel_;
  SpinReveal spin_reveal_;
  EventTicker ticker_;
  Banners banners_;
  PagePrefs page_;
  Announcer announcer_;
  SoundCues cues_;
  ReplayPlayer replay_;
  Notices notices_;
  Coach coach_;
  TipWatch tips_;
  double modal_since_ = -1;  // when a dialog took the table's input (-1: none has it)
  SaveStore store_;
  Screen screen_ = Screen::Start;
  std::uint32_t anim_seq_ = 0;
  std::uint32_t anim_gen_ = 0;
  // The address's seed (#seed=N, for tests and power users): the next game started from the
  // start screen is dealt from it, and no game after it. Every other game's seed comes from
  // host_.random_seed.
  std::optional<std::uint64_t> asked_seed_;
  void ask_known_deal(const uno::share::Deal& deal, std::string body, bool in_progress);
  // What the store holds of the session: its generation and action count.
  std::uint32_t saved_gen_ = 0;
  size_t saved_actions_ = 0;
  bool recorded_ = false;  // this match's result is in the history
  int handing_to_ = -1;    // Session::privacy_for() as last seen (hot-seat hand-overs)
  // Hot-seat: the human who holds the device (-1: none yet this match), and for each seat
  // the events told to it when it last gave the device away (its recap starts there).
  int held_by_ = -1;
  std::uint16_t catch_said_ = 0;    // the seats whose catch chance has been said
  std::uint16_t escaped_said_ = 0;  // seats whose forgotten UNO was said
  bool late_said_ = false;          // the viewer's own forgotten UNO was said
  double summary_at_ = 0;           // the round summary shows from then (kRoundEndSeenMs)
  std::array<std::uint32_t, uno::kMaxSeats> seen_to_{};
  // Hot-seat: a human's UNO penalty cards drawn while their hand was face down, named to
  // them when it is next shown (blind play-test: "Ann was caught without UNO: +2" and never
  // which cards; the recap started after the catch).
  std::array<std::vector<uno::CardId>, uno::kMaxSeats> unnamed_penalty_{};
  void keep_penalty_cards(std::uint32_t from);
  std::string penalty_line();  // the viewer's kept penalty cards named (once), or nothing
  bool storage_warned_ = false;
  Settings saved_settings_;  // as last written (or as loaded)
  // Each language pack's request: not asked (or loaded), on its way, or failed.
  enum class PackRequest { Idle, Asked, Failed };
  PackRequest pack_requests_[kLangs] = {};
  uno::share::Deal pending_deal_;   // a chosen deal waiting for "Play this deal"
  uno::share::Deal pending_start_;  // the start screen's match waiting for "Start the new game"
  bool pending_daily_ = false;
};

}  // namespace app
