// Issue 32's checklist: every kind of event a sighted player sees is announced to a
// screen-reader player, in English and German. Whole rounds of each preset are played
// through the accessibility model (the player presses the first enabled choice, as a
// keyboard player pressing Enter would) while every announcement is collected; each kind
// must turn up in some preset's round.
#include <catch2/catch.hpp>

#include <regex>
#include <string>
#include <vector>

#include "access_fixture.h"
#include "app/core/match/moments.h"
#include "app/core/text/moment_strings.h"
#include "engine/rules.h"

using namespace access_test;

namespace {

// Everything the announcer said while the player pressed through `rounds` rounds of preset
// `preset` (its index on the start screen) with `seats` seats.
std::vector<std::string> heard(int preset, app::Lang lang, int seed, int seats, int rounds,
                               const std::vector<std::string>& setup = {}) {
  clear_storage();
  app::AppCore core;
  app::AccessLayer layer;
  double now = 1000.0;
  app::set_language(lang);
  core.init(app::StartupInputs{"seed=" + std::to_string(seed) + "&speed=fast",
                               lang == app::Lang::De ? "de-DE" : "en-US", now});
  const auto frame = [&] {
    core.begin_frame(now, false);
    core.end_frame(now);
    const double due = core.next_wake(false);
    now = due < 0 ? now + 16.0 : std::max(now + 16.0, due);
  };
  const auto press = [&](const std::string& id) {
    layer.activate(core, id, {}, now);
    frame();
  };
  app::set_language(lang);
  press("preset:" + std::to_string(preset));
  for (int i = 4; i > seats; --i) press("seats-");
  for (int i = 4; i < seats; ++i) press("seats+");
  for (const std::string& id : setup) press(id);
  press("start");
  std::vector<std::string> lines;
  std::uint32_t last = 0;
  int done = 0;
  for (int step = 0; step < 20000 && done < rounds; ++step) {
    for (const app::Announcement& a : core.announcer().recent())
      if (a.seq > last) {
        lines.push_back(a.text);
        last = a.seq;
      }
    const app::AccessModel m = layer.build(core);
    if (m.screen != "table") break;
    const AccessNode* dialog =
        find_node(m.root, [](const AccessNode& n) { return n.role == Role::Dialog; });
    const AccessNode* pick = find_node(dialog ? *dialog : m.root, [&](const AccessNode& n) {
      if (n.role != Role::Button || n.disabled) return false;
      if (n.id == "cmd:next" || n.id == "next") return true;
      return n.id.rfind("card:", 0) == 0 || n.id.rfind("act:", 0) == 0 ||
             n.id.rfind("choice:", 0) == 0 || n.id.rfind("opt:", 0) == 0 ||
             (dialog && n.id != "cancel" && n.id.rfind("cmd:hint", 0) != 0);
    });
    if (dialog && pick &&
        (pick->name == app::tr(app::S::NextRound) || pick->name == app::tr(app::S::Rematch)))
      ++done;
    if (pick) press(pick->id);
    else frame();
  }
  // What is still in the announcer.
  for (const app::Announcement& a : core.announcer().recent())
    if (a.seq > last) lines.push_back(a.text);
  app::set_language(app::Lang::En);
  return lines;
}

// One kind of event and how it reads in each language.
struct Kind {
  const char* what;
  const char* en;
  const char* de;
};

const Kind kKinds[] = {
    {"a play", R"(^(You play|\S+ plays) )", R"((^|\. )(Du spielst|\S+ spielt) )"},
    {"the player's own draw, with the card", R"(You draw (?!\d|a card)[A-Z])",
     R"(Du ziehst (?!\d|eine Karte)[A-ZÄÖÜ])"},
    {"a penalty draw, with the player's cards", R"(You draw \d+: \S)", R"(Du ziehst \d+: \S)"},
    {"a skip", R"( is skipped\.)", R"( muss aussetzen\.)"},
    {"a reverse", R"(Direction: )", R"(Richtung: )"},
    {"a colour", R"(Colour: (Red|Yellow|Green|Blue))", R"(Farbe: (Rot|Gelb|Grün|Blau))"},
    {"an UNO call", R"(: UNO!)", R"(: UNO!)"},
    {"a catch", R"(caught without UNO: \+\d)", R"(ohne UNO erwischt: \+\d)"},
    {"a challenge and its result",
     R"(challenges? the Wild Draw Four\. (It was a bluff|The play was fair)\.)",
     R"((zweifelt|zweifelst) die Zieh Vier an\. (Es war geblufft|Der Zug war erlaubt)\.)"},
    {"Trade Hands with the new hand's size", R"(Trade Hands\..*You (now )?have \d+ card)",
     R"(Karten tauschen\..*Du hast (jetzt )?\d+ Karte)"},
    {"Shuffle Hands with the new hand's size",
     R"((collects?|deals?) .*again\..*You (now )?have \d+ card)",
     R"(neu aus\..*Du hast (jetzt )?\d+ Karte)"},
    {"a showdown and its winner", R"(wins? the Showdown)", R"((gewinnt|gewinnst) das Stechen)"},
    {"a Lauf! block", R"(blocks? the .* with Lauf!)", R"((blockt|blockst) .* mit .*Lauf!)"},
    {"a custom rule's verdict", R"(Verdict: (nobody failed|penalty for))",
     R"(Urteil: (Niemand hat verloren|Strafe für))"},
    {"a round's end with the cards left", R"(wins? the round.*Cards left: \S)",
     R"((gewinnt|gewinnst) die Runde.*Übrige Karten: \S)"},
};

// Rounds of every preset (seeds 1..n): each kind must turn up in some round. The 112-card
// deck's blank cards are set to rules a verdict judges (elbows, the rooster).
void checklist(app::Lang lang) {
  const bool de = lang == app::Lang::De;
  std::vector<std::string> all;
  struct Plan {
    int preset, seeds;
    std::vector<std::string> setup;
  };
  const Plan plans[] = {{0, 2, {}}, {1, 4, {"blank:0:9", "blank:1:10"}}, {2, 10, {}}, {4, 3, {}}};
  for (const Plan& p : plans)
    for (int seed = 1; seed <= p.seeds; ++seed)
      for (std::string& l : heard(p.preset, lang, seed, 4, 1, p.setup)) all.push_back(std::move(l));
  std::string text;
  for (const std::string& l : all) text += l + "\n";
  for (const Kind& k : kKinds) {
    const std::regex re(de ? k.de : k.en);
    bool found = false;
    for (const std::string& l : all) found = found || std::regex_search(l, re);
    INFO((de ? "de: " : "en: ") << k.what);
    CHECK(found);
  }
  // Every outcome of the wheel, said with what it does.
  app::set_language(lang);
  for (int o = 0; o < uno::kSpinOutcomes; ++o) {
    const std::string said =
        app::line(app::M::SpinFmt, app::spin_outcome_label(static_cast<uno::SpinOutcome>(o)));
    INFO((de ? "de: " : "en: ") << said);
    CHECK(text.find(said + " ") != std::string::npos);
  }
  app::set_language(app::Lang::En);
}

}  // namespace

TEST_CASE("the checklist: every kind of event is announced, in English") {
  checklist(app::Lang::En);
}
TEST_CASE("the checklist: every kind of event is announced, in German") {
  checklist(app::Lang::De);
}
