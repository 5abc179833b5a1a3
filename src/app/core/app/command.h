// What a player asked for on a screen. The ImGui views only draw the core's state and
// return one of these; the app core carries it out (so every choice is testable natively
// and the same path serves keys, clicks and taps).
#pragma once

#include <optional>
#include <string>
#include <utility>

#include "app/core/app/start_setup.h"
#include "app/core/store/settings.h"
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
    ReplayToggle,    // play / pause
    ReplaySeat,      // show `seat`'s hand in a replay
    Hint,            // what would the Expert do here (the coach answers)
    ToggleSound,     // M: sound cues on or off mid-game (the settings are on the start screen)
    LearnNext,       // Next under a guided round's sentence
    LearnLeave,      // out of a guided round, back to the start screen
    EditSetup,       // the start screen's choices as the player left them (`setup`)
    ChangeSettings,  // the settings as the player left them (`settings`)
    PressNotice,     // a button of the notice in front (`button`; Escape's too)
  };
  Kind kind = Kind::None;
  uno::Action action{};
  int seat = -1;
  // A view edits a copy of what it was given and hands the copy back: it never writes into
  // the core it reads.
  std::optional<StartSetup> setup;
  std::optional<Settings> settings;
  std::string button;

  static Command of(Kind k) { return Command{k, {}, -1, {}, {}, {}}; }
  static Command act(const uno::Action& a) { return Command{Kind::Act, a, -1, {}, {}, {}}; }
  static Command replay_seat(int s) { return Command{Kind::ReplaySeat, {}, s, {}, {}, {}}; }
  static Command edit_setup(StartSetup s) {
    return Command{Kind::EditSetup, {}, -1, std::move(s), {}, {}};
  }
  static Command change_settings(Settings s) {
    return Command{Kind::ChangeSettings, {}, -1, {}, std::move(s), {}};
  }
  static Command press_notice(std::string button) {
    return Command{Kind::PressNotice, {}, -1, {}, {}, std::move(button)};
  }
  explicit operator bool() const { return kind != Kind::None; }
};

}  // namespace app
