// A guided round in progress: where the learner is in a tutorial's steps, the
// sentence to show, the one press that goes on, and the computers' written-down moves.
// The Session asks it for the computers' moves and tells it every move applied; the
// views show its line. No ImGui.
#pragma once

#include <cstddef>
#include <optional>
#include <utility>

#include "engine/game.h"
#include "share/tutorial.h"

namespace app {

class TutorialRun {
 public:
  explicit TutorialRun(uno::share::Tutorial t) : t_(std::move(t)) {}

  const uno::share::Tutorial& tutorial() const { return t_; }
  bool done() const { return at_ >= t_.steps.size() && !told_; }

  // The sentence to show now: a sentence alone or one said after a computer's move waits
  // for Next (`waits`); the learner's move is asked for until it is made. nullptr: none.
  struct Line {
    const uno::share::TutorialStep* step = nullptr;
    bool waits = false;
  };
  Line line() const;
  // The sentence on screen: the step's, or once the round is done its last (a closing line
  // beside Leave: the table had frozen on "Bo's turn" with nothing said, a newcomer).
  const uno::share::TutorialStep* shown() const;
  // Next pressed under a sentence that waits.
  void next();

  // A computer's written-down move, when it is theirs to make now (no sentence waits).
  std::optional<uno::Action> computer_move(const uno::Game& g) const { return step_move(g, false); }
  // The move asked of the learner now (nullopt: a sentence waits, or it is not theirs).
  std::optional<uno::Action> asked(const uno::Game& g) const { return step_move(g, true); }
  // The learner's asked play is to go with an UNO call (UNO! pressed first).
  bool uno_with_it() const;

  // Every move applied at the table, in order: the script goes on when it is the step's.
  void on_action(const uno::Action& a, const uno::Deck& deck);

 private:
  // The current step's move, when it is a move of the learner's (or a computer's) now.
  std::optional<uno::Action> step_move(const uno::Game& g, bool learner) const;
  uno::share::Tutorial t_;
  std::size_t at_ = 0;                              // the next step not yet done
  const uno::share::TutorialStep* told_ = nullptr;  // said after a move, waiting for Next
};

}  // namespace app
