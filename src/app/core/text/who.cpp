#include "app/core/text/who.h"

#include "share/name_fold.h"

namespace app {

namespace {
// The second-person row of a third-person format (Count_: none, "You" goes in as the name).
UiText you_form(UiText s) {
  switch (s) {
    case UiText::MustDrawFmt: return UiText::YouDrawFmt;
    case UiText::SkippedFmt: return UiText::YouSkipped;
    case UiText::CaughtFmt: return UiText::YouCaughtFmt;
    case UiText::CatcherFmt: return UiText::YouCatcher;
    case UiText::TurnOfFmt: return UiText::YourTurn;
    case UiText::HandOfSeatFmt: return UiText::YourCards;
    case UiText::HandOfFmt: return UiText::YourCards;
    case UiText::WinsRoundFmt: return UiText::YouWinRound;
    case UiText::WinsMatchFmt: return UiText::YouWinMatch;
    case UiText::PenaltyFmt: return UiText::YouPenalty;
    case UiText::GuiltyFmt: return UiText::YouGuilty;
    case UiText::UnoEscapedFmt: return UiText::UnoEscapedYou;
    case UiText::ChallengerDrawsFmt: return UiText::YouChallengedDraw;
    case UiText::BlufferDrawsFmt: return UiText::YouBluffedDraw;
    default: return UiText::Count_;
  }
}
}  // namespace

std::string about(UiText s, const Who& who, int n) {
  if (!who.you) return fmt(s, who.name.c_str(), n);
  const UiText y = you_form(s);
  if (y != UiText::Count_) return fmt(y, n);  // a format without %d ignores n
  return fmt(s, tr(UiText::You), n);
}

std::string label(const Who& who) { return who.you ? std::string(tr(UiText::You)) : who.name; }

bool is_default_you_name(std::string_view name) {
  // From languages.txt (UiText::You in every language; a test keeps them equal): the web build
  // may not have loaded the pack of the language a shared replay was made in.
  for (const char* you : kLangYou)
    if (name == you) return true;
  return false;
}

bool names_you(std::string_view name) { return uno::share::looks_like_you(name); }

const char* colour_letter(uno::Colour c) {
  switch (c) {
    case uno::Colour::Red: return tr(UiText::RedMark);
    case uno::Colour::Yellow: return tr(UiText::YellowMark);
    case uno::Colour::Green: return tr(UiText::GreenMark);
    case uno::Colour::Blue: return tr(UiText::BlueMark);
    case uno::Colour::None: break;
  }
  return "";
}

}  // namespace app
