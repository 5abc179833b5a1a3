// The app's own computer player, used until src/ai (uno_ai) is linked in: plays a sensible
// card from the seat's view, forgets UNO and misses catches now and then by level.
#include <array>

#include "app/bot.h"
#include "engine/rng.h"

namespace app {
namespace {

using uno::Action;
using uno::ActionType;
using uno::Colour;

class LocalBot final : public BotPlayer {
 public:
  LocalBot(BotLevel level, std::uint64_t seed) : level_(level), rng_(seed) {}

  std::optional<Action> choose(const uno::SeatView& v, const std::vector<Action>& legal) override {
    if (legal.empty()) return std::nullopt;
    const std::uint32_t key = static_cast<std::uint32_t>(v.round) << 16 |
                              static_cast<std::uint32_t>(v.discard_pile & 0xFFFF);
    std::optional<Action> call, catcher, next;
    std::vector<Action> plays, others;
    for (const Action& a : legal) {
      switch (a.type) {
        case ActionType::CallUno: call = a; break;
        case ActionType::CatchUno: catcher = a; break;
        case ActionType::NextRound: next = a; break;
        case ActionType::Play: plays.push_back(a); break;
        default: others.push_back(a); break;
      }
    }
    if (call) {
      if (uno_key_ != key) {
        uno_key_ = key;
        forgot_ = roll(level_ == BotLevel::Easy ? 30 : level_ == BotLevel::Normal ? 10 : 0);
      }
      if (!forgot_) return call;
    }
    if (catcher) {
      if (catch_key_ != key) {
        catch_key_ = key;
        notices_ = roll(level_ == BotLevel::Easy ? 40 : level_ == BotLevel::Normal ? 75 : 100);
      }
      if (notices_) return catcher;
    }
    if (next) return next;
    if (!plays.empty()) return best_play(v, plays);
    if (others.empty()) return std::nullopt;
    for (const Action& a : others)  // a +4 challenge: sometimes, more often when it pays
      if (a.type == ActionType::Challenge && roll(level_ == BotLevel::Hard ? 35 : 20)) return a;
    for (const Action& a : others)
      if (a.type == ActionType::ChooseColour && a.colour == best_colour(v)) return a;
    for (const Action& a : others)
      if (a.type == ActionType::Discard) return a;
    for (const Action& a : others)
      if (a.type == ActionType::Accept || a.type == ActionType::Draw || a.type == ActionType::Pass ||
          a.type == ActionType::Spin || a.type == ActionType::Done || a.type == ActionType::ClaimUnoSpin ||
          a.type == ActionType::Verdict)
        return a;
    return others.front();
  }

  double delay_ms(const uno::SeatView&, const Action& chosen) override {
    const double base = level_ == BotLevel::Easy ? 1300.0 : level_ == BotLevel::Normal ? 1000.0 : 750.0;
    const double jitter = static_cast<double>(rng_.below(400));
    switch (chosen.type) {
      case ActionType::CallUno: return 250.0 + jitter * 0.3;
      case ActionType::CatchUno: return base * 1.2 + jitter;
      default: return base + jitter;
    }
  }

 private:
  bool roll(std::uint32_t percent) { return rng_.below(100) < percent; }

  Colour best_colour(const uno::SeatView& v) const {
    std::array<int, uno::kColours> n{};
    for (uno::CardId id : v.hand) {
      const uno::Card& c = (*v.deck)[id];
      if (!c.is_wild()) ++n[static_cast<int>(c.colour)];
    }
    int best = 0;
    for (int i = 1; i < uno::kColours; ++i)
      if (n[i] > n[best]) best = i;
    return static_cast<Colour>(best);
  }

  Action best_play(const uno::SeatView& v, const std::vector<Action>& plays) {
    if (level_ == BotLevel::Easy && roll(50)) return plays[rng_.below(static_cast<std::uint32_t>(plays.size()))];
    const Colour pref = best_colour(v);
    const int next = (v.seat + v.direction + v.seats) % v.seats;
    const bool threat = v.hand_counts[next] <= 2;
    int best_score = -1000;
    Action best = plays.front();
    for (const Action& a : plays) {
      const uno::Card& c = (*v.deck)[a.card];
      int score = 0;
      if (c.is_wild()) score = (a.colour == pref ? 2 : 0) - (threat ? 0 : 20) - (c.kind == uno::Kind::WildDrawFour ? 5 : 0);
      else score = (c.colour == pref ? 5 : 0) + (c.is_action() ? (threat ? 15 : 3) : c.number / 3);
      if (a.target >= 0) score -= v.hand_counts[a.target];  // 7-0: swap with the smallest hand
      if (score > best_score) best_score = score, best = a;
    }
    return best;
  }

  BotLevel level_;
  uno::Rng rng_;
  std::uint32_t uno_key_ = 0xFFFFFFFF, catch_key_ = 0xFFFFFFFF;
  bool forgot_ = false, notices_ = false;
};

}  // namespace

std::unique_ptr<BotPlayer> make_bot(BotLevel level, std::uint64_t seed) {
  return std::make_unique<LocalBot>(level, seed);
}

}  // namespace app
