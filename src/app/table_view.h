// The game table: piles, colour in play and direction, seats, the viewer's hand, the
// action bar and every dialog of a classic turn (colour, +4 challenge, reveal, round end).
#pragma once

#include <optional>
#include <vector>

#include "app/animator.h"
#include "app/event_ticker.h"
#include "app/hand_view.h"
#include "app/input.h"
#include "app/layout.h"
#include "app/settings.h"
#include "engine/action.h"
#include "engine/deck.h"

namespace app {

class Session;

class TableView {
 public:
  enum class Exit { None, Menu, ShareDeal, ShareReplay };
  Exit draw(Session& s, Animator& anim, double now);
  void reset();
  const TableLayout& layout() const { return t_; }
  bool picking_colour() const { return picking_ != uno::kNoCard || choose_phase_; }
  EventTicker& ticker() { return ticker_; }
  // The card the keyboard selection is on (kNoCard: none).
  uno::CardId selected_card() const { return hand_.selected >= 0 ? hand_.selected_card : uno::kNoCard; }

 private:
  void draw_felt(ImDrawList* dl, const uno::SeatView& v);
  void draw_piles(ImDrawList* dl, const uno::SeatView& v, const Animator& anim, double now);
  void draw_flights(ImDrawList* dl, Animator& anim, double now);
  void draw_ticker(ImDrawList* dl, double now);
  Rect resolve(const Place& p) const;
  Exit draw_top_bar(const Session& s, const uno::SeatView& v);
  void draw_action_bar(Session& s, const uno::SeatView& v, double now);
  void draw_dialogs(Session& s, const uno::SeatView& v, double now);
  void click_card(Session& s, uno::CardId id, double now);
  void press_uno(Session& s, const uno::SeatView& v, double now);
  bool act(Session& s, uno::ActionType type, double now, int target = -1);

  TableLayout t_;
  EventTicker ticker_;
  HandState hand_;
  uno::CardId picking_ = uno::kNoCard;   // a Wild waiting for its colour
  uno::CardId target_card_ = uno::kNoCard;  // a 7 waiting for its swap target (7-0)
  bool choose_phase_ = false;
  Keys keys_;  // this frame's keys (the dialogs read them too)
  const uno::Deck* deck_ = nullptr;
};

}  // namespace app
