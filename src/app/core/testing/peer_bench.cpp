#include "app/core/testing/peer_bench.h"

#include <algorithm>
#include <cstdio>
#include <vector>

#include "ai/peer_policy.h"
#include "app/core/testing/json_writer.h"
#include "engine/rules.h"

namespace app {

std::string peer_bench_json(const std::string& preset, int seats, long long hands, int reps) {
  const auto rules = uno::preset(preset);
  if (!rules) return "{\"error\":" + json_str("unknown preset " + preset) + "}";
  if (const char* e = uno::validate(*rules, seats)) return "{\"error\":" + json_str(e) + "}";
  hands = std::max(1LL, hands);
  reps = std::max(1, reps);
  constexpr std::uint64_t kSeed = 1;
  uno::ai::run_peer(*rules, seats, kSeed, hands, 0);  // warm-up
  std::vector<double> hs;
  std::vector<double> ts;
  std::uint64_t digest = 0;
  bool same = true;
  for (int i = 0; i < reps; ++i) {
    const uno::ai::PeerRun r = uno::ai::run_peer(*rules, seats, kSeed, hands, 0);
    const double s = r.seconds > 0 ? r.seconds : 1e-9;
    hs.push_back(static_cast<double>(r.counts.hands) / s);
    ts.push_back(static_cast<double>(r.counts.turns) / s);
    if (i == 0) digest = r.digest;
    // A hand the logging replay played otherwise counts as a different game.
    same = same && r.digest == digest && r.counts.diverged == 0;
  }
  auto median = [](std::vector<double> v) {
    // A few repetitions: insertion sort (std::sort<double> is ~1.5 KB of wasm).
    for (std::size_t i = 1; i < v.size(); ++i)
      for (std::size_t j = i; j > 0 && v[j] < v[j - 1]; --j) std::swap(v[j], v[j - 1]);
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
  };
  char buf[320];
  std::snprintf(buf, sizeof buf,
                "{\"preset\":%s,\"seats\":%d,\"hands\":%lld,\"reps\":%d,\"digest\":\"%016llx\","
                "\"same_digest\":%s,\"hands_per_s\":%.0f,\"hands_per_s_min\":%.0f,"
                "\"hands_per_s_max\":%.0f,\"turns_per_s\":%.0f}",
                json_str(preset).c_str(), seats, hands, reps,
                static_cast<unsigned long long>(digest), same ? "true" : "false", median(hs),
                *std::min_element(hs.begin(), hs.end()), *std::max_element(hs.begin(), hs.end()),
                median(ts));
  return buf;
}

}  // namespace app
