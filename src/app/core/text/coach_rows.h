// The rows of enum C: the coach's texts, in English: the source texts.
// Other languages are gettext PO files (assets/i18n/*.po, made from these rows' uno.pot)
// that the build turns into language packs (text_packs.h). Data only. No ImGui, no SDL.
#pragma once

#include "app/core/text/coach_strings.h"
#include "app/core/text/text_table.h"

namespace app {

// Order must follow enum C (checked below).
inline constexpr TextRow<C> kCoachRows[] = {
    UNO_TEXT(C::Expert, "Expert"),
    UNO_TEXT(C::Hint, "Hint"),
    UNO_TEXT(C::HintKey, "Hint (H)"),
    UNO_TEXT(C::HintThinking, "The coach is thinking…"),
    UNO_TEXT(C::HintUnavailable, "The coach is not available right now."),
    // The estimates in words (a bare "14% vs 9%" left players guessing what was measured):
    // arguments: the move, its games won in 100, the best other move, its games won in 100.
    UNO_TEXT(C::HintBetterFmt, "%s: you win about %d games in 100 from here; %s: about %d in 100"),
    UNO_TEXT(C::HintAsGoodFmt,
             "%s: you win about %d games in 100 from here, about as many as with %s (%d)"),
    UNO_TEXT(C::HintOnlyFmt, "%s: the only sensible move"),
    UNO_TEXT(C::HintBetterNoneFmt, "%s: you win about %d games in 100 from here; %s: hardly any"),
    UNO_TEXT(C::HintHopelessFmt, "%s: you hardly ever win from here, whatever you play"),
    UNO_TEXT(C::ReasonHoldBackOneFmt, "It holds back %s, who has one card left."),
    UNO_TEXT(C::ReasonHoldBackTwoFmt, "It holds back %s, who has two cards left."),
    UNO_TEXT(C::ReasonVoidFmt, "%s probably has no %s: drew on it before."),
    UNO_TEXT(C::ReasonKeepWild, "Your Wild stays for later."),
    // A +4 the coach recommends although another card plays (a newcomer followed
    // the Hint, was challenged at once and drew 4; only a small tag on the card had said
    // "Bluff"). Argument: the cards a caught bluff draws.
    UNO_TEXT(C::ReasonBluffFmt,
             "It is a bluff: you hold a card that plays, so if it is challenged you draw %d."),
    UNO_TEXT(C::HintAnnounceFmt, "Hint: %s"),
    UNO_TEXT(C::PlayFmt, "Play %s"),
    UNO_TEXT(C::PlayWildFmt, "Play %s, name %s"),
    UNO_TEXT(C::DrawCard, "Draw a card"),
    UNO_TEXT(C::KeepCard, "Keep the card"),
    UNO_TEXT(C::PassTurn, "Pass"),
    UNO_TEXT(C::NameColourFmt, "Name %s"),
    UNO_TEXT(C::ReviewTitle, "Coach's review"),
    UNO_TEXT(C::ReviewWorkingFmt, "The coach is looking at your moves (%d of %d)…"),
    UNO_TEXT(C::ReviewClean, "No clear mistakes this round."),
    // Arguments: the move played, its number among the player's moves of the round, its
    // games won in 100, the better move, its games won in 100. The move first ("Move
    // 13" named nothing the player had seen), and the coach's estimate as such: read after a
    // round the player won, "from there you win about 3 games in 100" looked wrong.
    UNO_TEXT(C::ReviewLineFmt,
             "%s (your move %d): the coach gives it about %d wins in 100; %s about %d in 100"),
    // Arguments: the move played, its number, the better move, its games won in 100.
    UNO_TEXT(C::ReviewLineNoneFmt,
             "%s (your move %d): the coach gives it hardly any wins; %s about %d in 100"),
    UNO_TEXT(C::ExpertSlowTitle, "The Expert is slow"),
    UNO_TEXT(
        C::ExpertSlowBody,
        "The Expert could not answer in time here; it plays like Hard for the rest of this game."),
    UNO_TEXT(C::TipGotIt, "Got it"),
    UNO_TEXT(C::TipNoMore, "No more tips"),
    UNO_TEXT(C::TipsSetting, "Tips on new moments"),
    UNO_TEXT(C::TipSpinTitle, "Tip: the Spin wheel"),
    UNO_TEXT(C::TipSpin,
             "A card with a white swirl is a Spin card. When one is played, the next player spins "
             "the wheel, and what it lands on happens at once: cards discarded or drawn, hands "
             "traded or shown, or a race to press UNO Spin!"),
    UNO_TEXT(C::TipLaufTitle, "Tip: Lauf!"),
    UNO_TEXT(
        C::TipLauf,
        "When a dino card (a green footprint in its corner) is played on you, a Lauf! blocks it: its Skip, "
        "Reverse or draw does not happen. Blocking is your play: you name the colour, and "
        "play goes on in the same direction."),
    UNO_TEXT(C::TipShuffleTitle, "Tip: Wild Shuffle Hands"),
    UNO_TEXT(C::TipShuffle,
             "Its player names the colour, collects every hand, shuffles them and deals them all "
             "out again, starting with the player on their left: your cards and how many you hold "
             "may change."),
    UNO_TEXT(C::TipCustomTitle, "Tip: Wild Customizable"),
    UNO_TEXT(C::TipCustom,
             "A Wild with a rule of its own, chosen on the start screen before the game. When one "
             "is played, its rule is shown and applies at once."),
    UNO_TEXT(C::TipChallengeTitle, "Tip: a challenge"),
    // Arguments: what the +4's player held (TipHeld*), the cards they draw if so, the cards
    // the challenger draws if not.
    UNO_TEXT(C::TipChallengeFmt,
             "You may challenge a Wild Draw Four played on you. If its player held %s, they draw "
             "%d instead of you; if not, you draw %d."),
    UNO_TEXT(C::TipChallengeTakeBackFmt,
             "You may challenge a Wild Draw Four played on you. If its player held %s, they take "
             "it back and draw %d; if not, you draw %d."),
    UNO_TEXT(C::TipHeldColour, "a card of the colour in play"),
    UNO_TEXT(C::TipHeldColourOrWild, "a card of the colour in play or a Wild"),
    UNO_TEXT(C::TipHeldAnyPlayable, "another card that could be played"),
    UNO_TEXT(C::TipCatchTitle, "Tip: catch a missed UNO"),
    UNO_TEXT(C::TipCatchFmt,
             "A player with one card who did not call UNO can be caught before the next player "
             "moves: press Catch! and they draw %d. Call UNO yourself as you play your "
             "second-last card."),
    UNO_TEXT(C::TipSevenZeroTitle, "Tip: 7 and 0"),
    UNO_TEXT(C::TipSevenZero,
             "Whoever plays a 7 swaps hands with a player they choose. Whoever plays a 0 passes "
             "every hand on to the next player in the direction of play."),
    UNO_TEXT(C::TipStackTitle, "Tip: stacking"),
    UNO_TEXT(C::TipStack,
             "Instead of drawing, you may play a draw card that stacks on this one: the next "
             "player then draws the whole sum, or stacks again."),
};
static_assert(rows_follow_enum(kCoachRows), "coach texts: one row per C, in the enum's order");

}  // namespace app
