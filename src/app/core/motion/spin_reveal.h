// The cards a spin lays open for everyone (000), held on screen after the wheel has
// landed while the game waits: Show Cards ("muss allen anderen Spielern seine Karten
// zeigen, bevor das Spiel fortgesetzt wird": the spinner's hand) and Showdown (each
// player's highest number side by side, the tie-break rounds under it, and who won). The
// cards and the winner come from the engine's events; this only keeps them and the time.
// One wake-up to take it away; no frames while it is held. No ImGui.
#pragma once

#include <vector>

#include "engine/card.h"
#include "engine/event.h"

namespace app {

class SpinReveal {
 public:
  enum class Kind { None, ShowCards, Showdown };
  // One player's shown cards: cards[k] was shown in tie-break round k (Show Cards: the
  // whole hand, in hand order).
  struct Column {
    int seat = -1;
    std::vector<uno::CardId> cards;
  };

  // 1 = normal, 0.5 = fast; at 0 (no motion) it still stays up a moment: it is news, not
  // motion.
  void set_speed(float factor) { speed_ = factor; }
  // `after`: when it may appear (the wheel's result goes then); `now` without a wheel.
  void on_events(const std::vector<uno::Event>& events, double now, double after);
  void reset() { kind_ = Kind::None; }
  // The wheel went early: what it was to uncover shows now, for as long as before.
  void bring_forward(double now) {
    if (kind_ == Kind::None || show_ <= now) return;
    hide_ -= show_ - now;
    show_ = now;
  }
  void expire(double now) {
    if (kind_ != Kind::None && now >= hide_) kind_ = Kind::None;
  }

  bool holding(double now) const { return kind_ != Kind::None && now < hide_; }  // game waits
  bool visible(double now) const { return holding(now) && now >= show_; }        // on screen
  double hide_time() const { return kind_ != Kind::None ? hide_ : -1.0; }
  double show_time() const { return show_; }

  Kind kind() const { return kind_; }
  int spinner() const { return spinner_; }
  int winner() const { return winner_; }  // Showdown: -1 when nobody held a number card
  int rounds() const { return rounds_; }  // Showdown: 1 + the tie-breaks
  const std::vector<Column>& columns() const { return columns_; }

 private:
  Column& column(int seat);
  Kind kind_ = Kind::None;
  float speed_ = 1.0f;
  double show_ = 0, hide_ = 0;
  int spinner_ = -1, winner_ = -1, rounds_ = 0;
  std::vector<Column> columns_;
};

}  // namespace app
