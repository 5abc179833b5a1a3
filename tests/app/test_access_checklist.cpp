// Issue 32's checklist: every kind of event a sighted player sees is announced to a
// screen-reader player, in English and German. Whole rounds of each preset are played
// through the accessibility model (the player presses the first enabled choice, as a
// keyboard player pressing Enter would) while every announcement is collected; each kind
// must turn up in some preset's round.
#include <catch2/catch.hpp>

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
  core.init(app::StartupInputs{"seed=" + std::to_string(seed) + "&speed=fast&tips=off",
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
        (pick->name == app::tr(app::UiText::NextRound) ||
         pick->name == app::tr(app::UiText::Rematch)))
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

// One kind of event and how it reads in each language: a line matches when it holds, in
// order, every piece of one of the alternatives. (No std::regex: GCC 12 warns inside it
// under the sanitizers.)
using Pieces = std::vector<const char*>;
struct Kind {
  const char* what;
  std::vector<Pieces> en, de;
};

bool matches(const std::string& line, const std::vector<Pieces>& alternatives) {
  for (const Pieces& pieces : alternatives) {
    size_t at = 0;
    bool all = true;
    for (const char* p : pieces) {
      at = line.find(p, at);
      if (at == std::string::npos) {
        all = false;
        break;
      }
      at += std::string(p).size();
    }
    if (all) return true;
  }
  return false;
}

const Kind kKinds[] = {
    {"a play", {{"You play "}, {" plays "}}, {{"Du spielst "}, {" spielt "}}},
    {"the player's own draw, with the card",
     {{"You draw Red"},
      {"You draw Yellow"},
      {"You draw Green"},
      {"You draw Blue"},
      {"You draw Wild"}},
     {{"Du ziehst Rot"},
      {"Du ziehst Gelb"},
      {"Du ziehst Grün"},
      {"Du ziehst Blau"},
      {"Du ziehst Farbwahl"}}},
    {"a penalty draw, with the player's cards",
     {{"You draw 2: "}, {"You draw 4: "}, {"You draw 6: "}},
     {{"Du ziehst 2: "}, {"Du ziehst 4: "}, {"Du ziehst 6: "}}},
    {"a skip", {{" is skipped."}, {"You are skipped."}}, {{" muss aussetzen."}}},
    {"a reverse", {{"Direction: "}}, {{"Richtung: "}}},
    {"a colour",
     {{"Colour: Red"}, {"Colour: Yellow"}, {"Colour: Green"}, {"Colour: Blue"}},
     {{"Farbe: Rot"}, {"Farbe: Gelb"}, {"Farbe: Grün"}, {"Farbe: Blau"}}},
    {"an UNO call", {{": UNO!"}}, {{": UNO!"}}},
    {"a catch", {{"caught without UNO: +"}}, {{"ohne UNO erwischt: +"}}},
    {"a challenge and its result",
     {{"challenge", " the Wild Draw Four. It was a bluff."},
      {"challenge", " the Wild Draw Four. The play was fair."}},
     {{"zweifel", " die Zieh Vier an. Es war geblufft."},
      {"zweifel", " die Zieh Vier an. Der Zug war erlaubt."}}},
    {"Trade Hands with the new hand's size",
     {{"Trade Hands.", "You now have "}, {"Trade Hands.", "You have "}},
     {{"Karten tauschen.", "Du hast "}}},
    {"a hand traded or shuffled, short enough to say, named",
     {{"You now have ", " cards: "}},
     {{"Du hast jetzt ", " Karten: "}}},
    {"Shuffle Hands with the new hand's size",
     {{" again.", "You now have "}, {" again.", "You have "}},
     {{" neu aus.", "Du hast "}}},
    {"a showdown and its winner", {{"win", " the Showdown"}}, {{"gewinn", " das Stechen"}}},
    {"a Lauf! block", {{"block", " with Lauf!"}}, {{"block", " mit ", "Lauf!"}}},
    {"a custom rule's verdict", {{"Verdict: "}}, {{"Urteil: "}}},
    {"a round's end with the cards left",
     {{"the round", "Cards left: "}},
     {{"die Runde", "Übrige Karten: "}}},
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
    bool found = false;
    for (const std::string& l : all) found = found || matches(l, de ? k.de : k.en);
    INFO((de ? "de: " : "en: ") << k.what);
    CHECK(found);
  }
  // Every outcome of the wheel, said with what it does.
  app::set_language(lang);
  for (int o = 0; o < uno::kSpinOutcomes; ++o) {
    const std::string said = app::line(app::MomentText::SpinFmt,
                                       app::spin_outcome_label(static_cast<uno::SpinOutcome>(o)));
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
