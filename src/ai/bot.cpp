// Bot levels, the decision seed, and the easy bot. The normal/hard policy is in policy.cpp.
#include "ai/bot.h"

#include <vector>

#include "ai/policy.h"
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
    return smart_decide(v, legal, level() == Level::Hard, r);
  }
};

}  // namespace

const char* level_name(Level l) {
  switch (l) {
    case Level::Easy: return "easy";
    case Level::Normal: return "normal";
    case Level::Hard: return "hard";
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

std::unique_ptr<Bot> make_bot(Level level, std::uint64_t seed) {
  if (level == Level::Easy) return std::make_unique<EasyBot>(seed);
  return std::make_unique<SmartBot>(level, seed);
}

std::uint64_t bot_seed(std::uint64_t game_seed, int seat) {
  std::uint64_t x =
      game_seed * 0x100000001B3ULL + static_cast<std::uint64_t>(seat) * 0x9E3779B97F4A7C15ULL;
  return splitmix64(x);
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
