// Where the coach's questions go (advice.h): natively (tests, tools) an advisor that asks
// the Expert at once (src/app/advisor_worker/local_advisor.h); on the web a Web Worker running a
// second, small wasm with the engine and the bots only (platform/worker_advisor.h), fetched
// the first time it is needed, so the page's first visit does not carry the search code.
#pragma once

#include <vector>

#include "app/core/coach/advice.h"

namespace app {

class Advisor {
 public:
  virtual ~Advisor() = default;
  // Starts on `r`; never blocks a frame for long (the web's worker computes elsewhere).
  virtual void ask(const AdviceRequest& r) = 0;
  // The answers that came since the last call, in any order (ok=false: it failed).
  virtual std::vector<AdviceReply> take() = 0;
};

}  // namespace app
