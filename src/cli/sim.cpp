// uno-cli sim and bench.
#include <chrono>
#include <cstdio>
#include <ostream>

#include "ai/peer_policy.h"
#include "ai/table.h"
#include "cli/tools.h"
#include "engine/fnv.h"
#include "engine/game.h"
#include "engine/rng.h"

namespace uno::cli {

namespace {
double now_seconds() {
  using clock = std::chrono::steady_clock;
  return std::chrono::duration<double>(clock::now().time_since_epoch()).count();
}

std::uint64_t game_seed(std::uint64_t seed, long long i) { return ai::hand_seed(seed, i); }

std::string fixed(double v, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, v);
  return buf;
}

// A bot per bot seat (seeds as Table::with_levels); human seats get none.
ai::Table bot_table(const share::Deal& d, std::uint64_t seed) {
  std::vector<std::unique_ptr<ai::Bot>> bots;
  for (std::size_t s = 0; s < d.seats.size(); ++s) {
    auto level = bot_level(d.seats[s].player);
    bots.push_back(level ? ai::make_bot(*level, ai::bot_seed(seed, static_cast<int>(s))) : nullptr);
  }
  return ai::Table(std::move(bots));
}
}  // namespace

std::vector<share::Seat> bot_seats(const std::vector<ai::Level>& levels, int seats) {
  std::vector<share::Seat> out;
  for (int s = 0; s < seats; ++s) {
    auto us = static_cast<std::size_t>(s);
    switch (levels.empty() ? ai::Level::Normal : levels[us % levels.size()]) {
      case ai::Level::Easy: out.push_back({share::Player::BotEasy, {}}); break;
      case ai::Level::Normal: out.push_back({share::Player::BotNormal, {}}); break;
      case ai::Level::Hard: out.push_back({share::Player::BotHard, {}}); break;
      case ai::Level::Expert: out.push_back({share::Player::BotExpert, {}}); break;
      default: out.push_back({share::Player::BotHard, {}}); break;  // sim refuses the others
    }
  }
  return out;
}

std::optional<ai::Level> bot_level(share::Player p) {
  switch (p) {
    case share::Player::BotEasy: return ai::Level::Easy;
    case share::Player::BotNormal: return ai::Level::Normal;
    case share::Player::BotHard: return ai::Level::Hard;
    case share::Player::BotExpert: return ai::Level::Expert;
    case share::Player::Human: break;
  }
  return std::nullopt;
}

SimResult run_sim(const SimOptions& o) {
  SimResult r;
  RuleSet rules = o.deal.rules;
  if (o.rounds) {
    rules.target_score = 0;
    rules.round_wins = 1;  // one round per game, dino too
  }
  const int seats = static_cast<int>(o.deal.seats.size());
  const double t0 = now_seconds();
  for (int i = 0; i < o.games; ++i) {
    const std::uint64_t seed = game_seed(o.deal.seed, i);
    Game g(rules, seats, seed);
    if (g.setup_error() != nullptr) {
      ++r.aborted;
      continue;
    }
    ai::Table table = bot_table(o.deal, seed ^ 0xB07B07B07ULL);
    long long steps = 0;
    while (g.phase() != Phase::MatchOver && steps < o.max_steps) {
      if (!table.step(g)) break;
      ++steps;
    }
    ++r.games;
    r.actions += steps;
    r.rounds += g.round();
    if (g.phase() != Phase::MatchOver) {
      ++r.aborted;
      continue;
    }
    for (const Event& e : g.events()) {
      auto s = static_cast<std::size_t>(e.seat >= 0 ? e.seat : 0);
      switch (e.type) {
        case EventType::TurnStart: ++r.turns; break;
        case EventType::UnoCalled: ++r.uno_called[s]; break;
        case EventType::UnoCaught: ++r.uno_caught[static_cast<std::size_t>(e.target)]; break;
        case EventType::UnoWindowClosed: ++r.uno_escaped[s]; break;
        default: break;
      }
    }
    const auto& w = g.match_winners();
    if (w.size() > 1) ++r.ties;
    for (int s : w) ++r.wins[static_cast<std::size_t>(s)];
  }
  r.seconds = now_seconds() - t0;
  return r;
}

void print_sim(std::ostream& out, const SimOptions& o, const SimResult& r) {
  const auto& seats = o.deal.seats;
  std::string levels;
  for (std::size_t s = 0; s < seats.size(); ++s) {
    if (s) levels += ',';
    levels += share::player_name(seats[s].player);  // a bot's level name
  }
  out << "sim: preset=" << o.deal.preset << " seats=" << seats.size() << " games=" << o.games
      << " seed=" << o.deal.seed << " mode=" << (o.rounds ? "rounds" : "matches")
      << " target=" << (o.rounds ? 0 : o.deal.rules.target_score) << " levels=" << levels << "\n";
  const double n = r.games > 0 ? r.games : 1;
  for (std::size_t us = 0; us < seats.size(); ++us) {
    out << "  seat " << us << " " << share::player_name(seats[us].player) << ": wins " << r.wins[us]
        << " (" << fixed(100.0 * r.wins[us] / n, 1) << "%)"
        << "  uno called " << r.uno_called[us] << ", caught " << r.uno_caught[us] << ", escaped "
        << r.uno_escaped[us] << "\n";
  }
  out << "  per game: rounds " << fixed(static_cast<double>(r.rounds) / n, 2) << ", turns "
      << fixed(static_cast<double>(r.turns) / n, 1) << ", actions "
      << fixed(static_cast<double>(r.actions) / n, 1) << "\n";
  out << "  ties " << r.ties << ", aborted " << r.aborted << "\n";
  const double secs = r.seconds > 0 ? r.seconds : 1e-9;
  out << "  time " << fixed(r.seconds, 2) << " s: " << fixed(r.games / secs, 1) << " games/s, "
      << fixed(static_cast<double>(r.actions) / secs, 0) << " actions/s\n";
}

BenchResult run_bench(const RuleSet& rules, int seats, double seconds, std::uint64_t seed) {
  BenchResult b;
  b.preset = rules.name;
  std::vector<Action> acts;
  acts.reserve(256);
  Rng rng(seed);
  const double t0 = now_seconds();
  double t = t0;
  long long i = 0;
  while (t - t0 < seconds) {
    Game g(rules, seats, game_seed(seed, i++));
    if (g.setup_error() != nullptr) break;
    for (;;) {
      acts.clear();
      g.all_legal_actions(acts);
      if (acts.empty()) break;
      const Action& a = acts[rng.below(static_cast<std::uint32_t>(acts.size()))];
      if (a.type == ActionType::NextRound) ++b.rounds;
      g.apply(a);
      ++b.actions;
      if ((b.actions & 4095) == 0) {
        t = now_seconds();
        if (t - t0 >= seconds) break;
      }
    }
    if (g.phase() == Phase::MatchOver) {
      ++b.games;
      ++b.rounds;
    }
    t = now_seconds();
  }
  b.seconds = t - t0;
  return b;
}

}  // namespace uno::cli
