// uno-cli arena (arena.h).
//
// Paired deals: deal i (seed from --seed and i) is played once per rotation k = 0..seats-1
// of the levels over the seats, so every level plays every seat of the same cards and
// luck of the deal cancels out. Bot seeds come from the one bot-seed rule, per deal,
// rotation and seat.
#include "cli/arena.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <memory>
#include <ostream>

#include "ai/peer_policy.h"
#include "ai/table.h"
#include "engine/game.h"

namespace uno::cli {

namespace {

double now_ms() {
  using clock = std::chrono::steady_clock;
  return std::chrono::duration<double, std::milli>(clock::now().time_since_epoch()).count();
}

std::string fixed(double v, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, v);
  return buf;
}

// Times every decision of the bot it wraps, into its level's lists.
class TimedBot final : public ai::Bot {
 public:
  TimedBot(std::unique_ptr<ai::Bot> inner, ArenaLevel* into)
      : ai::Bot(inner->level(), inner->seed()), inner_(std::move(inner)), into_(into) {}
  ai::Decision decide(const SeatView& v, std::span<const Action> legal) const override {
    const double t0 = now_ms();
    const std::clock_t c0 = std::clock();
    ai::Decision d = inner_->decide(v, legal);
    const auto ms = static_cast<float>(now_ms() - t0);
    const auto cpu =
        static_cast<float>(1000.0 * static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC);
    if (ai::must_act(v)) {
      into_->move_ms.push_back(ms);
      into_->move_cpu_ms.push_back(cpu);
    }
    return d;
  }

 private:
  std::unique_ptr<ai::Bot> inner_;
  ArenaLevel* into_;
};

std::unique_ptr<ai::Bot> make(ai::Level l, std::uint64_t seed, const ai::SearchBudget& b) {
  return l == ai::Level::Expert ? ai::make_expert(seed, b) : ai::make_bot(l, seed);
}

double percentile(std::vector<float> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const auto i = static_cast<std::size_t>(std::ceil(q * static_cast<double>(v.size()))) - 1;
  return v[std::min(i, v.size() - 1)];
}

}  // namespace

Wilson wilson(long long wins, long long n, double z) {
  if (n <= 0) return {0, 1};
  const double p = static_cast<double>(wins) / static_cast<double>(n);
  const double nn = static_cast<double>(n);
  const double den = 1 + z * z / nn;
  const double mid = (p + z * z / (2 * nn)) / den;
  const double half = z * std::sqrt(p * (1 - p) / nn + z * z / (4 * nn * nn)) / den;
  return {std::max(0.0, mid - half), std::min(1.0, mid + half)};
}

Wilson wilson95(long long wins, long long n) { return wilson(wins, n, 1.959963984540054); }

int early_look(int deals, int min_deals) {
  const long long first = std::max(1, min_deals);
  long long at = first;
  for (int k = 0; at <= deals; ++k, at *= 2)
    if (at == deals) return k;
  return -1;
}

double early_look_z(int look) {
  // Two-sided alpha = 0.05 / 2^(look + 1): solve erfc(z / sqrt 2) = alpha by bisection.
  const double alpha = 0.05 / std::ldexp(1.0, look + 1);
  double lo = 0, hi = 40;
  for (int i = 0; i < 200; ++i) {
    const double mid = (lo + hi) / 2;
    (std::erfc(mid / std::sqrt(2.0)) > alpha ? lo : hi) = mid;
  }
  return (lo + hi) / 2;
}

Wilson verdict_interval(const ArenaLevel& first, const ArenaResult& r) {
  return r.decided ? wilson(first.wins, first.seat_games, early_look_z(r.look))
                   : wilson95(first.wins, first.seat_games);
}

Game play_rotation(const RuleSet& rules, int seats, std::uint64_t deal_seed, int k,
                   const SeatBot& seat_bot) {
  Game g(rules, seats, deal_seed);
  if (g.setup_error() != nullptr) return g;
  std::vector<std::unique_ptr<ai::Bot>> bots;
  for (int s = 0; s < seats; ++s)
    bots.push_back(seat_bot((s + k) % seats, ai::bot_seed(deal_seed, k * kMaxSeats + s)));
  ai::Table table(std::move(bots));
  for (long long steps = 0; g.phase() != Phase::MatchOver && steps < 2000000; ++steps)
    if (!table.step(g)) break;
  return g;
}

ArenaResult run_arena(const ArenaOptions& o) {
  ArenaResult r;
  RuleSet rules = o.rules;
  if (o.hands) {
    rules.target_score = 0;
    rules.round_wins = 1;
  }
  std::vector<ai::Level> per_seat;
  for (int s = 0; s < o.seats; ++s)
    per_seat.push_back(o.levels[static_cast<std::size_t>(s) % o.levels.size()]);
  std::vector<std::size_t> index(per_seat.size());
  for (std::size_t s = 0; s < per_seat.size(); ++s) {
    std::size_t j = 0;
    while (j < r.levels.size() && r.levels[j].level != per_seat[s]) ++j;
    if (j == r.levels.size()) {
      ArenaLevel l;
      l.level = per_seat[s];
      r.levels.push_back(std::move(l));
    }
    ++r.levels[j].seats_each;
    index[s] = j;
  }
  const double goal = o.goal >= 0 ? o.goal : 1.0 / o.seats;
  const double t0 = now_ms();
  for (int i = 0; i < o.deals; ++i) {
    const std::uint64_t deal_seed = ai::hand_seed(o.seed, i);
    for (int k = 0; k < o.seats; ++k) {
      const Game g =
          play_rotation(rules, o.seats, deal_seed, k, [&](int place, std::uint64_t seed) {
            const auto from = static_cast<std::size_t>(place);
            return std::make_unique<TimedBot>(make(per_seat[from], seed, o.budget),
                                              &r.levels[index[from]]);
          });
      if (g.setup_error() != nullptr) return r;
      std::vector<std::size_t> level_of(static_cast<std::size_t>(o.seats));
      for (int s = 0; s < o.seats; ++s)
        level_of[static_cast<std::size_t>(s)] = index[static_cast<std::size_t>((s + k) % o.seats)];
      ++r.games;
      for (auto& l : r.levels) l.seat_games += l.seats_each;
      const auto& w = g.match_winners();
      if (g.phase() != Phase::MatchOver || w.empty()) ++r.no_winner;
      for (int s : w) ++r.levels[level_of[static_cast<std::size_t>(s)]].wins;
    }
    r.deals = i + 1;
    const int look = o.early_stop && r.deals < o.deals ? early_look(r.deals, o.min_deals) : -1;
    if (look >= 0 && r.levels.size() > 1) {
      const Wilson ci = wilson(r.levels[0].wins, r.levels[0].seat_games, early_look_z(look));
      if (ci.lo > goal || ci.hi < goal) {
        r.decided = true;
        r.look = look;
        break;
      }
    }
  }
  r.seconds = (now_ms() - t0) / 1000.0;
  return r;
}

void print_arena(std::ostream& out, const ArenaOptions& o, const ArenaResult& r) {
  std::string levels;
  for (std::size_t i = 0; i < o.levels.size(); ++i)
    levels += (i ? "," : "") + std::string(ai::level_name(o.levels[i]));
  const double goal = o.goal >= 0 ? o.goal : 1.0 / o.seats;
#ifdef __EMSCRIPTEN__
  const char* build = "wasm";
#else
  const char* build = "native";
#endif
  out << "arena: " << build << " preset=" << o.preset << " seats=" << o.seats
      << " levels=" << levels << " seed=" << o.seed << " mode=" << (o.hands ? "hands" : "matches")
      << " expert=";
  if (o.budget.rollouts > 0) out << o.budget.rollouts << " rollouts";
  else out << fixed(o.budget.ms, 0) << " ms";
  out << "\n  deals " << r.deals << " (each in " << o.seats << " seat rotations), games " << r.games
      << ", no winner " << r.no_winner << ", " << fixed(r.seconds, 1) << " s\n";
  out << "  level            seats  wins / chances   win%   95% Wilson      "
         "moves  avg ms  p50 ms  p99 ms  max ms  cpu p99\n";
  for (const ArenaLevel& l : r.levels) {
    const Wilson ci = wilson95(l.wins, l.seat_games);
    const double pct =
        l.seat_games ? 100.0 * static_cast<double>(l.wins) / static_cast<double>(l.seat_games) : 0;
    double sum = 0;
    for (float m : l.move_ms) sum += m;
    char line[256];
    std::snprintf(
        line, sizeof line,
        "  %-16s %5d %6lld / %-7lld %5.1f%%  (%4.1f-%4.1f%%)  %7zu %7.3f %7.3f %7.3f %7.3f %8.3f\n",
        ai::level_name(l.level), l.seats_each, l.wins, l.seat_games, pct, 100 * ci.lo, 100 * ci.hi,
        l.move_ms.size(), l.move_ms.empty() ? 0.0 : sum / static_cast<double>(l.move_ms.size()),
        percentile(l.move_ms, 0.5), percentile(l.move_ms, 0.99), percentile(l.move_ms, 1.0),
        percentile(l.move_cpu_ms, 0.99));
    out << line;
  }
  const Wilson first = r.levels.empty() ? Wilson{0, 1} : verdict_interval(r.levels[0], r);
  out << "  " << (r.levels.empty() ? "?" : ai::level_name(r.levels[0].level)) << " vs goal "
      << fixed(100 * goal, 1) << "%: "
      << (first.lo > goal   ? "above"
          : first.hi < goal ? "below"
                            : "undecided");
  if (r.decided)
    out << " (stopped early at look " << r.look + 1 << ", deal " << r.deals << ": interval at z "
        << fixed(early_look_z(r.look), 2) << " " << fixed(100 * first.lo, 1) << "-"
        << fixed(100 * first.hi, 1) << "%; the looks together err at most 5%)";
  out << "\n";
}

}  // namespace uno::cli
