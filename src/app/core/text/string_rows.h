// The rows of enum UiText: every visible string of the game, in English: the source texts.
// Other languages are gettext PO files (assets/i18n/*.po, made from these rows' uno.pot)
// that the build turns into language packs (text_packs.h). Data only. No ImGui, no SDL.
#pragma once

#include "app/core/text/strings.h"
#include "app/core/text/text_table.h"

namespace app {

// Order must follow enum UiText (checked below).
inline constexpr TextRow<UiText> kStringRows[] = {
    UNO_TEXT(UiText::NewGame, "New game"),
    UNO_TEXT(UiText::Continue, "Continue game"),
    UNO_TEXT(UiText::Rules, "Rules"),
    UNO_TEXT(UiText::Players, "Players"),
    UNO_TEXT(UiText::Human, "Human"),
    UNO_TEXT(UiText::Computer, "Computer"),
    UNO_TEXT(UiText::Easy, "Easy"),
    UNO_TEXT(UiText::Normal, "Normal"),
    UNO_TEXT(UiText::Hard, "Hard"),
    UNO_TEXT(UiText::PlayTo, "Play to"),
    UNO_TEXT(UiText::FirstOut, "First out wins"),
    UNO_TEXT(UiText::PointsFmt, "%d points"),
    UNO_TEXT(UiText::Scoring, "Scoring"),
    UNO_TEXT(UiText::WinnerCollects, "Winner scores the others' cards"),
    UNO_TEXT(UiText::LowestWins, "Everyone counts own cards, lowest wins"),
    UNO_TEXT(UiText::HouseRules, "House rules"),
    UNO_TEXT(UiText::Stack2, "Stack Draw Two on Draw Two"),
    UNO_TEXT(UiText::Stack4, "Stack Draw Four on Draw Four"),
    UNO_TEXT(UiText::StackAcross, "+2 and +4 stack on each other"),
    UNO_TEXT(UiText::SevenZero, "7 swaps hands, 0 passes them on"),
    UNO_TEXT(UiText::JumpIn, "Jump in with an identical card"),
    UNO_TEXT(UiText::VoluntaryDraw, "May draw although a card would play"),
    UNO_TEXT(UiText::DrawUntil, "Draw until a card plays"),
    UNO_TEXT(UiText::ForcedPlay, "A playable drawn card must be played"),
    UNO_TEXT(UiText::ChallengeRule, "Wild Draw Four may be challenged"),
    UNO_TEXT(UiText::Settings, "Settings"),
    UNO_TEXT(UiText::Language, "Language"),
    UNO_TEXT(UiText::ColourMarks, "Shapes for colours (colour-blind)"),
    // It paces the computers too (a screen-reader player found no setting for it).
    UNO_TEXT(UiText::AnimSpeed, "Game speed (cards and computers)"),
    UNO_TEXT(UiText::BrailleCards, "Braille on cards"),
    UNO_TEXT(UiText::HighContrast, "High contrast"),
    UNO_TEXT(UiText::LargeCards, "Large cards"),
    UNO_TEXT(UiText::ReduceMotion, "Reduce motion"),
    UNO_TEXT(UiText::Slow, "Slow"),
    UNO_TEXT(UiText::Fast, "Fast"),
    UNO_TEXT(UiText::Off, "Off"),
    UNO_TEXT(UiText::Back, "Back"),
    UNO_TEXT(UiText::Menu, "Menu"),
    UNO_TEXT(UiText::Draw, "Draw"),
    UNO_TEXT(UiText::PlayIt, "Play it"),
    UNO_TEXT(UiText::Keep, "Keep"),
    UNO_TEXT(UiText::Pass, "Pass"),
    UNO_TEXT(UiText::Uno, "UNO!"),
    UNO_TEXT(UiText::CatchFmt, "Catch %s!"),
    UNO_TEXT(UiText::ChooseColour, "Choose a colour"),
    UNO_TEXT(UiText::Red, "Red"),
    UNO_TEXT(UiText::Yellow, "Yellow"),
    UNO_TEXT(UiText::Green, "Green"),
    UNO_TEXT(UiText::Blue, "Blue"),
    // Colour letters (card corners, the colour label, the picker). German and Swedish name
    // two colours with G (Gelb/Grün, Gul/Grön): those take two letters, Ge/Gr and Gu/Gr,
    // so no letter stands for two colours; the colour-blind shapes stay as they are.
    UNO_TEXT(UiText::RedMark, "R"),
    UNO_TEXT(UiText::YellowMark, "Y"),
    UNO_TEXT(UiText::GreenMark, "G"),
    UNO_TEXT(UiText::BlueMark, "B"),
    UNO_TEXT(UiText::ChallengeQFmt, "%s played Wild Draw Four on you. Challenge it?"),
    UNO_TEXT(UiText::Challenge, "Challenge"),
    UNO_TEXT(UiText::DrawNFmt, "Draw %d"),
    UNO_TEXT(UiText::GuiltyFmt, "Caught bluffing! %s draws the cards."),
    UNO_TEXT(UiText::InnocentFmt, "The play was fair: you draw %d."),
    UNO_TEXT(UiText::HandOfFmt, "%s's hand"),
    UNO_TEXT(UiText::Ok, "OK"),
    UNO_TEXT(UiText::PassToFmt, "Pass the device to %s"),
    UNO_TEXT(UiText::LookAway, "Everyone else, please look away."),
    UNO_TEXT(UiText::IAmFmt, "I am %s: show my cards"),
    UNO_TEXT(UiText::YourTurn, "Your turn"),
    UNO_TEXT(UiText::YourDiscard, "Your turn: discard"),
    UNO_TEXT(UiText::BluffTag, "Bluff"),
    UNO_TEXT(UiText::NotYourTurnFmt, "Not your turn yet: %s plays now."),
    UNO_TEXT(UiText::OnlyDrawnFmt, "Only the card you drew (%s) may be played now."),
    UNO_TEXT(
        UiText::DrawFourHeldFmt,
        "A Wild Draw Four may be played only when you hold no card of the colour in play (%s)."),
    UNO_TEXT(
        UiText::NoMatchFmt,
        "%s does not go on %s. Play a card of the colour %s, one with the same number or symbol, or a Wild."),
    UNO_TEXT(
        UiText::NoMatchWildFmt,
        "%s does not go on the Wild: the colour in play is %s. Play a card of that colour or a Wild."),
    UNO_TEXT(UiText::CannotPlayNow, "That card cannot be played now."),
    UNO_TEXT(UiText::WhatHappened, "What happened"),
    UNO_TEXT(UiText::UnoEscapedFmt, "%s did not say UNO, and nobody caught it."),
    UNO_TEXT(
        UiText::UnoEscapedYou,
        "You did not say UNO, and nobody caught it: press UNO! before you play your second-last card."),
    UNO_TEXT(UiText::CatchBadge, "Catch!"),
    UNO_TEXT(UiText::UnoLateYou,
             "You did not say UNO: press UNO! now, before someone catches you."),
    UNO_TEXT(UiText::UnoLateBrief, "Press UNO! now"),
    UNO_TEXT(UiText::TurnOfFmt, "%s's turn"),
    UNO_TEXT(UiText::MayBlockFmt, "%s may block it with a Lauf! joker"),
    UNO_TEXT(UiText::Thinking, "thinking…"),
    UNO_TEXT(UiText::RoundOver, "Round over"),
    UNO_TEXT(UiText::MatchOver, "Match over"),
    UNO_TEXT(UiText::WinsRoundFmt, "%s wins the round"),
    UNO_TEXT(UiText::NextRound, "Next round"),
    UNO_TEXT(UiText::WinsMatchFmt, "%s wins the match!"),
    UNO_TEXT(UiText::WinMatchTieFmt, "%s win the match!"),
    UNO_TEXT(UiText::Rematch, "Rematch"),
    UNO_TEXT(UiText::InHand, "Hand points"),
    UNO_TEXT(UiText::ThisRound, "This round"),
    UNO_TEXT(UiText::Total, "Total"),
    UNO_TEXT(UiText::CardsFmt, "%d cards"),
    UNO_TEXT(UiText::OneCard, "1 card"),
    UNO_TEXT(UiText::Clockwise, "Clockwise"),
    UNO_TEXT(UiText::CounterClockwise, "Counter-clockwise"),
    UNO_TEXT(UiText::ColourFmt, "Colour: %s"),
    UNO_TEXT(UiText::CalledUnoFmt, "%s: UNO!"),
    UNO_TEXT(UiText::CaughtFmt, "%s was caught without UNO: +%d"),
    UNO_TEXT(UiText::YouCaughtFmt, "You were caught without UNO: +%d"),
    // Who caught them, after the line above.
    UNO_TEXT(UiText::CatcherFmt, "%s made the catch."),
    UNO_TEXT(UiText::YouCatcher, "You made the catch."),
    UNO_TEXT(UiText::NeedHuman, "At least one human player is needed."),
    UNO_TEXT(UiText::Name, "Name"),
    UNO_TEXT(UiText::Level, "Level"),
    UNO_TEXT(UiText::PlayerFmt, "Player %d"),
    UNO_TEXT(UiText::You, "You"),
    UNO_TEXT(UiText::Spin, "Spin the wheel"),
    UNO_TEXT(UiText::Done, "Done"),
    UNO_TEXT(UiText::UnoSpin, "UNO Spin!"),
    UNO_TEXT(UiText::VerdictOk, "Nobody failed"),
    UNO_TEXT(UiText::PenaltyFmt, "Penalty for %s"),
    UNO_TEXT(UiText::YouPenalty, "Penalty for you"),
    UNO_TEXT(UiText::YouGuilty, "Caught bluffing! You draw the cards."),
    // Effect banners (core/motion/banner.cpp): short, shouted, read aloud by the announcer too.
    UNO_TEXT(UiText::BannerSkip, "Skip!"),
    UNO_TEXT(UiText::BannerDrawTwo, "+2!"),
    UNO_TEXT(UiText::BannerDrawFour, "+4!"),
    UNO_TEXT(UiText::BannerReverse, "Reverse!"),
    UNO_TEXT(UiText::BannerColourFmt, "%s!"),
    // the colour chosen: "Green!"
    UNO_TEXT(UiText::BannerUno, "UNO!"),
    UNO_TEXT(UiText::BannerCaught, "Caught!"),
    // A +4 challenged: the verdict, with the name of who played it (a computer's challenge
    // showed only "+4!" and then "Dan is skipped").
    UNO_TEXT(UiText::BannerBluff, "Bluff!"),
    UNO_TEXT(UiText::BannerFair, "Fair play!"),
    UNO_TEXT(UiText::Accept, "Accept"),
    UNO_TEXT(UiText::MustDrawFmt, "%s draws %d"),
    UNO_TEXT(UiText::YouDrawFmt, "You draw %d"),
    UNO_TEXT(UiText::SeatsFmt, "%d players"),
    UNO_TEXT(UiText::Preset0, "Classic"),
    UNO_TEXT(UiText::Preset1, "Official (112 cards)"),
    UNO_TEXT(UiText::Preset2, "Spin"),
    UNO_TEXT(UiText::Preset3, "Braille"),
    UNO_TEXT(UiText::Preset4, "Dino"),
    UNO_TEXT(
        UiText::Rules0,
        "Match the top card by colour, number or symbol, or play a Wild. If you cannot, draw one card; "
        "you may play it at once. Draw Two: the next player draws 2 and misses a turn. Reverse turns the "
        "direction, Skip skips the next player. Wild Draw Four is only allowed when you hold no card of the "
        "colour in play; the next player may challenge it. Call UNO when you play your second-last card, or "
        "draw 2 if someone catches you. The first to play out wins the round and scores the cards left in "
        "the other hands."),
    UNO_TEXT(
        UiText::Rules1,
        "Classic rules with 112 cards: Wild Shuffle Hands collects every hand, shuffles and deals all "
        "cards again. Three Wild Customizable cards carry house rules you choose. The dealer is found by "
        "everyone drawing a card."),
    UNO_TEXT(
        UiText::Rules2,
        "Classic rules plus Spin cards: after a Spin card the next player spins the wheel instead of a "
        "normal turn, for outcomes such as discarding a colour, trading hands or a showdown."),
    UNO_TEXT(
        UiText::Rules3,
        "Classic rules with letter marks on every card. Each player counts their own cards every round; "
        "the lowest total wins. Wild Draw Four may always be played, but a caught bluff takes it back. "
        "With two players Skip, Reverse and Draw Two let you play again."),
    UNO_TEXT(
        UiText::Rules4,
        "Classic rules with dino cards: when a dino-marked action card is played, the next player may block "
        "it with a Lauf! joker and name the colour. Rounds go on until someone has won 3."),
    UNO_TEXT(UiText::PlayHint, "Tap a raised card to play it"),
    UNO_TEXT(UiText::DrawHint, "No card plays: tap the pile to draw"),
    // With a mouse or keys: "click" (the page tells the core which input came last).
    UNO_TEXT(UiText::PlayHintClick, "Click a raised card to play it"),
    UNO_TEXT(UiText::DrawHintClick, "No card plays: click the pile to draw"),
    // Two cards and one plays: the call comes first (nothing said so).
    UNO_TEXT(UiText::UnoFirstHint, "Press UNO! first, then play your card"),
    UNO_TEXT(UiText::Target, "Target"),
    // Scoring where everyone counts their own cards (the braille booklet): the target ends
    // the match, and the lowest total wins it.
    UNO_TEXT(UiText::LowestTotalWins, "lowest total wins"),
    UNO_TEXT(UiText::LowestWinsNote,
             "The lowest total wins: the points you get count against you."),
    UNO_TEXT(UiText::YouWinRound, "You win the round!"),
    UNO_TEXT(UiText::YouWinMatch, "You win the match!"),
    UNO_TEXT(UiText::ErrDamaged, "It is damaged or incomplete."),
    UNO_TEXT(UiText::ErrNewer, "It was made by a newer or different version of UNO."),
    UNO_TEXT(UiText::ErrTooLarge, "It is too large."),
    UNO_TEXT(UiText::ErrInvalid, "It holds values the game cannot use."),
    UNO_TEXT(UiText::LinkBad, "This link cannot be opened."),
    UNO_TEXT(UiText::LinkFallback, "Nothing saved was changed."),
    UNO_TEXT(UiText::SaveBad, "Your saved data could not be read."),
    UNO_TEXT(UiText::SaveKeptFmt,
             "It was kept aside as \"%s\" in this browser's storage, and the game starts afresh."),
    UNO_TEXT(UiText::StorageOff,
             "This browser does not let the game save: a reload loses the game."),
    UNO_TEXT(UiText::SaveNotKept,
             "There was no room to keep a copy. Download it now if you want it: your next game is "
             "saved in its place."),
    UNO_TEXT(UiText::DownloadCopy, "Download a copy"),
    UNO_TEXT(UiText::OtherTab, "The game is open in another tab"),
    UNO_TEXT(UiText::OtherTabText,
             "Only one tab saves the game. Play here instead? The other tab then stops saving, and "
             "nothing is lost."),
    UNO_TEXT(UiText::MovedAway, "The game moved to another tab"),
    UNO_TEXT(UiText::MovedAwayText, "It goes on and is saved there; this tab saves nothing more."),
    UNO_TEXT(UiText::PlayHere, "Play here instead"),
    UNO_TEXT(UiText::Share, "Share"),
    UNO_TEXT(UiText::ShareDeal, "Share this deal"),
    UNO_TEXT(UiText::ShareDealText,
             "Whoever opens this link gets the very same deal, rules and players."),
    UNO_TEXT(UiText::ShareReplay, "Share replay"),
    UNO_TEXT(UiText::ShareReplayText, "This link shows the whole match, move by move."),
    UNO_TEXT(UiText::ShareAfterMatch, "Share after the match"),
    UNO_TEXT(UiText::ShareLater, "Share later"),
    UNO_TEXT(UiText::ShareLaterWhy,
             "With two players at this device the deal is shared when the match is over: a link "
             "now would tell the cards to come."),
    // the same, on the top bar
    UNO_TEXT(UiText::ShareRevealsCards,
             "The link reveals every card of this match, the hidden ones too."),
    UNO_TEXT(UiText::Copied, "Link copied to the clipboard."),
    UNO_TEXT(UiText::CopyFailed, "Could not copy: select the link and copy it by hand."),
    UNO_TEXT(UiText::Copy, "Copy link"),
    UNO_TEXT(UiText::Close, "Close"),
    UNO_TEXT(UiText::Cancel, "Cancel"),
    UNO_TEXT(UiText::SharedDeal, "A shared deal"),
    UNO_TEXT(UiText::SharedDealFmt, "%s, %d players. Play it now? Your game in progress ends."),
    UNO_TEXT(UiText::PlayDeal, "Play this deal"),
    UNO_TEXT(UiText::KeepGame, "Keep my game"),
    UNO_TEXT(UiText::StartOver, "End the game in progress?"),
    UNO_TEXT(UiText::StartOverText,
             "A new game replaces the one in progress, and it cannot be brought back."),
    UNO_TEXT(UiText::DealOfDay, "Deal of the day"),
    // A deal someone chose (today's, a link's, the address's seed) with two or more humans at
    // this device: whoever chose it can know every hand, so a fresh deal is offered first.
    UNO_TEXT(UiText::KnownDeal, "Someone may know every hand"),
    UNO_TEXT(UiText::KnownDealDaily,
             "Today's deal is the same on every device: anyone who plays it today can know every "
             "card of every hand."),
    UNO_TEXT(UiText::KnownDealAddress,
             "The address chose this deal (seed=): whoever wrote it can know every card of every "
             "hand."),
    UNO_TEXT(UiText::KnownDealLinkFmt,
             "%s, %d players. Whoever made this link chose the deal and can know every card of "
             "every hand."),
    UNO_TEXT(UiText::KnownDealFair,
             "With two or more players at this device, a fresh deal is fair to everyone."),
    UNO_TEXT(UiText::DealAfresh, "Fresh deal"),
    // Options in the address the game cannot use ("seed=-1"): the rest of it still applies.
    UNO_TEXT(UiText::LinkPartlyBad, "Part of this link was left out."),
    UNO_TEXT(UiText::Replay, "Replay"),
    UNO_TEXT(UiText::MoveFmt, "Move %d of %d"),
    UNO_TEXT(UiText::Forward, "Forward"),
    UNO_TEXT(UiText::PlayReplay, "Play"),
    UNO_TEXT(UiText::Pause, "Pause"),
    UNO_TEXT(UiText::HandOfSeatFmt, "Cards of %s"),
    UNO_TEXT(UiText::YourCards, "Your cards"),
    UNO_TEXT(UiText::Record, "Your record"),
    UNO_TEXT(UiText::RecordFmt, "Matches %u, won %u, rounds %u, streak %u (best %u)"),
    UNO_TEXT(UiText::NoMatches, "No finished matches yet."),
    UNO_TEXT(UiText::TooLongForLink, "This match is too long to fit in a link."),
    UNO_TEXT(UiText::SkippedFmt, "%s is skipped"),
    UNO_TEXT(UiText::YouSkipped, "You are skipped"),
    UNO_TEXT(UiText::ScoreShortFmt, "%d pts"),
    UNO_TEXT(UiText::SeatsOverBookletFmt,
             "The booklet is for 2 to %d players; more is a house rule."),
    UNO_TEXT(UiText::RoundWinsFmt, "First to win %d rounds"),
    UNO_TEXT(UiText::Sound, "Sound"),
    UNO_TEXT(UiText::Volume, "Volume"),
    UNO_TEXT(UiText::SpeakEvents, "Read events aloud"),
    UNO_TEXT(UiText::SoundOn, "Sound on (M)"),
    UNO_TEXT(UiText::SoundOff, "Sound off (M)"),
    // A language pack (text_packs.h) that did not arrive: said in the language shown.
    UNO_TEXT(UiText::LanguageMissingFmt, "%s could not be loaded"),
    UNO_TEXT(
        UiText::LanguageMissing,
        "Check the connection and choose the language again. The game goes on in this language."),
    // The pack came from a newer version of the game than this page (an update arrived).
    UNO_TEXT(UiText::LanguageUpdated,
             "UNO was updated after this page was opened: reload the page to use this language. "
             "The game goes on in this language."),
    UNO_TEXT(UiText::Play, "Play"),
    // The start screen's players, target, scoring and house rules.
    UNO_TEXT(UiText::TableSetup, "Table"),
    UNO_TEXT(UiText::Tagline0, "The original: match colour, number or symbol."),
    UNO_TEXT(UiText::Tagline1, "112 cards: Shuffle Hands and blank wilds you write."),
    UNO_TEXT(UiText::Tagline2, "Spin cards turn the wheel: anything can happen."),
    UNO_TEXT(UiText::Tagline3, "Braille on every card; the lowest total wins."),
    UNO_TEXT(UiText::Tagline4, "A Lauf! (Run!) joker stops a dino card; first to 3 rounds."),
    // The status line while the player may catch someone: the chance, named.
    UNO_TEXT(UiText::CatchChanceFmt, "%s has one card and did not say UNO: catch!"),
    // Where the match counts rounds won (dino: first to 3): a badge's line ("Won 1/3") and
    // the round summary's column.
    UNO_TEXT(UiText::RoundsWonShortFmt, "Won %d/%d"),
    UNO_TEXT(UiText::RoundsWon, "Rounds won"),
    // The settings' pace of the computers' UNO calls, catches and UNO Spin race.
    UNO_TEXT(UiText::PaceLabel, "Computers' UNO calls and races"),
    UNO_TEXT(UiText::PaceRelaxed, "At a person's pace"),
    UNO_TEXT(UiText::PaceQuick, "Quick"),
    // The guided rounds: the start screen's button (the chosen rule set's round),
    // the first visit's offer, a round that could not be fetched, and the lesson's panel.
    UNO_TEXT(UiText::Learn, "Learn"),
    UNO_TEXT(UiText::LearnOffer, "New to UNO?"),
    UNO_TEXT(UiText::LearnOfferText,
             "Learn it by playing: a guided round against computer players, about three minutes. "
             "Learn is always on the start screen, for every rule set."),
    UNO_TEXT(UiText::NotNow, "Not now"),
    UNO_TEXT(UiText::LearnFailed, "The guided round could not be loaded"),
    UNO_TEXT(UiText::LearnFailedText, "Check the connection and press Learn again."),
    UNO_TEXT(UiText::LearnNext, "Next"),
    UNO_TEXT(UiText::LearnLeave, "Leave"),
    // A press the lesson's step does not ask for, though the game would take it: the step's
    // sentence follows.
    UNO_TEXT(UiText::LearnOtherFmt, "That would play, but this step asks for something else. %s"),
    UNO_TEXT(UiText::LearnReadFirst, "Read the lesson's line first, then press Next."),
    // A challenged +4's banner, under "Fair play!" / "Bluff!": who pays and why (a
    // newcomer: "Fair play! Dan draws 6" did not say that Dan had challenged).
    UNO_TEXT(UiText::ChallengerDrawsFmt, "%s challenged and draws %d"),
    UNO_TEXT(UiText::YouChallengedDraw, "You challenged and draw %d"),
    UNO_TEXT(UiText::BlufferDrawsFmt, "%s bluffed and draws %d"),
    UNO_TEXT(UiText::YouBluffedDraw, "You bluffed and draw %d"),
    // The guided round's end, above Leave in its summary.
    UNO_TEXT(UiText::LearnFinished,
             "You have finished the guided round. Press Leave, then Play, for a real game with "
             "these rules."),
};
static_assert(rows_follow_enum(kStringRows), "strings: one row per S, in the enum's order");

}  // namespace app
