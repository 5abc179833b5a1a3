// What a player asked for on a screen. The ImGui views only draw the core's state and
// return one of these; the app core carries it out (so every choice is testable natively
// and the same path serves keys, clicks and taps).
#pragma once

#include "engine/action.h"

namespace app {

struct Command {
  enum class Kind : std::uint8_t {
    None,
    Act,             // a legal action of the viewer (`action`)
    ArmUno,          // UNO pressed in advance, called with the second-last card
    ConfirmPrivacy,  // the next human took the device
    DismissReveal,   // the +4 challenger read the hand
    DismissShown,    // OK under the cards a spin laid open (the player moves next)
    Rematch,
    Menu,  // back to the start screen (or out of a replay)
    ShareDeal,
    ShareReplay,
    ReplayBack,
    ReplayForward,
    ReplayToggle,  // play / pause
    ReplaySeat,    // show `seat`'s hand in a replay
    Hint,          // what would the Expert do here (the coach answers)
    ToggleSound,   // M: sound cues on or off mid-game (the settings are on the start screen)
    LearnNext,     // Next under a guided round's sentence
    LearnLeave,    // out of a guided round, back to the start screen
  };
  Kind kind = Kind::None;
  uno::Action action{};
  int seat = -1;

  static Command of(Kind k) { return Command{k, {}, -1}; }
  static Command act(const uno::Action& a) { return Command{Kind::Act, a, -1}; }
  static Command replay_seat(int s) { return Command{Kind::ReplaySeat, {}, s}; }
  explicit operator bool() const { return kind != Kind::None; }
};

}  // namespace app
