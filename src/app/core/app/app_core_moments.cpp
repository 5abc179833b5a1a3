// A spin's moments give way to the player: the wheel never stands over a
// decision that is the player's, and a press during a hold is taken, not refused.
#include "app/core/app/app_core.h"

namespace app {

bool AppCore::player_decides() const {
  const int w = waiting_for();
  if (w >= 0 && w == session_.viewer()) return true;
  // The UNO Spin race is everyone's at once (no one seat acts): the player's too.
  for (const uno::Action& a : session_.legal())
    if (a.type == uno::ActionType::ClaimUnoSpin) return session_.viewer() >= 0;
  return false;
}

bool AppCore::takes_input(double now) const {
  if (wheel_.showing(now) && !wheel_.settled(now)) return false;  // it still turns
  return !spin_reveal_.visible(now) || player_decides();
}

void AppCore::make_way(double now, bool pressed) {
  if (screen_ != Screen::Table) return;
  const bool decides = player_decides();
  // The cards the spin lays open (if any) come at once instead of after the wheel's hold.
  if ((decides || pressed) && wheel_.cut(now)) {
    spin_reveal_.bring_forward(now);
    session_.hold_until(now);  // the computers' answers (a race's claim) count from now
  }
  if (pressed && decides && spin_reveal_.visible(now)) spin_reveal_.reset();
}

}  // namespace app
