// uno-cli arena: options in, run_arena (arena.cpp) and its report out.
#include <ostream>

#include "cli/arena.h"
#include "cli/arg_parse.h"
#include "cli/commands.h"

namespace uno::cli {

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

}  // namespace uno::cli
