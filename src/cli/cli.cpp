// uno-cli: argument dispatch and the sim/bench commands (replay: replay.cpp).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>

#include "cli/arena.h"
#include "cli/arg_parse.h"
#include "cli/protocol.h"
#include "cli/rules_json.h"
#include "cli/tools.h"
#include "engine/game.h"

namespace uno::cli {

namespace {

constexpr const char* kUsage =
    "usage: uno-cli [play]                 JSON-lines protocol on stdin/stdout (docs/protocol.md)\n"
    "       uno-cli sim [options]          bots play each other and the results are printed\n"
    "           --preset P (classic)  --seats N (4)  --games G (100)  --seed S (1)\n"
    "           --level L | --levels L0,L1,...  (easy|normal|hard per seat, repeating; normal)\n"
    "           --rounds (one round per game: first out wins)  --target T  --house a,b,...\n"
    "       uno-cli bench [--policy uniform|peer] [--preset P|all] [--seats N (4)] [--seed S]\n"
    "           uniform (default): random legal actions of every seat, full matches, for\n"
    "             --seconds T (2) per preset: games/s and actions/s\n"
    "           peer: the uno-engine package's policy, one hand per game (classic): --reps R\n"
    "             (5) of --hands N or --seconds T (1) after --warmup W s (0.5): hands/s,\n"
    "             turns/s, actions/s (median, min-max) and a digest of the games played\n"
    "       uno-cli arena [options]        levels against each other on paired deals (docs/protocol.md)\n"
    "           --levels L0,L1,... (per seat, repeating; hard,normal)  --seats N (2)\n"
    "           --preset P (classic)  --house a,b,...  --seed S (1)  --matches (else one hand)\n"
    "           --deals D (1000, each played in every seat rotation)  --goal PCT (par)\n"
    "           --min-deals M (50: early-stop looks at M, 2M, 4M... deals)  --no-early-stop\n"
    "           --budget-ms MS (30)  --rollouts R\n"
    "           levels: easy normal hard expert random-playable random-uniform\n"
    "       uno-cli replay [--check] [FILE]  transcript in, every event out (stdin without FILE)\n"
    "       uno-cli help\n";

std::string fixed(double v, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, v);
  return buf;
}

// "--house stack_draw_two,seven_zero": boolean rule fields set to true.
std::string apply_house(RuleSet& r, const std::string& list) {
  Json o = Json::object();
  for (const std::string& k : split(list, ','))
    if (!k.empty()) o[k] = true;
  return apply_rules_json(r, o);
}

// Simple option reader: --name value pairs and flags.
struct Args {
  const std::vector<std::string>& a;
  std::size_t i = 1;
  std::ostream& err;
  bool bad = false;
  bool value(const char* name, std::string& out) {
    if (i + 1 >= a.size()) {
      err << "uno-cli: " << name << " needs a value\n";
      bad = true;
      return false;
    }
    out = a[++i];
    return true;
  }
};

int cmd_sim(const std::vector<std::string>& a, std::ostream& out, std::ostream& err) {
  SimOptions o;
  std::string house;
  long long target = -1;
  long long seats = 4;
  std::vector<ai::Level> levels{ai::Level::Normal};
  Args p{a, 2, err};
  for (; p.i < a.size() && !p.bad; ++p.i) {
    const std::string& k = a[p.i];
    std::string v;
    long long x = 0;
    if (k == "--rounds") {
      o.rounds = true;
    } else if (k == "--preset" && p.value("--preset", v)) {
      auto r = preset(v);
      if (!r) {
        err << "uno-cli: unknown preset " << v << "\n";
        return 2;
      }
      o.deal.rules = *r;
      o.deal.preset = v;
    } else if (k == "--seats" && p.value("--seats", v)) {
      if (!to_int(v, 2, kMaxSeats, seats)) {
        err << "uno-cli: --seats 2..10\n";
        return 2;
      }
    } else if (k == "--games" && p.value("--games", v)) {
      if (!to_int(v, 1, 100000000, x)) {
        err << "uno-cli: --games must be positive\n";
        return 2;
      }
      o.games = static_cast<int>(x);
    } else if (k == "--seed" && p.value("--seed", v)) {
      if (!to_u64(v, o.deal.seed)) {
        err << "uno-cli: --seed must be an unsigned integer\n";
        return 2;
      }
    } else if (k == "--target" && p.value("--target", v)) {
      if (!to_int(v, 0, 65535, target)) {
        err << "uno-cli: --target 0..65535\n";
        return 2;
      }
    } else if (k == "--house" && p.value("--house", v)) {
      house = v;
    } else if ((k == "--level" || k == "--levels") && p.value(k.c_str(), v)) {
      levels.clear();
      for (const std::string& l : split(v, ',')) {
        auto lv = ai::parse_level(l);
        if (!lv) {
          err << "uno-cli: unknown level '" << l << "' (easy, normal, hard)\n";
          return 2;
        }
        if (*lv > ai::Level::Hard) {
          err << "uno-cli sim: level '" << l << "' plays in the arena (uno-cli arena)\n";
          return 2;
        }
        levels.push_back(*lv);
      }
    } else if (!p.bad) {
      err << "uno-cli sim: unknown option " << k << "\n" << kUsage;
      return 2;
    }
  }
  if (p.bad) return 2;
  if (!house.empty())
    if (std::string e = apply_house(o.deal.rules, house); !e.empty()) {
      err << "uno-cli: " << e << "\n";
      return 2;
    }
  if (target >= 0) o.deal.rules.target_score = static_cast<std::uint16_t>(target);
  o.deal.seats = bot_seats(levels, static_cast<int>(seats));
  if (const char* e = validate(o.deal.rules, static_cast<int>(seats))) {
    err << "uno-cli: " << e << "\n";
    return 2;
  }
  SimResult r = run_sim(o);
  print_sim(out, o, r);
  return r.aborted == 0 ? 0 : 1;
}

int cmd_arena(const std::vector<std::string>& a, std::ostream& out, std::ostream& err) {
  ArenaOptions o;
  o.rules = *preset("classic");
  std::string house;
  Args p{a, 2, err};
  for (; p.i < a.size() && !p.bad; ++p.i) {
    const std::string& k = a[p.i];
    std::string v;
    long long x = 0;
    if (k == "--matches") {
      o.hands = false;
    } else if (k == "--no-early-stop") {
      o.early_stop = false;
    } else if (k == "--preset" && p.value("--preset", v)) {
      auto r = preset(v);
      if (!r) {
        err << "uno-cli: unknown preset " << v << "\n";
        return 2;
      }
      o.rules = *r;
      o.preset = v;
    } else if (k == "--seats" && p.value("--seats", v)) {
      if (!to_int(v, 2, kMaxSeats, x)) {
        err << "uno-cli: --seats 2..10\n";
        return 2;
      }
      o.seats = static_cast<int>(x);
    } else if ((k == "--deals" || k == "--min-deals") && p.value(k.c_str(), v)) {
      if (!to_int(v, 1, 10000000, x)) {
        err << "uno-cli: " << k << " must be positive\n";
        return 2;
      }
      (k == "--deals" ? o.deals : o.min_deals) = static_cast<int>(x);
    } else if (k == "--goal" && p.value("--goal", v)) {
      if (!to_int(v, 0, 100, x)) {
        err << "uno-cli: --goal 0..100 (percent)\n";
        return 2;
      }
      o.goal = static_cast<double>(x) / 100.0;
    } else if (k == "--budget-ms" && p.value("--budget-ms", v)) {
      if (!to_int(v, 1, 60000, x)) {
        err << "uno-cli: --budget-ms 1..60000\n";
        return 2;
      }
      o.budget.ms = static_cast<double>(x);
    } else if (k == "--rollouts" && p.value("--rollouts", v)) {
      if (!to_int(v, 1, 10000000, x)) {
        err << "uno-cli: --rollouts must be positive\n";
        return 2;
      }
      o.budget.rollouts = static_cast<int>(x);
    } else if (k == "--seed" && p.value("--seed", v)) {
      if (!to_u64(v, o.seed)) {
        err << "uno-cli: --seed must be an unsigned integer\n";
        return 2;
      }
    } else if (k == "--house" && p.value("--house", v)) {
      house = v;
    } else if ((k == "--level" || k == "--levels") && p.value(k.c_str(), v)) {
      o.levels.clear();
      for (const std::string& l : split(v, ',')) {
        auto lv = ai::parse_level(l);
        if (!lv) {
          err << "uno-cli: unknown level '" << l
              << "' (easy, normal, hard, expert, random-playable, random-uniform)\n";
          return 2;
        }
        o.levels.push_back(*lv);
      }
    } else if (!p.bad) {
      err << "uno-cli arena: unknown option " << k << "\n" << kUsage;
      return 2;
    }
  }
  if (p.bad) return 2;
  if (!house.empty())
    if (std::string e = apply_house(o.rules, house); !e.empty()) {
      err << "uno-cli: " << e << "\n";
      return 2;
    }
  if (const char* e = validate(o.rules, o.seats)) {
    err << "uno-cli: " << e << "\n";
    return 2;
  }
  ArenaResult r = run_arena(o);
  print_arena(out, o, r);
  return r.games > 0 ? 0 : 1;
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

}  // namespace

int run_cli(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
            std::ostream& err) {
  const std::string cmd = args.size() > 1 ? args[1] : "play";
  if (cmd == "play") {
    if (args.size() > 2) {
      err << "uno-cli play takes no options\n";
      return 2;
    }
    return run_play(in, out);
  }
  if (cmd == "sim") return cmd_sim(args, out, err);
  if (cmd == "bench") return cmd_bench(args, out, err);
  if (cmd == "arena") return cmd_arena(args, out, err);
  if (cmd == "replay") {
    bool check = false;
    std::string file;
    for (std::size_t i = 2; i < args.size(); ++i) {
      if (args[i] == "--check") check = true;
      else if (file.empty() && args[i] != "-") file = args[i];
      else if (args[i] != "-") {
        err << "uno-cli replay: one file at most\n";
        return 2;
      }
    }
    if (file.empty()) return run_replay(in, out, err, check);
    std::ifstream f(file);
    if (!f) {
#ifdef __EMSCRIPTEN__
      err << "uno-cli: cannot open " << file << " (the wasm build reads transcripts from stdin)\n";
#else
      err << "uno-cli: cannot open " << file << "\n";
#endif
      return 2;
    }
    return run_replay(f, out, err, check);
  }
  if (cmd == "help" || cmd == "--help" || cmd == "-h") {
    out << kUsage;
    return 0;
  }
  err << "uno-cli: unknown command " << cmd << "\n" << kUsage;
  return 2;
}

}  // namespace uno::cli
