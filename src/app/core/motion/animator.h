// Card motion from the engine's event log: each Deal/Draw/Play/Discard event becomes a
// flight from one place on the table to another. Positions are resolved every frame by
// the table view, so flights follow resizes. No ImGui.
#pragma once

#include <functional>
#include <vector>

#include "app/core/look/layout.h"
#include "engine/event.h"

namespace app {

struct Place {
  enum Kind { DrawPile, Discard, Seat, HandCard } kind = DrawPile;
  int seat = -1;
  uno::CardId card = uno::kNoCard;
};

struct Flight {
  uno::CardId card = uno::kNoCard;  // kNoCard: face down (hidden from the viewer)
  bool face_up = false;
  Place from, to;
  double start = 0, duration = 0;
  uno::CardId under = uno::kNoCard;  // discard top shown until a card lands on it
  bool fade = false;  // reduced motion: the card fades in where it lands (from == to)
};

// How long a reduced-motion fade takes (every flight of a batch fades in together).
inline constexpr double kFadeMs = 200.0;

class Animator {
 public:
  // 1 = normal, 0.5 = fast, 0 = no motion.
  void set_speed(float factor) { speed_ = factor; }
  // prefers-reduced-motion (or the setting): no card travels; each fades in where it lands.
  void set_reduced(bool on) { reduced_ = on; }
  // Seats at the table (hands passed round fly between all of them).
  void set_seats(int n) { seats_ = n; }
  void reset(uno::CardId top) {
    flights_.clear();
    top_ = top;
  }
  // `viewer`: the seat whose hand is on screen (-1: none). The cards a spin moves fly when
  // its wheel lands (`spin_lands`; -1: no wheel turning), not under the turning wheel.
  void on_events(const std::vector<uno::Event>& events, int viewer, double now,
                 double spin_lands = -1.0);
  bool busy(double now) const;
  double end_time() const;
  // Flights in the air since the last expire() (a later one may not have started yet).
  const std::vector<Flight>& active() const { return flights_; }
  // Drops the flights that have landed by `now` (the app's frame step).
  void expire(double now);
  bool hides_in_hand(uno::CardId id, double now) const;
  // The discard card to draw under flights still heading for the pile (kNoCard: none).
  uno::CardId discard_under(double now) const;
  bool discard_flying(double now) const;

 private:
  void add(uno::CardId card, bool face_up, Place from, Place to, double start, double dur);
  double gather_hands(const std::vector<uno::Event>& events, int viewer, double t, double dur);
  std::vector<Flight> flights_;
  float speed_ = 1.0f;
  bool reduced_ = false;
  double fade_start_ = 0;  // reduced motion: when this batch's fades start
  int seats_ = 0;
  uno::CardId top_ = uno::kNoCard;
};

// Smooth ease-out for a flight's progress in [0, 1].
float ease_out(float t);

}  // namespace app
