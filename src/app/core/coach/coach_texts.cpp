#include "app/core/coach/coach_texts.h"

#include <cstdio>

#include "app/core/coach/coach.h"
#include "app/core/match/moments.h"
#include "app/core/match/session.h"
#include "app/core/text/access_strings.h"
#include "app/core/text/coach_strings.h"

namespace app {

using uno::Action;
using uno::ActionType;

std::string move_label(const Session& s, const Action& a, bool past) {
  char buf[256];
  switch (a.type) {
    case ActionType::Play: {
      if (a.card == uno::kNoCard || a.card >= s.deck().size) return tr(UiText::PlayIt);
      const std::string special = past ? std::string() : choice_label(s, a);
      // A Lauf! block names its colour, as its button does: "Block with Lauf!: 27 in 100;
      // Block with Lauf!: 27 in 100" told two moves apart by nothing (blind play-test).
      if (!special.empty() && a.colour != uno::Colour::None)
        return special + ", " + fmt(UiText::ColourFmt, spoken_colour(a.colour));
      if (!special.empty()) return special;
      const std::string card = card_name(s.deck()[a.card]);
      if (a.colour != uno::Colour::None && s.deck()[a.card].colour == uno::Colour::None)
        std::snprintf(buf, sizeof buf, tr(CoachText::PlayWildFmt), card.c_str(),
                      spoken_colour(a.colour));
      else std::snprintf(buf, sizeof buf, tr(CoachText::PlayFmt), card.c_str());
      return buf;
    }
    case ActionType::Draw: return tr(CoachText::DrawCard);
    case ActionType::Pass:
      return past || s.game().phase() == uno::Phase::Turn ? tr(CoachText::KeepCard)
                                                          : tr(CoachText::PassTurn);
    case ActionType::ChooseColour:
      std::snprintf(buf, sizeof buf, tr(CoachText::NameColourFmt), spoken_colour(a.colour));
      return buf;
    case ActionType::Discard:  // which card ("discard: about 30 ...; discard: about 20")
      if (a.card != uno::kNoCard && a.card < s.deck().size)
        return fmt(AccessText::DiscardFmt, card_name(s.deck()[a.card]).c_str());
      [[fallthrough]];
    case ActionType::Accept:
      if (past && a.type == ActionType::Accept) return tr(UiText::Accept);
      [[fallthrough]];
    default: {
      std::string label = choice_label(s, a);
      return label.empty() ? std::string(uno::action_verb(a.type)) : label;
    }
  }
}

namespace {
// The reply's reason as a sentence ("" when there is none or its seat is not at the table).
std::string reason_text(const Session& s, const uno::ai::MoveReason& m) {
  using K = uno::ai::MoveReasonKind;
  if (m.kind == K::KeepWild) return tr(CoachText::ReasonKeepWild);
  if (m.seat < 0 || m.seat >= s.game().seats()) return {};
  const std::string who = s.name(m.seat);
  char buf[256];
  if (m.kind == K::HoldBack && (m.cards == 1 || m.cards == 2)) {
    std::snprintf(
        buf, sizeof buf,
        tr(m.cards == 1 ? CoachText::ReasonHoldBackOneFmt : CoachText::ReasonHoldBackTwoFmt),
        who.c_str());
    return buf;
  }
  if (m.kind == K::Void && m.colour != uno::Colour::None) {
    std::snprintf(buf, sizeof buf, tr(CoachText::ReasonVoidFmt), who.c_str(),
                  spoken_colour(m.colour));
    return buf;
  }
  return {};
}

// "<chances>. <reason>" (the chances alone when there is no reason). A recommended +4 that
// is a bluff says so first: the price of its challenge is part of the advice.
std::string with_reason(std::string line, const Session& s, const AdviceReply& r) {
  if (r.choice.type == ActionType::Play && r.choice.card < s.deck().size &&
      is_bluff(s, r.choice.card)) {
    char buf[256];
    std::snprintf(buf, sizeof buf, tr(CoachText::ReasonBluffFmt), s.rules().wd4_guilty_draw);
    line += ". " + std::string(buf);
  }
  const std::string why = reason_text(s, r.reason);
  if (!why.empty()) line += ". " + why;
  return line;
}
}  // namespace

std::string hint_text(const Session& s, const AdviceReply& r) {
  return with_reason(hint_chances(s, r), s, r);
}

std::string hint_chances(const Session& s, const AdviceReply& r) {
  const std::string choice = move_label(s, r.choice);
  const int mine = estimate_of(s.deck(), r.est, r.choice);
  const ChanceOf* other = nullptr;
  for (const ChanceOf& c : r.est)
    if (!same_move(s.deck(), c.action, r.choice) && (!other || c.pct > other->pct)) other = &c;
  char buf[512];
  if (mine < 0 || !other) {
    std::snprintf(buf, sizeof buf, tr(CoachText::HintOnlyFmt), choice.c_str());
    return buf;
  }
  const std::string o = move_label(s, other->action);
  if (mine == 0)  // no move wins more than a few: "about 0 games in 100" read as a bug
    std::snprintf(buf, sizeof buf, tr(CoachText::HintHopelessFmt), choice.c_str());
  else if (other->pct == 0)
    std::snprintf(buf, sizeof buf, tr(CoachText::HintBetterNoneFmt), choice.c_str(), mine,
                  o.c_str());
  else
    std::snprintf(buf, sizeof buf,
                  tr(mine >= other->pct ? CoachText::HintBetterFmt : CoachText::HintAsGoodFmt),
                  choice.c_str(), mine, o.c_str(), other->pct);
  return buf;
}

std::string review_text(const Session& s, const ReviewMark& m) {
  char buf[512];
  const std::string played = move_label(s, m.played, true), better = move_label(s, m.better, true);
  if (m.played_pct == 0)
    std::snprintf(buf, sizeof buf, tr(CoachText::ReviewLineNoneFmt), played.c_str(), m.move,
                  better.c_str(), m.better_pct);
  else
    std::snprintf(buf, sizeof buf, tr(CoachText::ReviewLineFmt), played.c_str(), m.move,
                  m.played_pct, better.c_str(), m.better_pct);
  return buf;
}

}  // namespace app
