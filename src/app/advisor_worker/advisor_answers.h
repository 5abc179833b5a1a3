// The coach's answers, computed: a computer Expert's move, the human's hint, a past
// decision re-estimated. The position is rebuilt from the deal and the actions and the
// Expert reads only the asked seat's view (ai::bot_view, as every bot does). Used by the
// native advisor (tests, tools) and by the web's advisor worker (advisor_main.cpp); never
// linked into the page.
#pragma once

#include "ai/bot.h"
#include "app/core/coach/advice.h"

namespace app {

struct AdvisorBudget {
  uno::ai::SearchBudget move;  // the Expert's decisions (Move and Hint)
  int hint_rollouts = 240;     // the hint's estimates: split over the candidates
  int review_rollouts = 120;   // one past decision's estimates
};

// The budget of the page's worker: 30 ms per Expert decision (any-time).
AdvisorBudget web_budget();
// A deterministic budget (rollout counts only) for tests and reproducible runs.
AdvisorBudget fixed_budget(int move_rollouts, int hint_rollouts, int review_rollouts);

AdviceReply answer(const AdviceRequest& r, const AdvisorBudget& budget);

}  // namespace app
