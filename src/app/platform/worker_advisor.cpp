#include "app/platform/worker_advisor.h"

#include <utility>

#include "app/platform/browser.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace app {
namespace {

std::vector<AdviceReply> g_answers;

#ifdef __EMSCRIPTEN__
// The worker starts with the first question. Open questions are kept by id, so a worker
// that fails to load or crashes answers each of them "not ok" ("<id> <kind> 0 ...").
EM_JS(void, uno_js_advisor_ask, (const char* text), {
  var t = UTF8ToString(text);
  var A = Module.unoAdvisor || (Module.unoAdvisor = {open : {}, worker : null});
  var reply = function(s) {
    var n = lengthBytesUTF8(s) + 1;
    var m = _malloc(n);
    stringToUTF8(s, m, n);
    _uno_advice_reply(m);
    _free(m);
  };
  var fail = function(q) {
    var p = q.split(' ');
    reply(p[0] + ' ' + p[1] + ' 0 0 0 0 0 0 0');
  };
  if (!A.worker) {
    try {
      A.worker = new Worker('advisor-worker.js');
    } catch (e) {
      fail(t);
      return;
    }
    A.worker.onmessage = function(e) {
      delete A.open[e.data.split(' ')[0]];
      reply(e.data);
    };
    A.worker.onerror = function(e) {
      if (e && e.preventDefault) e.preventDefault();
      var open = A.open;
      A.open = {};
      if (A.worker) A.worker.terminate();
      A.worker = null;
      Object.keys(open).forEach(function(k) { fail(open[k]); });
    };
  }
  A.open[t.split(' ')[0]] = t;
  A.worker.postMessage(t);
});
#endif

}  // namespace

void WorkerAdvisor::ask(const AdviceRequest& r) {
  const auto text = encode_request(r);
#ifdef __EMSCRIPTEN__
  if (text) {
    uno_js_advisor_ask(text->c_str());
    return;
  }
#endif
  AdviceReply failed;
  failed.id = r.id;
  failed.kind = r.kind;
  g_answers.push_back(failed);
}

std::vector<AdviceReply> WorkerAdvisor::take() { return std::exchange(g_answers, {}); }

}  // namespace app

#ifdef __EMSCRIPTEN__
// Called by web/advisor-worker.js's page side with the worker's reply (or, for a failed
// worker, "<id> <kind> 0 ..." for every open question).
extern "C" EMSCRIPTEN_KEEPALIVE void uno_advice_reply(const char* text) {
  if (text != nullptr) {
    if (auto r = app::decode_reply(text)) app::g_answers.push_back(std::move(*r));
  }
  app::wake_after(0);
}
#endif
