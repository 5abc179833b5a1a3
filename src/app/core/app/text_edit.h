// A canvas text field's request to be edited in the page's text box (web/text_edit.js, a
// modal HTML dialog): the browser does the typing (a phone's keyboard, input methods,
// paste). A view returns it; main.cpp hands it to the platform. OK sends (id, text) back
// like the accessibility layer's text boxes; a read-only text (a link) opens selected, for
// copying.
#pragma once

#include <string>

namespace app {

struct TextEdit {
  std::string id;  // the activation id the text goes back with ("name:0", "blanktext:1")
  std::string label;
  std::string value;
  int max_chars = 0;  // 0: no limit
  bool read_only = false;
};

}  // namespace app
