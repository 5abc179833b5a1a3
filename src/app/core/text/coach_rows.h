// The rows of enum CoachText: the coach's texts, in English: the source texts.
// Other languages are gettext PO files (assets/i18n/*.po, made from these rows' uno.pot)
// that the build turns into language packs (text_packs.h). Data only. No ImGui, no SDL.
#pragma once

#include "app/core/text/coach_strings.h"
#include "app/core/text/text_table.h"

namespace app {

// Order must follow enum CoachText (checked below).
inline constexpr TextRow<CoachText> kCoachRows[] = {
    UNO_TEXT(CoachText::Expert, "Expert"),
    UNO_TEXT(CoachText::Hint, "Hint"),
    UNO_TEXT(CoachText::HintKey, "Hint (H)"),
    UNO_TEXT(CoachText::HintThinking, "The coach is thinking…"),
    UNO_TEXT(CoachText::HintUnavailable, "The coach is not available right now."),
    // The estimates in words (a bare "14% vs 9%" left players guessing what was measured):
    // arguments: the move, its games won in 100, the best other move, its games won in 100.
    UNO_TEXT(CoachText::HintBetterFmt,
             "%s: you win about %d games in 100 from here; %s: about %d in 100"),
    UNO_TEXT(CoachText::HintAsGoodFmt,
             "%s: you win about %d games in 100 from here, about as many as with %s (%d)"),
    UNO_TEXT(CoachText::HintOnlyFmt, "%s: the only sensible move"),
    UNO_TEXT(CoachText::HintBetterNoneFmt,
             "%s: you win about %d games in 100 from here; %s: hardly any"),
    UNO_TEXT(CoachText::HintHopelessFmt, "%s: you hardly ever win from here, whatever you play"),
    UNO_TEXT(CoachText::ReasonHoldBackOneFmt, "It holds back %s, who has one card left."),
    UNO_TEXT(CoachText::ReasonHoldBackTwoFmt, "It holds back %s, who has two cards left."),
    UNO_TEXT(CoachText::ReasonVoidFmt, "%s probably has no %s: drew on it before."),
    UNO_TEXT(CoachText::ReasonKeepWild, "Your Wild stays for later."),
    // A +4 the coach recommends although another card plays (a newcomer followed
    // the Hint, was challenged at once and drew 4; only a small tag on the card had said
    // "Bluff"). Argument: the cards a caught bluff draws.
    UNO_TEXT(CoachText::ReasonBluffFmt,
             "It is a bluff: you hold a card that plays, so if it is challenged you draw %d."),
    UNO_TEXT(CoachText::HintAnnounceFmt, "Hint: %s"),
    UNO_TEXT(CoachText::PlayFmt, "Play %s"),
    UNO_TEXT(CoachText::PlayWildFmt, "Play %s, name %s"),
    UNO_TEXT(CoachText::DrawCard, "Draw a card"),
    UNO_TEXT(CoachText::KeepCard, "Keep the card"),
    UNO_TEXT(CoachText::PassTurn, "Pass"),
    UNO_TEXT(CoachText::NameColourFmt, "Name %s"),
    UNO_TEXT(CoachText::ReviewTitle, "Coach's review"),
    UNO_TEXT(CoachText::ReviewWorkingFmt, "The coach is looking at your moves (%d of %d)…"),
    UNO_TEXT(CoachText::ReviewClean, "No clear mistakes this round."),
    // Arguments: the move played, its number among the player's moves of the round, its
    // games won in 100, the better move, its games won in 100. The move first ("Move
    // 13" named nothing the player had seen), and the coach's estimate as such: read after a
    // round the player won, "from there you win about 3 games in 100" looked wrong.
    UNO_TEXT(CoachText::ReviewLineFmt,
             "%s (your move %d): the coach gives it about %d wins in 100; %s about %d in 100"),
    // Arguments: the move played, its number, the better move, its games won in 100.
    UNO_TEXT(CoachText::ReviewLineNoneFmt,
             "%s (your move %d): the coach gives it hardly any wins; %s about %d in 100"),
    UNO_TEXT(CoachText::ExpertSlowTitle, "The Expert is slow"),
    UNO_TEXT(
        CoachText::ExpertSlowBody,
        "The Expert could not answer in time here; it plays like Hard for the rest of this game."),
    UNO_TEXT(CoachText::TipGotIt, "Got it"),
    UNO_TEXT(CoachText::TipNoMore, "No more tips"),
    UNO_TEXT(CoachText::TipsSetting, "Tips on new moments"),
    UNO_TEXT(CoachText::TipSpinTitle, "Tip: the Spin wheel"),
    UNO_TEXT(CoachText::TipSpin,
             "A card with a white swirl is a Spin card. When one is played, the next player spins "
             "the wheel, and what it lands on happens at once: cards discarded or drawn, hands "
             "traded or shown, or a race to press UNO Spin!"),
    UNO_TEXT(CoachText::TipLaufTitle, "Tip: Lauf!"),
    UNO_TEXT(
        CoachText::TipLauf,
        "When a dino card (a green footprint in its corner) is played on you, a Lauf! blocks it: its Skip, "
        "Reverse or draw does not happen. Blocking is your play: you name the colour, and "
        "play goes on in the same direction."),
    UNO_TEXT(CoachText::TipShuffleTitle, "Tip: Wild Shuffle Hands"),
    UNO_TEXT(CoachText::TipShuffle,
             "Its player names the colour, collects every hand, shuffles them and deals them all "
             "out again, starting with the player on their left: your cards and how many you hold "
             "may change."),
    UNO_TEXT(CoachText::TipCustomTitle, "Tip: Wild Customizable"),
    UNO_TEXT(CoachText::TipCustom,
             "A Wild with a rule of its own, chosen on the start screen before the game. When one "
             "is played, its rule is shown and applies at once."),
    UNO_TEXT(CoachText::TipChallengeTitle, "Tip: a challenge"),
    // Arguments: what the +4's player held (TipHeld*), the cards they draw if so, the cards
    // the challenger draws if not.
    UNO_TEXT(CoachText::TipChallengeFmt,
             "You may challenge a Wild Draw Four played on you. If its player held %s, they draw "
             "%d instead of you; if not, you draw %d."),
    UNO_TEXT(CoachText::TipChallengeTakeBackFmt,
             "You may challenge a Wild Draw Four played on you. If its player held %s, they take "
             "it back and draw %d; if not, you draw %d."),
    UNO_TEXT(CoachText::TipHeldColour, "a card of the colour in play"),
    UNO_TEXT(CoachText::TipHeldColourOrWild, "a card of the colour in play or a Wild"),
    UNO_TEXT(CoachText::TipHeldAnyPlayable, "another card that could be played"),
    UNO_TEXT(CoachText::TipCatchTitle, "Tip: catch a missed UNO"),
    UNO_TEXT(CoachText::TipCatchFmt,
             "A player with one card who did not call UNO can be caught before the next player "
             "moves: press Catch! and they draw %d. Call UNO yourself as you play your "
             "second-last card."),
    UNO_TEXT(CoachText::TipSevenZeroTitle, "Tip: 7 and 0"),
    UNO_TEXT(CoachText::TipSevenZero,
             "Whoever plays a 7 swaps hands with a player they choose. Whoever plays a 0 passes "
             "every hand on to the next player in the direction of play."),
    UNO_TEXT(CoachText::TipStackTitle, "Tip: stacking"),
    UNO_TEXT(CoachText::TipStack,
             "Instead of drawing, you may play a draw card that stacks on this one: the next "
             "player then draws the whole sum, or stacks again."),
};
static_assert(rows_follow_enum(kCoachRows), "coach texts: one row per C, in the enum's order");

}  // namespace app
