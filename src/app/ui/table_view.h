// The game table: piles, colour in play and direction, seats, the viewer's hand, the
// action bar and every dialog of a classic turn (colour, +4 challenge, reveal, round end).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/core/app/command.h"
#include "app/core/look/layout.h"
#include "app/core/motion/animator.h"
#include "app/core/motion/event_ticker.h"
#include "app/ui/hand_view.h"
#include "app/ui/input.h"
#include "engine/action.h"
#include "engine/deck.h"

namespace app {

class Coach;
class Session;

class TableView {
 public:
  // Draws the viewer's table and returns what the player chose (at most one command).
  Command draw(const Session& s, const Animator& anim, const EventTicker& ticker, double now);
  void reset();
  // A spin's wheel or the cards it laid open are over the table: the game waits, so no
  // move is taken from the table meanwhile and the UNO Spin race's button waits too (it
  // would be under the wheel; the race starts for everyone when the wheel goes).
  // `showdown`: the panel of cards laid open (a Showdown, Show Cards) is up; it says what
  // happened itself and covers the ticker and the prompt, so they wait (lines half-hidden
  // behind the panel read as doubled).
  // `takes_input`: a press is taken now (the wheel has landed): it is not refused, and
  // while it is not, the phase's prompt and Done wait too, so nothing offers what is refused.
  void set_moment_up(bool on, bool showdown = false, bool takes_input = false) {
    moment_up_ = on;
    showdown_up_ = showdown;
    moment_input_ = takes_input;
  }
  // A round has ended and its summary waits a moment (AppCore::round_end_held): the table
  // shows, inert, the last card landing.
  void set_round_end_held(bool held) { round_end_held_ = held; }
  // Hot-seat: what the pass screen tells of the table since the next player's last turn.
  void set_pass_recap(std::vector<std::string> lines) { pass_recap_ = std::move(lines); }
  // While a spin's wheel turns: the table as it stood before the spin (AppCore::
  // table_before_spin), drawn instead of the present; nullptr: the present.
  void set_held_view(const uno::SeatView* v) { held_ = v; }
  // The Spin wheel is on screen, spun by `spinner` (-2: it is not): a guided round's
  // sentence keeps clear of it.
  void set_wheel_spinner(int spinner) { wheel_spinner_ = spinner; }
  // The guided round's sentence as drawn this frame (w 0: none).
  const Rect& lesson_drawn() const { return lesson_drawn_; }
  // The moves so far in words (Announcer::history), for the help card's "What happened".
  void set_history(const std::vector<std::string>* h) { history_ = h; }
  // The coach whose hint and review the table shows (none: no Hint button).
  void set_coach(const Coach* c) { coach_ = c; }
  // The last press was a finger: the turn hint says "tap" (else "click").
  void set_touch_input(bool on) { touch_input_ = on; }
  const TableLayout& layout() const { return t_; }
  // What a banner drawn over this frame's table keeps clear of (banner_room's `avoid`).
  const std::vector<Rect>& in_the_way() const { return in_the_way_; }
  // This frame's decision dialogs (a challenge, a block, a +4's reveal): no banner over them.
  const std::vector<Rect>& dialogs_drawn() const { return dialogs_drawn_; }
  // Why the card just pressed does not play, while the status line says it ("": none), and
  // until when (the loop wakes then to take it away).
  const std::string& refusal(const Session& s, double now) const;
  double refusal_until() const { return refusal_until_; }
  // The page's keyboard focus (a control's id, "" for none): the canvas rings the same
  // control, where the page shows it in a corner (a newcomer's Tab).
  void set_key_focus(std::string id) { key_focus_ = std::move(id); }
  // The rules card is open over the table: the game waits while it is read.
  bool rules_card_open() const { return rules_card_open_; }
  bool picking_colour() const { return picking_ != uno::kNoCard || choose_phase_; }
  uno::CardId picking_card() const { return picking_; }  // the Wild whose colour is asked
  void cancel_picking() { picking_ = uno::kNoCard; }
  // The card the keyboard selection is on (kNoCard: none).
  uno::CardId selected_card() const {
    return hand_.selected >= 0 ? hand_.selected_card : uno::kNoCard;
  }

 private:
  bool moment_up_ = false;
  bool round_end_held_ = false;
  std::vector<std::string> pass_recap_;
  bool showdown_up_ = false;
  const uno::SeatView* held_ = nullptr;
  const std::vector<std::string>* history_ = nullptr;
  // Why the card pressed last does not play (refusal.h), or why Share waits; read at a
  // person's pace.
  static constexpr double kRefusalMs = 5000.0;
  void refuse(const Session& s, std::string why);
  std::string refusal_;
  double refusal_until_ = 0;
  std::uint32_t refusal_seq_ = 0;         // the game's event count then: a move takes it away
  double now_ = 0;                        // this frame's time
  double race_from_ = 0, race_due_ = -1;  // the UNO Spin race's window, for its countdown
  std::vector<Rect> known_;               // this frame's hands known to everyone (known_hands_view)
  std::vector<Rect> in_the_way_;
  std::vector<Rect> dialogs_drawn_;
  Rect labels_drawn_;  // the colour and direction labels as drawn this frame  // those and this
                       // frame's ticker lines: banners keep clear
  bool moment_input_ = false;
  bool moment_blocks() const { return moment_up_ && !moment_input_; }
  void draw_felt(ImDrawList* dl, const uno::SeatView& v);
  void draw_piles(ImDrawList* dl, const uno::SeatView& v, const Animator& anim, double now);
  void draw_flights(ImDrawList* dl, const Animator& anim, double now);
  void draw_ticker(ImDrawList* dl, const EventTicker& ticker, const Rect& prompt);
  // Where the phase's prompt (`text`) goes in the felt (w = 0: in the top bar instead).
  Rect phase_prompt_box(const Session& s, const std::string& text) const;
  void draw_phase_prompt(const Session& s, const std::string& text, const Rect& box);
  float bar_text_size(const std::string& text, float room, Vec2& sz) const;
  bool bar_text_fits(const std::string& text, float room) const;
  void draw_bar_text(const std::string& text, float x, float room, const char* id);
  Rect resolve(const Place& p) const;
  Command draw_top_bar(const Session& s, const uno::SeatView& v, bool anim_busy);
  void draw_action_bar(const Session& s, const uno::SeatView& v);
  void draw_dialogs(const Session& s, const uno::SeatView& v);
  void click_card(const Session& s, uno::CardId id);
  // The coach (coach_view.cpp): may the viewer ask for a hint now, its line and ring, the
  // round review's lines for the summary.
  bool hint_allowed(const Session& s) const;
  void draw_hint(ImDrawList* dl, const Session& s, double now);
  std::string hint_words(const Session& s) const;
  void ask_hint();  // the Hint button and H  // the Hint's line, "" when none was asked
  // The coach's line's box (its text wrapped, `extra` height more for buttons), and the ring
  // round what it suggests (`id`: the test hook's name of the ring).
  Rect coach_box(const Session& s, const std::string& text, float extra) const;
  void ring(const Rect& r, const char* id) const;
  // A guided round (lesson_view.cpp): its sentence with Next and Leave, the asked control
  // ringed; the control's page id (ring_id_) is ringed where it is drawn.
  void draw_lesson(const Session& s);
  void ring_if_asked(const std::string& page_id) const;
  // A guided round's sentence is on the table (it takes the phase prompt's place).
  static bool lesson_speaks(const Session& s);
  std::string lesson_text(const Session& s) const;
  static bool lesson_next(const Session& s);
  Rect lesson_box(const Session& s) const;
  bool place_lesson(const Session& s, const std::string& text, float extra, Rect& box) const;
  std::string ring_id_;
  int wheel_spinner_ = -2;
  Rect lesson_drawn_{};
  bool summary_up_ = false;  // this frame shows the round's summary
  std::vector<std::string> review_lines(const Session& s) const;
  void press_uno(const Session& s, const uno::SeatView& v);
  // The first choice of a frame wins; both return true.
  bool choose(const Command& c);
  bool act(const Session& s, uno::ActionType type, int target = -1);

  TableLayout t_;
  Command out_;                   // this frame's choice
  std::uint32_t generation_ = 0;  // the session's match the hand state belongs to
  HandState hand_;
  uno::CardId picking_ = uno::kNoCard;      // a Wild waiting for its colour
  uno::CardId target_card_ = uno::kNoCard;  // a 7 waiting for its swap target (7-0)
  // Where the action row's last button ended (screen x) in the last frame; 0 when no row
  // was drawn. The ticker may use the free end of the row (draw_ticker).
  float action_row_end_ = 0;
  float action_late_x_ = 0;  // where the late buttons (Catch, UNO Spin) begin; 0: none
  bool choose_phase_ = false;
  bool rules_card_open_ = false;  // the preset's rules card over the table
  float bar_room_ = 0;            // the top bar's room for its status text (last frame)
  std::string bar_prompt_;        // this frame's phase prompt, when it goes in the top bar
  Keys keys_;                     // this frame's keys (the dialogs read them too)
  // A table key was pressed on this page: dialogs show their key letters ("(C)") from then
  // on, not to players who only click or tap.
  bool keyboard_seen_ = false;
  std::string key_focus_;
  const uno::Deck* deck_ = nullptr;
  const Session* session_ = nullptr;  // this frame's (choose() asks it what a lesson takes)
  const Coach* coach_ = nullptr;
  bool touch_input_ = false;
  int seats_ = 0, bottom_ = 0;  // this frame's table (the ticker keeps clear of its badges)
};

}  // namespace app
