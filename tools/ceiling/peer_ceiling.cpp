// uno_peer_ceiling [HANDS] [ROUNDS] [SEATS]: how close the engine plays the peer benchmark
// to code that knows nothing but classic rules. Each round plays the same HANDS classic
// hands (one hand per game, the peer policy, the seeds of `uno-cli bench --policy peer`,
// seed 1) twice, in one process: by the engine (ai::play_peer_hand on one Game dealt anew
// each hand, as run_peer plays them, without its off-clock replay; linked as uno-cli is) and
// by ClassicPeerLoop (classic_peer_loop.h). Both record their actions the same way, in
// batches of 64 hands hashed off the clock, and the digests must be equal (else exit 1).
// Which one goes first alternates from round to round, after one unmeasured round of each.
// Prints hands/s per round and the medians; the ratio of the two is steadier than either
// alone on a shared machine. Defaults: 100000 hands, 9 rounds, 4 seats.
//   cmake --build --preset native --target uno_peer_ceiling
//   build/native/tools/ceiling/uno_peer_ceiling
//   cmake --build --preset web --target uno_peer_ceiling     (the engine as the page ships it)
//   node --no-experimental-fetch build/web/tools/ceiling/uno_peer_ceiling.js
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <vector>

#include "ai/peer_policy.h"
#include "cli/classic_peer_loop.h"
#include "engine/game.h"
#include "engine/rules.h"

using namespace uno;

namespace {

// Thread CPU time natively; wasm has no such clock: wall time there (node, one thread).
#ifdef __EMSCRIPTEN__
constexpr clockid_t kClock = CLOCK_MONOTONIC;
constexpr const char* kClockName = "wall time";
#else
constexpr clockid_t kClock = CLOCK_THREAD_CPUTIME_ID;
constexpr const char* kClockName = "thread CPU time";
#endif

double clock_seconds() {
  timespec t;
  clock_gettime(kClock, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// Hands between two off-clock digests (as run_peer's batches): their actions stay in cache.
constexpr long long kBatch = 64;

// Plays hands 0..hands-1 with `play(i, played)`, on the clock but for the digest of each
// batch of actions; returns the seconds on the clock.
template <class Play>
double timed(long long hands, std::vector<Action>& played, Fnv1a& digest, Play&& play) {
  double on_clock = 0;
  for (long long first = 0; first < hands; first += kBatch) {
    played.clear();
    const long long last = std::min(hands, first + kBatch);
    const double t0 = clock_seconds();
    for (long long i = first; i < last; ++i) play(i, played);
    on_clock += clock_seconds() - t0;
    ai::feed(digest, played);
  }
  return on_clock;
}

}  // namespace

int main(int argc, char** argv) {
  const long long hands = argc > 1 ? std::atoll(argv[1]) : 100000;
  const int rounds = argc > 2 ? std::atoi(argv[2]) : 9;
  const int seats = argc > 3 ? std::atoi(argv[3]) : 4;
  if (hands < 1 || rounds < 1 || seats < 2 || seats > kMaxSeats) {
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
  played.reserve(kBatch * 512);  // a batch's actions: about 60 a hand at 4 seats, 105 at 10
  ai::PeerCounts counts;
  const auto by_engine = [&](long long i, std::vector<Action>& out) {
    const std::uint64_t hs = ai::hand_seed(1, i);
    g.restart(hs);
    Rng rng(ai::policy_seed(hs));
    ai::play_peer_hand(g, rng, scratch, out, counts);
  };
  const auto by_loop = [&](long long i, std::vector<Action>& out) {
    const std::uint64_t hs = ai::hand_seed(1, i);
    loop.play(hs, ai::policy_seed(hs), out);
  };
  std::printf("classic, %d seats, %lld hands a round, %d rounds (hands/s, %s)\n", seats, hands,
              rounds, kClockName);
  std::vector<double> engine_rate, loop_rate, ratio;
  std::uint64_t engine_digest = 0, loop_digest = 0;
  for (int r = -1; r < rounds; ++r) {  // round -1: warm-up, not counted
    Fnv1a engine_fnv, loop_fnv;
    double engine_s = 0, loop_s = 0;
    if (r % 2 == 0) {
      engine_s = timed(hands, played, engine_fnv, by_engine);
      loop_s = timed(hands, played, loop_fnv, by_loop);
    } else {
      loop_s = timed(hands, played, loop_fnv, by_loop);
      engine_s = timed(hands, played, engine_fnv, by_engine);
    }
    engine_digest = engine_fnv.h;
    loop_digest = loop_fnv.h;
    if (engine_digest != loop_digest || r < 0) continue;
    engine_rate.push_back(static_cast<double>(hands) / engine_s);
    loop_rate.push_back(static_cast<double>(hands) / loop_s);
    ratio.push_back(engine_s / loop_s);
    std::printf("round %d: engine %.0f  single-purpose loop %.0f  (loop/engine %.2fx)\n", r + 1,
                engine_rate.back(), loop_rate.back(), ratio.back());
  }
  if (engine_digest != loop_digest) {
    std::printf("digest of the actions: engine %016llx loop %016llx: DIFFERENT GAMES\n",
                static_cast<unsigned long long>(engine_digest),
                static_cast<unsigned long long>(loop_digest));
    return 1;
  }
  std::printf(
      "median: engine %.0f  single-purpose loop %.0f  loop/engine %.2fx (rounds %.2f-%.2f)\n",
      median(engine_rate), median(loop_rate), median(ratio),
      *std::min_element(ratio.begin(), ratio.end()), *std::max_element(ratio.begin(), ratio.end()));
  // The digest of the actions alone (the bench's digest also hashes each hand's final state).
  std::printf("actions/hand %.2f  digest of the actions %016llx (both)\n",
              static_cast<double>(counts.actions) / static_cast<double>(counts.hands),
              static_cast<unsigned long long>(engine_digest));
  return 0;
}
