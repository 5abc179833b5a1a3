#include "app/advisor_worker/local_advisor.h"

#include <utility>

namespace app {

void LocalAdvisor::ask(const AdviceRequest& r) {
  ++asked_;
  // Through the wire format, as a worker's questions go: what it cannot carry fails here too.
  const auto text = encode_request(r);
  const auto back = text ? decode_request(*text) : std::nullopt;
  AdviceReply reply;
  reply.id = r.id;
  reply.kind = r.kind;
  if (back && !fail_) reply = answer(*back, budget_);
  const auto wire = decode_reply(encode_reply(reply));
  ready_.push_back(wire ? *wire : reply);
}

std::vector<AdviceReply> LocalAdvisor::take() {
  if (hold_) return {};
  return std::exchange(ready_, {});
}

}  // namespace app
