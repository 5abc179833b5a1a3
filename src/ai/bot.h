// Computer players. A bot sees ONLY a uno::SeatView (what its seat may know) and the list
// of its seat's legal actions: it has no access to the Game, so it cannot cheat.
//
//   auto bot = uno::ai::make_bot(uno::ai::Level::Normal, /*seed=*/7);
//   uno::SeatView v = uno::ai::bot_view(game, seat);     // the caller builds the view
//   game.legal_actions(seat, legal);
//   uno::ai::Decision d = bot->decide(v, legal);
//   if (d.act) game.apply(d.action);                     // after d.delay_ms in a UI
//
// A decision is a pure function of (view, legal actions, level, seed): the bot keeps no
// state between calls, and its randomness (the project's uno::Rng, never <random>) is
// seeded from the seed and a digest of the view. Asking twice gives the same answer.
//
// Races (catching a missing UNO call, the UNO Spin race, jump-ins) and the bot's own UNO
// call are "optional" decisions: the bot may answer act=false (wait). When the game waits
// for this seat (must_act), decide() always returns one of the legal actions.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "engine/action.h"
#include "engine/view.h"

namespace uno {
class Game;
}

namespace uno::ai {

// Expert searches (expert.cpp): determinizations from a belief over hidden cards, Hard in
// rollouts. The two random levels are the arena's baselines (uno-cli arena), not
// opponents for people: random-playable plays a uniformly random playable card (draws
// only when it must, keeps a drawn card, accepts every effect, always calls UNO, never
// catches); random-uniform picks uniformly among all its legal actions, voluntary draws
// included (and, like random-playable, always calls UNO and never catches).
enum class Level : std::uint8_t { Easy, Normal, Hard, Expert, RandomPlayable, RandomUniform };
inline constexpr int kLevels = 6;
// "easy", "normal", "hard", "expert", "random-playable", "random-uniform"
const char* level_name(Level l);
std::optional<Level> parse_level(std::string_view text);

// Behaviour constants of a level (the UI may read them, e.g. to pace bot moves).
struct Profile {
  double forget_uno;  // chance the bot does not call UNO when it holds one card
  double notice;      // chance it notices (and catches) another seat's missing UNO call
  int react_min_ms;   // reaction delay for races: catch, UNO Spin, jump-in
  int react_max_ms;
  int think_min_ms;  // suggested delay before an ordinary move
  int think_max_ms;
  int call_min_ms;  // delay of its own UNO call
  int call_max_ms;
};
const Profile& profile(Level l);

struct Decision {
  bool act = false;  // false: the bot waits (never when must_act(view))
  Action action{};   // one of the legal actions given to decide()
  int delay_ms = 0;  // suggested delay before applying (races: smaller is faster)
};

// True when the game cannot go on until this seat acts: its turn, its colour choice, its
// spin, its answer to a pending effect, its discards, a verdict on the card it played.
// (Races, UNO calls, catches and "next round" are optional.)
bool must_act(const SeatView& v);

class Bot {
 public:
  virtual ~Bot() = default;
  Level level() const { return level_; }
  std::uint64_t seed() const { return seed_; }
  const Profile& profile() const { return uno::ai::profile(level_); }

  // `legal` must be the legal actions of v.seat in the state the view shows. The hard
  // level counts cards from v.events: pass the events of the current round at least
  // (bot_view does); with fewer events it simply knows less.
  virtual Decision decide(const SeatView& v, std::span<const Action> legal) const = 0;

 protected:
  Bot(Level level, std::uint64_t seed) : level_(level), seed_(seed) {}

 private:
  Level level_;
  std::uint64_t seed_;
};

std::unique_ptr<Bot> make_bot(Level level, std::uint64_t seed);
// The levels a player can seat in the app (Easy, Normal, Hard; Expert as Hard's policy with
// the Expert's UNO calls, catches and reaction times, its search being the coach's; anything
// else plays as Normal). Kept apart from make_bot so the browser bundle links no search or
// baseline code.
std::unique_ptr<Bot> make_table_bot(Level level, std::uint64_t seed);

// How long the Expert searches one decision. With rollouts > 0 it plays exactly that many
// rollouts (deterministic: tests, reproducible arenas); otherwise it stops after `ms`
// milliseconds of wall time (any-time: the best answer so far).
struct SearchBudget {
  double ms = 30;
  int rollouts = 0;
};
std::unique_ptr<Bot> make_expert(std::uint64_t seed, SearchBudget budget);

// The Expert's decision with the search's estimates, for hints and reviews. `decision` is
// exactly what make_expert(seed, budget)->decide(v, legal) returns. When the search ran
// (the seat must act in a turn, colour choice or pending effect with two or more distinct
// moves), `candidates` holds the moves it compared (Hard's choice among them, flagged)
// with the share of the sampled deals each one won when played out (`worlds` deals; a move
// the search dropped halfway was played in fewer of them); empty when
// Hard's logic decided alone (a forced move, an UNO call, a catch, a discard, ...).
struct CandidateEstimate {
  Action action{};
  double win = 0;  // estimated chance of winning the round after this move (0..1)
  bool hard_choice = false;
};
struct ExpertAnalysis {
  Decision decision;
  int worlds = 0;
  std::vector<CandidateEstimate> candidates;
};
ExpertAnalysis expert_analysis(const SeatView& v, std::span<const Action> legal, std::uint64_t seed,
                               SearchBudget budget);

// The one bot-seed rule: the seed of the bot at `seat` in a game dealt from `game_seed`.
// The app, the CLI and the simulations all use it, so a deal plays the same everywhere.
std::uint64_t bot_seed(std::uint64_t game_seed, int seat);

// For callers that hold the Game (the referee side, never the bot): the view of `seat`
// with the events of the current round (from its RoundStart event).
SeatView bot_view(const Game& g, int seat);
std::uint32_t round_start_seq(const Game& g);

// Digest of the public state in a view (the decision seed mixes it with the bot's seed).
// Events are excluded, so views asked from any sequence number digest the same; so is
// `actors`, which can reveal hidden cards (see the note in docs/protocol.md).
std::uint64_t view_digest(const SeatView& v);

}  // namespace uno::ai
