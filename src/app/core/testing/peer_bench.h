// The page's own engine benchmark: the peer policy (ai/peer_policy.h) run inside the
// shipped wasm, so a test can prove the bundle's engine speed and that it plays the same
// games as the native build (`uno-cli bench --policy peer`, same digest).
#pragma once

#include <string>

namespace app {

// Plays `reps` repetitions of `hands` hands of `preset` at `seats` seats (seed 1, after
// one unmeasured repetition as a warm-up) and returns JSON: preset, seats, hands, reps,
// digest (16 hex digits), the median and range of hands/s and the median turns/s. An
// unknown preset or seat count gives {"error": "..."}.
std::string peer_bench_json(const std::string& preset, int seats, long long hands, int reps);

}  // namespace app
