// uno_peer_ceiling [HANDS] [ROUNDS] [SEATS]: how close the engine plays the peer benchmark
// to code that knows nothing but classic rules. Each round plays the same HANDS classic
// hands (one hand per game, the peer policy, the seeds of `uno-cli bench --policy peer`,
// seed 1) twice, in one process, one after the other: by the engine (ai::play_peer_hand on
// one Game dealt anew each hand, as run_peer plays them, without its off-clock replay) and
// by ClassicPeerLoop (classic_peer_loop.h). Each is timed in thread CPU time, both record
// their actions the same way, and the digests of the actions must be equal (else exit 1).
// Prints hands/s per round and the medians; the ratio of the two is steadier than either
// alone on a shared machine. Defaults: 100000 hands, 9 rounds, 4 seats.
//   cmake --build --preset native --target uno_peer_ceiling
//   build/native/tests/perf/ceiling/uno_peer_ceiling
//   cmake --build --preset web --target uno_peer_ceiling     (the engine as the page ships it)
//   node --no-experimental-fetch build/web/tests/perf/ceiling/uno_peer_ceiling.js
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <vector>

#include "ai/peer_policy.h"
#include "classic_peer_loop.h"
#include "engine/game.h"
#include "engine/rules.h"

using namespace uno;

namespace {

// Thread CPU time natively; wasm has no such clock: wall time (node, one thread).
double cpu_seconds() {
  timespec t;
#ifdef __EMSCRIPTEN__
  clock_gettime(CLOCK_MONOTONIC, &t);
#else
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
#endif
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

std::uint64_t digest(const std::vector<Action>& played) {
  Fnv1a d;
  ai::feed(d, played);
  return d.h;
}

}  // namespace

int main(int argc, char** argv) {
  const long long hands = argc > 1 ? std::atoll(argv[1]) : 100000;
  const int rounds = argc > 2 ? std::atoi(argv[2]) : 9;
  const int seats = argc > 3 ? std::atoi(argv[3]) : 4;
  if (hands < 1 || rounds < 1 || seats < 2 || seats > 10) {
    std::fprintf(stderr, "usage: uno_peer_ceiling [HANDS>0] [ROUNDS>0] [SEATS 2-10]\n");
    return 2;
  }
  RuleSet one = classic();
  one.target_score = 0;
  one.round_wins = 1;
  Game g(one, seats, ai::hand_seed(1, 0));
  g.set_logging(false);
  perf::ClassicPeerLoop loop(seats);
  std::vector<Action> scratch, played;
  scratch.reserve(256);
  played.reserve(static_cast<std::size_t>(hands) * 16 * static_cast<std::size_t>(seats));
  std::vector<double> engine_rate, loop_rate, ratio;
  std::uint64_t engine_digest = 0, loop_digest = 0;
  double actions = 0;
#ifdef __EMSCRIPTEN__
  const char* clock_name = "wall time";
#else
  const char* clock_name = "thread CPU time";
#endif
  std::printf("classic, %d seats, %lld hands a round, %d rounds (hands/s, %s)\n", seats, hands,
              rounds, clock_name);
  for (int r = 0; r < rounds; ++r) {
    played.clear();
    ai::PeerCounts counts;
    double t0 = cpu_seconds();
    for (long long i = 0; i < hands; ++i) {
      const std::uint64_t hs = ai::hand_seed(1, i);
      g.restart(hs);
      Rng rng(hs ^ 0x5EE12EE1ULL);
      ai::play_peer_hand(g, rng, scratch, played, counts);
    }
    const double engine_s = cpu_seconds() - t0;
    engine_digest = digest(played);
    actions = static_cast<double>(played.size()) / static_cast<double>(hands);
    played.clear();
    t0 = cpu_seconds();
    for (long long i = 0; i < hands; ++i) loop.play(ai::hand_seed(1, i), played);
    const double loop_s = cpu_seconds() - t0;
    loop_digest = digest(played);
    engine_rate.push_back(static_cast<double>(hands) / engine_s);
    loop_rate.push_back(static_cast<double>(hands) / loop_s);
    ratio.push_back(engine_s / loop_s);
    std::printf("round %d: engine %.0f  single-purpose loop %.0f  (loop/engine %.2fx)\n", r + 1,
                engine_rate.back(), loop_rate.back(), ratio.back());
  }
  std::printf(
      "median: engine %.0f  single-purpose loop %.0f  loop/engine %.2fx (rounds %.2f-%.2f)\n",
      median(engine_rate), median(loop_rate), median(ratio),
      *std::min_element(ratio.begin(), ratio.end()), *std::max_element(ratio.begin(), ratio.end()));
  std::printf("actions/hand %.2f  digest engine %016llx loop %016llx%s\n", actions,
              static_cast<unsigned long long>(engine_digest),
              static_cast<unsigned long long>(loop_digest),
              engine_digest == loop_digest ? "" : "  DIFFERENT GAMES");
  return engine_digest == loop_digest ? 0 : 1;
}
