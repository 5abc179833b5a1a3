// The advisor of native builds (tests, tools): answers each question at once, on the
// caller's thread, with a fixed budget; the answers wait in take() like a worker's.
#pragma once

#include <vector>

#include "app/advisor_worker/advisor_answers.h"
#include "app/core/coach/advisor.h"

namespace app {

class LocalAdvisor final : public Advisor {
 public:
  explicit LocalAdvisor(AdvisorBudget budget) : budget_(budget) {}
  void ask(const AdviceRequest& r) override;
  std::vector<AdviceReply> take() override;
  int asked() const { return asked_; }
  // Holds answers back (they stay queued) until release(): a slow worker, in tests.
  void hold(bool on) { hold_ = on; }
  // Answers every question with ok=false (a failed worker, in tests).
  void fail(bool on) { fail_ = on; }

 private:
  AdvisorBudget budget_;
  std::vector<AdviceReply> ready_;
  int asked_ = 0;
  bool hold_ = false;
  bool fail_ = false;
};

}  // namespace app
