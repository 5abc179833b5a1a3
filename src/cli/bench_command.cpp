// uno-cli bench: random play speed (run_bench) or the peer policy's (run_peer).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ostream>

#include "cli/arg_parse.h"
#include "cli/commands.h"
#include "cli/tools.h"

namespace uno::cli {

namespace {

std::string fixed(double v, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, v);
  return buf;
}

// The median and range of one figure over the repetitions.
std::string spread(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  const double median = n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
  char line[128];
  std::snprintf(line, sizeof line, "%12.0f  (%.0f - %.0f)", median, v.front(), v.back());
  return line;
}

struct PeerBench {
  std::vector<std::string> presets;
  int seats = 4;
  std::uint64_t seed = 1;
  long long hands = 0;  // 0: timed
  double seconds = 1;
  double warmup = 0.5;
  int reps = 5;
};

int bench_peer(const PeerBench& o, const char* build, std::ostream& out) {
  out << "bench: " << build << ", policy peer (one hand per game; random playable card, else "
      << "draw and play it if legal, else pass; victims accept; no UNO calls), " << o.seats
      << " seats, seed " << o.seed << ", warm-up " << fixed(o.warmup, 1) << " s, " << o.reps
      << " reps of ";
  if (o.hands > 0) out << o.hands << " hands\n";
  else out << fixed(o.seconds, 1) << " s\n";
  int status = 0;
  for (const std::string& name : o.presets) {
    RuleSet r = *preset(name);
    if (const char* e = validate(r, o.seats)) {
      out << "  " << name << ": " << e << "\n";
      continue;
    }
    if (o.warmup > 0) run_peer(r, o.seats, o.seed, 0, o.warmup);
    std::vector<double> hs, ts, as;
    std::vector<PeerRun> runs;
    for (int i = 0; i < o.reps; ++i) {
      PeerRun p = run_peer(r, o.seats, o.seed, o.hands, o.seconds);
      const double s = p.seconds > 0 ? p.seconds : 1e-9;
      hs.push_back(static_cast<double>(p.counts.hands) / s);
      ts.push_back(static_cast<double>(p.counts.turns) / s);
      as.push_back(static_cast<double>(p.counts.actions) / s);
      runs.push_back(p);
    }
    const PeerRun& f = runs.front();
    const double n = f.counts.hands > 0 ? static_cast<double>(f.counts.hands) : 1;
    char digest[32];
    std::snprintf(digest, sizeof digest, "%016llx", static_cast<unsigned long long>(f.digest));
    out << "  " << name << ": digest " << digest << " (" << f.counts.hands << " hands, seed "
        << o.seed << "); per hand " << fixed(static_cast<double>(f.counts.turns) / n, 1)
        << " turns, " << fixed(static_cast<double>(f.counts.actions) / n, 1) << " actions";
    if (f.counts.aborted) out << "; " << f.counts.aborted << " hands cut off";
    out << "\n";
    for (const PeerRun& p : runs)
      if (p.counts.diverged != 0) {
        out << "  " << p.counts.diverged << " hands played otherwise with the event log on\n";
        status = 1;
      }
    if (o.hands > 0)
      for (const PeerRun& p : runs)
        if (p.digest != f.digest) {
          out << "  digest differs between repetitions\n";
          status = 1;
        }
    out << "    hands/s   " << spread(hs) << "\n";
    out << "    turns/s   " << spread(ts) << "\n";
    out << "    actions/s " << spread(as) << "\n";
  }
  return status;
}

}  // namespace

int cmd_bench(const std::vector<std::string>& a, std::ostream& out, std::ostream& err) {
  std::vector<std::string> presets(kPresetNames.begin(), kPresetNames.end());
  bool peer = false;
  bool preset_given = false;
  bool seconds_given = false;
  PeerBench pb;
  bool peer_only = false;  // --hands, --reps or --warmup given
  double seconds = 2;
  long long seats = 4;
  std::uint64_t seed = 1;
  Args p{a, 2, err};
  for (; p.i < a.size() && !p.bad; ++p.i) {
    const std::string& k = a[p.i];
    std::string v;
    if (k == "--preset" && p.value("--preset", v)) {
      if (v != "all") {
        if (!preset(v)) {
          err << "uno-cli: unknown preset " << v << "\n";
          return 2;
        }
        presets = {v};
      }
      preset_given = true;
    } else if (k == "--policy" && p.value("--policy", v)) {
      if (v != "uniform" && v != "peer") {
        err << "uno-cli: --policy uniform or peer\n";
        return 2;
      }
      peer = v == "peer";
    } else if (k == "--hands" && p.value("--hands", v)) {
      if (!to_int(v, 1, 1000000000, pb.hands)) {
        err << "uno-cli: --hands must be positive\n";
        return 2;
      }
      peer_only = true;
    } else if (k == "--reps" && p.value("--reps", v)) {
      long long x = 0;
      if (!to_int(v, 1, 1000, x)) {
        err << "uno-cli: --reps 1..1000\n";
        return 2;
      }
      pb.reps = static_cast<int>(x);
      peer_only = true;
    } else if (k == "--warmup" && p.value("--warmup", v)) {
      pb.warmup = std::strtod(v.c_str(), nullptr);
      if (!(pb.warmup >= 0 && pb.warmup <= 3600)) {
        err << "uno-cli: --warmup 0..3600 seconds\n";
        return 2;
      }
      peer_only = true;
    } else if (k == "--seconds" && p.value("--seconds", v)) {
      seconds_given = true;
      long long ms = 0;
      // accepts whole or decimal seconds ("0.5")
      double d = std::strtod(v.c_str(), nullptr);
      ms = static_cast<long long>(d * 1000);
      if (ms <= 0 || ms > 3600000) {
        err << "uno-cli: --seconds must be > 0\n";
        return 2;
      }
      seconds = static_cast<double>(ms) / 1000.0;
    } else if (k == "--seats" && p.value("--seats", v)) {
      if (!to_int(v, 2, kMaxSeats, seats)) {
        err << "uno-cli: --seats 2..10\n";
        return 2;
      }
    } else if (k == "--seed" && p.value("--seed", v)) {
      if (!to_u64(v, seed)) {
        err << "uno-cli: --seed must be an unsigned integer\n";
        return 2;
      }
    } else if (!p.bad) {
      err << "uno-cli bench: unknown option " << k << "\n" << kUsage;
      return 2;
    }
  }
  if (p.bad) return 2;
#ifdef __EMSCRIPTEN__
  const char* build = "wasm";
#else
  const char* build = "native";
#endif
  if (peer) {
    pb.presets = preset_given ? presets : std::vector<std::string>{"classic"};
    pb.seats = static_cast<int>(seats);
    pb.seed = seed;
    if (seconds_given) pb.seconds = seconds;
    return bench_peer(pb, build, out);
  }
  if (peer_only) {
    err << "uno-cli: --hands, --reps and --warmup need --policy peer\n";
    return 2;
  }
  out << "bench: " << build << ", " << seats << " seats, uniformly random legal actions, "
      << fixed(seconds, 1) << " s per preset\n";
  out << "  preset        games  games/s     rounds/s      actions    actions/s\n";
  long long total_actions = 0;
  double total_seconds = 0;
  for (const std::string& name : presets) {
    RuleSet r = *preset(name);
    if (const char* e = validate(r, static_cast<int>(seats))) {
      out << "  " << name << ": " << e << "\n";
      continue;
    }
    BenchResult b = run_bench(r, static_cast<int>(seats), seconds, seed);
    const double s = b.seconds > 0 ? b.seconds : 1e-9;
    char line[160];
    std::snprintf(line, sizeof line, "  %-12s %6lld %8.1f %12.1f %12lld %12.0f\n", name.c_str(),
                  b.games, static_cast<double>(b.games) / s, static_cast<double>(b.rounds) / s,
                  b.actions, static_cast<double>(b.actions) / s);
    out << line;
    total_actions += b.actions;
    total_seconds += b.seconds;
  }
  if (total_seconds > 0)
    out << "  all: " << fixed(static_cast<double>(total_actions) / total_seconds, 0)
        << " actions/s\n";
  return 0;
}

}  // namespace uno::cli
