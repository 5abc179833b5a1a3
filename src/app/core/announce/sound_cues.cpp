#include "app/core/announce/sound_cues.h"

namespace app {

using uno::EventType;

namespace {

// The cue an event asks for, with its weight: the heaviest of a batch is the one heard.
struct Want {
  Cue cue;
  int weight;  // 0 = no sound
};

Want want(const uno::Event& e, std::uint32_t humans) {
  const auto human = [humans](int seat) { return seat >= 0 && (humans >> seat & 1u) != 0; };
  switch (e.type) {
    case EventType::Play:
    case EventType::Discard:
    case EventType::Blocked:
    case EventType::ShowdownCard: return {Cue::Play, 2};
    case EventType::Draw:
      // Cards dealt by Shuffle Hands are part of the shuffle; a caught player's cards part
      // of the catch.
      return {Cue::Draw, e.value == static_cast<int>(uno::DrawReason::Shuffle) ? 0 : 1};
    case EventType::RoundStart:
    case EventType::Reshuffle:
    case EventType::HandsShuffled:
    case EventType::HandsTraded:
    case EventType::HandsSwapped: return {Cue::Shuffle, 3};
    case EventType::SpinResult: return {Cue::Wheel, 4};
    case EventType::UnoCalled:
    case EventType::UnoSpinClaim: return {Cue::Uno, 5};
    case EventType::UnoCaught: return {Cue::Caught, 6};
    case EventType::Challenge: return {Cue::Caught, e.value ? 6 : 0};  // a bluff found out
    case EventType::RoundOver:
      if (e.seat < 0) return {Cue::Lose, 0};
      return {human(e.seat) ? Cue::Win : Cue::Lose, 7};
    case EventType::MatchOver:  // the match's result outweighs the round's (ties: won)
      if (e.seat < 0) return {Cue::Lose, 0};
      return human(e.seat) ? Want{Cue::Win, 9} : Want{Cue::Lose, 8};
    default: return {Cue::Play, 0};
  }
}

bool minor(Cue c) { return c == Cue::Play || c == Cue::Draw; }

}  // namespace

const char* cue_name(Cue c) {
  switch (c) {
    case Cue::Play: return "play";
    case Cue::Draw: return "draw";
    case Cue::Shuffle: return "shuffle";
    case Cue::YourTurn: return "turn";
    case Cue::Uno: return "uno";
    case Cue::Caught: return "caught";
    case Cue::Wheel: return "wheel";
    case Cue::Win: return "win";
    case Cue::Lose: return "lose";
  }
  return "play";
}

void SoundCues::reset() {
  due_ = 0;
  announced_ = -1;
  turn_began_ = -1;
}

void SoundCues::on_events(const std::vector<uno::Event>& events, std::uint32_t humans, double now) {
  Want best{Cue::Play, 0};
  for (const uno::Event& e : events) {
    if (e.type == EventType::TurnStart) turn_began_ = e.seat;
    const Want w = want(e, humans);
    if (w.weight > best.weight) best = w;
  }
  if (best.weight == 0) return;
  // A card played or drawn right after another one is dropped: a fast run of moves stays
  // a few clicks, never a rattle.
  if (minor(best.cue)) {
    if (now - last_minor_ms_ < kMinGapMs) return;
    last_minor_ms_ = now;
  }
  add(best.cue);
}

void SoundCues::on_waiting(int seat, bool still) {
  if (seat < 0) {
    announced_ = -1;
    return;
  }
  if (!still) return;  // cards still land: the turn is sounded when they are down
  if (seat != announced_ || turn_began_ == seat) add(Cue::YourTurn);
  announced_ = seat;
  turn_began_ = -1;
}

}  // namespace app
