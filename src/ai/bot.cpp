// Bot levels, the decision seed, and the easy bot. The normal/hard policy is in policy.cpp.
#include "ai/bot.h"

#include <cstring>
#include <vector>

#include "ai/policy.h"
#include "ai/sha256.h"
#include "engine/fnv.h"
#include "engine/game.h"
#include "engine/rng.h"

namespace uno::ai {

namespace {

// forget, notice, react, think, own call (ms)
constexpr Profile kProfiles[kLevels] = {
    {0.50, 0.30, 1200, 2600, 900, 1800, 300, 900},  // easy
    {0.15, 0.75, 700, 1500, 600, 1300, 150, 500},   // normal
    {0.03, 0.97, 300, 800, 400, 900, 100, 300},     // hard
    {0.0, 1.0, 250, 600, 400, 900, 80, 250},        // expert
    {0.0, 0.0, 1200, 2600, 400, 900, 50, 50},       // random-playable: calls UNO at once
    {0.0, 0.0, 1200, 2600, 400, 900, 50, 50},       // random-uniform
};

class EasyBot final : public Bot {
 public:
  explicit EasyBot(std::uint64_t seed) : Bot(Level::Easy, seed) {}

  // Uniformly random among the legal actions (UNO calls and catches aside: those follow
  // the level's forget/notice chances).
  Decision decide(const SeatView& v, std::span<const Action> legal) const override {
    Decision d;
    if (legal.empty()) return d;
    Rolls r = roll(seed(), v, profile());
    std::vector<Action> catches, mains;
    for (const Action& a : legal) {
      if (a.type == ActionType::CallUno) {
        if (!r.forget) return {true, a, r.call_ms};
      } else if (a.type == ActionType::CatchUno) {
        catches.push_back(a);
      } else {
        mains.push_back(a);
      }
    }
    Rng& rng = r.rng;
    if (r.notice && !catches.empty())
      return {true, catches[rng.below(static_cast<std::uint32_t>(catches.size()))], r.react_ms};
    if (mains.empty()) return d;
    const Action pick = mains[rng.below(static_cast<std::uint32_t>(mains.size()))];
    if (must_act(v)) return {true, pick, r.think_ms};
    switch (v.phase) {
      case Phase::UnoSpinRace: return {true, pick, r.react_ms};
      case Phase::RoundOver: return {true, pick, r.think_ms};
      case Phase::Turn:  // a jump-in, half of the time
        if (pick.type == ActionType::Play && rng.below(2) == 0) return {true, pick, r.react_ms};
        return d;
      default: return d;
    }
  }
};

class SmartBot final : public Bot {
 public:
  SmartBot(Level level, std::uint64_t seed) : Bot(level, seed) {}
  Decision decide(const SeatView& v, std::span<const Action> legal) const override {
    Rolls r = roll(seed(), v, profile());
    const bool expert = level() == Level::Expert;
    return smart_decide(v, legal, expert || level() == Level::Hard, r,
                        expert ? kExpertWeights : kHardWeights);
  }
};

}  // namespace

const char* level_name(Level l) {
  switch (l) {
    case Level::Easy: return "easy";
    case Level::Normal: return "normal";
    case Level::Hard: return "hard";
    case Level::Expert: return "expert";
    case Level::RandomPlayable: return "random-playable";
    case Level::RandomUniform: return "random-uniform";
  }
  return "?";
}

std::optional<Level> parse_level(std::string_view text) {
  for (int i = 0; i < kLevels; ++i)
    if (text == level_name(static_cast<Level>(i))) return static_cast<Level>(i);
  return std::nullopt;
}

const Profile& profile(Level l) { return kProfiles[static_cast<int>(l)]; }

bool must_act(const SeatView& v) {
  switch (v.phase) {
    case Phase::Turn:
    case Phase::ChooseColour:
    case Phase::Spin:
    case Phase::Verdict:  // the card's player gives the verdict (others may, optionally)
      return v.current == v.seat;
    case Phase::Pending: return v.pending.victim == v.seat;
    case Phase::Discard: return v.discard.seat == v.seat;
    case Phase::UnoSpinRace:
    case Phase::RoundOver:
    case Phase::MatchOver: return false;
  }
  return false;
}

std::unique_ptr<Bot> make_table_bot(Level level, std::uint64_t seed) {
  switch (level) {
    case Level::Easy: return std::make_unique<EasyBot>(seed);
    case Level::Hard: return std::make_unique<SmartBot>(Level::Hard, seed);
    // Hard's play with the Expert's profile (never forgets UNO, always catches, quicker):
    // the page's Expert seat, whose searched decisions come from the coach's worker.
    case Level::Expert: return std::make_unique<SmartBot>(Level::Expert, seed);
    default: return std::make_unique<SmartBot>(Level::Normal, seed);
  }
}

std::unique_ptr<Bot> make_bot(Level level, std::uint64_t seed) {
  switch (level) {
    case Level::Expert: return make_expert(seed, SearchBudget{});
    case Level::RandomPlayable:
    case Level::RandomUniform: return make_baseline(level, seed);
    default: return make_table_bot(level, seed);
  }
}

// The one bot-seed rule: SHA-256 of (domain tag, game seed, seat), first 8 bytes.
//
// Why a cryptographic hash: a bot can read its own seed, so the seed must tell it nothing
// about the deal. The old rule (splitmix64 of a linear mix) was a bijection: inverting it
// gave the game seed and with it every hidden card. With SHA-256 the only way back from a
// bot seed to the game seed is to guess game seeds and hash each guess (a preimage attack
// on SHA-256 is infeasible). Guessing is no better than what the bot's own hand already
// allows (a hand of 7 cards out of 108 identifies the seed that dealt it just as well), so
// the seed adds nothing to what a seat legitimately knows. Against guessing itself only the
// game seed's entropy helps: a game started from a random 64-bit seed cannot be
// enumerated; a game from a small, well-known seed (seed 1 of a simulation, a daily deal)
// is guessable with or without the bot seed. The tag keeps these seeds apart from any other
// use of SHA-256 on the same numbers.
std::uint64_t bot_seed(std::uint64_t game_seed, int seat) {
  // "uno-bot-seed/v2" (15 bytes), game seed (8, little endian), seat (4, little endian).
  std::uint8_t msg[27];
  std::memcpy(msg, "uno-bot-seed/v2", 15);
  for (int i = 0; i < 8; ++i) msg[15 + i] = static_cast<std::uint8_t>(game_seed >> (8 * i));
  const auto us = static_cast<std::uint32_t>(seat);
  for (int i = 0; i < 4; ++i) msg[23 + i] = static_cast<std::uint8_t>(us >> (8 * i));
  const auto d = sha256_short(msg, sizeof msg);
  std::uint64_t x = 0;
  for (int i = 0; i < 8; ++i) x |= std::uint64_t{d[static_cast<std::size_t>(i)]} << (8 * i);
  return x;
}

std::uint32_t round_start_seq(const Game& g) {
  const auto& ev = g.events();
  for (std::size_t i = ev.size(); i-- > 0;)
    if (ev[i].type == EventType::RoundStart) return ev[i].seq;
  return 0;
}

SeatView bot_view(const Game& g, int seat) { return g.view(seat, round_start_seq(g)); }

std::uint64_t view_digest(const SeatView& v) {
  Fnv1a f;
  f.i64(v.seat);
  f.i64(v.seats);
  f.i64(static_cast<int>(v.phase));
  f.i64(v.round);
  f.i64(v.dealer);
  f.i64(v.current);
  f.i64(v.direction);
  f.i64(v.top);
  f.i64(static_cast<int>(v.colour));
  f.i64(v.draw_pile);
  f.i64(v.discard_pile);
  f.i64(static_cast<std::int64_t>(v.hand.size()));
  for (CardId id : v.hand) f.byte(id);
  for (int s = 0; s < v.seats && s < kMaxSeats; ++s) {
    auto us = static_cast<std::size_t>(s);
    f.i64(v.hand_counts[us]);
    f.i64(v.scores[us]);
    f.i64(v.uno_exposed[us]);
  }
  f.i64(static_cast<int>(v.pending.kind));
  f.i64(v.pending.victim);
  f.i64(v.pending.source);
  f.i64(v.pending.card);
  f.i64(v.pending.amount);
  f.i64(static_cast<int>(v.discard.mode));
  f.i64(v.discard.seat);
  f.i64(v.discard.discarded);
  f.i64(static_cast<int>(v.last_spin));
  f.i64(v.drew_this_turn);
  f.i64(v.drawn);
  f.i64(static_cast<int>(v.verdict_rule));
  // Not v.actors: under jump-in it tells whether another seat holds a card identical to
  // the top card, which is hidden information.
  return f.h;
}

Rolls roll(std::uint64_t seed, const SeatView& v, const Profile& p) {
  std::uint64_t x = seed ^ (view_digest(v) * 0x9E3779B97F4A7C15ULL);
  Rolls r{Rng(splitmix64(x))};
  auto chance = [&] { return static_cast<double>(r.rng.next()) / 4294967296.0; };
  auto between = [&](int lo, int hi) {
    return lo + static_cast<int>(r.rng.below(static_cast<std::uint32_t>(hi - lo + 1)));
  };
  r.forget = chance() < p.forget_uno;
  r.notice = chance() < p.notice;
  r.think_ms = between(p.think_min_ms, p.think_max_ms);
  r.react_ms = between(p.react_min_ms, p.react_max_ms);
  r.call_ms = between(p.call_min_ms, p.call_max_ms);
  return r;
}

}  // namespace uno::ai
