// uno_table_stats: what happens at a 4-seat table of one level against three Hards, beyond
// who wins: Wild Draw Four challenges (how often each side challenges, how often the
// challenge finds the +4 guilty) and missed UNO calls. The same deals, rotations and bot
// seeds as `uno-cli arena --levels LEVEL,hard,hard,hard --seats 4` (cli::play_rotation).
// Challenges are also split by the challenger's hand size then (1, 2, 3 or more cards).
// A measuring tool that prints numbers, not a test.
//
//   cmake --build --preset native --target uno_table_stats
//   build/native/tools/probes/uno_table_stats DEALS SEED [expert|hard] [ROLLOUTS]
#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

#include "ai/bot.h"
#include "ai/peer_policy.h"
#include "cli/arena.h"
#include "engine/game.h"
#include "engine/rules.h"

namespace {

using namespace uno;

// Counts for the level under test ("us") and for the three Hards ("them").
struct Side {
  // As the victim of a Wild Draw Four, by its hand size then (1, 2, 3 or more cards): +4s
  // faced, challenged, and found guilty when challenged.
  std::array<long long, 3> faced_by_size{}, chal_by_size{}, guilty_by_size{};
  long long wd4_played = 0;
  long long caught = 0, catches = 0;  // missed UNO calls caught; catches made
};

long long total(const std::array<long long, 3>& by_size) {
  return by_size[0] + by_size[1] + by_size[2];
}

void print_side(const char* name, const Side& s) {
  const long long faced = total(s.faced_by_size), challenged = total(s.chal_by_size),
                  guilty = total(s.guilty_by_size);
  std::printf(
      "  %-7s +4s faced %5lld: challenged %5lld (%.0f%%), guilty when challenged %5lld (%.1f%%); "
      "+4s played %5lld; caught without UNO %4lld; catches made %4lld\n",
      name, faced, challenged, faced ? 100.0 * challenged / faced : 0.0, guilty,
      challenged ? 100.0 * guilty / challenged : 0.0, s.wd4_played, s.caught, s.catches);
  const char* sizes[] = {"1 card", "2 cards", "3+ cards"};
  for (std::size_t i = 0; i < 3; ++i)
    std::printf("          holding %-8s: +4s faced %5lld, challenged %5lld, guilty %5lld\n",
                sizes[i], s.faced_by_size[i], s.chal_by_size[i], s.guilty_by_size[i]);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: uno_table_stats DEALS SEED [expert|hard] [ROLLOUTS]\n");
    return 2;
  }
  const int deals = std::atoi(argv[1]);
  const std::uint64_t seed = std::strtoull(argv[2], nullptr, 10);
  const bool expert = argc < 4 || std::strcmp(argv[3], "hard") != 0;
  const ai::SearchBudget budget{0, argc > 4 ? std::atoi(argv[4]) : 800};
  RuleSet rules = classic();
  rules.target_score = 0;  // one hand per game, as the arena
  rules.round_wins = 1;
  constexpr int kSeats = 4;
  long long games = 0, wins = 0;
  Side us, them;
  for (int i = 0; i < deals; ++i) {
    const std::uint64_t deal_seed = ai::hand_seed(seed, i);
    for (int k = 0; k < kSeats; ++k) {
      const Game g = cli::play_rotation(
          rules, kSeats, deal_seed, k, [&](int place, std::uint64_t s) -> std::unique_ptr<ai::Bot> {
            if (place == 0 && expert) return ai::make_expert(s, budget);
            return ai::make_bot(ai::Level::Hard, s);
          });
      const int mine = (kSeats - k) % kSeats;  // the seat holding line-up place 0
      ++games;
      for (int w : g.match_winners()) wins += w == mine ? 1 : 0;
      std::array<int, kSeats> held{};  // hand sizes, followed through the log (classic)
      for (const Event& e : g.events()) {
        const bool seated = e.seat >= 0 && e.seat < kSeats;
        const auto seat_i = static_cast<std::size_t>(seated ? e.seat : 0);
        if (seated) {
          if (e.type == EventType::Deal || e.type == EventType::Draw ||
              e.type == EventType::TakeBack)
            ++held[seat_i];
          if (e.type == EventType::Play) --held[seat_i];
        }
        const bool ours = e.seat == mine;
        Side& side = ours ? us : them;
        const bool wd4 = e.card != kNoCard && g.deck()[e.card].kind == Kind::WildDrawFour;
        if (e.type == EventType::Play && wd4) ++side.wd4_played;
        const auto size_i =
            static_cast<std::size_t>(seated ? std::clamp(held[seat_i], 1, 3) - 1 : 0);
        if ((e.type == EventType::Accepted && wd4) || e.type == EventType::Challenge)
          ++side.faced_by_size[size_i];
        if (e.type == EventType::Challenge) {
          ++side.chal_by_size[size_i];
          side.guilty_by_size[size_i] += e.value != 0 ? 1 : 0;
        }
        if (e.type == EventType::UnoCaught) {
          ++side.catches;
          ++(e.target == mine ? us : them).caught;
        }
      }
    }
  }
  std::printf("%s against three Hards, %lld hands (%d deals, seed %llu): wins %lld (%.2f%%)\n",
              expert ? "expert" : "hard", games, deals, static_cast<unsigned long long>(seed), wins,
              100.0 * static_cast<double>(wins) / static_cast<double>(games));
  print_side(expert ? "expert" : "hard", us);
  print_side("hards", them);
}
