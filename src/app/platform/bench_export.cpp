// Module._uno_bench_peer(presetPtr, seats, hands, reps): the engine benchmark inside the
// page's own wasm (app/core/testing/peer_bench.h); returns a pointer to JSON (UTF8ToString).
#include <emscripten.h>

#include <string>

#include "app/core/testing/peer_bench.h"

extern "C" EMSCRIPTEN_KEEPALIVE const char* uno_bench_peer(const char* preset, int seats, int hands,
                                                           int reps) {
  static std::string out;
  out = app::peer_bench_json(preset != nullptr ? preset : "classic", seats, hands, reps);
  return out.c_str();
}
