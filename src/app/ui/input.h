// Keyboard shortcuts on the table: arrows select a card, Enter plays it, D draws (or
// keeps a drawn card), U calls UNO, H asks the coach for a hint, R/Y/G/B name a colour, Escape
// closes a picker; in the +4 dialog C challenges and A accepts; Enter closes a reveal.
#pragma once

namespace app {

struct Keys {
  bool left = false, right = false, enter = false, draw = false, uno = false, escape = false;
  bool challenge = false, accept = false;
  bool hint = false;  // H: the coach's hint
  int colour = -1;    // 0 red, 1 yellow, 2 green, 3 blue
  bool any() const {
    return left || right || enter || draw || uno || escape || challenge || accept || hint ||
           colour >= 0;
  }
};

// Keys pressed this frame (nothing while an ImGui text field has focus).
Keys read_keys();

}  // namespace app
