// Draws the front notice of the queue as a modal window (selectable link text, a copy
// button and what the clipboard said).
#pragma once

#include <string>

#include "app/core/app/notice.h"

namespace app {

class NoticeView {
 public:
  // Returns "<notice id>:<button id>" when a button closed the front notice.
  std::string draw(Notices& notices);

 private:
  bool copy_pressed_ = false;
};

// True while a modal notice is up (keys and clicks must not reach the table).
bool modal_open();

}  // namespace app
