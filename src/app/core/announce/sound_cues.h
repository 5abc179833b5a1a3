// Which short sound the table makes, and when: decided here from the engine's events, so
// the page (web/sound.js, Web Audio) only plays what it is told. One batch of events (one
// move and its effects) makes at most one cue, the most important one; a card played or
// drawn closer than kMinGapMs after the last such cue is dropped, so a fast run of
// computer moves never floods. "Your turn" is its own moment: it sounds once the table is still,
// only for a human at this device who must decide something (in hot-seat, when the device
// goes to them), never for a step the game takes by itself. No ImGui, no browser.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/event.h"

namespace app {

enum class Cue : std::uint8_t { Play, Draw, Shuffle, YourTurn, Uno, Caught, Wheel, Win, Lose };
inline constexpr int kCueKinds = 9;
// "play", "draw", "shuffle", "turn", "uno", "caught", "wheel", "win", "lose": the names
// web/sound.js knows its sounds by.
const char* cue_name(Cue c);

class SoundCues {
 public:
  static constexpr double kMinGapMs = 250.0;

  // A new match, a restored game or a replay's jump: what happened before makes no sound.
  void reset();
  // One batch of events as they happened (any seat's view: no hidden card is needed).
  // `humans`: bit s set when seat s is a person at this device (decides win or lose).
  void on_events(const std::vector<uno::Event>& events, std::uint32_t humans, double now);
  // After each frame's moves: the human at this device the game waits for (-1: nobody),
  // and whether the table is still (no card in flight, no wheel turning).
  void on_waiting(int seat, bool still);
  // The cues decided since the last call, as a set: bit c set for Cue c (a cue twice in
  // one frame sounds once; a set costs no allocation and less wasm than a vector).
  std::uint16_t take() {
    const std::uint16_t out = due_;
    due_ = 0;
    return out;
  }

 private:
  void add(Cue c) { due_ = static_cast<std::uint16_t>(due_ | 1u << static_cast<int>(c)); }

  std::uint16_t due_ = 0;
  double last_minor_ms_ = -1e12;
  int announced_ = -1;   // the human whose turn was last sounded (while it lasts)
  int turn_began_ = -1;  // a TurnStart seen since then (a second turn in a row: skip, reverse)
};

}  // namespace app
