// The rows of enum AccessText: what a screen reader hears (events, cards, the table), in English:
// the source texts. Other languages are gettext PO files (assets/i18n/*.po, made from these rows'
// uno.pot) that the build turns into language packs (text_packs.h). Data only. No ImGui, no SDL.
#pragma once

#include "app/core/text/access_strings.h"
#include "app/core/text/text_table.h"

namespace app {

// Order must follow enum AccessText (checked below). Formats: %s is a name or a card, %d a
// number; second-person rows ("You ...") take no name.
inline constexpr TextRow<AccessText> kAccessTextRows[] = {
    UNO_TEXT(AccessText::Skip, "Skip"),
    UNO_TEXT(AccessText::Reverse, "Reverse"),
    UNO_TEXT(AccessText::DrawTwo, "Draw Two"),
    UNO_TEXT(AccessText::Wild, "Wild"),
    UNO_TEXT(AccessText::WildDrawFour, "Wild Draw Four"),
    UNO_TEXT(AccessText::WildShuffle, "Wild Shuffle Hands"),
    UNO_TEXT(AccessText::WildCustom, "Wild Customizable"),
    UNO_TEXT(AccessText::Lauf, "Lauf!"),
    UNO_TEXT(AccessText::PlayableFmt, "%s, playable"),
    UNO_TEXT(AccessText::NotPlayableFmt, "%s, not playable"),
    UNO_TEXT(AccessText::PlayableBluffFmt, "%s, playable, a bluff: it may be challenged"),
    UNO_TEXT(AccessText::PlaysFmt, "%s plays %s."),
    UNO_TEXT(AccessText::YouPlayFmt, "You play %s."),
    UNO_TEXT(AccessText::DrawsCardFmt, "%s draws a card."),
    UNO_TEXT(AccessText::YouDrawCardFmt, "You draw %s."),
    UNO_TEXT(AccessText::YouDrawHiddenFmt, "You draw a card."),
    UNO_TEXT(AccessText::ChoosesFmt, "%s chooses %s."),
    UNO_TEXT(AccessText::YouChooseFmt, "You choose %s."),
    UNO_TEXT(AccessText::ChallengesFmt, "%s challenges the Wild Draw Four."),
    UNO_TEXT(AccessText::YouChallenge, "You challenge the Wild Draw Four."),
    UNO_TEXT(AccessText::Bluffed, "It was a bluff."),
    UNO_TEXT(AccessText::WasFair, "The play was fair."),
    UNO_TEXT(AccessText::DirectionFmt, "Direction: %s."),
    UNO_TEXT(AccessText::FirstCardFmt, "First card: %s."),
    UNO_TEXT(AccessText::RoundFmt, "Round %d."),
    UNO_TEXT(AccessText::Reshuffled, "The discard pile is shuffled into a new draw pile."),
    UNO_TEXT(AccessText::DiscardsFmt, "%s discards %s."),
    UNO_TEXT(AccessText::YouDiscardFmt, "You discard %s."),
    UNO_TEXT(AccessText::SwapsFmt, "%s swaps hands with %s."),
    UNO_TEXT(AccessText::YouSwapFmt, "You swap hands with %s."),
    UNO_TEXT(AccessText::TopCardFmt, "Top card: %s."),
    UNO_TEXT(AccessText::SeatLineFmt, "%s: %s"),
    UNO_TEXT(AccessText::NoUnoCalled, "UNO not called"),
    UNO_TEXT(AccessText::YourHand, "Your hand"),
    UNO_TEXT(AccessText::Table, "Table"),
    UNO_TEXT(AccessText::Events, "Game events"),
    UNO_TEXT(AccessText::Actions, "Actions"),
    UNO_TEXT(AccessText::Decision, "Your decision"),
    UNO_TEXT(AccessText::SwapWith, "Swap hands with"),
    UNO_TEXT(AccessText::Cancel, "Cancel"),
    UNO_TEXT(AccessText::SeatFmt, "Seat %d"),
    UNO_TEXT(AccessText::Fewer, "One player fewer"),
    UNO_TEXT(AccessText::More, "One player more"),
    UNO_TEXT(AccessText::ReadTable, "Read the table (T)"),
    UNO_TEXT(AccessText::Help, "Keys (?)"),
    UNO_TEXT(AccessText::KeysTitle, "Keys"),
    UNO_TEXT(AccessText::KeyHelp1,
             "Tab and Shift+Tab: move between controls. Enter or Space: press."),
    UNO_TEXT(
        AccessText::KeyHelp2,
        "T: read the table. L: repeat the last events. S: scores. ?: this help. Escape: close a dialog."),
    UNO_TEXT(
        AccessText::KeyHelp3,
        "Your hand is one stop: arrows (Home, End) move through the cards, N jumps to the next playable card, Enter plays it."),
    UNO_TEXT(AccessText::KeyHelp4,
             "D: draw, or keep a drawn card. U: UNO. H: hint. M: sound on or off."),
    UNO_TEXT(AccessText::KeyHelp5, "R, Y, G, B: name a colour."),
    UNO_TEXT(AccessText::KeyHelp6, "After a Wild Draw Four: C challenges, A accepts."),
    UNO_TEXT(AccessText::DrawPileFmt, "Draw pile: %d cards."),
    UNO_TEXT(AccessText::ScoresTitle, "Scores"),
    // A count last: "1 points" never comes up.
    UNO_TEXT(AccessText::SummaryRowFmt, "%s, points in hand: %d"),
    // A rule set chosen on the start screen changed other choices: "Braille also sets:
    // Scoring: Everyone counts own cards, lowest wins."
    UNO_TEXT(AccessText::PresetSetsFmt, "%s also sets: %s."),
    // A card's marks, after its name: the Spin swirl (000 "Spin Karte"), the dino symbol (003).
    // No comma: a list of cards ("You draw 2: Yellow 5 Spin, Green 0") stays readable.
    UNO_TEXT(AccessText::SpinMark, " Spin"),
    UNO_TEXT(AccessText::DinoMark, " with dino symbol"),
    // A Lauf! in the hand while nothing can be blocked: what it is for, not "not playable".
    UNO_TEXT(AccessText::LaufHandFmt, "%s, blocks a dino card played against you"),
    UNO_TEXT(AccessText::YouDrawCardsFmt, "You draw %d: %s."),
    UNO_TEXT(AccessText::OnTopFmt, "%s on top, colour %s."),
    UNO_TEXT(AccessText::OnTopPlainFmt, "%s on top."),
    UNO_TEXT(AccessText::YouHaveFmt, "You have %d cards"),
    UNO_TEXT(AccessText::YouHaveOne, "You have 1 card"),
    UNO_TEXT(AccessText::OthersFmt, "%s; %s."),
    UNO_TEXT(AccessText::NowYouHaveFmt, "You now have %d cards."),
    UNO_TEXT(AccessText::CardsLeftFmt, "Cards left: %s."),
    UNO_TEXT(AccessText::VerdictNobody, "Verdict: nobody failed."),
    UNO_TEXT(AccessText::VerdictPenaltyFmt, "Verdict: penalty for %s."),
    UNO_TEXT(AccessText::VerdictYouPenalty, "Verdict: penalty for you."),
    UNO_TEXT(AccessText::UnoArmed, "UNO ready: called with your next card."),
    UNO_TEXT(AccessText::UnoDisarmed, "UNO not ready."),
    // The match's goal first ("Target 500"): S gave the scores without it (blind play-test).
    UNO_TEXT(AccessText::ScoresFmt, "Scores (%s): %s."),
    UNO_TEXT(AccessText::ScoresNone, "No scores: the first out wins."),
    UNO_TEXT(AccessText::NothingSaid, "Nothing yet."),
    UNO_TEXT(
        AccessText::KeyHelp7,
        "In a dialog: Tab moves between its buttons; Escape closes it when nothing must be decided."),
    UNO_TEXT(AccessText::DiscardFmt, "Discard %s"),
    UNO_TEXT(AccessText::KeyHelpCatch, "C: catch a player who did not say UNO."),
    // Said as a catch chance opens (the heading's "catch!" is not a live region).
    UNO_TEXT(AccessText::CatchChanceFmt, "Press C to catch %s: one card, no UNO."),
    UNO_TEXT(AccessText::NobodyToCatch, "Nobody can be caught now."),
    UNO_TEXT(AccessText::NoColourNow, "No colour to choose now."),
    // After "You draw Red 5." when it may be played at once.
    UNO_TEXT(AccessText::DrawnPlayable, "It can be played: Enter plays it, D keeps it."),
    // After Trade Hands or a swap, a hand short enough to say: its count and its cards.
    UNO_TEXT(AccessText::NowYouHoldFmt, "You now have %d cards: %s."),
    UNO_TEXT(AccessText::PenaltyCardsFmt, "Penalty cards for your missed UNO (%d): %s."),
    UNO_TEXT(AccessText::YouKeepFmt, "You keep %s."),
    // The turn line's end with two cards, one of them playable, UNO not yet pressed.
    UNO_TEXT(AccessText::UnoReminder, "Two cards: press U, then play, to call UNO."),
    // The key first: a slow speech rate took most of the 4.5 s to say the line (blind play-test).
    UNO_TEXT(AccessText::UnoLate, "Press U now: you did not say UNO."),
    // A seat's line and the S key where the match counts rounds won (dino: first to 3).
    UNO_TEXT(AccessText::RoundsWonFmt, "%d of %d rounds won"),
    UNO_TEXT(AccessText::RoundsWonListFmt, "Rounds won, first to %d: %s."),
    // The title of a custom rule's verdict dialog (the prompt below names the rule).
    UNO_TEXT(AccessText::VerdictTitle, "Did everyone keep to the rule?"),
    // Hot-seat: said first to the human who has just taken the device, before what happened.
    UNO_TEXT(AccessText::SinceYourLastTurn, "Since your last turn:"),
    // The keys help's lines for UNO Spin's and the dino edition's moments.
    UNO_TEXT(
        AccessText::KeyHelpSpin,
        "UNO Spin: Enter spins the wheel when it is yours to spin; U presses UNO Spin! in the race; a discard step lists your cards as buttons."),
    UNO_TEXT(
        AccessText::KeyHelpLauf,
        "Lauf!: when a dino card is played on you, R, Y, G, B block it with Lauf! and name that colour; A takes it."),
    // U pressed where UNO cannot be called or readied (the UNO! button is dimmed there).
    UNO_TEXT(AccessText::UnoNotYet, "UNO is called at two cards, as you play the second-last one."),
    // After "First card: Blue 7." when another player makes the round's first move.
    UNO_TEXT(AccessText::LeadsFmt, "%s starts."),
};
static_assert(rows_follow_enum(kAccessTextRows),
              "access texts: one row per AS, in the enum's order");

}  // namespace app
