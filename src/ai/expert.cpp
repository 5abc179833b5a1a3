// The Expert bot: Hard's policy improved by search over determinizations sampled from a
// belief about the hidden cards (belief.h).
//
// Method: Monte Carlo policy improvement (Tesauro and Galperin, "On-line policy
// improvement using Monte-Carlo search", NIPS 1996) over sampled determinizations, i.e.
// a one-level information-set search. Each iteration deals the unseen cards once from
// the belief (at 3+ seats moved towards hands that explain the others' moves: Belief::
// refine), rebuilds the game from the view (Game::from_view) and plays every candidate
// action in that same world to the end of the round with Hard-like bots in every seat, ours
// included (rollout.h: Hard's scoring without card counting, several times cheaper). At
// three seats or more a rollout stops after three actions a seat and scores the position
// by round_chance() (hand sizes, wilds and action cards: a fitted win chance), which is
// less noisy and cheaper than playing to the end; at two seats it plays to the end.
// Common random numbers: candidates are compared on the same deals and the same rollout
// draws. Every later decision, ours too, is made from that seat's own view of the rollout, so
// no decision ever depends on the sampled hidden cards: no strategy fusion, which a
// determinized tree search (PIMC) suffers from. Only the root action is chosen with
// knowledge of the statistics, and it is chosen over the information set (all the
// sampled worlds at once). At 2 seats, halfway through the budget, the search keeps only
// Hard's choice and its best-looking rival (successive halving): more worlds for the one
// comparison that can change the decision.
//
// Guard: the search overrides Hard's own choice only when the candidate won clearly
// more rollouts on the same worlds (paired difference above one standard error), since
// a few hundred rollouts are noisy and Hard's choice is the better prior.
//
// Where search does not pay (UNO calls, catches, races, spin discards, verdicts) the
// Expert uses Hard's logic with a profile that never forgets UNO and always notices.
//
// Its own scoring: Hard's choice and the candidates come from Hard's score with the
// Expert's constants (policy_weights.h, kExpertWeights), tuned against three Hards: played
// plainly they beat Hard's constants, and the search keeps part of that.
//
// Why the search goes no further: its gain over Hard's move does not grow with more
// rollouts, nor with card-counting Hards in the rollouts, but it grows two to three times
// when the search is told the hidden hands. What holds it back is the cards no move has
// shown yet, which no inference recovers; searching its own later moves too would cost
// tens of times the 30 ms budget. The measurements, and every variant tried and not kept:
// docs/results.md and docs/log/expert-strength.md.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <vector>

#include "ai/belief.h"
#include "ai/context.h"
#include "ai/knowledge.h"
#include "ai/policy.h"
#include "ai/rollout.h"
#include "engine/game.h"

namespace uno::ai {

namespace {

double now_ms() {
  using clock = std::chrono::steady_clock;
  return std::chrono::duration<double, std::milli>(clock::now().time_since_epoch()).count();
}

// Actions that lead to the same game: the two copies of a face, played the same way.
bool same_effect(const Deck& d, const Action& a, const Action& b) {
  if (a.type != b.type || a.colour != b.colour || a.target != b.target) return false;
  if (a.card == b.card) return true;
  if (a.card == kNoCard || b.card == kNoCard || a.card >= d.size || b.card >= d.size) return false;
  return d[a.card] == d[b.card];
}

bool same_set(std::vector<Action> a, std::vector<Action> b) {
  if (a.size() != b.size()) return false;
  auto key = [](const Action& x) {
    return static_cast<unsigned>(x.type) << 24 | unsigned{x.card} << 16 |
           static_cast<unsigned>(x.colour) << 8 | static_cast<std::uint8_t>(x.target);
  };
  auto less = [&](const Action& x, const Action& y) { return key(x) < key(y); };
  std::sort(a.begin(), a.end(), less);
  std::sort(b.begin(), b.end(), less);
  return a == b;
}

// The guard: a candidate replaces Hard's choice when its paired advantage exceeds this many
// standard errors. A stricter guard keeps good overrides out and none lets noise through;
// 0, 0.5, 1.5 and 2.0 played no better than 1.0, at 2 seats or at 4.
constexpr double kGuardZ = 1.0;

// Hard's own score of a candidate (policy.cpp's main_move), to search only the few moves
// Hard rates best: more rollouts each, and moves Hard rates poorly rarely win anyway.
double hard_score(const Context& x, const Action& a, bool plays) {
  switch (a.type) {
    case ActionType::Play:
      return x.v.phase == Phase::Pending ? pending_score(x, a) : play_score(x, a, false);
    case ActionType::Draw: return plays ? x.w->draw_with_plays : 0.0;
    case ActionType::Pass: return x.w->pass;
    case ActionType::ChooseColour: return x.colour_value(x.cnt, x.pts, a.colour);
    case ActionType::Accept:
    case ActionType::Challenge: return pending_score(x, a);
    default: return -100.0;
  }
}

// Only Hard's best few moves are searched: more candidates spread the worlds thinner, fewer
// miss good moves (three and six both played worse at 4 seats).
constexpr std::size_t kMaxCandidates = 4;

// Successive halving, at 2 seats only: after half the budget only Hard's choice and the
// other candidate with the best paired mean go on, so the one comparison that can change
// the decision gets half as many worlds again. At 4 seats it did not pay, so there the
// search spreads its worlds evenly.
// The cut waits for enough worlds: the kept candidate's early worlds count in its final
// test, so a cut after a handful keeps the luckiest and the guard lets it through.
constexpr int kMinWorldsBeforeCut = 32;

// How many actions a rollout plays before round_chance() judges it (0: to the end of the
// round). At 3+ seats a short horizon plays as well as a long one, with less noise and at
// a fraction of the cost (two to six actions a seat played alike). At 2 seats the card
// counts say little about who wins (the fit barely beats a coin), and a short horizon lost.
int rollout_horizon(int seats) { return seats <= 2 ? 0 : 3 * seats; }

// Metropolis steps that move each sampled world towards hands explaining the other seats'
// moves (Belief::refine), at 3 seats or more, where it pays against three Hards. More steps
// explain the moves better but decide no better. At 2 seats it is off: the 2-seat search was
// tuned without it.
constexpr int kRefineSteps = 20;

// The likelihood's points per card of score by which a move not made beat the one made
// (Belief::log_likelihood); a sharper one decided no better.
constexpr double kRefineSharpness = 1.0;

// Whether the search may improve on Hard's decision: a move the seat must make in a turn, a
// colour choice or an answer to a pending effect (UNO calls and catches are Hard's).
bool worth_searching(const SeatView& v, const Decision& hard) {
  if (!hard.act || !must_act(v)) return false;
  if (hard.action.type == ActionType::CallUno || hard.action.type == ActionType::CatchUno)
    return false;
  return v.phase == Phase::Turn || v.phase == Phase::ChooseColour || v.phase == Phase::Pending;
}

// The moves to compare: the legal ones but UNO calls and catches, one of each set with the
// same effect.
std::vector<Action> distinct_moves(const Deck& d, std::span<const Action> legal) {
  std::vector<Action> cands;
  for (const Action& a : legal) {
    if (a.type == ActionType::CallUno || a.type == ActionType::CatchUno) continue;
    bool dup = false;
    for (const Action& c : cands) dup = dup || same_effect(d, a, c);
    if (!dup) cands.push_back(a);
  }
  return cands;
}

// Where Hard's choice is among the candidates (the last move with its effect), or
// cands.size() when it is not.
std::size_t index_of(const Deck& d, const std::vector<Action>& cands, const Action& choice) {
  std::size_t at = cands.size();
  for (std::size_t i = 0; i < cands.size(); ++i)
    if (same_effect(d, cands[i], choice)) at = i;
  return at;
}

// Cuts the candidates to the kMaxCandidates Hard rates best, Hard's choice (at hard_i) first;
// returns its new index.
std::size_t keep_best_rated(const SeatView& v, std::vector<Action>& cands, std::size_t hard_i) {
  Knowledge k = analyse(v);
  Context x(v, *v.rules, *v.deck);
  x.w = &kExpertWeights;
  if (k.valid) x.k = &k;
  bool plays = false;
  for (const Action& a : cands) plays = plays || a.type == ActionType::Play;
  std::vector<std::pair<double, Action>> scored;
  for (std::size_t i = 0; i < cands.size(); ++i)
    scored.emplace_back(i == hard_i ? 1e9 : hard_score(x, cands[i], plays), cands[i]);
  std::stable_sort(scored.begin(), scored.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  cands.clear();
  for (std::size_t i = 0; i < kMaxCandidates; ++i) cands.push_back(scored[i].second);
  return 0;
}

// The candidates played out in one sampled world after another, each world with every live
// candidate on the same rollout draws, until the budget is spent; per candidate the rollouts'
// results paired with Hard's choice (at hard_i).
class WorldSearch {
 public:
  WorldSearch(const SeatView& v, SearchBudget budget, double t0, const std::vector<Action>& cands,
              std::size_t hard_i)
      : v_(v),
        budget_(budget),
        t0_(t0),
        cands_(cands),
        hard_i_(hard_i),
        n_(cands.size()),
        live_n_(static_cast<int>(n_)),
        horizon_(rollout_horizon(v.seats)),
        refine_steps_(v.seats >= 3 ? kRefineSteps : 0),
        halving_(v.seats <= 2),  // see kMinWorldsBeforeCut
        diff_sum_(n_, 0.0),
        diff_sq_(n_, 0.0),
        wins_(n_, 0.0),
        worlds_(n_, 0),
        live_(n_, 1),
        result_(n_) {}

  // False when a world could not be built or played (then Hard's choice stands).
  bool run(const Belief& belief, Rng& rng, std::span<const Action> legal) {
    const std::vector<Action> legal_copy(legal.begin(), legal.end());
    for (;;) {
      if (budget_.rollouts > 0 ? rollouts_ + live_n_ > budget_.rollouts : out_of_time()) break;
      if (!cut_ && halving_ && n_ > 2 && iters_ >= kMinWorldsBeforeCut && half_spent())
        keep_best_rival();
      auto place = belief.sample(v_, rng);
      if (!place) return false;
      if (refine_steps_ > 0) belief.refine(v_, *place, rng, refine_steps_, kRefineSharpness);
      const std::uint64_t world_seed = rng.next() | static_cast<std::uint64_t>(rng.next()) << 32;
      // Rollouts read no log (their views start at its end) and end with the round: the
      // world starts without the view's log and keeps none (copied once per candidate).
      Game base = Game::from_view(v_, *place, belief.prev_colour, world_seed, {});
      base.set_logging(false);
      if (iters_ == 0) {  // the copy must offer exactly the view's choices
        base.legal_actions(v_.seat, check_);
        if (base.setup_error() != nullptr || !same_set(check_, legal_copy)) return false;
      }
      const std::uint64_t bots_seed = rng.next() | static_cast<std::uint64_t>(rng.next()) << 32;
      if (iters_ == 0 && budget_.rollouts == 0) setup_ms_ = now_ms() - t0_;
      const Played played = play_world(base, bots_seed);
      if (played == Played::Failed) return false;
      if (played == Played::Late) break;
      add_world();
      ++iters_;
    }
    return true;
  }

  int worlds() const { return iters_; }  // worlds played by every live candidate

  // The guard: Hard's choice unless a candidate's paired advantage over it stays above
  // kGuardZ standard errors; then the one with the largest such margin.
  std::size_t guarded_best() const {
    std::size_t best = hard_i_;
    double best_margin = 0;
    for (std::size_t i = 0; i < n_; ++i) {
      if (i == hard_i_ || !live_[i]) continue;
      const double mean = diff_sum_[i] / worlds_[i];
      const double var = std::max(0.0, diff_sq_[i] / worlds_[i] - mean * mean);
      const double se = std::sqrt(var / worlds_[i]);
      const double margin = mean - kGuardZ * se;
      if (mean > 0 && margin > best_margin) {
        best = i;
        best_margin = margin;
      }
    }
    return best;
  }

  // Share of its worlds each candidate won.
  double win_share(std::size_t i) const { return wins_[i] / worlds_[i]; }

 private:
  enum class Played { All, Late, Failed };

  // Any-time: a rollout starts only when the time spent so far plus one more rollout (the
  // mean so far) stays within the budget, so a decision ends at the budget, not past it.
  // The clock counts from the decision's start: inference and sampling are in it too.
  bool out_of_time() const {
    if (budget_.rollouts > 0) return false;
    const double spent = now_ms() - t0_;
    return spent + (rollouts_ > 0 ? (spent - setup_ms_) / rollouts_ : 0.0) >= budget_.ms;
  }
  bool half_spent() const {
    return budget_.rollouts > 0 ? 2 * rollouts_ >= budget_.rollouts
                                : 2 * (now_ms() - t0_) >= budget_.ms;
  }

  // Successive halving: only Hard's choice and the rival with the best paired mean go on.
  void keep_best_rival() {
    std::size_t keep = hard_i_;
    double keep_mean = 0;
    for (std::size_t i = 0; i < n_; ++i) {
      if (i == hard_i_) continue;
      const double m = diff_sum_[i] / worlds_[i];
      if (keep == hard_i_ || m > keep_mean) {
        keep = i;
        keep_mean = m;
      }
    }
    for (std::size_t i = 0; i < n_; ++i) live_[i] = i == hard_i_ || i == keep;
    live_n_ = 2;
    cut_ = true;
  }

  // Every live candidate played in `base` to the rollout's end, on the same draws.
  Played play_world(const Game& base, std::uint64_t bots_seed) {
    for (std::size_t i = 0; i < n_; ++i) {
      if (!live_[i]) continue;
      // Any-time: past the time budget, drop the unfinished world (none finished: Hard's
      // choice), so a slow rollout cannot stretch the decision.
      if (out_of_time()) return Played::Late;
      Game g = base;
      if (!g.apply(cands_[i]).ok) return Played::Failed;
      Rng rollout_rng(bots_seed);  // the same draws for every candidate
      result_[i] = rollout_value(g, v_.seat, rollout_rng, scratch_, horizon_);
      ++rollouts_;
    }
    return Played::All;
  }

  void add_world() {
    for (std::size_t i = 0; i < n_; ++i) {
      if (!live_[i]) continue;
      ++worlds_[i];
      const double dlt = result_[i] - result_[hard_i_];
      diff_sum_[i] += dlt;
      diff_sq_[i] += dlt * dlt;
      wins_[i] += result_[i];
    }
  }

  const SeatView& v_;
  const SearchBudget budget_;
  const double t0_;
  const std::vector<Action>& cands_;
  const std::size_t hard_i_;
  const std::size_t n_;
  int live_n_;
  const int horizon_;
  const int refine_steps_;
  const bool halving_;
  bool cut_ = false;
  int iters_ = 0;
  int rollouts_ = 0;
  double setup_ms_ = 0;                     // from the decision's start to the first rollout
  std::vector<double> diff_sum_, diff_sq_;  // paired with Hard's choice
  std::vector<double> wins_;
  std::vector<int> worlds_;  // worlds each candidate was played in (the cut stops some)
  std::vector<char> live_;
  std::vector<double> result_;  // this world's rollout per candidate
  std::vector<Action> check_;
  RolloutScratch scratch_;
};

ExpertAnalysis search(const SeatView& v, std::span<const Action> legal, std::uint64_t seed,
                      SearchBudget budget) {
  ExpertAnalysis out;
  const double t0 = budget.rollouts > 0 ? 0 : now_ms();  // setup counts against the budget
  Rolls r = roll(seed, v, profile(Level::Expert));
  const Decision hard = smart_decide(v, legal, true, r, kExpertWeights);
  out.decision = hard;
  if (!worth_searching(v, hard)) return out;
  std::vector<Action> cands = distinct_moves(*v.deck, legal);
  if (cands.size() < 2) return out;
  std::size_t hard_i = index_of(*v.deck, cands, hard.action);
  if (hard_i == cands.size()) return out;
  if (cands.size() > kMaxCandidates) hard_i = keep_best_rated(v, cands, hard_i);

  const Belief belief = infer(v);
  if (!belief.valid) return out;
  Rng rng(r.rng.next() | static_cast<std::uint64_t>(r.rng.next()) << 32);
  WorldSearch worlds(v, budget, t0, cands, hard_i);
  if (!worlds.run(belief, rng, legal) || worlds.worlds() < 4) return out;
  out.decision = {true, cands[worlds.guarded_best()], hard.delay_ms};
  out.worlds = worlds.worlds();
  for (std::size_t i = 0; i < cands.size(); ++i)
    out.candidates.push_back({cands[i], worlds.win_share(i), i == hard_i});
  return out;
}

class ExpertBot final : public Bot {
 public:
  ExpertBot(std::uint64_t seed, SearchBudget budget) : Bot(Level::Expert, seed), budget_(budget) {}

  Decision decide(const SeatView& v, std::span<const Action> legal) const override {
    return search(v, legal, seed(), budget_).decision;
  }

 private:
  SearchBudget budget_;
};

}  // namespace

std::unique_ptr<Bot> make_expert(std::uint64_t seed, SearchBudget budget) {
  return std::make_unique<ExpertBot>(seed, budget);
}

ExpertAnalysis expert_analysis(const SeatView& v, std::span<const Action> legal, std::uint64_t seed,
                               SearchBudget budget) {
  return search(v, legal, seed, budget);
}

}  // namespace uno::ai
