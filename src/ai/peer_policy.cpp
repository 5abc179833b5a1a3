// The peer policy (see peer_policy.h) and its timed runs.
#include "ai/peer_policy.h"

#include <array>
#include <chrono>

#include "engine/fast_paths.h"

namespace uno::ai {

namespace {
double now_seconds() {
  using clock = std::chrono::steady_clock;
  return std::chrono::duration<double>(clock::now().time_since_epoch()).count();
}
}  // namespace

std::uint64_t hand_seed(std::uint64_t seed, long long i) {
  std::uint64_t x = seed ^ (static_cast<std::uint64_t>(i) * 0xD1B54A32D192ED03ULL);
  return splitmix64(x);
}

namespace {
void feed(Fnv1a& h, const Action& a) {
  h.byte(static_cast<std::uint8_t>(a.type));
  h.byte(static_cast<std::uint8_t>(a.seat));
  h.byte(a.card);
  h.byte(static_cast<std::uint8_t>(a.colour));
  h.byte(static_cast<std::uint8_t>(a.target));
}

bool uno_step(ActionType t) { return t == ActionType::CallUno || t == ActionType::CatchUno; }

// The legal actions of `seat` without UNO calls and catches.
void peer_actions(const Game& g, int seat, std::vector<Action>& acts) {
  g.legal_actions(seat, acts);
  std::size_t n = 0;
  for (const Action& a : acts)
    if (!uno_step(a.type)) acts[n++] = a;
  acts.resize(n);
}

std::uint32_t pick(Rng& rng, std::size_t n) {
  return n > 1 ? rng.below(static_cast<std::uint32_t>(n)) : 0;
}
}  // namespace

namespace {
// The policy's loop, handing each action applied to `record` (by value: an Action is five
// bytes, kept in a register rather than stored and reloaded).
template <class Record>
void play_hand(Game& g, Rng& rng, std::vector<Action>& acts, Record&& record, PeerCounts& c) {
  bool mid_turn = false;  // the seat on turn drew and may still play the drawn card or pass
  long long steps = 0;
  std::array<CardId, kMaxCards> cards;  // written before read: no zeroing per hand
  for (;;) {
    const Phase phase = g.phase();
    if (phase == Phase::MatchOver || phase == Phase::RoundOver) break;
    if (++steps > kPeerMaxActions) {
      ++c.aborted;
      break;
    }
    int seat = g.current();
    Action a;
    if (phase == Phase::Turn) {  // the seat on turn always has an action
      if (!mid_turn) ++c.turns;
      // A random playable card, then a random variant (colour, 7-0 target): the same two
      // draws as picking among legal_actions' plays grouped by card, without the list.
      const int n = playable_cards(g, seat, cards);
      if (n > 0) {
        const CardId id = cards[pick(rng, static_cast<std::size_t>(n))];
        const auto k = pick(rng, static_cast<std::size_t>(play_count(g, seat, id)));
        a = play_variant(g, seat, id, static_cast<int>(k));
        mid_turn = false;
      } else {
        // No playable card: draw (a drawn card, if playable, shows up as a play next), else
        // pass. A "draw" kept open by draw_until_playable continues the same turn.
        a = draw_or_pass(g, seat);
        mid_turn = a.type == ActionType::Draw;
      }
    } else if (phase == Phase::Pending) {
      a = Action::simple(ActionType::Accept, seat);  // the victim (current) accepts
      mid_turn = false;
    } else {
      peer_actions(g, seat, acts);
      for (int s = 0; acts.empty() && s < g.seats(); ++s) {
        seat = s;
        peer_actions(g, s, acts);
      }
      if (acts.empty()) {  // only UNO calls or catches left: nobody makes them
        ++c.aborted;
        break;
      }
      a = acts[pick(rng, acts.size())];
      mid_turn = false;
    }
    record(a);
    g.apply_legal(a);  // listed by play_variant, draw_or_pass, legal_actions, or the accept
    ++c.actions;
    // A draw keeps the turn open while the same seat is still on turn (it may play the
    // drawn card, pass, or draw on).
    if (mid_turn) mid_turn = g.phase() == Phase::Turn && g.current() == seat;
  }
  ++c.hands;
}
}  // namespace

void play_peer_hand(Game& g, Rng& rng, std::vector<Action>& acts, Fnv1a& digest, PeerCounts& c) {
  play_hand(
      g, rng, acts, [&digest](Action a) { feed(digest, a); }, c);
}

void feed(Fnv1a& digest, const std::vector<Action>& played) {
  for (const Action& a : played) feed(digest, a);
}

void play_peer_hand(Game& g, Rng& rng, std::vector<Action>& acts, std::vector<Action>& played,
                    PeerCounts& c) {
  play_hand(
      g, rng, acts, [&played](Action a) { played.push_back(a); }, c);
}

namespace {
// How a hand ended, taken on the clock (a few loads): the off-clock replay must end the
// same way. Every card's place is checked by tests (test_fast_paths.cpp); here the
// piles' sizes, the top, and each hand's size.
struct HandEnd {
  Phase phase = Phase::Turn;
  int winner = -1;
  std::size_t draw = 0, discard = 0;
  CardId top = kNoCard;
  std::uint64_t sizes = 0;  // the hands' sizes, folded six bits a seat
};

HandEnd hand_end(const Game& g) {
  HandEnd e{g.phase(), g.round_winner(), g.draw_pile().size(), g.discard_pile().size(), g.top(), 0};
  for (int s = 0; s < g.seats(); ++s) e.sizes = e.sizes << 6 ^ g.hand(s).size();
  return e;
}

bool same_end(const HandEnd& a, const HandEnd& b) {
  return a.phase == b.phase && a.winner == b.winner && a.draw == b.draw && a.discard == b.discard &&
         a.top == b.top && a.sizes == b.sizes;
}

// Hands played on the clock between two off-clock replays: replaying each hand right
// after it evicted the playing game's state and branch history every hand, which slowed
// the timed play; 64 hands' actions are few enough to stay in the caches.
constexpr long long kBatch = 64;
}  // namespace

PeerRun run_peer(const RuleSet& rules, int seats, std::uint64_t seed, long long hands,
                 double seconds) {
  PeerRun r;
  RuleSet one = rules;
  one.target_score = 0;  // one hand per game: first out wins (dino too)
  one.round_wins = 1;
  std::vector<Action> acts;
  acts.reserve(256);
  std::vector<Action> played;  // the batch's actions, hand after hand
  played.reserve(static_cast<std::size_t>(kBatch) * 128);
  std::array<std::size_t, kBatch + 1> starts{};  // hand k's actions: [starts[k], starts[k+1])
  std::array<HandEnd, kBatch> ends{};
  Fnv1a digest;
  const double t0 = now_seconds();
  double t = t0;
  double off_clock = 0;
  // One game, dealt anew for each hand (Game::restart: the same game as Game(one, seats,
  // hs), in the storage of the last one). Nobody watches it: no event log (as the peer,
  // which keeps none either).
  Game g(one, seats, hand_seed(seed, 0));
  g.set_logging(false);
  if (g.setup_error() != nullptr) hands = -1;  // nothing to play
  long long i = 0;
  while (hands > 0 ? i < hands : hands == 0 && t - t0 < seconds) {
    const long long first = i;
    played.clear();
    long long k = 0;
    for (; k < kBatch && (hands == 0 || i < hands); ++k, ++i) {
      const std::uint64_t hs = hand_seed(seed, i);
      if (i > 0) g.restart(hs);
      Rng rng(policy_seed(hs));
      starts[static_cast<std::size_t>(k)] = played.size();
      play_peer_hand(g, rng, acts, played, r.counts);
      ends[static_cast<std::size_t>(k)] = hand_end(g);
    }
    starts[static_cast<std::size_t>(k)] = played.size();
    // Off the clock: each hand replayed, checked, by a game that keeps its log, and the
    // digest of what was played and of that game's final state, log included (so the
    // digest is the one a logging game gives, and a game played without the log that
    // went another way shows up). The peer replays and hashes nothing.
    const double h0 = now_seconds();
    for (long long j = 0; j < k; ++j) {
      const auto u = static_cast<std::size_t>(j);
      Game replay(one, seats, hand_seed(seed, first + j));
      bool same = true;
      for (std::size_t a = starts[u]; a < starts[u + 1]; ++a) {
        same = same && replay.apply(played[a]).ok;
        feed(digest, played[a]);
      }
      if (!same || !same_end(hand_end(replay), ends[u])) ++r.counts.diverged;
      digest.u64(replay.state_hash());
    }
    const double h1 = now_seconds();
    off_clock += h1 - h0;
    t = h1 - off_clock;
  }
  r.seconds = now_seconds() - t0 - off_clock;
  r.digest = digest.h;
  return r;
}

}  // namespace uno::ai
