// Every visible string in English, German and Swedish. No ImGui, no SDL.
#pragma once

#include <string>
#include <string_view>

namespace app {

enum class Lang { En = 0, De = 1, Sv = 2 };
inline constexpr int kLangs = 3;

enum class S {
  NewGame, Continue, StartGame, Rules, Players, Human, Computer, Easy, Normal, Hard,
  AddPlayer, Remove, PlayTo, FirstOut, PointsFmt, Scoring, WinnerCollects, LowestWins,
  HouseRules, Stack2, Stack4, StackAcross, SevenZero, JumpIn, VoluntaryDraw, DrawUntil,
  ForcedPlay, ChallengeRule, Settings, Language, ColourMarks, AnimSpeed, Slow, Fast, Off,
  Back, Menu, Draw, PlayIt, Keep, Pass, Uno, CatchFmt, ChooseColour, Red, Yellow, Green,
  Blue, ChallengeQFmt, Challenge, DrawNFmt, GuiltyFmt, InnocentFmt, HandOfFmt, Ok,
  PassToFmt, LookAway, IAmFmt, YourTurn, TurnOfFmt, Thinking, RoundOver, WinsRoundFmt,
  NextRound, WinsMatchFmt, Rematch, InHand, ThisRound, Total, CardsFmt, OneCard,
  Clockwise, CounterClockwise, ColourFmt, YouDrew, UnoArmed, CalledUnoFmt, CaughtFmt,
  NeedHuman, Name, Level, PlayerFmt, You, HowToPlay, Spin, Done, UnoSpin, VerdictOk,
  PenaltyFmt, DiscardHint, Accept, MustDrawFmt, SeatsFmt, Preset0, Preset1, Preset2,
  Preset3, Preset4, Rules0, Rules1, Rules2, Rules3, Rules4, PlayHint, DrawHint, Target, YouWinRound, YouWinMatch,
  ErrDamaged, ErrNewer, ErrTooLarge, ErrInvalid, LinkBad, LinkFallback, SaveBad, SaveKeptFmt, StorageOff, Share, ShareDeal, ShareDealText, ShareReplay, ShareReplayText, Copied, CopyFailed, Copy, Close, SharedDeal, SharedDealFmt, PlayDeal, KeepGame, DealOfDay, Replay, MoveFmt, Forward, PlayReplay, Pause, HandOfSeatFmt, Record, RecordFmt, NoMatches, TooLongForLink, SkippedFmt, ScoreShortFmt,
  Count_
};

void set_language(Lang l);
Lang language();
const char* tr(S s);
const char* tr(S s, Lang l);
const char* language_name(Lang l);
// "de-CH" -> De, "sv" -> Sv, anything else -> En.
Lang language_from_tag(const char* tag);
// A preset's translated title and rules in plain words, by its name (uno::kPresetNames).
const char* preset_title(std::string_view preset);
const char* preset_rules(std::string_view preset);
bool strings_table_in_order();  // for tests

// printf into a std::string with a translated format.
std::string fmt(S s, ...);
// Default names: "Player 3" (translated), and the computer players' names by seat.
std::string player_default_name(int number);
const char* bot_default_name(int seat);

}  // namespace app
