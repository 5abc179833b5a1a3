// uno-cli: argument dispatch and the usage text; the subcommands are in *_command.cpp
// (commands.h), play in protocol.cpp, replay in replay.cpp.
#include <fstream>
#include <ostream>

#include "cli/arg_parse.h"
#include "cli/commands.h"
#include "cli/json.h"
#include "cli/protocol.h"
#include "cli/rules_json.h"
#include "cli/tools.h"

namespace uno::cli {

const char* const kUsage =
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

// "--house stack_draw_two,seven_zero": boolean rule fields set to true.
std::string apply_house(RuleSet& r, const std::string& list) {
  Json o = Json::object();
  for (const std::string& k : split(list, ','))
    if (!k.empty()) o[k] = true;
  return apply_rules_json(r, o);
}

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
