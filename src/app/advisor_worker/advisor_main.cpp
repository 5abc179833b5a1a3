// The advisor worker's wasm (advisor.js + advisor.wasm, loaded by web/advisor-worker.js in
// a Web Worker the first time the page needs the Expert): a request in, a reply out, as
// text (core/coach/advice.h). The engine and the bots only: no SDL, no ImGui.
#include <emscripten/emscripten.h>

#include <cstdint>
#include <cstdlib>
#include <string>

#include "app/advisor_worker/advisor_answers.h"

extern "C" EMSCRIPTEN_KEEPALIVE const char* uno_advise(const char* request) {
  static std::string reply;
  const auto r = app::decode_request(request != nullptr ? request : "");
  if (!r) {
    // Not ok, under the question's id and kind when they can be read: the page falls back.
    app::AdviceReply failed;
    char* end = nullptr;
    failed.id =
        static_cast<std::uint32_t>(std::strtoul(request != nullptr ? request : "", &end, 10));
    const unsigned long kind = end != nullptr ? std::strtoul(end, nullptr, 10) : 0;
    failed.kind = static_cast<app::AdviceKind>(kind <= 2 ? kind : 0);
    reply = app::encode_reply(failed);
    return reply.c_str();
  }
  reply = app::encode_reply(app::answer(*r, app::web_budget()));
  return reply.c_str();
}

int main() { return 0; }
