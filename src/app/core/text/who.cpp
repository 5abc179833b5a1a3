#include "app/core/text/who.h"

#include "share/name_fold.h"

namespace app {

namespace {
// The second-person row of a third-person format (Count_: none, "You" goes in as the name).
S you_form(S s) {
  switch (s) {
    case S::MustDrawFmt: return S::YouDrawFmt;
    case S::SkippedFmt: return S::YouSkipped;
    case S::CaughtFmt: return S::YouCaughtFmt;
    case S::CatcherFmt: return S::YouCatcher;
    case S::TurnOfFmt: return S::YourTurn;
    case S::HandOfSeatFmt: return S::YourCards;
    case S::HandOfFmt: return S::YourCards;
    case S::WinsRoundFmt: return S::YouWinRound;
    case S::WinsMatchFmt: return S::YouWinMatch;
    case S::PenaltyFmt: return S::YouPenalty;
    case S::GuiltyFmt: return S::YouGuilty;
    case S::UnoEscapedFmt: return S::UnoEscapedYou;
    case S::ChallengerDrawsFmt: return S::YouChallengedDraw;
    case S::BlufferDrawsFmt: return S::YouBluffedDraw;
    default: return S::Count_;
  }
}
}  // namespace

std::string about(S s, const Who& who, int n) {
  if (!who.you) return fmt(s, who.name.c_str(), n);
  const S y = you_form(s);
  if (y != S::Count_) return fmt(y, n);  // a format without %d ignores n
  return fmt(s, tr(S::You), n);
}

std::string label(const Who& who) { return who.you ? std::string(tr(S::You)) : who.name; }

bool is_default_you_name(std::string_view name) {
  // From languages.txt (S::You in every language; a test keeps them equal): the web build
  // may not have loaded the pack of the language a shared replay was made in.
  for (const char* you : kLangYou)
    if (name == you) return true;
  return false;
}

bool names_you(std::string_view name) { return uno::share::looks_like_you(name); }

const char* colour_letter(uno::Colour c) {
  switch (c) {
    case uno::Colour::Red: return tr(S::RedMark);
    case uno::Colour::Yellow: return tr(S::YellowMark);
    case uno::Colour::Green: return tr(S::GreenMark);
    case uno::Colour::Blue: return tr(S::BlueMark);
    case uno::Colour::None: break;
  }
  return "";
}

}  // namespace app
