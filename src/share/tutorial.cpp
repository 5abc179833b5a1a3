#include "share/tutorial.h"

#include <charconv>

#include "engine/deck.h"
#include "share/rule_fields.h"

namespace uno::share {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
    s.remove_suffix(1);
  return s;
}

// The first word of `s`, taken off it.
std::string_view word(std::string_view& s) {
  s = trim(s);
  const std::size_t end = s.find_first_of(" \t");
  const std::string_view w = s.substr(0, end);
  s = end == std::string_view::npos ? std::string_view() : trim(s.substr(end));
  return w;
}

template <class T>
bool number(std::string_view s, T& out) {
  const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && p == s.data() + s.size();
}

// "<notation> | <key> | <text>" or "say | <key> | <text>".
std::string read_step(std::string_view line, TutorialStep& out) {
  const std::size_t a = line.find('|'), b = a == std::string_view::npos ? a : line.find('|', a + 1);
  if (b == std::string_view::npos) return "a step is \"<move> | <key> | <sentence>\"";
  std::string_view move = trim(line.substr(0, a));
  out.key = std::string(trim(line.substr(a + 1, b - a - 1)));
  out.text = std::string(trim(line.substr(b + 1)));
  if (out.key.empty() || out.key.find_first_of(" \t") != std::string::npos)
    return "a step's key is one word";
  if (move == "say") {
    if (out.text.empty()) return "\"say\" without a sentence";
    return {};
  }
  if (!number(word(move), out.seat) || out.seat < 0) return "a move starts with its seat";
  if (move.empty()) return "a move without a verb";
  out.move = std::string(move);
  return {};
}

}  // namespace

std::string read_tutorial(std::string_view text, Tutorial& out) {
  Tutorial t;
  t.deal.seats = {Seat{Player::Human, {}}};
  t.deal.seed = 1;
  std::vector<std::string> hands;
  std::string pile;
  int dealer = 0, n = 0;
  bool has_preset = false;
  while (!text.empty()) {
    const std::size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
    ++n;
    const std::string at = "line " + std::to_string(n) + ": ";
    line = trim(line);
    if (line.empty() || line.front() == '#') continue;
    std::string_view rest = line;
    const std::string_view head = word(rest);
    if (head == "preset") {
      const auto r = preset(rest);
      if (!r) return at + "no rule set \"" + std::string(rest) + "\"";
      t.deal.preset = std::string(rest);
      t.deal.rules = *r;
      has_preset = true;
    } else if (head == "rule") {  // a field of the rule set, as the saves name it
      const RuleField* f = rule_field(word(rest));
      std::uint32_t v = 0;
      if (!has_preset) return at + "\"rule\" comes after \"preset\"";
      if (!f || f->type != FieldType::Uint || !number(rest, v) || v > f->max)
        return at + "\"rule <field> <number>\" with a field of the rule set";
      f->set(t.deal.rules, v);
    } else if (head == "players") {  // the computers' names, after the learner
      while (!rest.empty())
        t.deal.seats.push_back(Seat{Player::BotNormal, std::string(word(rest))});
    } else if (head == "dealer") {
      if (!number(rest, dealer)) return at + "the dealer is a seat number";
    } else if (head == "seed") {
      if (!number(rest, t.deal.seed)) return at + "the seed is a number";
    } else if (head == "hand") {
      std::size_t seat = 0;
      if (!number(word(rest), seat) || seat >= kMaxSeats) return at + "\"hand <seat> <cards>\"";
      if (hands.size() <= seat) hands.resize(seat + 1);
      hands[seat] = std::string(rest);
    } else if (head == "pile") {
      pile = std::string(rest);
    } else {
      TutorialStep s;
      if (std::string e = read_step(line, s); !e.empty()) return at + e;
      for (const TutorialStep& o : t.steps)
        if (o.key == s.key) return at + "the key \"" + s.key + "\" is used twice";
      t.steps.push_back(std::move(s));
    }
  }
  if (!has_preset) return "no \"preset\" line";
  const int seats = static_cast<int>(t.deal.seats.size());
  if (Error e = check_deal(t.deal)) return e.message;
  if (dealer < 0 || dealer >= seats) return "the dealer is not a seat";
  if (static_cast<int>(hands.size()) > seats) return "a hand for a seat that is not there";
  for (const TutorialStep& s : t.steps)
    if (s.seat >= seats) return "the step \"" + s.key + "\" moves a seat that is not there";
  if (std::string e = layout_from_text(build_deck(t.deal.rules), dealer, hands, pile, t.layout);
      !e.empty())
    return "the deal: " + e;
  out = std::move(t);
  return {};
}

Game start_tutorial(const Tutorial& t) {
  return Game::from_layout(t.deal.rules, static_cast<int>(t.deal.seats.size()), t.deal.seed,
                           t.layout);
}

std::string tutorial_action(const Game& g, const TutorialStep& step, Action& out) {
  if (step.seat < 0) return "a sentence, not a move";
  if (const char* e = g.parse(std::to_string(step.seat) + " " + step.move, out)) return e;
  if (!g.is_legal(out)) return "not a legal move now";
  return {};
}

std::string play_tutorial(const Tutorial& t, Game* end) {
  Game g = start_tutorial(t);
  for (const TutorialStep& s : t.steps) {
    if (s.seat < 0) continue;
    Action a;
    if (std::string e = tutorial_action(g, s, a); !e.empty())
      return "step \"" + s.key + "\" (" + std::to_string(s.seat) + " " + s.move + "): " + e;
    g.apply_legal(a);
  }
  if (end) *end = std::move(g);
  return {};
}

}  // namespace uno::share
