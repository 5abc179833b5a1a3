// The arena's random baselines (bot.h): random-playable and random-uniform.
#include <vector>

#include "ai/policy.h"

namespace uno::ai {

namespace {

class RandomBot final : public Bot {
 public:
  RandomBot(Level level, std::uint64_t seed) : Bot(level, seed) {}

  Decision decide(const SeatView& v, std::span<const Action> legal) const override {
    Decision d;
    if (legal.empty()) return d;
    Rolls r = roll(seed(), v, profile());
    std::vector<Action> mains;
    for (const Action& a : legal) {
      if (a.type == ActionType::CallUno) return {true, a, r.call_ms};
      if (a.type != ActionType::CatchUno) mains.push_back(a);
    }
    if (mains.empty()) return d;
    if (!must_act(v)) {  // no catches, no jump-ins; the race and the next round: yes
      if (v.phase == Phase::UnoSpinRace) return {true, mains.front(), r.react_ms};
      if (v.phase == Phase::RoundOver) return {true, mains.front(), r.think_ms};
      return d;
    }
    Rng& rng = r.rng;
    auto any = [&](const std::vector<Action>& from) {
      return from[rng.below(static_cast<std::uint32_t>(from.size()))];
    };
    if (level() == Level::RandomUniform) return {true, any(mains), r.think_ms};
    if (v.phase == Phase::Pending) {
      for (const Action& a : mains)
        if (a.type == ActionType::Accept) return {true, a, r.think_ms};
      return {true, any(mains), r.think_ms};
    }
    if (v.phase != Phase::Turn) return {true, any(mains), r.think_ms};
    // A card first (uniformly among the distinct cards), then one of its variants (the
    // wild's colour, the 7-0 target); no playable card: draw, else pass.
    std::vector<CardId> cards;
    for (const Action& a : mains)
      if (a.type == ActionType::Play && (cards.empty() || cards.back() != a.card))
        cards.push_back(a.card);
    if (!cards.empty()) {
      const CardId c = cards[rng.below(static_cast<std::uint32_t>(cards.size()))];
      std::vector<Action> variants;
      for (const Action& a : mains)
        if (a.type == ActionType::Play && a.card == c) variants.push_back(a);
      return {true, any(variants), r.think_ms};
    }
    for (const Action& a : mains)
      if (a.type == ActionType::Draw) return {true, a, r.think_ms};
    for (const Action& a : mains)
      if (a.type == ActionType::Pass) return {true, a, r.think_ms};
    return {true, any(mains), r.think_ms};
  }
};

}  // namespace

std::unique_ptr<Bot> make_baseline(Level level, std::uint64_t seed) {
  return std::make_unique<RandomBot>(level, seed);
}

}  // namespace uno::ai
