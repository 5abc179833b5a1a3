// Draws the front notice of the queue as a modal window (selectable link text, a copy
// button and what the clipboard said).
#pragma once

#include <optional>
#include <string>

#include "app/core/app/notice.h"
#include "app/core/app/text_edit.h"

namespace app {

class NoticeView {
 public:
  // What the player did in the front notice this frame.
  struct Input {
    std::string pressed;           // the button pressed (or Escape's): Command::press_notice
    std::optional<TextEdit> edit;  // the link pressed: open it, selected, in the text box
    std::string copy;              // Copy pressed: this text to the clipboard
  };
  // `copy_status`: what the clipboard said of the last copy (0 pending or none, 1 copied,
  // -1 refused).
  Input draw(const Notices& notices, int copy_status);

 private:
  bool copy_pressed_ = false;
};

// True while a modal notice is up (keys and clicks must not reach the table).
bool modal_open();

}  // namespace app
