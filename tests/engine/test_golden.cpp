// Golden transcripts: complete seeded games played by the test's random player, written as
// text (actions "> ..." and the events they caused). Expected texts live in
// tests/engine/golden/*.txt and are embedded at build time (golden_data.inc), so the wasm
// build needs no file access.
//
// Regenerate after an intended rules change (native build only):
//   UNO_GOLDEN_UPDATE=1 build/native/tests/engine/engine_tests "[golden]"
// then rebuild (the .txt files are re-embedded) and review the diff with git.
#include "helpers.h"

#include <cstdio>
#include <fstream>

using namespace uno;
using namespace uno::test;

namespace {

struct GoldenSpec {
  const char* name;
  const char* preset;
  int seats;
  std::uint64_t seed;
  int target;  // -1: the preset's own
};

constexpr GoldenSpec kSpecs[] = {
    {"classic_4p_round", "classic", 4, 11, 0}, {"official112_5p_round", "official112", 5, 12, 0},
    {"spin_4p_round", "spin", 4, 13, 0},       {"braille_2p_match", "braille", 2, 14, 100},
    {"dino_3p_round", "dino", 3, 15, 0},
};

struct Embedded {
  const char* name;
  const char* text;
};
constexpr Embedded kEmbedded[] = {
#include "golden_data.inc"
    {nullptr, nullptr}};

std::string hex64(std::uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
  return buf;
}

std::string transcript(const GoldenSpec& spec) {
  RuleSet r = *preset(spec.preset);
  if (spec.target >= 0) r.target_score = static_cast<std::uint16_t>(spec.target);
  if (spec.target == 0) r.round_wins = 1;  // a "_round" golden: first out wins (dino too)
  Game g(r, spec.seats, spec.seed);
  Rng rng(spec.seed * 31 + 7);
  std::vector<Action> buf;
  std::string out = "# " + std::string(spec.preset) + " seats=" + std::to_string(spec.seats) +
                    " seed=" + std::to_string(spec.seed) +
                    " target=" + std::to_string(r.target_score);
  // A rule the header's preset does not imply (uno-cli replay reads rules={...}).
  if (r.round_wins != preset(spec.preset)->round_wins)
    out += " rules={\"round_wins\":" + std::to_string(r.round_wins) + "}";
  out += "\n";
  std::size_t printed = 0;
  auto flush = [&] {
    for (; printed < g.events().size(); ++printed)
      out += "  " + to_string(g.events()[printed], g.deck()) + "\n";
  };
  flush();
  for (int step = 0; g.phase() != Phase::MatchOver && step < 100000; ++step) {
    Action a = random_choice(g, rng, buf);
    out += "> " + g.to_string(a) + "\n";
    REQUIRE(g.apply(a).ok);
    flush();
  }
  out += "# scores";
  for (int s = 0; s < g.seats(); ++s) out += " " + std::to_string(g.scores()[s]);
  out += "\n# state " + hex64(g.state_hash()) + "\n";
  return out;
}

const char* embedded(const char* name) {
  for (const Embedded* e = kEmbedded; e->name != nullptr; ++e)
    if (std::string(e->name) == name) return e->text;
  return nullptr;
}

}  // namespace

TEST_CASE("golden transcripts of complete games", "[golden]") {
  const bool update = env_long("UNO_GOLDEN_UPDATE", 0) != 0;
  for (const GoldenSpec& spec : kSpecs) {
    std::string got = transcript(spec);
    INFO("golden " << spec.name);
    if (update) {
      std::ofstream f(std::string(UNO_GOLDEN_SOURCE_DIR) + "/" + spec.name + ".txt",
                      std::ios::binary);
      f << got;
      REQUIRE(f.good());
      continue;
    }
    const char* want = embedded(spec.name);
    REQUIRE(want != nullptr);
    if (got == want) continue;
    // Report the first differing line.
    std::size_t line = 1, i = 0;
    std::string w = want;
    while (i < got.size() && i < w.size() && got[i] == w[i]) {
      if (got[i] == '\n') ++line;
      ++i;
    }
    auto line_at = [](const std::string& s, std::size_t pos) {
      std::size_t b = s.rfind('\n', pos == 0 ? 0 : pos - 1);
      b = b == std::string::npos ? 0 : b + 1;
      return s.substr(b, s.find('\n', b) - b);
    };
    FAIL_CHECK("transcript differs at line " << line << "\n  expected: " << line_at(w, i)
                                             << "\n  got:      " << line_at(got, i));
  }
}
