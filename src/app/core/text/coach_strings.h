// The coach's texts (the Expert level's name, the Hint, the round review), in English (other
// languages: assets/i18n). Its rows are in coach_rows.h, kept apart from string_rows.h like the
// moments' table. No ImGui.
#pragma once

#include "app/core/text/strings.h"

namespace app {

enum class CoachText {
  Expert,
  Hint,
  HintKey,
  HintThinking,
  HintUnavailable,
  HintBetterFmt,  // choice, its %, the next best's %, the next best
  HintAsGoodFmt,  // choice, its %, the best other, its %
  HintOnlyFmt,    // choice
  // A 0 said in words ("about 0 games in 100" read as a bug):
  HintBetterNoneFmt,  // choice, its number, the next best (which wins hardly any)
  HintHopelessFmt,    // choice (it and every other move win hardly any)
  // The hint's reason in table terms (ai/move_reason.h), after the chances.
  ReasonHoldBackOneFmt,  // the next seat's name
  ReasonHoldBackTwoFmt,  // the next seat's name
  ReasonVoidFmt,         // the seat playing next, the colour it probably lacks
  ReasonKeepWild,
  ReasonBluffFmt,
  HintAnnounceFmt,  // the hint line
  PlayFmt,          // a card's name
  PlayWildFmt,      // a card's name, the colour named
  DrawCard,
  KeepCard,
  PassTurn,
  NameColourFmt,
  ReviewTitle,
  ReviewWorkingFmt,  // checked, total
  ReviewClean,
  ReviewLineFmt,      // move number, what was played, what was better, its %, better %
  ReviewLineNoneFmt,  // move number, what was played (winning hardly any), the better, its %
  ExpertSlowTitle,
  ExpertSlowBody,
  // Tips (tips.h): the first time a moment meets the player.
  TipGotIt,
  TipNoMore,
  TipsSetting,
  TipSpinTitle,
  TipSpin,
  TipLaufTitle,
  TipLauf,
  TipShuffleTitle,
  TipShuffle,
  TipCustomTitle,
  TipCustom,
  TipChallengeTitle,
  TipChallengeFmt,          // what the +4's player held (TipHeld*), they draw, you draw
  TipChallengeTakeBackFmt,  // the same, for a guilty player who takes the +4 back (002)
  TipHeldColour,
  TipHeldColourOrWild,
  TipHeldAnyPlayable,
  TipCatchTitle,
  TipCatchFmt,  // the cards a caught player draws
  TipSevenZeroTitle,
  TipSevenZero,
  TipStackTitle,
  TipStack,
  Count_
};

const char* tr(CoachText c);
const char* tr(CoachText c, Lang l);
// A computer level's name on the start screen: Easy, Normal, Hard, Expert (by ai::Level).
const char* level_label(int level);

}  // namespace app
