// A seat as the texts see it, and the words about it: the seat the texts address as "you"
// (Session::is_you decides which) gets the second-person form ("You draw 2", "Du ziehst 2"),
// every other seat its name ("Ada draws 2"). No ImGui.
#pragma once

#include <string>
#include <string_view>

#include "app/core/text/strings.h"
#include "engine/card.h"

namespace app {

// A seat as texts see it: its name, and whether the texts address it as "you".
struct Who {
  Who() = default;
  Who(std::string n, bool y = false) : name(std::move(n)), you(y) {}  // NOLINT: implicit
  std::string name;
  bool you = false;
};

// `s`: a third-person format whose first argument is the seat's name (%s), then at most
// one %d (`n`). For a "you" seat its second-person row is used (no name in it); a format
// without one gets "You" (translated) as the name, as in "You: UNO!".
std::string about(UiText s, const Who& who, int n = 0);
// The seat's name as a label (badges, the round summary's rows): "You" (translated) for
// the "you" seat, so the label follows the language.
std::string label(const Who& who);
// Whether `name` is a language's default name for a lone human ("You", "Du"), whichever
// languages are loaded.
bool is_default_you_name(std::string_view name);
// Whether `name` passes for a language's word for "you", any language's, in any letter case
// and look-alike letters ("YOU", "Yоu" with a Cyrillic о, "Ｄｕ"): share::looks_like_you.
bool names_you(std::string_view name);

// The letter(s) for a colour in the current language (card corners, colour label, picker);
// "" for no colour. See the comment at UiText::RedMark in string_rows.h for the choice.
const char* colour_letter(uno::Colour c);

}  // namespace app
