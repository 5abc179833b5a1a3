#include "app/advisor_worker/advisor_answers.h"

#include <cmath>

#include "ai/move_estimates.h"
#include "ai/move_reason.h"
#include "app/core/coach/coach.h"
#include "share/deal.h"

namespace app {

AdvisorBudget web_budget() { return AdvisorBudget{}; }

AdvisorBudget fixed_budget(int move_rollouts, int hint_rollouts, int review_rollouts) {
  AdvisorBudget b;
  b.move.rollouts = move_rollouts;
  b.hint_rollouts = hint_rollouts;
  b.review_rollouts = review_rollouts;
  return b;
}

AdviceReply answer(const AdviceRequest& r, const AdvisorBudget& budget) {
  AdviceReply out;
  out.id = r.id;
  out.kind = r.kind;
  if (uno::share::check_deal(r.deal)) return out;
  auto game = uno::share::replay(r.deal, r.actions);
  if (!game || r.seat < 0 || r.seat >= game->seats()) return out;
  // The seat's own view and legal actions: what a bot in that seat is given.
  const uno::SeatView view = uno::ai::bot_view(*game, r.seat);
  std::vector<uno::Action> legal;
  game->legal_actions(r.seat, legal);
  if (legal.empty()) return out;
  const std::uint64_t seed = uno::ai::bot_seed(r.deal.seed, r.seat);
  if (r.kind != AdviceKind::Review) {
    const auto expert = uno::ai::make_expert(seed, budget.move);
    const uno::ai::Decision d = expert->decide(view, legal);
    if (!d.act) return out;
    out.choice = d.action;
  }
  if (r.kind != AdviceKind::Move) {
    const int rollouts = r.kind == AdviceKind::Hint ? budget.hint_rollouts : budget.review_rollouts;
    for (const uno::ai::MoveEstimate& m : uno::ai::estimate_moves(view, legal, seed, rollouts))
      out.est.push_back({m.action, static_cast<int>(std::lround(m.rate() * 100.0))});
  }
  if (r.kind == AdviceKind::Hint) {
    // The Expert keeps Hard's move unless its own search clearly beats it; the hint's
    // larger sample may say otherwise. Then it names the move with the best estimate: the
    // hint's own numbers agree with it ("Play Yellow 6: about 20 games in 100,
    // about as many as with Play Yellow Skip (28)" read as advice to take the worse move,
    // and the review, which ranks moves by such estimates, then preferred the other).
    const uno::Deck& deck = game->deck();
    const int mine = estimate_of(deck, out.est, out.choice);
    const ChanceOf* best = nullptr;
    for (const ChanceOf& c : out.est)
      if (!best || c.pct > best->pct) best = &c;
    if (best && mine >= 0 && best->pct > mine) out.choice = best->action;
    // Why, in table terms, against the best other move (the one the hint line names).
    const ChanceOf* other = nullptr;
    for (const ChanceOf& c : out.est)
      if (!same_move(deck, c.action, out.choice) && (!other || c.pct > other->pct)) other = &c;
    out.reason = uno::ai::move_reason(view, out.choice, other ? other->action : uno::Action{});
  }
  out.ok = true;
  return out;
}

}  // namespace app
