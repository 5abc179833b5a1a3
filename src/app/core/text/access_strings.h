// Words for players who do not see the table: card names ("Red 7", "Wild Draw Four"), the
// event lines the announcer speaks and the visual ticker shows, and the
// accessibility layer's own labels, in English (other languages: assets/i18n). A table of its own
// (AccessText) beside strings.* so that other work on the shared string table does not collide with
// it. No ImGui.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "app/core/text/who.h"
#include "engine/card.h"
#include "engine/event.h"

namespace uno {
struct Deck;
}

namespace app {

enum class AccessText {
  Skip,
  Reverse,
  DrawTwo,
  Wild,
  WildDrawFour,
  WildShuffle,
  WildCustom,
  Lauf,
  PlayableFmt,
  NotPlayableFmt,
  PlayableBluffFmt,  // a Wild Draw Four whose play would be a bluff
  PlaysFmt,
  YouPlayFmt,
  DrawsCardFmt,
  YouDrawCardFmt,
  YouDrawHiddenFmt,
  ChoosesFmt,
  YouChooseFmt,
  ChallengesFmt,
  YouChallenge,
  Bluffed,
  WasFair,
  DirectionFmt,
  FirstCardFmt,
  RoundFmt,
  Reshuffled,
  DiscardsFmt,
  YouDiscardFmt,
  SwapsFmt,
  YouSwapFmt,
  TopCardFmt,
  SeatLineFmt,
  NoUnoCalled,
  YourHand,
  Table,
  Events,
  Actions,
  Decision,
  SwapWith,
  Cancel,
  SeatFmt,
  Fewer,
  More,
  ReadTable,
  Help,
  KeysTitle,
  KeyHelp1,
  KeyHelp2,
  KeyHelp3,
  KeyHelp4,
  KeyHelp5,
  KeyHelp6,
  DrawPileFmt,
  ScoresTitle,
  SummaryRowFmt,
  PresetSetsFmt,
  SpinMark,
  DinoMark,
  LaufHandFmt,
  YouDrawCardsFmt,
  OnTopFmt,
  OnTopPlainFmt,
  YouHaveFmt,
  YouHaveOne,
  OthersFmt,
  NowYouHaveFmt,
  CardsLeftFmt,
  VerdictNobody,
  VerdictPenaltyFmt,
  VerdictYouPenalty,
  UnoArmed,
  UnoDisarmed,
  ScoresFmt,
  ScoresNone,
  NothingSaid,
  KeyHelp7,
  DiscardFmt,
  KeyHelpCatch,
  CatchChanceFmt,
  NobodyToCatch,
  NoColourNow,
  DrawnPlayable,
  NowYouHoldFmt,
  PenaltyCardsFmt,
  YouKeepFmt,
  UnoReminder,
  UnoLate,
  RoundsWonFmt,
  RoundsWonListFmt,
  VerdictTitle,
  SinceYourLastTurn,
  KeyHelpSpin,
  KeyHelpLauf,
  UnoNotYet,
  LeadsFmt,
  Count_
};

const char* tr(AccessText s);
std::string fmt(AccessText s, ...);

const char* spoken_colour(uno::Colour c);  // translated: "Red", "Rot", "Röd"
// "Red 7", "Blue Skip", "Wild Draw Four" (a wild's colour is not part of its name).
std::string card_name(const uno::Card& c);
// A hand card's button: "Red 7, playable" / "Wild Draw Four, not playable".
// `bluff`: playing it would be a bluff (a Wild Draw Four while the player holds the colour).
// `rule`: a Customizable wild's "Card 1: plays again", after its name (the face shows it; a
// screen reader heard two cards alike).
std::string hand_card_label(const uno::Card& c, bool playable, bool bluff = false,
                            const std::string& rule = {});

// One event in words. `ticker`: the short visual ticker shows it too (UNO calls, catches,
// penalty draws, skips); the announcer speaks every line.
struct EventLine {
  std::string text;
  bool ticker = false;
  bool held = false;       // a catch or a penalty: the ticker keeps it until the next turn
  int at = 0;              // the index of the event it tells (the announcer merges by it)
  bool your_turn = false;  // the plain "Your turn." (the announcer says a fuller line)
};
// The lines for a batch of events (as a seat sees them: masked cards stay "a card"), in
// order; runs of draws by one seat become one line ("Bo draws 4"). `deck`: card faces
// (null: cards are not named).
std::vector<EventLine> describe_events(const std::vector<uno::Event>& events,
                                       const std::function<Who(int)>& who, const uno::Deck* deck);

// A sentence's end: "." unless the text ends in its own "!" or "?" ("You win the round!").
std::string sentence(std::string text);

}  // namespace app
