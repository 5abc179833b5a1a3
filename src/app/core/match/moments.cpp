#include "app/core/match/moments.h"

#include <algorithm>

#include "app/core/match/session.h"
#include "app/core/text/access_strings.h"

namespace app {

using uno::Action;
using uno::ActionType;
using uno::PendingKind;

bool is_lauf_block(const Session& s, const Action& a) {
  return a.type == ActionType::Play && s.phase() == uno::Phase::Pending &&
         s.deck()[a.card].kind == uno::Kind::Lauf;
}

namespace {

// The seat whose turn starts after event `i` (the next TurnStart in the batch), or -1.
int next_turn(const std::vector<uno::Event>& events, size_t i) {
  for (size_t k = i + 1; k < events.size(); ++k)
    if (events[k].type == uno::EventType::TurnStart) return events[k].seat;
  return -1;
}

}  // namespace

std::string choice_label(const Session& s, const Action& a) {
  const uno::Pending& p = s.game().pending();
  switch (a.type) {
    case ActionType::Challenge: return tr(UiText::Challenge);
    case ActionType::Accept:
      switch (p.kind) {
        case PendingKind::Skip: return tr(MomentText::AcceptSkip);
        case PendingKind::Reverse: return tr(MomentText::AcceptReverse);
        case PendingKind::DrawUntilColour:
          return line(MomentText::AcceptDrawUntilFmt, spoken_colour(p.colour));
        case PendingKind::DrawTwo:
        case PendingKind::DrawFour: return fmt(UiText::DrawNFmt, static_cast<int>(p.amount));
        case PendingKind::None: break;
      }
      return tr(UiText::Accept);
    case ActionType::Play:
      if (is_lauf_block(s, a)) return tr(MomentText::BlockWithLauf);
      return "";
    case ActionType::Done:
      return tr(s.game().discard_state().discarded ? MomentText::DoneKeepRest
                                                   : MomentText::DoneNoDiscard);
    case ActionType::Spin: return tr(UiText::Spin);
    case ActionType::ClaimUnoSpin: return tr(UiText::UnoSpin);
    case ActionType::CatchUno: return fmt(UiText::CatchFmt, s.name(a.target));
    default: return "";
  }
}

std::vector<Choice> pending_choices(const Session& s) {
  std::vector<Choice> out;
  if (s.phase() != uno::Phase::Pending || s.viewer() < 0 || s.replaying()) return out;
  const Action* challenge = nullptr;
  const Action* block = nullptr;
  const Action* accept = nullptr;
  for (const Action& a : s.legal()) {
    if (a.type == ActionType::Challenge && !challenge) challenge = &a;
    if (a.type == ActionType::Accept && !accept) accept = &a;
    if (is_lauf_block(s, a) && !block) block = &a;
  }
  if (!challenge && !block) return out;
  if (challenge) out.push_back({"challenge", choice_label(s, *challenge), *challenge, false});
  if (block) out.push_back({"block", choice_label(s, *block), *block, true});
  if (accept) out.push_back({"accept", choice_label(s, *accept), *accept, false});
  // A seat that did not call UNO may be caught while the dialog is up (the +4 that left
  // Bo one card): the dialog offers it, as the action row under it would.
  for (const Action& a : s.legal())
    if (a.type == ActionType::CatchUno)
      out.push_back({"catch:" + std::to_string(a.target), choice_label(s, a), a, false});
  return out;
}

std::string pending_prompt(const Session& s) {
  if (s.phase() != uno::Phase::Pending) return "";
  const uno::Pending& p = s.game().pending();
  const Who source = s.who(p.source);
  std::string text;
  switch (p.kind) {
    case PendingKind::DrawTwo:
      text = p.source < 0 ? line(MomentText::PendingFirstDrawTwoFmt, p.amount)
                          : say(MomentText::PendingDrawTwoFmt, source, p.amount);
      break;
    case PendingKind::DrawFour: text = say(MomentText::PendingDrawFourFmt, source, p.amount); break;
    case PendingKind::Skip: text = say(MomentText::PendingSkipFmt, source); break;
    case PendingKind::Reverse: text = say(MomentText::PendingReverseFmt, source); break;
    case PendingKind::DrawUntilColour:
      text = line(MomentText::AcceptDrawUntilFmt, spoken_colour(p.colour));
      break;
    case PendingKind::None: break;
  }
  bool can_block = false, can_challenge = false;
  for (const Action& a : s.legal()) {
    can_block |= is_lauf_block(s, a);
    can_challenge |= a.type == ActionType::Challenge;
  }
  if (can_block && p.kind == PendingKind::Skip) text = say(MomentText::PendingSkipBlockFmt, source);
  else if (can_block) text += std::string(" ") + tr(MomentText::PendingDinoNote);
  // The colour that counts is the one before the +4 (the dialog said "the
  // colour" just after the table had said the new one); 002 asks for any playable card.
  // 003 counts a held Wild too. (A braille newcomer read "a card of the colour".)
  const uno::Colour before = s.game().colour_before_wd4();
  const uno::Wd4Guilt guilt = s.rules().wd4_guilt;
  if (!can_challenge) return text;
  if (guilt == uno::Wd4Guilt::AnyPlayable)
    return text + " " + tr(MomentText::PendingChallengeAnyNote);
  if (before == uno::Colour::None) return text + " " + tr(MomentText::PendingChallengeNote);
  return text + " " +
         line(guilt == uno::Wd4Guilt::ColourOrWild ? MomentText::PendingChallengeColourWildFmt
                                                   : MomentText::PendingChallengeColourFmt,
              spoken_colour(before));
}

std::string waiting_for_next(const Session& s) {
  if (s.privacy_for() < 0 || s.acting_seat() != s.privacy_for()) return {};
  return pending_prompt(s);  // its notes come from the legal moves: none behind the screen
}

bool is_bluff(const Session& s, uno::CardId c) {
  if (s.viewer() < 0 || s.acting_seat() != s.viewer() || !s.rules().challenge) return false;
  if (s.deck()[c].kind != uno::Kind::WildDrawFour) return false;
  bool playable = false, other = false;  // `other`: another card, not a +4, may be played
  for (const Action& a : s.legal()) {
    if (a.type != ActionType::Play) continue;
    playable |= a.card == c;
    other |= s.deck()[a.card].kind != uno::Kind::WildDrawFour;
  }
  if (!playable) return false;
  // The booklet's test of guilt (RuleSet::wd4_guilt), on the viewer's own hand alone.
  const uno::SeatView v = s.view();
  for (const uno::CardId id : v.hand) {
    if (id == c) continue;
    const uno::Card& k = s.deck()[id];
    switch (s.rules().wd4_guilt) {
      case uno::Wd4Guilt::ColourInPlay:
        if (k.colour == v.colour) return true;
        break;
      case uno::Wd4Guilt::ColourOrWild:
        if (k.colour == v.colour || k.kind == uno::Kind::Wild) return true;
        break;
      case uno::Wd4Guilt::AnyPlayable: return other;
    }
  }
  return false;
}

const char* spin_outcome_label(uno::SpinOutcome o) {
  return tr(
      static_cast<MomentText>(static_cast<int>(MomentText::OutAlmostUno) + static_cast<int>(o)));
}

const char* custom_rule_name(uno::CustomRule rule) {
  return tr(
      static_cast<MomentText>(static_cast<int>(MomentText::CustomNone) + static_cast<int>(rule)));
}

std::string custom_rule_text(const uno::RuleSet& r, int slot) {
  const auto i = static_cast<size_t>(slot % 3);
  if (r.custom_rule[i] == uno::CustomRule::FreeText && !r.custom_text[i].empty())
    return r.custom_text[i];
  return custom_rule_name(r.custom_rule[i]);
}

std::string custom_card_rule(const uno::RuleSet& r, const uno::Card& c) {
  if (c.kind != uno::Kind::WildCustom) return {};
  return line(MomentText::CardSlotFmt, c.custom_slot() + 1) + ": " +
         custom_rule_text(r, c.custom_slot());
}

std::string spin_explanation(uno::SpinOutcome o, const Who& spinner) {
  static constexpr MomentText kDo[] = {
      MomentText::DoAlmostUnoFmt, MomentText::DoDiscardNumberFmt, MomentText::DoDiscardColourFmt,
      MomentText::DoDrawRedFmt,   MomentText::DoDrawBlueFmt,      MomentText::DoTradeHands,
      MomentText::DoShowCardsFmt, MomentText::DoShowdown,         MomentText::DoUnoSpin};
  return line(MomentText::SpinFmt, spin_outcome_label(o)) + " " +
         say(kDo[static_cast<int>(o)], spinner);
}

std::string phase_prompt(const Session& s) {
  if (s.viewer() < 0 || s.replaying()) return "";
  if (s.phase() == uno::Phase::UnoSpinRace) return tr(MomentText::UnoSpinRacePrompt);
  if (s.phase() == uno::Phase::Verdict) {
    // Who played the card being judged: the last Wild Customizable's player.
    const auto& ev = s.game().events();
    int player = -1, slot = 0;
    for (auto it = ev.rbegin(); it != ev.rend(); ++it)
      if (it->type == uno::EventType::CustomRule) {
        player = it->seat;
        slot = s.deck()[it->card].custom_slot();
        break;
      }
    const uno::CustomRule rule = s.rules().custom_rule[static_cast<size_t>(slot % 3)];
    const bool custom_penalty =
        rule == uno::CustomRule::Elbows || rule == uno::CustomRule::FreeText;
    const int penalty = custom_penalty ? s.rules().custom_penalty : 4;
    return say(MomentText::VerdictPromptFmt, s.who(player), custom_rule_text(s.rules(), slot),
               penalty) +
           " " + say(MomentText::VerdictWho, s.who(s.game().current()));
  }
  // 000: the round's last card a Spin card, the wheel still turns (a newcomer took it for a
  // bug: Dan showed 0 cards while they had to spin, stop 63; the ticker's line went unseen).
  if (s.phase() == uno::Phase::Spin)
    for (int seat = 0; seat < s.seats(); ++seat)
      if (s.game().hand(seat).empty()) return say(MomentText::OutSpinStillFmt, s.who(seat));
  const uno::DiscardState& d = s.game().discard_state();
  if (s.phase() != uno::Phase::Discard || d.seat != s.viewer()) return "";
  const int hand = static_cast<int>(s.view().hand.size());
  switch (d.mode) {
    case uno::DiscardMode::AlmostUno:
      return line(MomentText::DiscardAlmostUnoFmt, std::max(0, hand - static_cast<int>(d.count)));
    case uno::DiscardMode::Number:
      if (d.number == 0xFF) return tr(MomentText::DiscardNumberAny);
      return line(MomentText::DiscardNumberFmt, std::to_string(d.number));
    case uno::DiscardMode::Colour:
      if (d.colour == uno::Colour::None) return tr(MomentText::DiscardColourAny);
      return line(MomentText::DiscardColourFmt, spoken_colour(d.colour));
    case uno::DiscardMode::Showdown: return tr(MomentText::DiscardShowdown);
    case uno::DiscardMode::UnoSpin: return tr(MomentText::DiscardUnoSpin);
    case uno::DiscardMode::ToCount:
      return line(MomentText::DiscardToCountFmt, static_cast<int>(d.count));
    case uno::DiscardMode::JokeLaugh: return tr(MomentText::DiscardJokeLaugh);
    case uno::DiscardMode::None: break;
  }
  return "";
}

Explained explain_events(const std::vector<uno::Event>& events, const std::function<Who(int)>& who,
                         const uno::RuleSet* rules, const uno::Deck* deck, int seats) {
  using uno::EventType;
  Explained out;
  bool spun = false;  // lines after a spin wait for the wheel
  size_t at = 0;      // the event being told
  auto add = [&](std::string l) {
    (spun ? out.after_wheel : out.lines).push_back(std::move(l));
    (spun ? out.after_wheel_at : out.lines_at).push_back(static_cast<int>(at));
  };
  int card_player = -1;  // who played the card whose effect this batch carries out
  bool skipped = false;
  int spinner = -1;          // who spun Show Cards in this batch
  bool traded_told = false;  // a Trade Hands spin in this batch
  int drew = -1;             // the viewer, who drew for their turn in this batch
  for (size_t i = 0; i < events.size(); ++i) {
    const uno::Event& e = events[i];
    at = i;
    switch (e.type) {
      case EventType::Play:
        card_player = e.seat;
        drew = -1;
        break;
      case EventType::Draw:
        if (e.value == static_cast<int>(uno::DrawReason::Turn) && who(e.seat).you) drew = e.seat;
        break;
      case EventType::Accepted: card_player = e.target; break;
      case EventType::Skipped: skipped = true; break;
      case EventType::Discard: {
        // A discard step's last card lands on top: an action card or a wild there is not
        // played (docs/rules.md, Spin and official112), which a +2 on top does not say (a
        // newcomer took it for a rule bug). Said when the step has ended (the turn moves on).
        // A number there sets the colour in play: said too (a newcomer saw the colour change
        // while everyone discarded down to 3, and nothing said why).
        if (!deck || e.card == uno::kNoCard) break;
        const uno::Card& c = (*deck)[e.card];
        bool last = true, ended = false;
        for (size_t k = i + 1; k < events.size(); ++k) {
          last &= events[k].type != EventType::Discard;
          ended |= events[k].type == EventType::TurnStart;
        }
        if (last && ended)
          add(line(c.kind == uno::Kind::Number ? MomentText::DiscardedOnTopFmt
                                               : MomentText::DiscardedNoEffectFmt,
                   card_name(c)));
        break;
      }
      case EventType::FirstCard:
        // docs/rules.md, "The first card": nobody played it, so nobody spins; say so, or
        // the wheel's absence reads as a fault (blind play-test).
        if (deck && e.card != uno::kNoCard && (*deck)[e.card].spin())
          add(tr(MomentText::FirstSpinPlain));
        break;
      case EventType::TurnStart:
        // Two players: a Skip, Reverse or Draw Two hands the turn straight back (002:
        // "kann gleich noch eine Karte ablegen").
        if (skipped && e.seat == card_player) add(say(MomentText::AgainTwoPlayersFmt, who(e.seat)));
        skipped = false;
        if (drew >= 0 && e.seat != drew) add(say(MomentText::DrawnNoPlay, who(drew)));
        drew = -1;
        break;
      case EventType::SpinResult:
        spun = true;
        if (e.value == static_cast<int>(uno::SpinOutcome::ShowCards)) spinner = e.seat;
        traded_told |= e.value == static_cast<int>(uno::SpinOutcome::TradeHands);
        // A computer's spin names it first (blind play-test: "Spin: Showdown ..." said
        // nobody's name; the player's own is said as they spin).
        if (!who(e.seat).you) add(say(MomentText::SpinsFmt, who(e.seat)) + ".");
        add(spin_explanation(static_cast<uno::SpinOutcome>(e.value), who(e.seat)));
        break;
      case EventType::CustomRule:
        if (rules && deck && e.card != uno::kNoCard) {
          const std::string text = custom_rule_text(*rules, (*deck)[e.card].custom_slot());
          add(say(MomentText::CustomPlayedFmt, who(e.seat), text));
          out.banner = text;
        }
        break;
      case EventType::HandsShuffled: {
        // Then who got how many ("You 6, Bo 5"): the deal-out's draws follow in this batch.
        add(say(MomentText::HandsShuffledFmt, who(e.seat)));
        std::vector<int> got;
        for (size_t k = i + 1; k < events.size(); ++k) {
          const uno::Event& d = events[k];
          if (d.type != EventType::Draw || d.value != static_cast<int>(uno::DrawReason::Shuffle) ||
              d.seat < 0)
            continue;
          if (got.size() <= static_cast<size_t>(d.seat))
            got.resize(static_cast<size_t>(d.seat) + 1);
          ++got[static_cast<size_t>(d.seat)];
        }
        std::string dealt;
        for (size_t seat = 0; seat < got.size(); ++seat) {
          if (!dealt.empty()) dealt += ", ";
          dealt += label(who(static_cast<int>(seat))) + " " + std::to_string(got[seat]);
        }
        if (!dealt.empty()) add(line(MomentText::HandsDealtFmt, dealt));
        break;
      }
      case EventType::HandsTraded:
        // The wheel's own line already said where every hand goes.
        if (!traded_told) add(tr(MomentText::HandsTraded));
        break;
      case EventType::ShowdownCard:
        if (!deck) {  // no card faces: only that a tie-break happened
          if (e.value > 0 && (i == 0 || events[i - 1].type != EventType::ShowdownCard ||
                              events[i - 1].value != e.value))
            add(tr(MomentText::ShowdownTie));
        } else if (i == 0 || events[i - 1].type != EventType::ShowdownCard) {
          // Every round's numbers in one line ("Showdown, highest numbers: You 7, Bo 7.
          // Tie-break, next highest: You 5, Bo 4."): the ticker keeps a few lines only.
          std::string text, shown;
          int round = 0;
          std::uint32_t showed = 0;  // the seats with a number card (they show in round 0)
          for (size_t k = i; k <= events.size(); ++k) {
            const bool more = k < events.size() && events[k].type == EventType::ShowdownCard;
            if (!more || events[k].value != round) {
              text += (text.empty() ? "" : " ") +
                      line(round > 0 ? MomentText::TieBreakRoundFmt : MomentText::ShowdownRoundFmt,
                           shown);
              shown.clear();
              // Who takes no part is said too: silence would leave them wondering.
              for (int seat = 0; round == 0 && seat < seats; ++seat)
                if (!(showed >> seat & 1u)) shown += (shown.empty() ? "" : ", ") + label(who(seat));
              if (!shown.empty()) text += " " + line(MomentText::NoNumberCardFmt, shown);
              shown.clear();
              if (!more) break;
              round = events[k].value;
            }
            showed |= 1u << events[k].seat;
            if (events[k].card == uno::kNoCard) continue;
            if (!shown.empty()) shown += ", ";
            shown +=
                label(who(events[k].seat)) + " " + std::to_string((*deck)[events[k].card].number);
          }
          add(text);
        }
        break;
      case EventType::Reveal:
        // Show Cards: the spinner's hand, shown to everyone, named in one line.
        if (deck && e.target < 0 && e.card != uno::kNoCard && e.seat == spinner &&
            (i == 0 || events[i - 1].type != EventType::Reveal)) {
          std::string shown;
          for (size_t k = i; k < events.size() && events[k].type == EventType::Reveal; ++k) {
            if (events[k].card == uno::kNoCard || events[k].seat != e.seat) continue;
            if (!shown.empty()) shown += ", ";
            shown += card_name((*deck)[events[k].card]);
          }
          add(say(MomentText::ShowsHandFmt, who(e.seat), shown));
        }
        break;
      case EventType::ShowdownWinner:
        add(e.seat >= 0 ? say(MomentText::ShowdownWinnerFmt, who(e.seat))
                        : std::string(tr(MomentText::ShowdownNobody)));
        break;
      case EventType::UnoSpinClaim:
        add(say(MomentText::UnoSpinFirstFmt, who(e.seat)));
        out.banner = say(MomentText::UnoSpinWinnerFmt, who(e.seat));
        break;
      case EventType::Blocked: {
        const int next = next_turn(events, i);
        MomentText row = MomentText::BlockedWildFmt;
        switch (static_cast<PendingKind>(e.value)) {
          case PendingKind::Skip: row = MomentText::BlockedSkipFmt; break;
          case PendingKind::Reverse: row = MomentText::BlockedReverseFmt; break;
          case PendingKind::DrawTwo: row = MomentText::BlockedDrawTwoFmt; break;
          case PendingKind::DrawFour: row = MomentText::BlockedDrawFourFmt; break;
          default: break;
        }
        // Who plays next in a sentence of its own, in their person ("You are next.").
        std::string said = say(row, who(e.seat));
        if (next >= 0) said += " " + say(MomentText::NextTurnFmt, who(next));
        add(said);
        out.banner = tr(MomentText::BlockedBanner);
        break;
      }
      default: break;
    }
  }
  return out;
}

}  // namespace app
