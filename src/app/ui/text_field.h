// A text field on the canvas whose text the page edits: it shows the text (or a dimmed
// hint) in a frame like ImGui's own input boxes, and a press opens the page's text box
// (core/app/text_edit.h: a modal HTML dialog the view asks for), so typing goes through the
// browser: a phone's on-screen keyboard, input methods, paste. ImGui's own text editor is
// not linked at all (cmake/ThirdParty.cmake): the browser already edits text better.
#pragma once

#include <string>

namespace app {

// `width` <= 0: the rest of the row. `lines` > 1: a taller box whose text wraps (a link).
// The item goes to the test hook as `hook_id`. Returns true when pressed (click, tap, or
// the keyboard's activate on a focused field).
bool text_field(const std::string& hook_id, const std::string& text, const char* hint, float width,
                int lines = 1);

}  // namespace app
