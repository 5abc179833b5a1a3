// The accessibility model's round summary: who won, the scores and the cards left (public
// at a round's end), the coach's review, and the way on (next round, rematch, menu).
#include <cstdio>

#include "app/access/access_nodes.h"
#include "app/core/app/app_core.h"
#include "app/core/coach/coach_texts.h"
#include "app/core/match/table_words.h"
#include "app/core/text/access_strings.h"
#include "app/core/text/coach_strings.h"

namespace app {

using uno::Action;
using uno::ActionType;
using Role = AccessNode::Role;

namespace {
std::string fmt_review_progress(const Review& r) {
  char buf[256];
  std::snprintf(buf, sizeof buf, tr(CoachText::ReviewWorkingFmt), r.checked, r.total);
  return buf;
}
}  // namespace

AccessNode summary_dialog(const AppCore& core, bool replay) {
  const Session& s = core.session();
  const uno::SeatView v = s.view(s.event_count());
  const auto& legal = s.legal();
  std::string title;
  if (v.phase == uno::Phase::MatchOver && v.match_winners.size() == 1) {
    title = about(UiText::WinsMatchFmt, s.who(v.match_winners[0]));
  } else if (v.phase == uno::Phase::MatchOver && !v.match_winners.empty()) {
    std::string names;
    for (int w : v.match_winners) names += (names.empty() ? "" : ", ") + label(s.who(w));
    title = fmt(UiText::WinMatchTieFmt, names.c_str());
  } else if (v.round_winner >= 0) {
    title = about(UiText::WinsRoundFmt, s.who(v.round_winner));
  } else {
    title = tr(v.phase == uno::Phase::MatchOver ? UiText::MatchOver : UiText::RoundOver);
  }
  AccessNode d = node(Role::Dialog, title);
  AccessNode rows = node(Role::List, tr(AccessText::ScoresTitle));
  const bool scoring = s.rules().target_score > 0;
  for (const RoundRow& r : s.round_rows()) {
    std::string line = fmt(AccessText::SummaryRowFmt, label(s.who(r.seat)).c_str(), r.hand_points);
    if (scoring) {
      char buf[96];
      std::snprintf(buf, sizeof buf, ", %s %+d, %s %d", tr(UiText::ThisRound), r.round_points,
                    tr(UiText::Total), r.total);
      line += buf;
    } else if (const int of = rounds_to_win(s.rules())) {
      line += ", " + fmt(AccessText::RoundsWonFmt, v.rounds_won[static_cast<size_t>(r.seat)], of);
    }
    // The cards left, as the sighted summary shows them (public at a round's end).
    for (size_t i = 0; i < r.hand.size(); ++i)
      line += (i == 0 ? ": " : ", ") + card_name(s.deck()[r.hand[i]]);
    rows.kids.push_back(node(Role::Text, line));
  }
  d.kids.push_back(std::move(rows));
  if (const std::string note = scoring_note(s.rules()); !note.empty())
    d.kids.push_back(node(Role::Text, note));  // the lowest total wins
  if (const Review* r = core.coach().review(s)) {
    AccessNode review = node(Role::List, tr(CoachText::ReviewTitle));
    if (!r->done) review.kids.push_back(node(Role::Text, fmt_review_progress(*r)));
    else if (r->marks.empty()) review.kids.push_back(node(Role::Text, tr(CoachText::ReviewClean)));
    for (const ReviewMark& mk : r->marks)
      review.kids.push_back(node(Role::Text, review_text(s, mk)));
    d.kids.push_back(std::move(review));
  }
  if (v.phase == uno::Phase::MatchOver && !replay) {
    d.kids.push_back(node(Role::Button, tr(UiText::Rematch), "cmd:rematch"));
    d.kids.push_back(node(Role::Button, tr(UiText::Menu), "cmd:menu"));
    if (s.log_start() == 0)  // a compact save kept no moves before its checkpoint
      d.kids.push_back(node(Role::Button, tr(UiText::ShareReplay), "cmd:share-replay"));
  }
  for (const Action& a : legal)
    if (a.type == ActionType::NextRound)
      d.kids.push_back(node(Role::Button, tr(UiText::NextRound), action_id(a)));
  return d;
}

}  // namespace app
