// The rows of enum M: the variants' special moments, third and second person, in English: the
// source texts. Other languages are gettext PO files (assets/i18n/*.po, made from these rows'
// uno.pot) that the build turns into language packs (text_packs.h). Data only. No ImGui, no SDL.
#pragma once

#include "app/core/text/moment_strings.h"
#include "app/core/text/text_table.h"

namespace app {

// Order must follow enum M (checked below). `text` is third person, "%s" (the seat's name)
// first; `you` the second person (nullptr: the third-person row with "You" as the name).
inline constexpr PersonRow<M> kMomentRows[] = {
    UNO_PERSON(M::PendingDrawTwoFmt, "%s played a Draw Two on you (+%d).", nullptr),
    UNO_PERSON(M::PendingDrawFourFmt, "%s played a Wild Draw Four on you (+%d).", nullptr),
    // The deal's first card (nobody played it: "? played a Draw Two on you" before).
    UNO_PERSON(M::PendingFirstDrawTwoFmt, "The first card is a Draw Two (+%d).", nullptr),
    UNO_PERSON(M::PendingSkipFmt, "%s played a dino Skip on you: you lose your turn.", nullptr),
    UNO_PERSON(M::PendingReverseFmt, "%s played a dino Reverse: the direction turns.", nullptr),
    // 003: "Anschließend geht es in der aktuellen Spielreihenfolge weiter": the block is the
    // player's move (a newcomer learned only afterwards that it used their turn).
    UNO_PERSON(
        M::PendingDinoNote,
        "Unless you block it: it is a dino card, and your Lauf! stops it (that is your play).",
        nullptr),
    UNO_PERSON(M::PendingChallengeNote, "Challenge it if you think they held a card of the colour.",
               nullptr),
    // The same, naming the colour that counts (the one before the +4, no longer on show).
    UNO_PERSON(M::PendingChallengeColourFmt,
               "Challenge it if you think they held a card of the colour before it: %s.", nullptr),
    // 003: a held Wild makes the +4 illegal too.
    UNO_PERSON(M::PendingChallengeColourWildFmt,
               "Challenge it if you think they held a Wild or a card of the colour before it: %s.",
               nullptr),
    // 002: "any card that could have been played", not only the colour.
    UNO_PERSON(M::PendingChallengeAnyNote,
               "Challenge it if you think they held any card that could have been played.",
               nullptr),
    UNO_PERSON(M::BlockWithLauf, "Block with Lauf!", nullptr),
    UNO_PERSON(M::AcceptSkip, "Lose my turn", nullptr),
    UNO_PERSON(M::AcceptReverse, "Let it turn", nullptr),
    UNO_PERSON(M::AcceptDrawUntilFmt, "Draw until %s", nullptr),
    UNO_PERSON(M::BlockedSkipFmt, "%s blocks the Skip with Lauf!: nobody is skipped.",
               "You block the Skip with Lauf!: nobody is skipped."),
    UNO_PERSON(M::BlockedReverseFmt, "%s blocks the Reverse with Lauf!: the direction stays.",
               "You block the Reverse with Lauf!: the direction stays."),
    UNO_PERSON(M::BlockedDrawTwoFmt, "%s blocks the Draw Two with Lauf!: no cards drawn.",
               "You block the Draw Two with Lauf!: no cards drawn."),
    UNO_PERSON(M::BlockedDrawFourFmt, "%s blocks the Wild Draw Four with Lauf!: no cards drawn.",
               "You block the Wild Draw Four with Lauf!: no cards drawn."),
    UNO_PERSON(M::BlockedWildFmt, "%s blocks the dino Wild with Lauf! and names the colour.",
               "You block the dino Wild with Lauf! and name the colour."),
    UNO_PERSON(M::NextTurnFmt, "%s is next.", "You are next."),
    UNO_PERSON(M::BlockedBanner, "Blocked!", nullptr),
    UNO_PERSON(M::DinoMarkLegend,
               "A green footprint in the corner: a dino card. A Lauf! blocks it.", nullptr),
    UNO_PERSON(M::OutAlmostUno, "Almost UNO", nullptr),
    UNO_PERSON(M::OutDiscardNumber, "Discard Number", nullptr),
    UNO_PERSON(M::OutDiscardColour, "Discard Colour", nullptr),
    UNO_PERSON(M::OutDrawRed, "Draw Red", nullptr),
    UNO_PERSON(M::OutDrawBlue, "Draw Blue", nullptr),
    UNO_PERSON(M::OutTradeHands, "Trade Hands", nullptr),
    UNO_PERSON(M::OutShowCards, "Show Cards", nullptr),
    UNO_PERSON(M::OutShowdown, "Showdown", nullptr),
    UNO_PERSON(M::OutUnoSpin, "UNO Spin", nullptr),
    UNO_PERSON(M::SpinFmt, "Spin: %s.", nullptr),
    UNO_PERSON(M::DoAlmostUnoFmt, "%s may discard all but two cards.",
               "You may discard all but two cards."),
    UNO_PERSON(M::DoDiscardNumberFmt, "%s may discard all cards of one number.",
               "You may discard all cards of one number."),
    UNO_PERSON(M::DoDiscardColourFmt, "%s may discard all cards of one colour.",
               "You may discard all cards of one colour."),
    UNO_PERSON(M::DoDrawRedFmt, "%s draws until a red card.", "You draw until a red card."),
    UNO_PERSON(M::DoDrawBlueFmt, "%s draws until a blue card.", "You draw until a blue card."),
    UNO_PERSON(M::DoTradeHands,
               "Every player passes their hand to the player on their left: you get the hand of "
               "the player on your right.",
               nullptr),
    UNO_PERSON(M::DoShowCardsFmt, "%s shows every card to the table.",
               "You show every card to the table."),
    // The digest of 000: "the winner discards all the cards they showed" after a tie (a newcomer
    // saw Dan discard four and read "the highest may discard it").
    UNO_PERSON(M::DoShowdown,
               "Everyone shows their highest number; the highest may discard it. After a tie, the "
               "tied players show their next highest, and the winner may discard every card they "
               "showed.",
               nullptr),
    UNO_PERSON(M::DoUnoSpin, "The first to press UNO Spin! discards a card.", nullptr),
    UNO_PERSON(M::HandsTraded, "Hands traded: each hand moved one seat to the left.", nullptr),
    UNO_PERSON(M::ShowdownTie, "Showdown tie: the tied players show their next highest number.",
               nullptr),
    UNO_PERSON(M::ShowdownWinnerFmt, "%s wins the Showdown and may discard the shown cards.",
               "You win the Showdown and may discard the shown cards."),
    UNO_PERSON(M::ShowdownNobody, "Showdown: nobody holds a number card.", nullptr),
    UNO_PERSON(M::UnoSpinFirstFmt, "%s pressed UNO Spin! first and may discard a card.",
               "You pressed UNO Spin! first and may discard a card."),
    UNO_PERSON(M::UnoSpinWinnerFmt, "%s was first!", "You were first!"),
    UNO_PERSON(M::SpinsFmt, "%s spins the wheel", "You spin the wheel"),
    UNO_PERSON(M::SpinMarkLegend, "White swirl: a Spin card. The next player spins the wheel.",
               nullptr),
    UNO_PERSON(M::DiscardAlmostUnoFmt,
               "Almost UNO: choose cards to discard, down to 2 (%d more at most).", nullptr),
    UNO_PERSON(
        M::DiscardNumberAny,
        "Discard Number: choose a number card; then you may discard every card with that number.",
        nullptr),
    UNO_PERSON(M::DiscardNumberFmt, "Discard Number: you may discard more %ss.", nullptr),
    UNO_PERSON(M::DiscardColourAny,
               "Discard Colour: choose a card; then you may discard every card of its colour.",
               nullptr),
    UNO_PERSON(M::DiscardColourFmt, "Discard Colour: you may discard more %s cards.", nullptr),
    UNO_PERSON(M::DiscardShowdown,
               "Showdown won: discard the shown cards; the last one you choose lands on top.",
               nullptr),
    UNO_PERSON(M::DiscardUnoSpin, "UNO Spin: choose one card to discard.", nullptr),
    UNO_PERSON(M::DiscardToCountFmt,
               "Discard down to %d cards: choose the cards to give up. The last one lands on top "
               "and sets the colour.",
               nullptr),
    UNO_PERSON(M::DiscardJokeLaugh, "You made them laugh: you may discard all cards but one.",
               nullptr),
    UNO_PERSON(M::DoneKeepRest, "Done: keep the rest", nullptr),
    UNO_PERSON(M::DoneNoDiscard, "Done: discard nothing", nullptr),
    UNO_PERSON(M::UnoSpinRacePrompt,
               "UNO Spin! The first to press the button discards a card of their choice.", nullptr),
    UNO_PERSON(M::CustomNone, "Blank: plays as a Wild", nullptr),
    UNO_PERSON(M::Custom1, "Next player draws until the colour named", nullptr),
    UNO_PERSON(M::Custom2, "Everyone discards all their Wilds", nullptr),
    UNO_PERSON(M::Custom3, "Next player stuck? They draw THREE", nullptr),
    UNO_PERSON(M::Custom4, "Play again", nullptr),
    UNO_PERSON(M::Custom5, "Next player draws or discards to 7 cards", nullptr),
    UNO_PERSON(M::Custom6, "Everyone draws or discards to exactly 3 cards", nullptr),
    UNO_PERSON(M::Custom7, "Open hands until this player's next turn", nullptr),
    UNO_PERSON(M::Custom8, "Tell a joke: no laugh, draw 4; a laugh, discard all but 1", nullptr),
    UNO_PERSON(M::Custom9, "Next player: no bent elbows until someone calls UNO", nullptr),
    UNO_PERSON(M::Custom10, "Next player crows like a rooster or draws 4", nullptr),
    UNO_PERSON(M::CustomFree, "Your own rule (free text)", nullptr),
    UNO_PERSON(M::CustomPlayedFmt, "%s plays a Customizable card: %s",
               "You play a Customizable card: %s"),
    UNO_PERSON(M::VerdictPromptFmt,
               "%s's card: “%s”. Did everyone keep to it? A failure costs %d cards.",
               "Your card: “%s”. Did everyone keep to it? A failure costs %d cards."),
    UNO_PERSON(M::VerdictWho, "%s gives the verdict (anyone at the table may).",
               "You give the verdict."),
    UNO_PERSON(M::HandsShuffledFmt, "%s collects every hand, shuffles and deals them out again.",
               "You collect every hand, shuffle and deal them out again."),
    UNO_PERSON(M::HandsDealtFmt, "Dealt out again, cards each: %s.", nullptr),
    UNO_PERSON(M::RuleEditor, "Rules on the blank cards", nullptr),
    UNO_PERSON(
        M::RuleEditorHint,
        "Pick one of the ideas listed or write your own; free-text rules are judged at the table.",
        nullptr),
    UNO_PERSON(M::CardSlotFmt, "Card %d", nullptr),
    UNO_PERSON(M::FreeTextHint, "Write the rule", nullptr),
    UNO_PERSON(M::FreePenaltyFmt, "Penalty for breaking a free rule: %d cards", nullptr),
    UNO_PERSON(M::RulesCardTitle, "How this variant differs", nullptr),
    UNO_PERSON(M::TheSpinner, "The spinner", nullptr),
    UNO_PERSON(M::TheCardPlayer, "The one who played a Skip, Reverse or Draw Two", nullptr),
    UNO_PERSON(
        M::CardShuffleHands,
        "Wild Shuffle Hands: the player collects every hand, shuffles and deals them out again.",
        nullptr),
    UNO_PERSON(M::ClassicNoDiff, "The classic rules: nothing special to learn.", nullptr),
    UNO_PERSON(M::BrailleLetters,
               "Braille dots in each card's top corner: its colour's letter (r, y, g, b), then its "
               "number as a letter (a for 1 up to j for 0).",
               nullptr),
    UNO_PERSON(
        M::LaufRule,
        "Lauf!: when a dino card is played on you, a Lauf! blocks its effect and you name the colour.",
        nullptr),
    UNO_PERSON(M::AgainTwoPlayersFmt, "2 players: %s plays again.", "2 players: you play again."),
    UNO_PERSON(M::ShowsHandFmt, "%s shows: %s.", "You show: %s."),
    UNO_PERSON(M::ShowdownRoundFmt, "Showdown, highest numbers: %s.", nullptr),
    UNO_PERSON(M::TieBreakRoundFmt, "Tie-break, next highest: %s.", nullptr),
    UNO_PERSON(M::NoNumberCardFmt, "No number card: %s.", nullptr),
    UNO_PERSON(M::FirstSpinPlain,
               "A Spin card turned up to start counts as a plain number: nobody spins.", nullptr),
    UNO_PERSON(M::DiscardedNoEffectFmt, "Discarded, not played: %s has no effect.", nullptr),
    // 000: "Ist die zuletzt abgelegte Karte eine Spin Karte, muss der Spieler, der als
    // Nächstes an der Reihe gewesen wäre, das Rad drehen" (a newcomer thought the game had
    // missed Dan's win: his seat showed 0 cards while the wheel went on).
    UNO_PERSON(M::OutSpinStillFmt,
               "%s is out, but the Spin card still counts: the wheel turns before the round ends.",
               "You are out, but your Spin card still counts: the wheel turns before the round "
               "ends."),
    UNO_PERSON(M::ShownCardsTitleFmt, "%s's cards, shown to everyone",
               "Your cards, shown to everyone"),
    UNO_PERSON(M::BlankCardsUnreadable, "Your rules for the blank cards could not be read",
               nullptr),
    UNO_PERSON(M::BlankCardsReset,
               "Those cards have the booklet's rules again; everything else was loaded.", nullptr),
    UNO_PERSON(M::BlankCardsKeptFmt,
               "The saved text was first copied to \"%s\" in this browser's storage.", nullptr),
    UNO_PERSON(M::SetupUnreadable, "Your last start screen setup could not be read", nullptr),
    UNO_PERSON(M::SetupReset, "The start screen shows its defaults; everything else was loaded.",
               nullptr),
    UNO_PERSON(M::SettingUnreadable, "A saved setting could not be read", nullptr),
    UNO_PERSON(M::SettingReset,
               "That setting has its default again; your game and everything else were loaded.",
               nullptr),
    // The player's drawn card did not play and the turn went on by itself (a newcomer: "the
    // turn passes with no message").
    UNO_PERSON(M::DrawnNoPlay, "%s keeps the card drawn: it does not play.",
               "The card you drew does not play: you keep it."),
    UNO_PERSON(M::Wd4Always, "Wild Draw Four may be played at any time, even as a bluff.", nullptr),
    UNO_PERSON(
        M::Wd4GuiltColour,
        "Wild Draw Four, challenged: a bluff if its player held a card of the colour before it.",
        nullptr),
    UNO_PERSON(
        M::Wd4GuiltColourWild,
        "Wild Draw Four, challenged: a bluff if its player held a Wild or a card of the colour "
        "before it.",
        nullptr),
    UNO_PERSON(
        M::Wd4GuiltAny,
        "Wild Draw Four, challenged: a bluff if its player held any other card that could have "
        "been played.",
        nullptr),
    UNO_PERSON(M::Wd4CaughtDrawsFmt, "A bluff caught: its player draws %d.", nullptr),
    UNO_PERSON(M::Wd4CaughtTakesBackFmt, "A bluff caught: its player takes it back and draws %d.",
               nullptr),
    UNO_PERSON(M::Wd4FairFmt, "No bluff: the challenger draws %d.", nullptr),
    UNO_PERSON(M::DiscardedOnTopFmt, "The last card discarded is on top: %s.", nullptr),
    // A dino Skip the victim can block: the choice first (the status line, which shows the
    // prompt's start, said "you lose your turn" and no more).
    UNO_PERSON(M::PendingSkipBlockFmt,
               "%s played a dino Skip on you. Your Lauf! can block it (that is your play); if "
               "you do not, you lose your turn.",
               nullptr),
    UNO_PERSON(M::DiscardedNotPlayed,
               "A card discarded, not played (by a spin or a card's rule), does nothing: a Spin "
               "card turns no wheel, a Skip skips nobody. The last one discarded sets the colour.",
               nullptr),
};
static_assert(rows_follow_enum(kMomentRows), "moment texts: one row per M, in the enum's order");

}  // namespace app
