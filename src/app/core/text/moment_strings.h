// The texts of the variants' special moments (Lauf! blocks, spins, custom rules, the
// braille 2-player "again"), in English (other languages: assets/i18n). Each row has a third-person
// form ("%s" = the seat's name first) and a second-person form for the seat addressed as "you" (the
// same arguments without the name). Its rows are in moment_rows.h, apart from string_rows.h. No
// ImGui.
#pragma once

#include <string>

#include "app/core/text/strings.h"
#include "app/core/text/who.h"

namespace app {

enum class MomentText {
  // Pending decisions (the victim reads them; the name is the card's player).
  PendingDrawTwoFmt,
  PendingDrawFourFmt,
  PendingFirstDrawTwoFmt,
  PendingSkipFmt,
  PendingReverseFmt,
  PendingDinoNote,
  PendingChallengeNote,
  PendingChallengeColourFmt,
  PendingChallengeColourWildFmt,
  PendingChallengeAnyNote,
  // Choice labels.
  BlockWithLauf,
  AcceptSkip,
  AcceptReverse,
  AcceptDrawUntilFmt,
  // What happened.
  BlockedSkipFmt,
  BlockedReverseFmt,
  BlockedDrawTwoFmt,
  BlockedDrawFourFmt,
  BlockedWildFmt,
  NextTurnFmt,  // after a block: who plays next ("You are next.")
  BlockedBanner,
  DinoMarkLegend,
  // Spin (000): the wheel's nine outcomes in the booklet's order (SpinOutcome), then what
  // each one does.
  OutAlmostUno,
  OutDiscardNumber,
  OutDiscardColour,
  OutDrawRed,
  OutDrawBlue,
  OutTradeHands,
  OutShowCards,
  OutShowdown,
  OutUnoSpin,
  SpinFmt,
  DoAlmostUnoFmt,
  DoDiscardNumberFmt,
  DoDiscardColourFmt,
  DoDrawRedFmt,
  DoDrawBlueFmt,
  DoTradeHands,
  DoShowCardsFmt,
  DoShowdown,
  DoUnoSpin,
  HandsTraded,
  ShowdownTie,
  ShowdownWinnerFmt,
  ShowdownNobody,
  UnoSpinFirstFmt,
  UnoSpinWinnerFmt,
  SpinsFmt,
  SpinMarkLegend,
  // Discard phases: what may go, and what "Done" does.
  DiscardAlmostUnoFmt,
  DiscardNumberAny,
  DiscardNumberFmt,
  DiscardColourAny,
  DiscardColourFmt,
  DiscardShowdown,
  DiscardUnoSpin,
  DiscardToCountFmt,
  DiscardJokeLaugh,
  DoneKeepRest,
  DoneNoDiscard,
  UnoSpinRacePrompt,
  // Official 112 (001): the Wild Customizable's rules, in CustomRule order (None, the
  // booklet's ten examples, free text), then what happens when one is played.
  CustomNone,
  Custom1,
  Custom2,
  Custom3,
  Custom4,
  Custom5,
  Custom6,
  Custom7,
  Custom8,
  Custom9,
  Custom10,
  CustomFree,
  CustomPlayedFmt,
  VerdictPromptFmt,
  VerdictWho,
  HandsShuffledFmt,
  HandsDealtFmt,
  RuleEditor,
  RuleEditorHint,
  CardSlotFmt,
  FreeTextHint,
  FreePenaltyFmt,
  // The rules card per preset ("how this variant differs").
  RulesCardTitle,
  TheSpinner,
  TheCardPlayer,
  CardShuffleHands,
  ClassicNoDiff,
  BrailleLetters,
  LaufRule,
  // Braille (002) and every 2-player game: Skip, Reverse and Draw Two give another turn.
  AgainTwoPlayersFmt,
  // Spin (000): the cards a spin lays open (added after the rest: the table follows the enum).
  ShowsHandFmt,
  ShowdownRoundFmt,
  TieBreakRoundFmt,
  NoNumberCardFmt,
  FirstSpinPlain,
  DiscardedNoEffectFmt,
  OutSpinStillFmt,
  ShownCardsTitleFmt,
  // Official 112: saved rules for the blank cards that could not be read.
  BlankCardsUnreadable,
  BlankCardsReset,
  BlankCardsKeptFmt,
  // The start screen's saved setup that could not be read.
  SetupUnreadable,
  SetupReset,
  // Another saved setting (language, look) that could not be read.
  SettingUnreadable,
  SettingReset,
  DrawnNoPlay,
  // The rules card's Wild Draw Four line (every rule set with challenges: when it is a bluff
  // and what a challenge costs; a newcomer found these only in the booklets).
  Wd4Always,
  Wd4GuiltColour,
  Wd4GuiltColourWild,
  Wd4GuiltAny,
  Wd4CaughtDrawsFmt,
  Wd4CaughtTakesBackFmt,
  Wd4FairFmt,
  // A discard step's last card, a number, on top: the colour and number in play now.
  DiscardedOnTopFmt,
  PendingSkipBlockFmt,
  // The rules card where spins or blank-card rules make players discard.
  DiscardedNotPlayed,
  Count_
};

const char* tr(MomentText m, bool you = false);
const char* tr(MomentText m, Lang l, bool you = false);

// The row for `who` with its arguments: "Ada blocks ..." or "You block ...". `arg` fills
// a second %s, `n` a %d (formats without them ignore them).
std::string say(MomentText m, const Who& who);
std::string say(MomentText m, const Who& who, const std::string& arg);
std::string say(MomentText m, const Who& who, int n);
std::string say(MomentText m, const Who& who, const std::string& arg, int n);
// A row without a seat ("%s"/"%d" arguments only).
std::string line(MomentText m, const std::string& arg);
std::string line(MomentText m, int n);

}  // namespace app
