// The rows of enum AS: what a screen reader hears (events, cards, the table), in English: the
// source texts. Other languages are gettext PO files (assets/i18n/*.po, made from these rows'
// uno.pot) that the build turns into language packs (text_packs.h). Data only. No ImGui, no SDL.
#pragma once

#include "app/core/text/access_strings.h"
#include "app/core/text/text_table.h"

namespace app {

// Order must follow enum AS (checked below). Formats: %s is a name or a card, %d a
// number; second-person rows ("You ...") take no name.
inline constexpr TextRow<AS> kAccessTextRows[] = {
    UNO_TEXT(AS::Skip, "Skip"),
    UNO_TEXT(AS::Reverse, "Reverse"),
    UNO_TEXT(AS::DrawTwo, "Draw Two"),
    UNO_TEXT(AS::Wild, "Wild"),
    UNO_TEXT(AS::WildDrawFour, "Wild Draw Four"),
    UNO_TEXT(AS::WildShuffle, "Wild Shuffle Hands"),
    UNO_TEXT(AS::WildCustom, "Wild Customizable"),
    UNO_TEXT(AS::Lauf, "Lauf!"),
    UNO_TEXT(AS::PlayableFmt, "%s, playable"),
    UNO_TEXT(AS::NotPlayableFmt, "%s, not playable"),
    UNO_TEXT(AS::PlayableBluffFmt, "%s, playable, a bluff: it may be challenged"),
    UNO_TEXT(AS::PlaysFmt, "%s plays %s."),
    UNO_TEXT(AS::YouPlayFmt, "You play %s."),
    UNO_TEXT(AS::DrawsCardFmt, "%s draws a card."),
    UNO_TEXT(AS::YouDrawCardFmt, "You draw %s."),
    UNO_TEXT(AS::YouDrawHiddenFmt, "You draw a card."),
    UNO_TEXT(AS::ChoosesFmt, "%s chooses %s."),
    UNO_TEXT(AS::YouChooseFmt, "You choose %s."),
    UNO_TEXT(AS::ChallengesFmt, "%s challenges the Wild Draw Four."),
    UNO_TEXT(AS::YouChallenge, "You challenge the Wild Draw Four."),
    UNO_TEXT(AS::Bluffed, "It was a bluff."),
    UNO_TEXT(AS::WasFair, "The play was fair."),
    UNO_TEXT(AS::DirectionFmt, "Direction: %s."),
    UNO_TEXT(AS::FirstCardFmt, "First card: %s."),
    UNO_TEXT(AS::RoundFmt, "Round %d."),
    UNO_TEXT(AS::Reshuffled, "The discard pile is shuffled into a new draw pile."),
    UNO_TEXT(AS::DiscardsFmt, "%s discards %s."),
    UNO_TEXT(AS::YouDiscardFmt, "You discard %s."),
    UNO_TEXT(AS::SwapsFmt, "%s swaps hands with %s."),
    UNO_TEXT(AS::YouSwapFmt, "You swap hands with %s."),
    UNO_TEXT(AS::TopCardFmt, "Top card: %s."),
    UNO_TEXT(AS::SeatLineFmt, "%s: %s"),
    UNO_TEXT(AS::NoUnoCalled, "UNO not called"),
    UNO_TEXT(AS::YourHand, "Your hand"),
    UNO_TEXT(AS::Table, "Table"),
    UNO_TEXT(AS::Events, "Game events"),
    UNO_TEXT(AS::Actions, "Actions"),
    UNO_TEXT(AS::Decision, "Your decision"),
    UNO_TEXT(AS::SwapWith, "Swap hands with"),
    UNO_TEXT(AS::Cancel, "Cancel"),
    UNO_TEXT(AS::SeatFmt, "Seat %d"),
    UNO_TEXT(AS::Fewer, "One player fewer"),
    UNO_TEXT(AS::More, "One player more"),
    UNO_TEXT(AS::ReadTable, "Read the table (T)"),
    UNO_TEXT(AS::Help, "Keys (?)"),
    UNO_TEXT(AS::KeysTitle, "Keys"),
    UNO_TEXT(AS::KeyHelp1, "Tab and Shift+Tab: move between controls. Enter or Space: press."),
    UNO_TEXT(
        AS::KeyHelp2,
        "T: read the table. L: repeat the last events. S: scores. ?: this help. Escape: close a dialog."),
    UNO_TEXT(
        AS::KeyHelp3,
        "Your hand is one stop: arrows (Home, End) move through the cards, N jumps to the next playable card, Enter plays it."),
    UNO_TEXT(AS::KeyHelp4, "D: draw, or keep a drawn card. U: UNO. H: hint. M: sound on or off."),
    UNO_TEXT(AS::KeyHelp5, "R, Y, G, B: name a colour."),
    UNO_TEXT(AS::KeyHelp6, "After a Wild Draw Four: C challenges, A accepts."),
    UNO_TEXT(AS::DrawPileFmt, "Draw pile: %d cards."),
    UNO_TEXT(AS::ScoresTitle, "Scores"),
    // A count last: "1 points" never comes up.
    UNO_TEXT(AS::SummaryRowFmt, "%s, points in hand: %d"),
    // A rule set chosen on the start screen changed other choices: "Braille also sets:
    // Scoring: Everyone counts own cards, lowest wins."
    UNO_TEXT(AS::PresetSetsFmt, "%s also sets: %s."),
    // A card's marks, after its name: the Spin swirl (000 "Spin Karte"), the dino symbol (003).
    // No comma: a list of cards ("You draw 2: Yellow 5 Spin, Green 0") stays readable.
    UNO_TEXT(AS::SpinMark, " Spin"),
    UNO_TEXT(AS::DinoMark, " with dino symbol"),
    // A Lauf! in the hand while nothing can be blocked: what it is for, not "not playable".
    UNO_TEXT(AS::LaufHandFmt, "%s, blocks a dino card played against you"),
    UNO_TEXT(AS::YouDrawCardsFmt, "You draw %d: %s."),
    UNO_TEXT(AS::OnTopFmt, "%s on top, colour %s."),
    UNO_TEXT(AS::OnTopPlainFmt, "%s on top."),
    UNO_TEXT(AS::YouHaveFmt, "You have %d cards"),
    UNO_TEXT(AS::YouHaveOne, "You have 1 card"),
    UNO_TEXT(AS::OthersFmt, "%s; %s."),
    UNO_TEXT(AS::NowYouHaveFmt, "You now have %d cards."),
    UNO_TEXT(AS::CardsLeftFmt, "Cards left: %s."),
    UNO_TEXT(AS::VerdictNobody, "Verdict: nobody failed."),
    UNO_TEXT(AS::VerdictPenaltyFmt, "Verdict: penalty for %s."),
    UNO_TEXT(AS::VerdictYouPenalty, "Verdict: penalty for you."),
    UNO_TEXT(AS::UnoArmed, "UNO ready: called with your next card."),
    UNO_TEXT(AS::UnoDisarmed, "UNO not ready."),
    // The match's goal first ("Target 500"): S gave the scores without it (blind play-test).
    UNO_TEXT(AS::ScoresFmt, "Scores (%s): %s."),
    UNO_TEXT(AS::ScoresNone, "No scores: the first out wins."),
    UNO_TEXT(AS::NothingSaid, "Nothing yet."),
    UNO_TEXT(
        AS::KeyHelp7,
        "In a dialog: Tab moves between its buttons; Escape closes it when nothing must be decided."),
    UNO_TEXT(AS::DiscardFmt, "Discard %s"),
    UNO_TEXT(AS::KeyHelpCatch, "C: catch a player who did not say UNO."),
    // Said as a catch chance opens (the heading's "catch!" is not a live region).
    UNO_TEXT(AS::CatchChanceFmt, "Press C to catch %s: one card, no UNO."),
    UNO_TEXT(AS::NobodyToCatch, "Nobody can be caught now."),
    UNO_TEXT(AS::NoColourNow, "No colour to choose now."),
    // After "You draw Red 5." when it may be played at once.
    UNO_TEXT(AS::DrawnPlayable, "It can be played: Enter plays it, D keeps it."),
    // After Trade Hands or a swap, a hand short enough to say: its count and its cards.
    UNO_TEXT(AS::NowYouHoldFmt, "You now have %d cards: %s."),
    UNO_TEXT(AS::PenaltyCardsFmt, "Penalty cards for your missed UNO (%d): %s."),
    UNO_TEXT(AS::YouKeepFmt, "You keep %s."),
    // The turn line's end with two cards, one of them playable, UNO not yet pressed.
    UNO_TEXT(AS::UnoReminder, "Two cards: press U, then play, to call UNO."),
    // The key first: a slow speech rate took most of the 4.5 s to say the line (blind play-test).
    UNO_TEXT(AS::UnoLate, "Press U now: you did not say UNO."),
    // A seat's line and the S key where the match counts rounds won (dino: first to 3).
    UNO_TEXT(AS::RoundsWonFmt, "%d of %d rounds won"),
    UNO_TEXT(AS::RoundsWonListFmt, "Rounds won, first to %d: %s."),
    // The title of a custom rule's verdict dialog (the prompt below names the rule).
    UNO_TEXT(AS::VerdictTitle, "Did everyone keep to the rule?"),
    // Hot-seat: said first to the human who has just taken the device, before what happened.
    UNO_TEXT(AS::SinceYourLastTurn, "Since your last turn:"),
    // The keys help's lines for UNO Spin's and the dino edition's moments.
    UNO_TEXT(
        AS::KeyHelpSpin,
        "UNO Spin: Enter spins the wheel when it is yours to spin; U presses UNO Spin! in the race; a discard step lists your cards as buttons."),
    UNO_TEXT(
        AS::KeyHelpLauf,
        "Lauf!: when a dino card is played on you, R, Y, G, B block it with Lauf! and name that colour; A takes it."),
    // U pressed where UNO cannot be called or readied (the UNO! button is dimmed there).
    UNO_TEXT(AS::UnoNotYet, "UNO is called at two cards, as you play the second-last one."),
    // After "First card: Blue 7." when another player makes the round's first move.
    UNO_TEXT(AS::LeadsFmt, "%s starts."),
};
static_assert(rows_follow_enum(kAccessTextRows),
              "access texts: one row per AS, in the enum's order");

}  // namespace app
