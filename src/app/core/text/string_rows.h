// The rows of enum S: every visible string of the game, in English: the source texts.
// Other languages are gettext PO files (assets/i18n/*.po, made from these rows' uno.pot)
// that the build turns into language packs (text_packs.h). Data only. No ImGui, no SDL.
#pragma once

#include "app/core/text/strings.h"
#include "app/core/text/text_table.h"

namespace app {

// Order must follow enum S (checked below).
inline constexpr TextRow<S> kStringRows[] = {
    UNO_TEXT(S::NewGame, "New game"),
    UNO_TEXT(S::Continue, "Continue game"),
    UNO_TEXT(S::Rules, "Rules"),
    UNO_TEXT(S::Players, "Players"),
    UNO_TEXT(S::Human, "Human"),
    UNO_TEXT(S::Computer, "Computer"),
    UNO_TEXT(S::Easy, "Easy"),
    UNO_TEXT(S::Normal, "Normal"),
    UNO_TEXT(S::Hard, "Hard"),
    UNO_TEXT(S::PlayTo, "Play to"),
    UNO_TEXT(S::FirstOut, "First out wins"),
    UNO_TEXT(S::PointsFmt, "%d points"),
    UNO_TEXT(S::Scoring, "Scoring"),
    UNO_TEXT(S::WinnerCollects, "Winner scores the others' cards"),
    UNO_TEXT(S::LowestWins, "Everyone counts own cards, lowest wins"),
    UNO_TEXT(S::HouseRules, "House rules"),
    UNO_TEXT(S::Stack2, "Stack Draw Two on Draw Two"),
    UNO_TEXT(S::Stack4, "Stack Draw Four on Draw Four"),
    UNO_TEXT(S::StackAcross, "+2 and +4 stack on each other"),
    UNO_TEXT(S::SevenZero, "7 swaps hands, 0 passes them on"),
    UNO_TEXT(S::JumpIn, "Jump in with an identical card"),
    UNO_TEXT(S::VoluntaryDraw, "May draw although a card would play"),
    UNO_TEXT(S::DrawUntil, "Draw until a card plays"),
    UNO_TEXT(S::ForcedPlay, "A playable drawn card must be played"),
    UNO_TEXT(S::ChallengeRule, "Wild Draw Four may be challenged"),
    UNO_TEXT(S::Settings, "Settings"),
    UNO_TEXT(S::Language, "Language"),
    UNO_TEXT(S::ColourMarks, "Shapes for colours (colour-blind)"),
    // It paces the computers too (a screen-reader player found no setting for it).
    UNO_TEXT(S::AnimSpeed, "Game speed (cards and computers)"),
    UNO_TEXT(S::BrailleCards, "Braille on cards"),
    UNO_TEXT(S::HighContrast, "High contrast"),
    UNO_TEXT(S::LargeCards, "Large cards"),
    UNO_TEXT(S::ReduceMotion, "Reduce motion"),
    UNO_TEXT(S::Slow, "Slow"),
    UNO_TEXT(S::Fast, "Fast"),
    UNO_TEXT(S::Off, "Off"),
    UNO_TEXT(S::Back, "Back"),
    UNO_TEXT(S::Menu, "Menu"),
    UNO_TEXT(S::Draw, "Draw"),
    UNO_TEXT(S::PlayIt, "Play it"),
    UNO_TEXT(S::Keep, "Keep"),
    UNO_TEXT(S::Pass, "Pass"),
    UNO_TEXT(S::Uno, "UNO!"),
    UNO_TEXT(S::CatchFmt, "Catch %s!"),
    UNO_TEXT(S::ChooseColour, "Choose a colour"),
    UNO_TEXT(S::Red, "Red"),
    UNO_TEXT(S::Yellow, "Yellow"),
    UNO_TEXT(S::Green, "Green"),
    UNO_TEXT(S::Blue, "Blue"),
    // Colour letters (card corners, the colour label, the picker). German and Swedish name
    // two colours with G (Gelb/Grün, Gul/Grön): those take two letters, Ge/Gr and Gu/Gr,
    // so no letter stands for two colours; the colour-blind shapes stay as they are.
    UNO_TEXT(S::RedMark, "R"),
    UNO_TEXT(S::YellowMark, "Y"),
    UNO_TEXT(S::GreenMark, "G"),
    UNO_TEXT(S::BlueMark, "B"),
    UNO_TEXT(S::ChallengeQFmt, "%s played Wild Draw Four on you. Challenge it?"),
    UNO_TEXT(S::Challenge, "Challenge"),
    UNO_TEXT(S::DrawNFmt, "Draw %d"),
    UNO_TEXT(S::GuiltyFmt, "Caught bluffing! %s draws the cards."),
    UNO_TEXT(S::InnocentFmt, "The play was fair: you draw %d."),
    UNO_TEXT(S::HandOfFmt, "%s's hand"),
    UNO_TEXT(S::Ok, "OK"),
    UNO_TEXT(S::PassToFmt, "Pass the device to %s"),
    UNO_TEXT(S::LookAway, "Everyone else, please look away."),
    UNO_TEXT(S::IAmFmt, "I am %s: show my cards"),
    UNO_TEXT(S::YourTurn, "Your turn"),
    UNO_TEXT(S::YourDiscard, "Your turn: discard"),
    UNO_TEXT(S::BluffTag, "Bluff"),
    UNO_TEXT(S::NotYourTurnFmt, "Not your turn yet: %s plays now."),
    UNO_TEXT(S::OnlyDrawnFmt, "Only the card you drew (%s) may be played now."),
    UNO_TEXT(
        S::DrawFourHeldFmt,
        "A Wild Draw Four may be played only when you hold no card of the colour in play (%s)."),
    UNO_TEXT(
        S::NoMatchFmt,
        "%s does not go on %s. Play a card of the colour %s, one with the same number or symbol, or a Wild."),
    UNO_TEXT(
        S::NoMatchWildFmt,
        "%s does not go on the Wild: the colour in play is %s. Play a card of that colour or a Wild."),
    UNO_TEXT(S::CannotPlayNow, "That card cannot be played now."),
    UNO_TEXT(S::WhatHappened, "What happened"),
    UNO_TEXT(S::UnoEscapedFmt, "%s did not say UNO, and nobody caught it."),
    UNO_TEXT(
        S::UnoEscapedYou,
        "You did not say UNO, and nobody caught it: press UNO! before you play your second-last card."),
    UNO_TEXT(S::CatchBadge, "Catch!"),
    UNO_TEXT(S::UnoLateYou, "You did not say UNO: press UNO! now, before someone catches you."),
    UNO_TEXT(S::UnoLateBrief, "Press UNO! now"),
    UNO_TEXT(S::TurnOfFmt, "%s's turn"),
    UNO_TEXT(S::MayBlockFmt, "%s may block it with a Lauf! joker"),
    UNO_TEXT(S::Thinking, "thinking…"),
    UNO_TEXT(S::RoundOver, "Round over"),
    UNO_TEXT(S::MatchOver, "Match over"),
    UNO_TEXT(S::WinsRoundFmt, "%s wins the round"),
    UNO_TEXT(S::NextRound, "Next round"),
    UNO_TEXT(S::WinsMatchFmt, "%s wins the match!"),
    UNO_TEXT(S::WinMatchTieFmt, "%s win the match!"),
    UNO_TEXT(S::Rematch, "Rematch"),
    UNO_TEXT(S::InHand, "Hand points"),
    UNO_TEXT(S::ThisRound, "This round"),
    UNO_TEXT(S::Total, "Total"),
    UNO_TEXT(S::CardsFmt, "%d cards"),
    UNO_TEXT(S::OneCard, "1 card"),
    UNO_TEXT(S::Clockwise, "Clockwise"),
    UNO_TEXT(S::CounterClockwise, "Counter-clockwise"),
    UNO_TEXT(S::ColourFmt, "Colour: %s"),
    UNO_TEXT(S::CalledUnoFmt, "%s: UNO!"),
    UNO_TEXT(S::CaughtFmt, "%s was caught without UNO: +%d"),
    UNO_TEXT(S::YouCaughtFmt, "You were caught without UNO: +%d"),
    // Who caught them, after the line above.
    UNO_TEXT(S::CatcherFmt, "%s made the catch."),
    UNO_TEXT(S::YouCatcher, "You made the catch."),
    UNO_TEXT(S::NeedHuman, "At least one human player is needed."),
    UNO_TEXT(S::Name, "Name"),
    UNO_TEXT(S::Level, "Level"),
    UNO_TEXT(S::PlayerFmt, "Player %d"),
    UNO_TEXT(S::You, "You"),
    UNO_TEXT(S::Spin, "Spin the wheel"),
    UNO_TEXT(S::Done, "Done"),
    UNO_TEXT(S::UnoSpin, "UNO Spin!"),
    UNO_TEXT(S::VerdictOk, "Nobody failed"),
    UNO_TEXT(S::PenaltyFmt, "Penalty for %s"),
    UNO_TEXT(S::YouPenalty, "Penalty for you"),
    UNO_TEXT(S::YouGuilty, "Caught bluffing! You draw the cards."),
    // Effect banners (core/motion/banner.cpp): short, shouted, read aloud by the announcer too.
    UNO_TEXT(S::BannerSkip, "Skip!"),
    UNO_TEXT(S::BannerDrawTwo, "+2!"),
    UNO_TEXT(S::BannerDrawFour, "+4!"),
    UNO_TEXT(S::BannerReverse, "Reverse!"),
    UNO_TEXT(S::BannerColourFmt, "%s!"),
    // the colour chosen: "Green!"
    UNO_TEXT(S::BannerUno, "UNO!"),
    UNO_TEXT(S::BannerCaught, "Caught!"),
    // A +4 challenged: the verdict, with the name of who played it (a computer's challenge
    // showed only "+4!" and then "Dan is skipped").
    UNO_TEXT(S::BannerBluff, "Bluff!"),
    UNO_TEXT(S::BannerFair, "Fair play!"),
    UNO_TEXT(S::Accept, "Accept"),
    UNO_TEXT(S::MustDrawFmt, "%s draws %d"),
    UNO_TEXT(S::YouDrawFmt, "You draw %d"),
    UNO_TEXT(S::SeatsFmt, "%d players"),
    UNO_TEXT(S::Preset0, "Classic"),
    UNO_TEXT(S::Preset1, "Official (112 cards)"),
    UNO_TEXT(S::Preset2, "Spin"),
    UNO_TEXT(S::Preset3, "Braille"),
    UNO_TEXT(S::Preset4, "Dino"),
    UNO_TEXT(
        S::Rules0,
        "Match the top card by colour, number or symbol, or play a Wild. If you cannot, draw one card; "
        "you may play it at once. Draw Two: the next player draws 2 and misses a turn. Reverse turns the "
        "direction, Skip skips the next player. Wild Draw Four is only allowed when you hold no card of the "
        "colour in play; the next player may challenge it. Call UNO when you play your second-last card, or "
        "draw 2 if someone catches you. The first to play out wins the round and scores the cards left in "
        "the other hands."),
    UNO_TEXT(
        S::Rules1,
        "Classic rules with 112 cards: Wild Shuffle Hands collects every hand, shuffles and deals all "
        "cards again. Three Wild Customizable cards carry house rules you choose. The dealer is found by "
        "everyone drawing a card."),
    UNO_TEXT(
        S::Rules2,
        "Classic rules plus Spin cards: after a Spin card the next player spins the wheel instead of a "
        "normal turn, for outcomes such as discarding a colour, trading hands or a showdown."),
    UNO_TEXT(
        S::Rules3,
        "Classic rules with letter marks on every card. Each player counts their own cards every round; "
        "the lowest total wins. Wild Draw Four may always be played, but a caught bluff takes it back. "
        "With two players Skip, Reverse and Draw Two let you play again."),
    UNO_TEXT(
        S::Rules4,
        "Classic rules with dino cards: when a dino-marked action card is played, the next player may block "
        "it with a Lauf! joker and name the colour. Rounds go on until someone has won 3."),
    UNO_TEXT(S::PlayHint, "Tap a raised card to play it"),
    UNO_TEXT(S::DrawHint, "No card plays: tap the pile to draw"),
    // With a mouse or keys: "click" (the page tells the core which input came last).
    UNO_TEXT(S::PlayHintClick, "Click a raised card to play it"),
    UNO_TEXT(S::DrawHintClick, "No card plays: click the pile to draw"),
    // Two cards and one plays: the call comes first (nothing said so).
    UNO_TEXT(S::UnoFirstHint, "Press UNO! first, then play your card"),
    UNO_TEXT(S::Target, "Target"),
    // Scoring where everyone counts their own cards (the braille booklet): the target ends
    // the match, and the lowest total wins it.
    UNO_TEXT(S::LowestTotalWins, "lowest total wins"),
    UNO_TEXT(S::LowestWinsNote, "The lowest total wins: the points you get count against you."),
    UNO_TEXT(S::YouWinRound, "You win the round!"),
    UNO_TEXT(S::YouWinMatch, "You win the match!"),
    UNO_TEXT(S::ErrDamaged, "It is damaged or incomplete."),
    UNO_TEXT(S::ErrNewer, "It was made by a newer or different version of UNO."),
    UNO_TEXT(S::ErrTooLarge, "It is too large."),
    UNO_TEXT(S::ErrInvalid, "It holds values the game cannot use."),
    UNO_TEXT(S::LinkBad, "This link cannot be opened."),
    UNO_TEXT(S::LinkFallback, "Nothing saved was changed."),
    UNO_TEXT(S::SaveBad, "Your saved data could not be read."),
    UNO_TEXT(S::SaveKeptFmt,
             "It was kept aside as \"%s\" in this browser's storage, and the game starts afresh."),
    UNO_TEXT(S::StorageOff, "This browser does not let the game save: a reload loses the game."),
    UNO_TEXT(S::SaveNotKept,
             "There was no room to keep a copy. Download it now if you want it: your next game is "
             "saved in its place."),
    UNO_TEXT(S::DownloadCopy, "Download a copy"),
    UNO_TEXT(S::OtherTab, "The game is open in another tab"),
    UNO_TEXT(S::OtherTabText,
             "Only one tab saves the game. Play here instead? The other tab then stops saving, and "
             "nothing is lost."),
    UNO_TEXT(S::MovedAway, "The game moved to another tab"),
    UNO_TEXT(S::MovedAwayText, "It goes on and is saved there; this tab saves nothing more."),
    UNO_TEXT(S::PlayHere, "Play here instead"),
    UNO_TEXT(S::Share, "Share"),
    UNO_TEXT(S::ShareDeal, "Share this deal"),
    UNO_TEXT(S::ShareDealText,
             "Whoever opens this link gets the very same deal, rules and players."),
    UNO_TEXT(S::ShareReplay, "Share replay"),
    UNO_TEXT(S::ShareReplayText, "This link shows the whole match, move by move."),
    UNO_TEXT(S::ShareAfterMatch, "Share after the match"),
    UNO_TEXT(S::ShareLater, "Share later"),
    UNO_TEXT(S::ShareLaterWhy,
             "With two players at this device the deal is shared when the match is over: a link "
             "now would tell the cards to come."),
    // the same, on the top bar
    UNO_TEXT(S::ShareRevealsCards,
             "The link reveals every card of this match, the hidden ones too."),
    UNO_TEXT(S::Copied, "Link copied to the clipboard."),
    UNO_TEXT(S::CopyFailed, "Could not copy: select the link and copy it by hand."),
    UNO_TEXT(S::Copy, "Copy link"),
    UNO_TEXT(S::Close, "Close"),
    UNO_TEXT(S::Cancel, "Cancel"),
    UNO_TEXT(S::SharedDeal, "A shared deal"),
    UNO_TEXT(S::SharedDealFmt, "%s, %d players. Play it now? Your game in progress ends."),
    UNO_TEXT(S::PlayDeal, "Play this deal"),
    UNO_TEXT(S::KeepGame, "Keep my game"),
    UNO_TEXT(S::StartOver, "End the game in progress?"),
    UNO_TEXT(S::StartOverText,
             "A new game replaces the one in progress, and it cannot be brought back."),
    UNO_TEXT(S::DealOfDay, "Deal of the day"),
    // A deal someone chose (today's, a link's, the address's seed) with two or more humans at
    // this device: whoever chose it can know every hand, so a fresh deal is offered first.
    UNO_TEXT(S::KnownDeal, "Someone may know every hand"),
    UNO_TEXT(S::KnownDealDaily,
             "Today's deal is the same on every device: anyone who plays it today can know every "
             "card of every hand."),
    UNO_TEXT(S::KnownDealAddress,
             "The address chose this deal (seed=): whoever wrote it can know every card of every "
             "hand."),
    UNO_TEXT(S::KnownDealLinkFmt,
             "%s, %d players. Whoever made this link chose the deal and can know every card of "
             "every hand."),
    UNO_TEXT(S::KnownDealFair,
             "With two or more players at this device, a fresh deal is fair to everyone."),
    UNO_TEXT(S::DealAfresh, "Fresh deal"),
    // Options in the address the game cannot use ("seed=-1"): the rest of it still applies.
    UNO_TEXT(S::LinkPartlyBad, "Part of this link was left out."),
    UNO_TEXT(S::Replay, "Replay"),
    UNO_TEXT(S::MoveFmt, "Move %d of %d"),
    UNO_TEXT(S::Forward, "Forward"),
    UNO_TEXT(S::PlayReplay, "Play"),
    UNO_TEXT(S::Pause, "Pause"),
    UNO_TEXT(S::HandOfSeatFmt, "Cards of %s"),
    UNO_TEXT(S::YourCards, "Your cards"),
    UNO_TEXT(S::Record, "Your record"),
    UNO_TEXT(S::RecordFmt, "Matches %u, won %u, rounds %u, streak %u (best %u)"),
    UNO_TEXT(S::NoMatches, "No finished matches yet."),
    UNO_TEXT(S::TooLongForLink, "This match is too long to fit in a link."),
    UNO_TEXT(S::SkippedFmt, "%s is skipped"),
    UNO_TEXT(S::YouSkipped, "You are skipped"),
    UNO_TEXT(S::ScoreShortFmt, "%d pts"),
    UNO_TEXT(S::SeatsOverBookletFmt, "The booklet is for 2 to %d players; more is a house rule."),
    UNO_TEXT(S::RoundWinsFmt, "First to win %d rounds"),
    UNO_TEXT(S::Sound, "Sound"),
    UNO_TEXT(S::Volume, "Volume"),
    UNO_TEXT(S::SpeakEvents, "Read events aloud"),
    UNO_TEXT(S::SoundOn, "Sound on (M)"),
    UNO_TEXT(S::SoundOff, "Sound off (M)"),
    // A language pack (text_packs.h) that did not arrive: said in the language shown.
    UNO_TEXT(S::LanguageMissingFmt, "%s could not be loaded"),
    UNO_TEXT(
        S::LanguageMissing,
        "Check the connection and choose the language again. The game goes on in this language."),
    // The pack came from a newer version of the game than this page (an update arrived).
    UNO_TEXT(S::LanguageUpdated,
             "UNO was updated after this page was opened: reload the page to use this language. "
             "The game goes on in this language."),
    UNO_TEXT(S::Play, "Play"),
    // The start screen's players, target, scoring and house rules.
    UNO_TEXT(S::TableSetup, "Table"),
    UNO_TEXT(S::Tagline0, "The original: match colour, number or symbol."),
    UNO_TEXT(S::Tagline1, "112 cards: Shuffle Hands and blank wilds you write."),
    UNO_TEXT(S::Tagline2, "Spin cards turn the wheel: anything can happen."),
    UNO_TEXT(S::Tagline3, "Braille on every card; the lowest total wins."),
    UNO_TEXT(S::Tagline4, "A Lauf! (Run!) joker stops a dino card; first to 3 rounds."),
    // The status line while the player may catch someone: the chance, named.
    UNO_TEXT(S::CatchChanceFmt, "%s has one card and did not say UNO: catch!"),
    // Where the match counts rounds won (dino: first to 3): a badge's line ("Won 1/3") and
    // the round summary's column.
    UNO_TEXT(S::RoundsWonShortFmt, "Won %d/%d"),
    UNO_TEXT(S::RoundsWon, "Rounds won"),
    // The settings' pace of the computers' UNO calls, catches and UNO Spin race.
    UNO_TEXT(S::PaceLabel, "Computers' UNO calls and races"),
    UNO_TEXT(S::PaceRelaxed, "At a person's pace"),
    UNO_TEXT(S::PaceQuick, "Quick"),
    // The guided rounds: the start screen's button (the chosen rule set's round),
    // the first visit's offer, a round that could not be fetched, and the lesson's panel.
    UNO_TEXT(S::Learn, "Learn"),
    UNO_TEXT(S::LearnOffer, "New to UNO?"),
    UNO_TEXT(S::LearnOfferText,
             "Learn it by playing: a guided round against computer players, about three minutes. "
             "Learn is always on the start screen, for every rule set."),
    UNO_TEXT(S::NotNow, "Not now"),
    UNO_TEXT(S::LearnFailed, "The guided round could not be loaded"),
    UNO_TEXT(S::LearnFailedText, "Check the connection and press Learn again."),
    UNO_TEXT(S::LearnNext, "Next"),
    UNO_TEXT(S::LearnLeave, "Leave"),
    // A press the lesson's step does not ask for, though the game would take it: the step's
    // sentence follows.
    UNO_TEXT(S::LearnOtherFmt, "That would play, but this step asks for something else. %s"),
    UNO_TEXT(S::LearnReadFirst, "Read the lesson's line first, then press Next."),
    // A challenged +4's banner, under "Fair play!" / "Bluff!": who pays and why (a
    // newcomer: "Fair play! Dan draws 6" did not say that Dan had challenged).
    UNO_TEXT(S::ChallengerDrawsFmt, "%s challenged and draws %d"),
    UNO_TEXT(S::YouChallengedDraw, "You challenged and draw %d"),
    UNO_TEXT(S::BlufferDrawsFmt, "%s bluffed and draws %d"),
    UNO_TEXT(S::YouBluffedDraw, "You bluffed and draw %d"),
    // The guided round's end, above Leave in its summary.
    UNO_TEXT(S::LearnFinished,
             "You have finished the guided round. Press Leave, then Play, for a real game with "
             "these rules."),
};
static_assert(rows_follow_enum(kStringRows), "strings: one row per S, in the enum's order");

}  // namespace app
