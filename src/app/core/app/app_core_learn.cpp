// AppCore's guided rounds: Learn asks the page for the round of the chosen rule
// set in the language shown; the round plays on the table without touching the saved game,
// its sentences are said as they come, and leaving brings the saved game back.
#include "app/core/app/app_core.h"
#include "share/tutorial.h"

namespace app {

std::string learn_file(std::string_view preset, Lang l) {
  return "learn-" + std::string(preset) + "." + kLangTags[static_cast<int>(l)] + ".txt";
}

void AppCore::learn(std::string_view preset) {
  learn_asked_ = learn_file(preset, lang_of(settings_));
  if (host_.fetch_learn) host_.fetch_learn(learn_asked_);
}

void AppCore::on_learn_file(std::string_view file, bool fetched, std::string_view text,
                            double now) {
  if (file != learn_asked_) return;  // an answer nobody waits for any more
  learn_asked_.clear();
  uno::share::Tutorial t;
  const std::string why = fetched ? uno::share::read_tutorial(text, t) : "not fetched";
  if (!why.empty()) {
    notices_.show(
        Notice{"learn-failed", tr(UiText::LearnFailed), tr(UiText::LearnFailedText), why, "", {}});
    return;
  }
  apply_settings();
  session_.start_tutorial(std::move(t), now);
  lesson_said_ = {};
  screen_ = Screen::Table;
}

void AppCore::leave_lesson(double now) {
  session_.close();
  announcer_
      .clear();  // the round's sentences leave the page's log with it (a newcomer found them there)
  screen_ = Screen::Start;
  restore_saved_game(now);
}

// The sentence of the step, once, after the lines of the move it follows.
void AppCore::say_lesson() {
  const TutorialRun* run = session_.tutorial();
  const TutorialRun::Line line = run ? run->line() : TutorialRun::Line{};
  if (!line.step || (line.step == lesson_said_.step && line.waits == lesson_said_.waits)) return;
  lesson_said_ = line;
  if (!line.step->text.empty()) announcer_.say(line.step->text);
}

// A first visit (no settings saved, no game played) is offered the guided round once.
void AppCore::offer_learn() {
  if (store_.had_saved_settings() || settings_.tips_off || (settings_.tips_seen & kLearnOffered) ||
      !store_.data().history.empty() || store_.data().game || notices_.open())
    return;
  notices_.show(Notice{"learn-offer",
                       tr(UiText::LearnOffer),
                       tr(UiText::LearnOfferText),
                       "",
                       "",
                       {{"learn", tr(UiText::Learn)}, {"later", tr(UiText::NotNow)}}});
}

}  // namespace app
