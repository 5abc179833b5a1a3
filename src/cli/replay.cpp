// uno-cli replay: a transcript in, every event out (see tools.h).
#include <istream>
#include <optional>
#include <ostream>
#include <sstream>

#include "cli/arg_parse.h"
#include "cli/engine_json.h"
#include "cli/game_spec.h"
#include "cli/tools.h"

namespace uno::cli {

namespace {

// Parses the header line into a request object for spec_from_json.
std::string header_spec(const std::string& line, GameSpec& spec) {
  std::istringstream in(line.substr(1));
  std::string word;
  Json req = Json::object();
  if (!(in >> word)) return "replay: empty header";
  req["preset"] = word;
  while (in >> word) {
    auto eq = word.find('=');
    if (eq == std::string::npos) return "replay: header item without '=': " + word;
    std::string k = word.substr(0, eq);
    std::string v = word.substr(eq + 1);
    if (k == "rules") {  // the rest of the line is a JSON object
      std::string rest;
      std::getline(in, rest);
      Json r;
      std::string err;
      if (!parse_json(v + rest, r, err)) return "replay: rules=" + err;
      req["rules"] = std::move(r);
      break;
    }
    if (k == "seats" || k == "seed" || k == "target" || k == "dealer") {
      std::uint64_t x = 0;
      if (!to_u64(v, x)) return "replay: " + k + " must be an unsigned integer";
      req[k] = x;
    } else if (k == "house") {
      Json h = Json::object();
      for (const std::string& f : split(v, ','))
        if (!f.empty()) h[f] = true;
      req["house"] = std::move(h);
    } else if (k == "deck") {
      Json d = Json::array();
      for (const std::string& c : split(v, ','))
        if (!c.empty()) d.push_back(c);
      req["deck"] = std::move(d);
    } else {
      return "replay: unknown header item " + k;
    }
  }
  return spec_from_json(req, spec);
}

}  // namespace

int run_replay(std::istream& in, std::ostream& out, std::ostream& err, bool check) {
  std::string original;
  std::string produced;
  std::string line;
  std::optional<Game> game;
  std::size_t printed = 0;
  auto flush = [&] {
    for (; printed < game->events().size(); ++printed)
      produced += "  " + to_string(game->events()[printed], game->deck()) + "\n";
  };
  int code = 0;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    original += line + "\n";
    if (code != 0) continue;
    if (line.empty() || line[0] == ' ' || line[0] == '\t') continue;  // events: ignored
    if (line[0] == '#') {
      if (game) continue;  // "# scores", "# state" and comments
      GameSpec spec;
      if (std::string e = header_spec(line, spec); !e.empty()) {
        err << e << "\n";
        return 2;
      }
      game.emplace(make_game(spec));
      if (game->setup_error() != nullptr) {
        err << "replay: " << game->setup_error() << "\n";
        return 2;
      }
      produced += line + "\n";
      flush();
      continue;
    }
    if (line[0] != '>') {
      err << "replay: unexpected line: " << line << "\n";
      return 2;
    }
    if (!game) {
      err << "replay: the header line (# <preset> seats=N seed=S ...) must come first\n";
      return 2;
    }
    std::string text = line.substr(1);
    Action a;
    const char* e = game->parse(text, a);
    ApplyResult r;
    if (e == nullptr) r = game->apply(a);
    if (e != nullptr || !r.ok) {
      produced += line + "\n! refused: " + (e != nullptr ? e : r.error) + "\n";
      code = 1;
      continue;
    }
    produced += "> " + game->to_string(a) + "\n";
    flush();
  }
  if (!game) {
    err << "replay: no header line (# <preset> seats=N seed=S ...)\n";
    return 2;
  }
  if (code == 0) {
    produced += "# scores";
    for (int s = 0; s < game->seats(); ++s)
      produced += " " + std::to_string(game->scores()[static_cast<std::size_t>(s)]);
    produced += "\n# state " + hash_text(game->state_hash()) + "\n";
  }
  out << produced;
  if (check && code == 0 && produced != original) {
    std::size_t n = 1;
    std::size_t i = 0;
    while (i < produced.size() && i < original.size() && produced[i] == original[i]) {
      if (produced[i] == '\n') ++n;
      ++i;
    }
    err << "replay --check: output differs from the input at line " << n << "\n";
    return 1;
  }
  if (check && code == 0) err << "replay --check: identical\n";
  return code;
}

}  // namespace uno::cli
