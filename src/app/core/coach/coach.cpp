#include "app/core/coach/coach.h"

#include <algorithm>
#include <cstdio>

#include "app/core/announce/announcer.h"
#include "app/core/coach/coach_texts.h"
#include "app/core/match/session.h"
#include "app/core/text/coach_strings.h"

namespace app {

using uno::Action;
using uno::ActionType;
using uno::Phase;

namespace {

// The decisions a review looks at (UNO calls, catches and races are not the coach's).
bool reviewed(const Action& a) {
  switch (a.type) {
    case ActionType::Play:
    case ActionType::Draw:
    case ActionType::Pass:
    case ActionType::ChooseColour:
    case ActionType::Accept:
    case ActionType::Challenge: return true;
    default: return false;
  }
}

int reviewed_seat(const Session& s) {
  const int seat = s.bottom_seat();
  return s.is_human(seat) ? seat : -1;
}

// The coach is in use in this match: a seat is Expert (its worker runs anyway). Otherwise
// the review waits until the player asks for a hint, so nobody who never used the coach
// fetches the advisor.
bool expert_at_table(const Session& s) {
  for (const auto& seat : s.deal().seats)
    if (seat.player == uno::share::Player::BotExpert) return true;
  return false;
}

bool round_over(const Session& s) {
  return s.phase() == Phase::RoundOver || s.phase() == Phase::MatchOver;
}

}  // namespace

bool Coach::in_use(const Session& s) const { return expert_at_table(s) || hinted_; }

bool Coach::review_due(const Session& s) const {
  return advisor_ && in_use(s) && round_over(s) && reviewed_seat(s) >= 0 &&
         (!review_ || review_->generation != s.generation() ||
          review_->round_end != s.actions().size());
}

bool Coach::review_to_ask(const Session& s) const {
  return review_ && !review_->done && review_id_ == 0 && !review_left_.empty() &&
         review_->generation == s.generation() && review_->round_end == s.actions().size();
}

void Coach::reset() {
  move_id_ = hint_id_ = review_id_ = 0;
  move_deadline_ = -1;
  hint_.reset();
  review_.reset();
  review_left_.clear();
}

void Coach::forget_private() {
  hint_id_ = review_id_ = 0;
  hint_.reset();
  review_.reset();
  review_left_.clear();
}

std::uint32_t Coach::send(AdviceKind kind, const Session& s, std::size_t at, int seat) {
  AdviceRequest r;
  r.id = next_id_++;
  r.kind = kind;
  r.deal = s.deal();
  r.actions.assign(s.actions().begin(), s.actions().begin() + static_cast<std::ptrdiff_t>(at));
  r.seat = seat;
  r.from_deal = s.log_start() == 0;
  advisor_->ask(r);
  return r.id;
}

bool Coach::take_expert_slow() {
  const bool slow = expert_slow_;
  expert_slow_ = false;
  return slow;
}

void Coach::expert_fallback(Session& s, double now) {
  if (const auto& w = s.expert_wait()) s.expert_move(w->fallback, now);
  s.experts_as_hard();
  move_id_ = 0;
  move_deadline_ = -1;
  expert_slow_ = advisor_ != nullptr;  // no coach at all (a native tool): nothing to explain
}

bool Coach::frame(Session& s, Announcer& announcer, double now) {
  if (!s.active() || s.replaying()) return false;
  bool changed = advisor_ && take_answers(s, announcer, now);
  if (const auto& w = s.expert_wait()) {
    if (!advisor_) {
      expert_fallback(s, now);
    } else if (move_id_ == 0 || move_gen_ != s.generation() || move_at_ != w->at) {
      move_id_ = send(AdviceKind::Move, s, w->at, w->seat);
      move_gen_ = s.generation();
      move_at_ = w->at;
      move_deadline_ = now + kExpertTimeoutMs;
    } else if (now >= move_deadline_) {
      expert_fallback(s, now);
      changed = true;
    }
  }
  if (review_due(s)) {
    start_review(s);
    changed = true;
  }
  if (review_id_ != 0 && now >= review_deadline_) {  // no answer: the question is skipped
    review_id_ = 0;
    on_review_answer(s, AdviceReply{}, announcer);
    changed = true;
  }
  if (review_to_ask(s)) {
    // One decision at a time: an Expert's move or a hint asked meanwhile is not held up.
    review_point_ = review_left_.front();
    review_left_.erase(review_left_.begin());
    review_deadline_ = now + kReviewTimeoutMs;
    review_id_ = send(AdviceKind::Review, s, review_point_.at, review_seat_);
  }
  // An advisor that answered at once (the native one) is heard in the same frame.
  if (advisor_ && take_answers(s, announcer, now)) changed = true;
  return changed;
}

bool Coach::take_answers(Session& s, Announcer& announcer, double now) {
  bool changed = false;
  for (const AdviceReply& r : advisor_->take()) {
    if (r.kind == AdviceKind::Move && r.id == move_id_ && move_id_ != 0) {
      move_id_ = 0;
      move_deadline_ = -1;
      const auto& w = s.expert_wait();
      if (!w || w->at != move_at_ || s.generation() != move_gen_) continue;  // moved on
      if (r.ok) s.expert_move(r.choice, now);
      else expert_fallback(s, now);
      changed = true;
    } else if (r.kind == AdviceKind::Hint && r.id == hint_id_ && hint_ && !hint_->ready) {
      hint_->ready = true;
      hint_->ok = r.ok;
      hint_->reply = r;
      if (hint(s) != nullptr) {
        const std::string line =
            r.ok ? hint_text(s, r) : std::string(tr(CoachText::HintUnavailable));
        char buf[600];
        std::snprintf(buf, sizeof buf, tr(CoachText::HintAnnounceFmt), line.c_str());
        announcer.say(buf);
      }
      changed = true;
    } else if (r.kind == AdviceKind::Review && r.id == review_id_ && review_id_ != 0) {
      review_id_ = 0;
      on_review_answer(s, r, announcer);
      changed = true;
    }
  }
  return changed;
}

bool Coach::may_hint(const Session& s) const {
  if (!s.active() || s.replaying() || s.viewer() < 0 || s.acting_seat() != s.viewer() ||
      round_over(s))
    return false;
  for (const Action& a : s.legal())
    if (a.type != ActionType::CallUno && a.type != ActionType::CatchUno) return true;
  return false;
}

void Coach::ask_hint(const Session& s, double /*now*/) {
  if (!may_hint(s)) return;
  if (hint(s) != nullptr) return;  // asked already for this position
  hint_ = Hint{s.generation(), s.actions().size(), false, false, {}};
  hinted_ = true;
  if (!advisor_) {
    hint_->ready = true;
    return;
  }
  hint_id_ = send(AdviceKind::Hint, s, s.actions().size(), s.viewer());
}

const Hint* Coach::hint(const Session& s) const {
  if (!hint_ || !s.active() || hint_->generation != s.generation() ||
      hint_->at != s.actions().size() || s.viewer() < 0 || s.legal().empty())
    return nullptr;
  return &*hint_;
}

const Review* Coach::review(const Session& s) const {
  if (!review_ || !s.active() || !round_over(s) || review_->generation != s.generation() ||
      review_->round_end != s.actions().size())
    return nullptr;
  return &*review_;
}

void Coach::start_review(const Session& s) {
  review_ = Review{};
  review_->generation = s.generation();
  review_->round_end = s.actions().size();
  review_seat_ = reviewed_seat(s);
  review_id_ = 0;
  review_left_.clear();
  const auto& log = s.actions();
  std::size_t start = 0;  // this round's first action: after the last "next round"
  for (std::size_t i = log.size(); i-- > 0;)
    if (log[i].type == ActionType::NextRound) {
      start = i + 1;
      break;
    }
  int move = 0;
  for (std::size_t i = start; i < log.size(); ++i)
    if (log[i].seat == review_seat_ && reviewed(log[i])) review_left_.push_back({i, ++move});
  if (review_left_.size() > kReviewMaxPoints)
    review_left_.erase(review_left_.begin(),
                       review_left_.end() - static_cast<std::ptrdiff_t>(kReviewMaxPoints));
  review_->total = static_cast<int>(review_left_.size());
  review_->done = review_left_.empty();
}

void Coach::on_review_answer(const Session& s, const AdviceReply& r, Announcer& announcer) {
  if (!review_ || review_->generation != s.generation() || review_point_.at >= s.actions().size())
    return;
  ++review_->checked;
  const Action played = s.actions()[review_point_.at];
  const int mine = r.ok ? estimate_of(s.deck(), r.est, played) : -1;
  const ChanceOf* best = nullptr;
  for (const ChanceOf& c : r.est)
    if (!best || c.pct > best->pct) best = &c;
  auto& m = review_->marks;
  if (mine >= 0 && best && !same_move(s.deck(), best->action, played) &&
      best->pct - mine >= kReviewMinDrop) {
    // The kReviewMarks worst moves (the largest drop; the earlier move on a tie), listed in
    // the order they were played: worst first read as a jumbled round ("Move 7 … Move 3").
    const ReviewMark mark{review_point_.move, played, best->action, mine, best->pct};
    // In its place by the move's number (appended, then moved down: no vector insert's code).
    m.push_back(mark);
    for (std::size_t i = m.size() - 1; i > 0 && m[i - 1].move > m[i].move; --i)
      std::swap(m[i - 1], m[i]);
    if (m.size() > kReviewMarks) {
      auto drop = [](const ReviewMark& x) { return x.better_pct - x.played_pct; };
      auto least = m.begin();  // the smallest drop, the latest move on a tie
      for (auto it = m.begin(); it != m.end(); ++it)
        if (drop(*it) <= drop(*least)) least = it;
      m.erase(least);
    }
  }
  if (!review_left_.empty()) return;
  review_->done = true;
  std::string said = tr(CoachText::ReviewTitle);
  said += ": ";
  if (m.empty()) said += tr(CoachText::ReviewClean);
  for (const ReviewMark& x : m) said += review_text(s, x) + ". ";
  announcer.say(said);
}

double Coach::next_wake(const Session& s) const {
  if (const auto& w = s.expert_wait();
      w && !s.replaying() && (move_id_ == 0 || move_gen_ != s.generation() || move_at_ != w->at))
    return 0.0;
  // The review goes on by itself: an answer heard in the frame that asked it (a failed or
  // local advisor) leaves the next question to the next frame, which nothing else brings.
  if (s.active() && !s.replaying() && (review_due(s) || review_to_ask(s))) return 0.0;
  double due = move_id_ != 0 ? move_deadline_ : -1.0;
  if (review_id_ != 0 && (due < 0 || review_deadline_ < due)) due = review_deadline_;
  return due;
}

}  // namespace app
