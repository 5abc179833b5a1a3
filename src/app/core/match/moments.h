// The variants' special moments in words: the prompt and the choices of a pending
// decision (a +4 challenge, a Lauf! block), each choice a legal action with its label, and
// one-line explanations of what just happened (blocks, spins, custom rules, ...). The
// table view, the ticker and the screen-reader layer all read these. No ImGui.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "app/core/text/moment_strings.h"
#include "engine/action.h"
#include "engine/deck.h"
#include "engine/event.h"
#include "engine/rules.h"

namespace app {

class Session;

// One answer the viewer may give, with the words for its button.
struct Choice {
  std::string id;             // stable, for the test hook: "challenge", "block", "accept"
  std::string label;          // "Block with Lauf!", "Draw 4", "Lose my turn"
  uno::Action action;         // a legal action (a Lauf! block: its first colour's)
  bool picks_colour = false;  // the card still needs a colour (the colour picker follows)
};

// When the viewer must answer a pending effect and has more than one way to do it
// (challenge a +4, block a dino card with Lauf!): the choices, challenge first, take it
// last. Empty otherwise (plain draws are taken from the action bar or automatically).
std::vector<Choice> pending_choices(const Session& s);
// What the viewer reads above those choices: who played what, and what a Lauf! does.
std::string pending_prompt(const Session& s);
// Hot-seat, at the hand-over: what waits for the player the device goes to, as the whole
// table saw it (the pass screen said nothing of a Draw Two waiting): the first
// line of pending_prompt; empty when nothing does.
std::string waiting_for_next(const Session& s);
// A Lauf! played against a pending dino card (it blocks it and names a colour).
bool is_lauf_block(const Session& s, const uno::Action& a);
// Whether the viewer playing card `c` now would be a bluff: a Wild Draw Four, playable, that
// a challenge would find guilty (raised as playable, never called a bluff). Only
// the viewer's own hand is looked at.
bool is_bluff(const Session& s, uno::CardId c);
// The words for a legal action of the viewer that is not a card on the table ("Draw 4",
// "Lose my turn", "Block with Lauf!", "Challenge"); "" for plain card plays.
std::string choice_label(const Session& s, const uno::Action& a);

// What the viewer must do in a discard phase or the UNO Spin race, in words ("Discard
// Colour: you may discard more blue cards."); "" when the viewer has no such step.
std::string phase_prompt(const Session& s);
// A wheel outcome's name as printed on the wheel ("Draw Blue").
const char* spin_outcome_label(uno::SpinOutcome o);

// The rule on a Wild Customizable card of `slot` (0..2) under `r`: the booklet example's
// words, or the house's free text.
std::string custom_rule_text(const uno::RuleSet& r, int slot);
// A Customizable wild's slot and rule ("Card 1: plays again"); "" for any other card.
std::string custom_card_rule(const uno::RuleSet& r, const uno::Card& c);
const char* custom_rule_name(uno::CustomRule rule);

// The rules card of a preset: how it differs from the classic game, one line each, in the
// same words the table uses when the moment happens (the title is tr(MomentText::RulesCardTitle)).
std::vector<std::string> rules_card(std::string_view preset, const uno::RuleSet& r);

// A spin's one-line explanation: "Spin: Draw Blue. Bo draws until a blue card."
std::string spin_explanation(uno::SpinOutcome o, const Who& spinner);

// What a batch of new events says about the special moments: one line each, and the
// big word for the table's banner ("Blocked!") if one applies.
struct Explained {
  std::vector<std::string> lines;
  std::string banner;
  // Lines from a wheel spin on: shown once the wheel has landed (no spoiler).
  std::vector<std::string> after_wheel;
  // The index in the batch of the event each line tells (the announcer speaks causes first).
  std::vector<int> lines_at, after_wheel_at;
};
// `rules` and `deck`: the match's (the custom cards' texts); null leaves those lines out.
Explained explain_events(const std::vector<uno::Event>& events, const std::function<Who(int)>& who,
                         const uno::RuleSet* rules = nullptr, const uno::Deck* deck = nullptr,
                         int seats = 0);

}  // namespace app
