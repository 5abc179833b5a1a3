#include "app/access/access_model.h"

#include <cstdio>

#include "app/access/access_nodes.h"
#include "app/access/json_writer.h"
#include "app/core/app/app_core.h"
#include "app/core/coach/coach_texts.h"
#include "app/core/match/match_setup.h"
#include "app/core/match/moments.h"
#include "app/core/match/refusal.h"
#include "app/core/match/table_words.h"
#include "app/core/text/access_strings.h"
#include "app/core/text/coach_strings.h"
#include "engine/decimal.h"
#include "engine/rules.h"

namespace app {

using uno::Action;
using uno::ActionType;
using Role = AccessNode::Role;

// The helpers the access files share (access_nodes.h).
// The number after a control id's prefix, up to the next ':' ("card:17" -> 17,
// "kind:3:h" -> 3); -1 when there is none.
int number_at(const std::string& id, size_t from) {
  if (from > id.size()) return -1;
  const std::string_view rest = std::string_view(id).substr(from);
  int n = -1;
  return uno::parse_decimal(rest.substr(0, rest.find(':')), n) ? n : -1;
}

AccessNode node(Role r, std::string name, std::string id, bool on, bool disabled) {
  AccessNode n;
  n.role = r;
  n.name = std::move(name);
  n.id = std::move(id);
  n.on = on;
  n.disabled = disabled;
  return n;
}

AccessNode radio_group(std::string name) { return node(Role::RadioGroup, std::move(name)); }

// An action as a control id; matched against the legal actions again on activation, so a
// stale control (the game moved on) does nothing.
std::string action_id(const Action& a) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "act:%d:%d:%d:%d:%d", static_cast<int>(a.type), a.seat, a.card,
                static_cast<int>(a.colour), a.target);
  return buf;
}

const Action* action_of(const std::vector<Action>& legal, const std::string& id) {
  for (const Action& a : legal)
    if (action_id(a) == id) return &a;
  return nullptr;
}

bool is_card_action(const Action& a) {
  return (a.type == ActionType::Play || a.type == ActionType::Discard) && a.card != uno::kNoCard;
}

namespace {

constexpr size_t kHistoryRead = 10;  // the moves "What happened" lists (the newest last)

// "Red, 3 cards": a colour to name, with what the hand holds of it (blind play-test: the
// sighted player sees the hand beside the picker).
std::string colour_choice(uno::Colour c, const Session& s, const uno::SeatView& v) {
  int n = 0;
  for (const uno::CardId id : v.hand) n += s.deck()[id].colour == c;
  return std::string(spoken_colour(c)) + ", " +
         (n == 1 ? std::string(tr(UiText::OneCard)) : fmt(UiText::CardsFmt, n));
}

// A legal action in words, from the texts the visual table uses.
std::string action_label(const Action& a, const Session& s, const uno::SeatView& v) {
  switch (a.type) {
    case ActionType::Play:
    case ActionType::Discard: {
      if (is_lauf_block(s, a))  // "Block with Lauf!, Colour: Blue"
        return a.colour == uno::Colour::None
                   ? choice_label(s, a)
                   : choice_label(s, a) + ", " + fmt(UiText::ColourFmt, spoken_colour(a.colour));
      std::string t = card_name(s.deck()[a.card]);
      if (a.type == ActionType::Discard) t = fmt(AccessText::DiscardFmt, t.c_str());
      if (a.colour != uno::Colour::None && s.deck()[a.card].is_wild())
        t += ", " + fmt(UiText::ColourFmt, spoken_colour(a.colour));
      if (a.target >= 0)
        t += ", " + std::string(tr(AccessText::SwapWith)) + " " + label(s.who(a.target));
      return t;
    }
    case ActionType::Draw: return tr(UiText::Draw);
    case ActionType::Pass: return tr(v.drew_this_turn ? UiText::Keep : UiText::Pass);
    case ActionType::CallUno: return tr(UiText::Uno);
    case ActionType::CatchUno: return fmt(UiText::CatchFmt, s.name(a.target));
    case ActionType::Accept: {  // "Draw 4", "Lose my turn"
      if (std::string c = choice_label(s, a); !c.empty()) return c;
      return v.pending.amount ? fmt(UiText::DrawNFmt, v.pending.amount)
                              : std::string(tr(UiText::Accept));
    }
    case ActionType::Challenge: return tr(UiText::Challenge);
    case ActionType::ChooseColour: return colour_choice(a.colour, s, v);
    case ActionType::Spin: return tr(UiText::Spin);
    case ActionType::Done: return tr(UiText::Done);
    case ActionType::ClaimUnoSpin: return tr(UiText::UnoSpin);
    case ActionType::Verdict:
      return a.target < 0 ? std::string(tr(UiText::VerdictOk))
                          : about(UiText::PenaltyFmt, s.who(a.target));
    case ActionType::NextRound: return tr(UiText::NextRound);
  }
  return {};
}

// The title of a decision the game waits for (a dialog), by phase.
std::string decision_title(const Session& s, const uno::SeatView& v) {
  const auto& legal = s.legal();
  bool challenge = false, block = false;
  for (const Action& a : legal) {
    challenge |= a.type == ActionType::Challenge;
    block |= is_lauf_block(s, a);
  }
  if (challenge && !block) return fmt(UiText::ChallengeQFmt, s.name(v.pending.source));
  // The title says the decision ("Your decision" said nothing); the prompt below
  // says what Lauf! and Challenge do.
  if (block) return std::string(tr(MomentText::BlockWithLauf)) + "?";
  if (v.phase == uno::Phase::ChooseColour) return tr(UiText::ChooseColour);
  if (v.phase == uno::Phase::Pending && v.pending.amount && v.pending.victim == s.viewer())
    return about(UiText::MustDrawFmt, s.who(s.viewer()), v.pending.amount);  // "You draw 2"
  // A dino Skip or Reverse with no Lauf! to block it: what was played on them (blind
  // play-test: "Your decision, dialog, Let it turn, button").
  if (v.phase == uno::Phase::Pending && v.pending.victim == s.viewer())
    if (std::string played = pending_prompt(s); !played.empty()) return played;
  if (v.phase == uno::Phase::Discard)  // "Discard down to 3: 2 more", "Discard a 7"
    if (std::string step = phase_prompt(s); !step.empty()) return step;
  if (v.phase == uno::Phase::Spin && s.acting_seat() == s.viewer())
    return say(MomentText::SpinsFmt, s.who(s.viewer()));  // "You spin the wheel"
  if (v.phase == uno::Phase::UnoSpinRace) return std::string(tr(MomentText::OutUnoSpin)) + "!";
  if (v.phase == uno::Phase::Verdict) return tr(AccessText::VerdictTitle);
  return tr(AccessText::Decision);
}

}  // namespace

AccessModel AccessLayer::build(const AppCore& core) const {
  AccessModel m;
  m.lang = language_tag(language());
  m.root = node(Role::Group, "UNO");
  if (const Notice* n = core.notices().current()) {  // modal over any screen
    m.screen = "notice";
    AccessNode d = node(Role::Dialog, n->title);
    if (!n->body.empty()) d.kids.push_back(node(Role::Text, n->body));
    if (!n->detail.empty()) d.kids.push_back(node(Role::Text, n->detail));
    if (!n->link.empty()) {
      AccessNode link = node(Role::LinkText, n->title);
      link.value = n->link;
      d.kids.push_back(std::move(link));
    }
    if (n->buttons.empty()) d.kids.push_back(node(Role::Button, tr(UiText::Close), "notice:ok"));
    for (const Notice::Button& b : n->buttons)
      d.kids.push_back(node(Role::Button, b.label, "notice:" + b.id));
    const std::string esc = n->buttons.empty() ? "ok" : escape_button(*n);
    if (!esc.empty()) d.id = "notice:" + esc;
    m.root.kids.push_back(std::move(d));
    return m;
  }
  if (core.screen() == Screen::Start) {
    m.screen = "start";
    start_screen(core, m.root);
  } else {
    table(core, m);
  }
  return m;
}

namespace {
// The Hint button (H on the canvas) and, once asked, the hint's line.
void coach_nodes(const AppCore& core, AccessNode& parent) {
  const Session& s = core.session();
  if (!core.coach().may_hint(s)) return;
  parent.kids.push_back(node(Role::Button, tr(CoachText::HintKey), "cmd:hint"));
  if (const Hint* h = core.coach().hint(s)) {
    const std::string text = !h->ready ? std::string(tr(CoachText::HintThinking))
                             : h->ok   ? hint_text(s, h->reply)
                                       : std::string(tr(CoachText::HintUnavailable));
    parent.kids.push_back(node(Role::Text, text));
  }
}
// A guided round's sentence, with Next when it waits and Leave: in the dialog
// that is up (a decision, the challenge's reveal, the round's end), else a dialog of its own
// while the sentence waits (the page's focus goes to Next), else a group beside the hand.
void lesson_nodes(const Session& s, AccessNode& root) {
  const TutorialRun* run = s.tutorial();
  const TutorialRun::Line line = run ? run->line() : TutorialRun::Line{};
  const uno::share::TutorialStep* step = run ? run->shown() : nullptr;
  if (!step || step->text.empty()) return;
  // The round's end (its last sentence again, and Leave) is a dialog: the focus goes to Leave.
  const bool end = run->done() && s.game().phase() != uno::Phase::RoundOver &&
                   s.game().phase() != uno::Phase::MatchOver;
  AccessNode* in = nullptr;
  for (AccessNode& k : root.kids)
    if (k.role == Role::Dialog) in = &k;
  AccessNode own = node((line.waits || end) && !in ? Role::Dialog : Role::Group, tr(UiText::Learn));
  if (!in) in = &own;
  in->kids.push_back(node(Role::Text, step->text));
  if (run->done()) in->kids.push_back(node(Role::Text, tr(UiText::LearnFinished)));
  // (Under the hand a challenge showed, its OK goes on: Session::dismiss_reveal.)
  if (line.waits && !s.reveal())
    in->kids.push_back(node(Role::Button, tr(UiText::LearnNext), "cmd:learn-next"));
  in->kids.push_back(node(Role::Button, tr(UiText::LearnLeave), "cmd:learn-leave"));
  if (in == &own) root.kids.push_back(std::move(own));
}
}  // namespace

void AccessLayer::table(const AppCore& core, AccessModel& m) const {
  const Session& s = core.session();
  AccessNode& root = m.root;
  // The keys of this rule set's own moments (blind play-test: "Keys help is the same in
  // every variant").
  if (s.rules().spin_numbers > 0) m.key_help.push_back(tr(AccessText::KeyHelpSpin));
  if (s.rules().lauf_cards > 0) m.key_help.push_back(tr(AccessText::KeyHelpLauf));
  if (s.privacy_for() >= 0) {  // hot-seat: the device changes hands
    m.screen = "privacy";
    AccessNode d = node(Role::Dialog, fmt(UiText::PassToFmt, s.name(s.privacy_for())));
    d.kids.push_back(node(Role::Text, tr(UiText::LookAway)));
    if (const std::string w = waiting_for_next(s); !w.empty())
      d.kids.push_back(node(Role::Text, w));
    d.kids.push_back(
        node(Role::Button, fmt(UiText::IAmFmt, s.name(s.privacy_for())), "cmd:privacy"));
    // A way out that shows no hand (blind play-test: "the only way to the Menu is through
    // the other person's turn").
    d.kids.push_back(node(Role::Button, tr(UiText::Menu), "cmd:menu"));
    root.kids.push_back(std::move(d));
    return;
  }
  const uno::SeatView v = s.view();
  const bool replay = core.screen() == Screen::Replay;
  const bool over = v.phase == uno::Phase::RoundOver || v.phase == uno::Phase::MatchOver;
  m.screen = replay ? "replay" : over ? "summary" : "table";
  m.summary = table_summary(s);
  const StatusLine status = status_line(s, false);
  root.kids.push_back(node(Role::Heading, status.text.empty() ? std::string("UNO") : status.text));
  // The corner's button as the canvas names it: a guided round's is Leave (a newcomer's
  // screen reader said "Menu" for it).
  if (s.tutorial())
    root.kids.push_back(node(Role::Button, tr(UiText::LearnLeave), "cmd:learn-leave"));
  else root.kids.push_back(node(Role::Button, tr(UiText::Menu), "cmd:menu"));
  if (!replay) {
    const bool allowed = s.share_allowed();  // two humans here: after the match
    root.kids.push_back(node(Role::Button, tr(allowed ? UiText::Share : UiText::ShareAfterMatch),
                             "cmd:share-deal", false, !allowed));
  }
  root.kids.push_back(node(Role::Button, tr(AccessText::ReadTable), "read-table"));
  // The keys, a button as well as "?" (found only by guessing the key).
  root.kids.push_back(node(Role::Button, tr(AccessText::Help), "keys-help"));
  AccessNode tbl = node(Role::Group, tr(AccessText::Table));
  tbl.kids.push_back(node(Role::Text, m.summary));
  root.kids.push_back(std::move(tbl));
  if (replay) replay_bar(core, root);

  const auto& legal = s.legal();
  auto card_legal = [&legal](uno::CardId c) {
    for (const Action& a : legal)
      if (is_card_action(a) && a.card == c) return true;
    return false;
  };
  // A decision the game waits for (not a plain turn): a dialog with every legal choice.
  const bool reveal = s.reveal() && s.reveal()->challenger == s.viewer();
  // A forced step (take the Draw Two, keep the unplayable drawn card) is the game's own: it
  // is taken in a moment, so no control offers it (one would vanish under the focus).
  const std::optional<Action> forced = s.forced_step();
  // Only an UNO call or a catch (the player's own late call while the next seat is hit by
  // their Draw Two) is no decision: a dialog then read "You played a Draw Two on you (+2)"
  // (blind play-test); the actions keep UNO!.
  bool own_move = false;
  for (const Action& a : legal)
    own_move |= a.type != ActionType::CallUno && a.type != ActionType::CatchUno;
  const bool decision = !over && own_move && v.phase != uno::Phase::Turn && !reveal && !forced;
  for (const Action& a : legal)
    m.decide |= !replay && !forced && a.type != ActionType::CallUno &&
                a.type != ActionType::CatchUno && a.type != ActionType::NextRound;
  m.drawn = m.decide && v.drew_this_turn && v.drawn != uno::kNoCard && card_legal(v.drawn);
  m.prompt = forgot_uno(s);
  for (const Action& a : legal) m.prompt |= a.type == ActionType::CatchUno;
  const uno::CardId pick =
      choosing_ != uno::kNoCard && choosing_gen_ == s.generation() ? choosing_ : canvas_picking_;
  const bool choosing = pick != uno::kNoCard && card_legal(pick) && !decision && !reveal;

  if (s.viewer() >= 0 || replay) {
    AccessNode hand = node(Role::List, replay ? about(UiText::HandOfSeatFmt, s.who(s.viewer()))
                                              : std::string(tr(AccessText::YourHand)));
    for (const uno::CardId c : v.hand) {
      const bool playable = card_legal(c);
      const bool bluff = is_bluff(s, c);
      const uno::Card& card = s.deck()[c];
      hand.kids.push_back(node(
          Role::Button, hand_card_label(card, playable, bluff, custom_card_rule(s.rules(), card)),
          "card:" + std::to_string(c), false, !playable || decision));
      if (bluff) hand.kids.back().value = "bluff";  // the turn's focus prefers an honest card
    }
    if (!decision) root.kids.push_back(std::move(hand));
  }
  if (!replay && s.viewer() >= 0 && !over && !decision) {
    AccessNode actions = node(Role::Group, tr(AccessText::Actions));
    const bool can_call = [&] {
      for (const Action& a : legal)
        if (a.type == ActionType::CallUno) return true;
      return false;
    }();
    bool can_play = false;
    for (const Action& a : legal) can_play |= a.type == ActionType::Play;
    const bool can_arm = v.hand.size() == 2 && can_play;
    actions.kids.push_back(node(Role::Toggle, tr(UiText::Uno), "uno", s.uno_armed(),
                                !can_call && !can_arm && !s.uno_armed()));
    for (const Action& a : legal) {
      if (a.type == ActionType::CallUno) continue;     // the UNO button
      if (forced && a.type == forced->type) continue;  // taken by the game in a moment
      if (is_card_action(a) && !(v.drew_this_turn && a.card == v.drawn)) continue;  // the hand
      std::string name = action_label(a, s, v);
      if (is_card_action(a))
        name = std::string(tr(UiText::PlayIt)) + ": " + name;  // the drawn card
      actions.kids.push_back(node(Role::Button, name, action_id(a)));
    }
    coach_nodes(core, actions);
    root.kids.push_back(std::move(actions));
  }
  if (decision) {
    const std::string title = decision_title(s, v);
    AccessNode d = node(Role::Dialog, title);
    // Who played what on the viewer, and what Lauf! or a challenge would do.
    if (const std::string prompt = pending_prompt(s); !prompt.empty()) {
      if (prompt != title) d.kids.push_back(node(Role::Text, prompt));
    } else if (const std::string step = phase_prompt(s); !step.empty() && step != title)
      d.kids.push_back(node(Role::Text, step));
    // The hand stays readable in the dialog (a discard phase chooses from it).
    for (const Action& a : legal)
      d.kids.push_back(node(Role::Button, action_label(a, s, v), action_id(a)));
    coach_nodes(core, d);
    AccessNode hand = node(Role::List, tr(AccessText::YourHand));
    for (const uno::CardId c : v.hand)
      hand.kids.push_back(node(Role::Text, card_name(s.deck()[c])));
    if (!v.hand.empty()) d.kids.push_back(std::move(hand));
    root.kids.push_back(std::move(d));
  }
  if (choosing) {
    bool colour = false;
    for (const Action& a : legal)
      if (is_card_action(a) && a.card == pick && a.colour != uno::Colour::None) colour = true;
    AccessNode d = node(Role::Dialog, colour ? tr(UiText::ChooseColour) : tr(AccessText::SwapWith));
    d.kids.push_back(node(Role::Text, card_name(s.deck()[pick])));
    for (const Action& a : legal)
      if (is_card_action(a) && a.card == pick)
        d.kids.push_back(node(Role::Button,
                              colour ? colour_choice(a.colour, s, v) : label(s.who(a.target)),
                              action_id(a)));
    d.kids.push_back(node(Role::Button, tr(AccessText::Cancel), "cancel"));
    d.id = "cancel";
    root.kids.push_back(std::move(d));
  }
  if (reveal) {
    const ChallengeReveal& r = *s.reveal();
    AccessNode d = node(Role::Dialog, about(UiText::HandOfFmt, s.who(r.player)));
    AccessNode hand = node(Role::List, about(UiText::HandOfFmt, s.who(r.player)));
    for (const uno::CardId c : r.hand)
      hand.kids.push_back(node(Role::Text, card_name(s.deck()[c])));
    d.kids.push_back(std::move(hand));
    d.kids.push_back(node(Role::Text, r.guilty ? fmt(UiText::GuiltyFmt, s.name(r.player))
                                               : fmt(UiText::InnocentFmt, r.drawn)));
    d.kids.push_back(node(Role::Button, tr(UiText::Ok), "cmd:reveal"));
    d.id = "cmd:reveal";
    root.kids.push_back(std::move(d));
  }
  if (over) root.kids.push_back(summary_dialog(core, replay));
  lesson_nodes(s, root);
  // After the hand and the decisions: the last moves in words, to read at one's own pace
  // when speech falls behind; what this player was told, forgotten at a hot-seat
  // hand-over.
  if (const auto& h = core.announcer().history(); !h.empty() && !replay) {
    AccessNode happened = node(Role::List, tr(UiText::WhatHappened));
    const size_t from = h.size() > kHistoryRead ? h.size() - kHistoryRead : 0;
    for (size_t i = from; i < h.size(); ++i) happened.kids.push_back(node(Role::Text, h[i]));
    root.kids.push_back(std::move(happened));
  }
}

void AccessLayer::replay_bar(const AppCore& core, AccessNode& root) const {
  const ReplayPlayer& r = core.replay();
  const Session& s = core.session();
  AccessNode bar = node(Role::Group, tr(UiText::Replay));
  bar.kids.push_back(node(Role::Text, fmt(UiText::MoveFmt, r.step(), r.total())));
  bar.kids.push_back(node(Role::Button, tr(UiText::Back), "cmd:replay-back"));
  bar.kids.push_back(node(Role::Button, tr(r.playing() ? UiText::Pause : UiText::PlayReplay),
                          "cmd:replay-toggle"));
  bar.kids.push_back(node(Role::Button, tr(UiText::Forward), "cmd:replay-forward"));
  AccessNode seats = radio_group(tr(UiText::Players));
  for (int seat = 0; seat < s.seats(); ++seat)
    seats.kids.push_back(
        node(Role::Radio, label(s.who(seat)), "seat:" + std::to_string(seat), seat == s.viewer()));
  bar.kids.push_back(std::move(seats));
  root.kids.push_back(std::move(bar));
}

}  // namespace app
