// Compact saves (format 2): a settled position and the moves after it. Written, read back
// and resumed exactly; every damaged or hostile position line is refused with a reason.
#include <catch2/catch.hpp>

#include "share/codec.h"
#include "share/save.h"

using namespace uno;
using namespace uno::share;

namespace {

std::string seal(const std::string& body) {
  return body + "crc " + detail::hex(detail::crc32(body), 8) + "\n";
}

// A dino game (Lauf! windows, wild piles) played `n` moves by the first legal action of
// a seed-picked seat, then on to the next settled position.
Game played(const Deal& d, int n, std::vector<Action>* log = nullptr) {
  Game g = start_game(d);
  std::vector<Action> acts;
  Rng rng(d.seed);
  for (int i = 0; i < n || !g.settled(); ++i) {
    REQUIRE(g.phase() != Phase::MatchOver);
    acts.clear();
    g.all_legal_actions(acts);
    const Action a = acts[rng.below(static_cast<std::uint32_t>(acts.size()))];
    REQUIRE(g.apply(a).ok);
    if (log) log->push_back(a);
  }
  return g;
}

Deal long_deal(const char* preset, std::uint64_t seed) {
  Deal d = make_deal(preset, 3, seed);
  d.rules.target_score = 65535;
  d.rules.stall_turns = 0;
  return d;
}

}  // namespace

TEST_CASE("a settled position rebuilds the same game, which plays on identically",
          "[share][save][compact]") {
  for (const char* preset : {"classic", "official112", "spin", "dino"}) {
    INFO(preset);
    const Deal d = long_deal(preset, 11);
    Game g = played(d, 300);
    REQUIRE(g.settled());
    Game h = start_game(d);
    REQUIRE(Game::from_position(d.rules, g.seats(), g.position(), h) == nullptr);
    CHECK(h.position() == g.position());
    CHECK(h.events().empty());
    Rng rng(5);
    std::vector<Action> acts;
    for (int i = 0; i < 500 && g.phase() != Phase::MatchOver; ++i) {
      acts.clear();
      g.all_legal_actions(acts);
      std::vector<Action> other;
      h.all_legal_actions(other);
      REQUIRE(acts == other);
      const Action a = acts[rng.below(static_cast<std::uint32_t>(acts.size()))];
      REQUIRE(g.apply(a).ok);
      REQUIRE(h.apply(a).ok);
    }
    if (g.settled()) CHECK(h.position() == g.position());
    CHECK(h.scores() == g.scores());
  }
}

TEST_CASE("a compact save is version 2, reads back equal and resumes the exact position",
          "[share][save][compact]") {
  const Deal d = long_deal("classic", 7);
  std::vector<Action> log;
  Game at = played(d, 400, &log);
  SaveData s;
  s.game = SavedGame{d, {}};
  s.game->from = Checkpoint{log.size(), at.position()};
  Game live = at;
  Rng rng(3);
  std::vector<Action> acts;
  for (int i = 0; i < 60; ++i) {
    acts.clear();
    live.all_legal_actions(acts);
    const Action a = acts[rng.below(static_cast<std::uint32_t>(acts.size()))];
    REQUIRE(live.apply(a).ok);
    s.game->actions.push_back(a);
  }
  const auto text = write_save(s);
  REQUIRE(text);
  CHECK(text->rfind("uno-save 2\n", 0) == 0);
  const auto back = load_save(*text);
  INFO(back.error.message);
  REQUIRE(back);
  CHECK(*back == s);
  REQUIRE(back->game->position);
  CHECK(back->game->position->position() == live.position());
  CHECK(back->game->position->hand(0) == live.hand(0));

  SECTION("damaged or hostile position lines are refused, never a crash") {
    const std::string body = text->substr(0, text->rfind("crc "));
    auto with = [&](const std::string& from, const std::string& to) {
      std::string b = body;
      const auto at_line = b.find(from);
      REQUIRE(at_line != std::string::npos);
      b.replace(at_line, from.size(), to);
      return load_save(seal(b));
    };
    const std::string hand0 = body.substr(body.find("pos-hand 0 "));
    const std::string hand_line = hand0.substr(0, hand0.find('\n') + 1);
    const std::string card = hand_line.substr(11, 2);
    // Each: the result is an error with a message, and nothing else happens.
    for (const auto& r : {
             with(hand_line, ""),                                      // a hand missing
             with(hand_line, hand_line + hand_line),                   // twice
             with("pos-hand 0 " + card, "pos-hand 0 " + card + card),  // a card twice
             with("pos-hand 0 " + card, "pos-hand 0 ff"),              // no such card
             with("pos-hand 0 ", "pos-hand 9 "),                       // no such seat
             with("pos-hand 0 ", "pos-hand 0 x"),                      // not hex
             with("position ", "position 1 "),                         // a field too many
             with("pos-scores ", "pos-scores 1 "),                     // a score too many
             with("pos-discard ", "pos-discard -\npos-x "),            // empty discard
             with("position ", "pos-draw - \nposition "),              // before position
         }) {
      CHECK_FALSE(r);
      CHECK_FALSE(r.error.message.empty());
    }
    // Field by field: the numbers of the position line out of range.
    const std::string pos = body.substr(body.find("position "));
    std::string line = pos.substr(0, pos.find('\n'));
    for (std::size_t field = 2; field <= 11; ++field) {
      std::vector<std::string> parts;
      for (std::size_t p = 0, q; p != std::string::npos; p = q == std::string::npos ? q : q + 1) {
        q = line.find(' ', p);
        parts.push_back(line.substr(p, q == std::string::npos ? q : q - p));
      }
      for (const char* bad : {"-5", "99", "2147483647"}) {
        parts[field] = bad;
        std::string changed = parts[0];
        for (std::size_t k = 1; k < parts.size(); ++k) changed += " " + parts[k];
        auto r = with(line, changed);
        if (r) {
          // Some fields take these values (a score, a stall count): the game must still play.
          std::vector<Action> legal;
          r->game->position->all_legal_actions(legal);
        }
      }
    }
    // In a version 1 save the position lines are unknown lines: ignored, so the moves are
    // read from the deal (and here refused: they do not start there).
    std::string v1 = body;
    v1.replace(0, 11, "uno-save 1\n");
    CHECK_FALSE(load_save(seal(v1)));
  }
}
