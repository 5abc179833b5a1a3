// The controller of a match: the engine game, the seats (human or computer), bot timers,
// the hot-seat privacy hand-over and the +4 challenge reveal. No ImGui, no SDL: the UI
// reads the viewer's SeatView and sends actions; tests drive it with a fake clock.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <vector>

#include "ai/table.h"
#include "app/core/match/table_words.h"
#include "app/core/match/tutorial_run.h"
#include "engine/game.h"
#include "share/deal.h"
#include "share/save.h"

namespace app {

struct RoundRow {
  int seat = 0;
  int hand_points = 0;   // points left in the hand
  int round_points = 0;  // score change this round
  int total = 0;
  std::vector<uno::CardId> hand;  // shown at the end of a round (public then)
};

// What a human challenger of a +4 saw (kept until dismissed; bots wait meanwhile).
// A computer Expert's decision the session waits for: the coach asks the advisor (a worker
// on the web) and hands the answer to expert_move(); Hard's choice is the fallback.
struct ExpertWait {
  int seat = -1;
  std::size_t at = 0;      // the position: the action log's size
  uno::Action fallback{};  // what Hard would do
  double delay_ms = 0;     // the move's think time at the table's pace, counted from `since`
  double since = 0;
};

struct ChallengeReveal {
  int challenger = -1;
  int player = -1;
  bool guilty = false;
  int drawn = 0;  // cards the loser of the challenge drew
  std::vector<uno::CardId> hand;
};

class Session {
 public:
  Session();
  ~Session();

  void start(const uno::share::Deal& deal, double now_ms);
  // A guided round: its stacked deal, the computers playing its written-down
  // moves, the learner's presses taken only where its step asks for them.
  void start_tutorial(uno::share::Tutorial t, double now_ms);
  const TutorialRun* tutorial() const { return tutorial_ ? &*tutorial_ : nullptr; }
  void tutorial_next(double now_ms);  // Next under a tutorial's sentence
  // Whether act() takes `a` in a guided round now (always outside one): the asked move, with
  // UNO! pressed first where the call goes with it. The views say why when it does not.
  bool tutorial_takes(const uno::Action& a) const;
  // Ends the match without a result (a guided round left): no game is active after it.
  void close();
  // The same players and rules again, dealt from `seed` (AppCore: a fresh one).
  void rematch(std::uint64_t seed, double now_ms);
  bool active() const { return game_ != nullptr; }
  // Counts start()s (a rematch or a restore is a new match for the animator and the save).
  std::uint32_t generation() const { return generation_; }
  // The moves of this match from log_start() on (0 unless it was restored from a compact
  // save, which keeps the moves after a checkpoint only).
  const std::vector<uno::Action>& actions() const { return log_; }
  std::uint64_t log_start() const { return log_start_; }
  // The latest checkpoint (a settled position every share::kCheckpointMoves moves or more):
  // the save keeps it and the moves after it, so it stays small however long the match.
  const std::optional<uno::share::Checkpoint>& checkpoint() const { return checkpoint_; }
  const uno::Game& game() const { return *game_; }

  // Replay mode: nobody acts (no bots, no legal actions, no privacy screen); the replay
  // viewer applies the recorded actions and picks whose hand is shown.
  void start_replay(const uno::share::Deal& deal);
  bool replay_apply(const uno::Action& a);
  void set_replay_viewer(int seat);
  bool replaying() const { return replay_; }
  // A game in progress comes back where it was: `position` is the game after `actions`
  // (the save loader replayed them to check them; they are not applied again). Without a
  // position the actions are replayed once here. `viewer`: the human whose hand was shown.
  // `from`: the actions follow this checkpoint (a compact save), not the deal.
  bool restore(const uno::share::Deal& deal, const std::vector<uno::Action>& actions,
               const uno::Game* position, int viewer, double now_ms,
               const std::optional<uno::share::Checkpoint>& from = std::nullopt);

  const uno::share::Deal& deal() const { return deal_; }
  const uno::RuleSet& rules() const { return game_->rules(); }
  const uno::Deck& deck() const { return game_->deck(); }
  int seats() const { return game_->seats(); }
  bool is_human(int seat) const;
  int human_count() const;
  const char* name(int seat) const;
  // Whether texts address `seat` as "you" ("You draw 2", "Your turn"): the one place
  // that decides. In a game on this device: the only human at the table (the viewer, who
  // holds the device). In a replay (a spectator, maybe of a shared link): the only human
  // if it still has the default name "You" (any language's), so "Cards of You" never
  // shows. Hot-seat with several humans: nobody (texts use the names).
  bool is_you(int seat) const;
  Who who(int seat) const { return Who(name(seat), is_you(seat)); }

  // The human seat whose cards are on screen; -1 while the device is being passed, while
  // computers move in hot-seat, or when nobody human plays. privacy_for(): the human the
  // device goes to next.
  int viewer() const { return viewer_; }
  int privacy_for() const { return privacy_for_; }
  // The seat drawn at the bottom of the table: the viewer, else the human who held the
  // device last (the table does not turn while computers move), else seat 0.
  int bottom_seat() const { return viewer_ >= 0 ? viewer_ : last_viewer_ >= 0 ? last_viewer_ : 0; }
  void confirm_privacy(double now_ms);

  // The viewer's view (a spectator view without any hand when viewer() < 0).
  uno::SeatView view(std::uint32_t from_seq = 0) const;
  std::uint32_t event_count() const;
  // The table as it stood before the latest spin, for the seat that viewed it then: the
  // wheel turns before its outcome shows. `spin_seq()`: the spin's first event.
  const std::optional<uno::SeatView>& before_spin() const { return before_spin_; }
  int before_spin_viewer() const { return before_spin_viewer_; }
  std::uint32_t spin_seq() const { return spin_seq_; }
  // Legal actions of the viewer (empty behind the privacy screen or a reveal).
  const std::vector<uno::Action>& legal() const { return legal_; }
  bool act(const uno::Action& a, double now_ms);

  // UNO pressed before the second-last card is played: it is called with the play.
  void arm_uno() { armed_ = !armed_; }
  bool uno_armed() const { return armed_; }
  // Seats holding one card that never said UNO and were not caught before the chance closed
  // (a bit each): their badge says "1 card", not "UNO!" (a forgotten UNO looked
  // called, and nothing said it had been forgotten).
  std::uint16_t uno_escaped() const { return escaped_; }
  // Hot-seat: the player whose own draw ended their turn still sees their hand a moment
  // (kSeeDrawnMs) before it goes face down and the device moves on.
  bool showing_own_draw() const { return hide_due_ > 0; }  // or their own play
  // The viewer's newest cards, outlined in the hand: what their last draw (or a +2, a +4,
  // an UNO penalty) brought, until they next play (a newcomer could not tell the 4 new cards
  // among 11 before a hot-seat hand went face down, nor find a drawn card that did not play
  // once the turn had passed; stops 59 and 60).
  std::vector<uno::CardId> newest_cards() const;

  // Bots, the automatic step (forced_step) and the end of a hot-seat look at one's draw.
  void tick(double now_ms);
  double next_due() const { return hide_due_ > 0 ? hide_due_ : plan_ ? plan_due_ : -1.0; }
  // The action planned next (a bot's or the viewer's forced step), for tests.
  const std::optional<uno::Action>& planned() const { return plan_; }
  int thinking_seat() const {
    return expert_wait_ ? expert_wait_->seat : plan_ && plan_bot_ ? plan_->seat : -1;
  }
  // thinking_seat() as the table may show it: only on the seat whose turn is shown (or when
  // no seat's is, as in the UNO Spin race). A bot weighing a jump-in or a catch off its turn
  // is not shown thinking: that would tell the table it holds the card or means to catch.
  int thinking_seat_shown() const;
  bool is_expert(int seat) const;
  // While set, nothing is planned (no wake-up): the table waits for the Expert's answer.
  const std::optional<ExpertWait>& expert_wait() const { return expert_wait_; }
  // The Expert's answer for the position it was asked about (Hard's choice when `a` is
  // not legal there); due after the move's think time.
  void expert_move(const uno::Action& a, double now_ms);
  // Every computer Expert plays as Hard from now on (no advisor, or it failed).
  void experts_as_hard() { experts_ = 0; }
  void set_bot_speed(double factor) { speed_ = factor; }
  // UNO calls, catches and the UNO Spin race at a person's pace (the player's
  // setting), or as quick as the bots are. Relaxed: a computer that calls UNO calls it as it
  // plays (no "Catch!" for a chance that is none); while a seat that did not call may be
  // caught by the person holding the device, no computer catches it or moves on for
  // kCatchOpenMs (half as long again at slow animations), nor while that person is to move;
  // in the UNO Spin race a computer's reaction starts kRaceReadMs after the
  // race is on the table, the time a person takes to see or hear it.
  using Pace = uno::share::Pace;
  // 4.5 s: the issue asks for at least 3; a screen reader's "Press C to catch Bo: one card,
  // no UNO." often waits behind the line before it and ended near the 3 s mark.
  static constexpr double kCatchOpenMs = 4500.0;
  // The person forgot their own UNO: no computer catches them, nor moves on, for this long
  // after their play, so a late call (told on screen and by ear) has a fair chance.
  static constexpr double kLateCallMs = kCatchOpenMs;
  // Hot-seat: how long a player sees the cards they drew before the device moves on.
  static constexpr double kSeeDrawnMs = 1800.0;
  // ... and the card they played land, when the next to move is another human.
  static constexpr double kSeeOwnPlayMs = 1200.0;
  // 3 s: with the bots' own reaction the race's button stands about 4.5 s after the wheel
  // goes, as long as a catch stays open (a newcomer at 740x360 lost three races at 2 s).
  static constexpr double kRaceReadMs = 3000.0;
  // At a person's pace a computer thinks a quarter longer than the race model (0.6-0.8 s
  // a turn was "too fast to follow" for a newcomer, and faster than speech for a blind
  // player at Normal).
  static constexpr double kRelaxedThink = 1.25;
  // ... and at Normal and Slow animations a computer's move (a play, a draw, taking a +2, a
  // challenge, a spin, a verdict; not its UNO call, its catch, nor the steps after a move in
  // the same turn) comes no sooner than this after the last one (times the speed): at about 1 s a
  // move a newcomer saw "three computer turns in about 2 s" and followed them only in the log
  // (stop 58). Fast keeps the bots' own pace.
  static constexpr double kFollowMs = 1500.0;
  // ... and a computer's answer to a Wild Draw Four it may challenge, longer: a newcomer saw
  // the +4, its challenge and the cards drawn "within about 2 s" and could not tell who was
  // challenged, nor whether it was a bluff (stop 60).
  static constexpr double kWeighChallengeMs = 2500.0;
  void set_pace(Pace p) { pace_ = p; }
  Pace pace() const { return pace_; }
  // Nothing automatic happens before `t` + a short pause (cards still in flight). In the
  // UNO Spin race a bot's whole reaction time counts from `t`, when the race is on screen
  // for everyone (the wheel has gone), as a person's does. A round's first computer move
  // comes kFollowMs after its deal has landed, as any move after the last (a newcomer saw
  // "Cleo draws a card" as their own hand landed; stop 59).
  void hold_until(double t);
  // A dialog held the table for `ms` (a tip, a share link): every clock of the table moves
  // on by as much, so a catch, a race or a computer's move keeps the time it had left.
  void pause_for(double ms);

  const std::optional<ChallengeReveal>& reveal() const { return reveal_; }
  void dismiss_reveal(double now_ms);

  // The seat the game waits for (-1: none, e.g. at a round's end). Public knowledge.
  int acting_seat() const;
  // The viewer's forced step, which the session takes after a moment by itself: an
  // unplayable drawn card is kept (their only move but a UNO call or catch). None in
  // hot-seat (two humans here), and a Draw Two to take is none: those wait for the person's
  // press, so a control offers them.
  std::optional<uno::Action> forced_step() const;

  std::vector<RoundRow> round_rows() const;
  uno::Phase phase() const { return game_->phase(); }

  // A share link carries the seed, and the seed deals every hand of every round. With two
  // or more humans at this device one of them could open it and learn the others' cards,
  // so the deal is shared only once the match is over; with one human it may be shared at
  // any time, and the dialog says what the link reveals (share_reveals_cards).
  bool share_allowed() const;
  bool share_reveals_cards() const;  // the link would show cards still hidden at the table

 private:
  void reset(const uno::share::Deal& deal, bool replay);
  void take_first_turn(double now_ms);
  void after_change(double now_ms);
  void update_viewer(double now_ms);
  void replan(double now_ms);
  double after_catch_window(double due) const;
  bool catch_waits_for_person(const uno::Action& a) const;
  void calls_as_exposed(std::uint16_t fresh, double now_ms);
  bool apply(const uno::Action& a, double now_ms);

  uno::share::Deal deal_;
  std::unique_ptr<uno::Game> game_;
  uno::ai::Table table_;  // the computer seats (none in a replay), ai's race model
  std::vector<uno::Action> log_;
  std::uint64_t log_start_ = 0;
  std::optional<uno::share::Checkpoint> checkpoint_;
  std::vector<uno::Action> legal_;
  int viewer_ = -1;
  int last_viewer_ = -1;      // the human who held the device last (hot-seat)
  bool fresh_round_ = false;  // hot-seat: a new round, no hand shown since its deal
  int privacy_for_ = -1;
  bool armed_ = false;
  double speed_ = 1.0;
  Pace pace_ = Pace::Relaxed;
  std::uint16_t exposed_ = 0;  // seats that may be caught without UNO (a bit each)
  std::uint16_t escaped_ = 0;  // uno_escaped()
  // Hot-seat: when the hand of a player whose own draw ended their turn goes face down (0:
  // no such wait), and the log's length at that draw (a wait once per draw).
  double hide_due_ = 0;
  std::size_t shown_draw_of_ = static_cast<std::size_t>(-1);
  std::array<std::vector<uno::CardId>, uno::kMaxSeats> fresh_{};  // newest_cards(), by seat
  void note_fresh_cards(const uno::Action& a, std::uint32_t from);
  double catch_open_since_ = 0;  // when the latest of them became catchable
  std::optional<uno::Action> plan_;
  double plan_due_ = 0;
  double plan_delay_ = 0;  // a bot's reaction time for the planned action
  bool plan_bot_ = false;
  std::optional<ChallengeReveal> reveal_;
  std::optional<TutorialRun> tutorial_;
  std::optional<ExpertWait> expert_wait_;
  std::uint16_t experts_ = 0;  // a bit per computer Expert seat that asks the advisor
  std::uint32_t seen_seq_ = 0;
  std::uint32_t generation_ = 0;
  bool replay_ = false;
  std::optional<uno::SeatView> before_spin_;
  int before_spin_viewer_ = -1;
  std::uint32_t spin_seq_ = 0;
};

}  // namespace app
