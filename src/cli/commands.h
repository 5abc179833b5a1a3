// The uno-cli subcommands sim, arena and bench as run_cli (cli.cpp) calls them: arguments
// in, output and errors out, the exit code back. And what they share: the usage text, the
// option reader and --house.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "engine/rules.h"

namespace uno::cli {

extern const char* const kUsage;

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

// "--house stack_draw_two,seven_zero": boolean rule fields set to true.
std::string apply_house(RuleSet& r, const std::string& list);

int cmd_sim(const std::vector<std::string>& a, std::ostream& out, std::ostream& err);
int cmd_arena(const std::vector<std::string>& a, std::ostream& out, std::ostream& err);
int cmd_bench(const std::vector<std::string>& a, std::ostream& out, std::ostream& err);

}  // namespace uno::cli
