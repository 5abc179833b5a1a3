// The page's advisor: questions go to web/advisor-worker.js, a Web Worker that loads the
// advisor wasm (advisor.js + advisor.wasm) the first time it is asked, so the first visit
// does not fetch the search code. Answers come back through uno_advice_reply, which
// queues them and wakes the loop. A worker that cannot load or crashes answers every
// open question with ok=false (the coach falls back to Hard and says so).
#pragma once

#include <vector>

#include "app/core/coach/advisor.h"

namespace app {

class WorkerAdvisor final : public Advisor {
 public:
  void ask(const AdviceRequest& r) override;
  std::vector<AdviceReply> take() override;
};

}  // namespace app
