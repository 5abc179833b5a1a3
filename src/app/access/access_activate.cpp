// What a control of the accessibility layer does when the page activates it: the same
// Commands as the canvas's clicks and keys (access_model.cpp builds the controls).
#include <string>
#include <vector>

#include "app/access/access_model.h"
#include "app/access/access_nodes.h"
#include "app/core/app/app_core.h"
#include "app/core/match/moments.h"
#include "app/core/match/refusal.h"
#include "app/core/match/table_words.h"
#include "app/core/text/access_strings.h"

namespace app {

using uno::Action;
using uno::ActionType;

bool AccessLayer::activate(AppCore& core, const std::string& id, const std::string& value,
                           double now) {
  using K = Command::Kind;
  if (core.notices().open()) {
    if (id.rfind("notice:", 0) != 0) return false;
    core.handle(Command::press_notice(id.substr(7)), now);
    return true;
  }
  if (id == "keys-help") return true;  // the page opens its list of keys itself (? too)
  if (id == "sound-toggle") {          // M, on every screen (web/a11y.js sends it)
    core.handle(Command::of(K::ToggleSound), now);
    return true;
  }
  if (core.screen() == Screen::Start) return activate_start(core, id, value, now);
  const Session& s = core.session();
  if (id == "read-table") {
    core.speak(table_summary(s));
    return true;
  }
  if (id == "read-last") {
    core.repeat_last(3);
    return true;
  }
  if (id == "read-scores") {
    core.speak(scores_line(s));
    return true;
  }
  if (id.rfind("key:", 0) == 0) return activate_key(core, id.substr(4), now);
  if (id == "cancel") {
    choosing_ = uno::kNoCard;
    return true;
  }
  if (id.rfind("card:", 0) == 0)
    return activate_card(core, static_cast<uno::CardId>(number_at(id, 5)), now);
  if (id.rfind("act:", 0) == 0) {
    const Action* a = action_of(s.legal(), id);
    if (!a) return false;
    const Action chosen = *a;
    choosing_ = uno::kNoCard;
    core.handle(Command::act(chosen), now);
    return true;
  }
  if (id.rfind("seat:", 0) == 0) {
    const int seat = number_at(id, 5);
    if (seat < 0 || seat >= s.seats() || core.screen() != Screen::Replay) return false;
    core.handle(Command::replay_seat(seat), now);
    return true;
  }
  if (id == "uno") {  // also the UNO Spin race's call
    for (const Action& a : s.legal())
      if (a.type == ActionType::CallUno || a.type == ActionType::ClaimUnoSpin) {
        core.handle(Command::act(a), now);
        return true;
      }
    core.handle(Command::of(K::ArmUno), now);
    return true;
  }
  static const struct {
    const char* id;
    K kind;
  } kCommands[] = {
      {"cmd:privacy", K::ConfirmPrivacy},
      {"cmd:hint", K::Hint},
      {"cmd:reveal", K::DismissReveal},
      {"cmd:rematch", K::Rematch},
      {"cmd:menu", K::Menu},
      {"cmd:share-deal", K::ShareDeal},
      {"cmd:share-replay", K::ShareReplay},
      {"cmd:replay-back", K::ReplayBack},
      {"cmd:replay-forward", K::ReplayForward},
      {"cmd:replay-toggle", K::ReplayToggle},
      {"cmd:learn-next", K::LearnNext},
      {"cmd:learn-leave", K::LearnLeave},
  };
  for (const auto& c : kCommands)
    if (id == c.id) {
      core.handle(Command::of(c.kind), now);
      return true;
    }
  return false;
}

// A single-key command of the layer (web/a11y.js): the same choices as the canvas's keys.
// "draw" draws or keeps the drawn card; "colour:N" names colour N (0 red .. 3 blue) for the
// Wild being played or asked for; "challenge" and "accept" answer a Wild Draw Four.
bool AccessLayer::activate_key(AppCore& core, const std::string& key, double now) {
  const Session& s = core.session();
  const std::vector<Action>& legal = s.legal();
  const Action* pick = nullptr;
  if (key == "catch") {  // the first player who may be caught without UNO
    for (const Action& a : legal)
      if (a.type == ActionType::CatchUno && !pick) pick = &a;
    if (!pick) {  // a key that did nothing left the player guessing
      core.speak(tr(AccessText::NobodyToCatch));
      return true;
    }
  } else if (key == "draw") {
    for (const Action& a : legal)
      if (a.type == ActionType::Draw || a.type == ActionType::Accept ||  // "Draw 2" too
          (a.type == ActionType::Pass && s.view().drew_this_turn))
        pick = &a;
  } else if (key.rfind("colour:", 0) == 0) {
    const int c = number_at(key, 7);
    if (c < 0 || c > 3) return false;
    const auto colour = static_cast<uno::Colour>(c);
    const bool wild_in_hand = choosing_ != uno::kNoCard && choosing_gen_ == s.generation();
    // The one card that may be played, if only one may (a wild just drawn: "Play it: Wild
    // Draw Four, Colour: Red"; Y did nothing there).
    uno::CardId only = uno::kNoCard;
    bool one = true;
    for (const Action& a : legal)
      if (is_card_action(a)) {
        one &= only == uno::kNoCard || only == a.card;
        only = a.card;
      }
    if (!one) only = uno::kNoCard;
    // The colour picker, a wild chosen in the hand, the only card that plays, or a Lauf!
    // block (it names a colour).
    for (const Action& a : legal)
      if (a.colour == colour &&
          ((a.type == ActionType::ChooseColour) ||
           (is_card_action(a) && (a.card == only || (wild_in_hand && a.card == choosing_))) ||
           is_lauf_block(s, a)))
        pick = &a;
    if (!pick) {  // said, not silent ("I can't tell ignored from didn't hear")
      core.speak(tr(AccessText::NoColourNow));
      return true;
    }
  } else if (key == "challenge" || key == "accept") {
    const ActionType t = key == "challenge" ? ActionType::Challenge : ActionType::Accept;
    for (const Action& a : legal)
      if (a.type == t) pick = &a;
    // C in a dialog with nothing to challenge (the Lauf! block's): C catches, as its help says.
    if (!pick && key == "challenge") return activate_key(core, "catch", now);
  }
  if (!pick) return false;
  const Action chosen = *pick;
  choosing_ = uno::kNoCard;
  core.handle(Command::act(chosen), now);
  return true;
}

bool AccessLayer::activate_card(AppCore& core, uno::CardId card, double now) {
  const Session& s = core.session();
  std::vector<Action> options;
  for (const Action& a : s.legal())
    if (is_card_action(a) && a.card == card) options.push_back(a);
  if (options.empty()) {  // said why, as the canvas shows it (Enter did nothing)
    const std::string why = refusal_reason(s, card);
    if (why.empty()) return false;
    core.speak(why);
    return true;
  }
  if (options.size() == 1) {
    choosing_ = uno::kNoCard;
    core.handle(Command::act(options.front()), now);
    return true;
  }
  choosing_ = card;  // a Wild's colour or a 7's swap target comes next
  choosing_gen_ = s.generation();
  return true;
}

}  // namespace app
