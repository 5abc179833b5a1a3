// Effect banners: short big texts over the table ("Skip!", "+2!", "Reverse!", a chosen
// colour), the UNO call-out and the win celebration. A small model the views draw (and
// other features reuse: push a Banner of their own); texts come from core/text/strings so a
// screen reader can announce the same words. No ImGui.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app/core/match/table_words.h"
#include "engine/card.h"
#include "engine/event.h"

namespace app {

enum class BannerKind : std::uint8_t {
  Effect,  // an action card's effect: Skip, +2, Reverse, +4
  Colour,  // the colour chosen for a Wild (tinted in that colour)
  Uno,     // the UNO call-out (large)
  Caught,  // a missed UNO was caught
  Win,     // round or match won (large, with confetti)
  Info,    // anything else a feature wants to say big (spin results, custom rules...)
};

// How motion is shown: the speed setting's factor (1 normal, 0.5 fast, 0 off) and the
// page's prefers-reduced-motion.
struct Motion {
  float speed = 1.0f;
  bool reduced = false;
  bool still() const { return reduced || speed <= 0.0f; }
};

struct Banner {
  std::string text;
  BannerKind kind = BannerKind::Effect;
  uno::Colour colour = uno::Colour::None;  // Colour banners: the colour chosen
  std::string sub;                         // a second, smaller line (who called UNO)
  double start = 0, duration = 0;          // ms
  bool confetti = true;                    // a Win: confetti falls (not for a computer's win)
  bool showing(double now) const { return now >= start && now < start + duration; }
};

// How a banner looks at `now`: opacity and size factor (1 = the theme's banner size).
// With motion it pops in and fades out; reduced motion or animation off: a plain fade in
// and out (reduced) or no change at all (off), so nothing needs a frame in between.
struct BannerLook {
  float alpha = 1.0f;
  float scale = 1.0f;
};
BannerLook banner_look(const Banner& b, double now, const Motion& m);
// Whether a banner at `now` changes from frame to frame (the loop keeps rendering).
bool banner_moving(const Banner& b, double now, const Motion& m);

class Banners {
 public:
  void set_motion(const Motion& m) { motion_ = m; }
  const Motion& motion() const { return motion_; }
  // Shows `b` from `now` (a later time: a spin's outcome waits for the wheel) for its kind's
  // time scaled by the speed; a new banner replaces the one showing unless that one is an
  // UNO call-out or a win still showing.
  void show(Banner b, double now);
  // Banners for engine events (`who(seat)`: Session::who). Those after a spin's result
  // come when its wheel lands (`spin_lands`; -1: no wheel turning).
  void on_events(const std::vector<uno::Event>& events, const std::function<Who(int)>& who,
                 const uno::Deck& deck, double now, double spin_lands = -1.0);
  void clear() { current_.reset(); }
  // The win showing is a computer's: no confetti (a celebration of the player's loss).
  void no_confetti() {
    if (current_ && current_->kind == BannerKind::Win) current_->confetti = false;
  }
  // The banner showing at `now` (null before a waiting one starts and after its end).
  const Banner* current(double now) const;
  // Forgets a banner whose time is over (its end no longer wakes the loop): the frame step.
  void expire(double now);
  // When the loop must draw next for the banner (its end, or now while it moves); -1: none.
  double next_wake(double now) const;
  bool moving(double now) const;
  // When the banner showing ends (-1: none).
  double end_time() const { return current_ ? current_->start + current_->duration : -1.0; }

 private:
  std::optional<Banner> current_;
  Motion motion_;
};

// The time a banner of `kind` stays, in ms, at the given speed (never under a second of
// reading time: a banner is information, not only motion).
double banner_duration(BannerKind kind, const Motion& m);

}  // namespace app
