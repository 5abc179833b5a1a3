#include "app/core/match/tutorial_run.h"

#include <string>

#include "engine/deck.h"

namespace app {

namespace {

// Whether `a` is the move `s` writes down: the same seat and kind, the card its face names
// (or its id), and the colour and target it gives.
bool is_step(const uno::share::TutorialStep& s, const uno::Action& a, const uno::Deck& deck) {
  uno::Action want;
  uno::Card face;
  if (s.seat != a.seat ||
      uno::parse_action(std::to_string(s.seat) + " " + s.move, deck, want, face) != nullptr)
    return false;
  if (want.type != a.type) return false;
  if (want.card != uno::kNoCard ? want.card != a.card
                                : a.card != uno::kNoCard && !(deck[a.card] == face))
    return false;
  if (want.colour != uno::Colour::None && want.colour != a.colour) return false;
  return want.target < 0 || want.target == a.target;
}

}  // namespace

TutorialRun::Line TutorialRun::line() const {
  if (told_) return {told_, true};
  if (at_ >= t_.steps.size()) return {};
  const uno::share::TutorialStep& s = t_.steps[at_];
  if (s.seat < 0) return {&s, true};
  return s.seat == 0 ? Line{&s, false} : Line{};
}

const uno::share::TutorialStep* TutorialRun::shown() const {
  if (done()) return t_.steps.empty() ? nullptr : &t_.steps.back();
  return line().step;
}

void TutorialRun::next() {
  if (told_) told_ = nullptr;
  else if (at_ < t_.steps.size() && t_.steps[at_].seat < 0) ++at_;
}

std::optional<uno::Action> TutorialRun::step_move(const uno::Game& g, bool learner) const {
  if (told_ || at_ >= t_.steps.size()) return std::nullopt;
  const uno::share::TutorialStep& s = t_.steps[at_];
  if (learner ? s.seat != 0 : s.seat <= 0) return std::nullopt;
  uno::Action a;
  if (!uno::share::tutorial_action(g, s, a).empty()) return std::nullopt;
  return a;
}

bool TutorialRun::uno_with_it() const {
  return at_ + 1 < t_.steps.size() && t_.steps[at_].seat == 0 &&
         t_.steps[at_].move.rfind("play", 0) == 0 && t_.steps[at_ + 1].seat == 0 &&
         t_.steps[at_ + 1].move == "uno";
}

void TutorialRun::on_action(const uno::Action& a, const uno::Deck& deck) {
  if (told_ || at_ >= t_.steps.size() || !is_step(t_.steps[at_], a, deck)) return;
  const uno::share::TutorialStep& s = t_.steps[at_++];
  if (s.seat > 0 && !s.text.empty()) told_ = &s;
}

}  // namespace app
