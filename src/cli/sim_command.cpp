// uno-cli sim: options in, run_sim (sim.cpp) and its report out.
#include <ostream>

#include "cli/arg_parse.h"
#include "cli/commands.h"
#include "cli/tools.h"

namespace uno::cli {

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

}  // namespace uno::cli
