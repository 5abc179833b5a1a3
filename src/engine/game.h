// Game: the rules engine facade, its rules API: legal actions, apply, state, views. A game
// is a pure function of (rules, seats, seed, actions): all randomness comes from the
// engine's own Rng. Bots, simulations and benchmarks that play many games ask the seat on
// turn's plays without the action list: fast_paths.h.
//
// Usage:
//   uno::Game g(uno::classic(), 4, /*seed=*/42);
//   std::vector<uno::Action> acts;
//   while (g.phase() != uno::Phase::MatchOver) {
//     for (int s = 0; s < g.seats(); ++s) {        // who may act now: g.actors()
//       if (!(g.actors() >> s & 1)) continue;
//       g.legal_actions(s, acts);                  // full finite list for seat s
//       auto r = g.apply(acts[0]);                 // r.ok, or r.error names the rule
//       break;
//     }
//   }
//   uno::SeatView v = g.view(0);                   // what seat 0 may know
//   for (const auto& e : v.events) std::string line = uno::to_string(e, g.deck());
//
// Several seats may act at once (catching a missing UNO call, the UNO Spin race, a
// verdict, jump-ins): timing is the caller's business; the engine applies actions in the
// order it receives them and re-checks legality each time.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/action.h"
#include "engine/card.h"
#include "engine/card_list.h"
#include "engine/deck.h"
#include "engine/event.h"
#include "engine/layout.h"
#include "engine/phase.h"
#include "engine/position.h"
#include "engine/rng.h"
#include "engine/rules.h"
#include "engine/view.h"

namespace uno {

struct ApplyResult {
  bool ok = true;
  const char* error = nullptr;  // short reason naming the rule when !ok
  explicit operator bool() const { return ok; }
};

class Game {
 public:
  // Random deal: dealer chosen as the rules say, cards shuffled with Rng(seed).
  // Precondition: validate(rules, seats) == nullptr (else the game starts in MatchOver
  // with setup_error() set).
  Game(const RuleSet& rules, int seats, std::uint64_t seed);
  // Stacked deal from a full permutation of the deck's ids (see layout_from_order).
  static Game stacked(const RuleSet& rules, int seats, std::uint64_t seed, int dealer,
                      const std::vector<CardId>& order);
  // Explicit layout (hands of any size). Later rounds are dealt randomly from the seed.
  static Game from_layout(const RuleSet& rules, int seats, std::uint64_t seed,
                          const Layout& layout);
  // A game in the public state a SeatView shows, with every card placed as `place` says:
  // hands[s] (the viewer's own hand included), the draw pile (back() = top), the discard
  // pile (back() = the view's top). For search bots (determinizations): `v` is the only
  // source of state, so what the caller knows is what the copy knows. `events` (e.g. the
  // view's own, masked log) becomes the copy's log. Round state the view does not show
  // (a dino Lauf! window, revealed hands, stall counts) starts afresh; callers compare the
  // legal actions with the view's before trusting the copy. `prev_colour`: the colour in
  // play before the last Wild Draw Four (decides a pending challenge with the sampled hand).
  struct Placement {
    std::array<std::vector<CardId>, kMaxSeats> hands{};
    std::vector<CardId> draw;
    std::vector<CardId> discard;
  };
  static Game from_view(const SeatView& v, const Placement& place, Colour prev_colour,
                        std::uint64_t seed, std::vector<Event> events);
  // A new random deal from `seed` with the same rules and seats: afterwards *this ==
  // Game(rules(), seats(), seed), but the hands, piles and event log keep their storage
  // (simulations and benchmarks play many games in a row without allocating).
  void restart(std::uint64_t seed);

  // --- static facts ---
  const RuleSet& rules() const { return rules_; }
  const Deck& deck() const { return deck_; }
  int seats() const { return seats_; }
  const char* setup_error() const { return setup_error_; }

  // --- who may act ---
  std::uint16_t actors() const;  // bit s set: seat s has at least one legal action
  // actors() as `seat` may know it (-1: a spectator): another seat's bit only when its
  // chance to act is public. Under jump-in, whether a seat off turn may act tells whether
  // it holds a card identical to the top one, so that alone does not set its bit.
  std::uint16_t actors_seen_by(int seat) const;
  // Replaces `out` with every legal action of `seat` (no allocation once `out` has room).
  void legal_actions(int seat, std::vector<Action>& out) const;
  // Replaces `out` with the legal plays of card `id` by `seat` (one per colour for a wild,
  // per target for a 7 under 7-0), in legal_actions' order; empty if it is not playable.
  void plays_of(int seat, CardId id, std::vector<Action>& out) const;
  // Appends the legal actions of every seat.
  void all_legal_actions(std::vector<Action>& out) const;
  bool is_legal(const Action& a) const;

  // Validates fully, then mutates. On refusal the state is unchanged.
  ApplyResult apply(const Action& a);
  // apply() for an action known to be legal: just taken from this state's legal_actions(),
  // plays_of() or fast_paths.h, or checked with is_legal() (bots, simulations, benchmarks,
  // the page): the same change without checking legality again.
  // Anything else is a caller's bug (checked by an assert in debug builds).
  void apply_legal(const Action& a);
  // Parses the text notation; a card without "#id" resolves to a legal action of that
  // seat with that face (and colour/target). Returns nullptr or the reason.
  const char* parse(std::string_view text, Action& out) const;
  std::string to_string(const Action& a) const { return uno::to_string(a, deck_); }

  // --- state (omniscient; bots must use view()) ---
  Phase phase() const { return phase_; }
  int round() const { return round_number_; }
  int dealer() const { return dealer_; }
  int current() const { return current_; }
  int direction() const { return round_.direction; }
  CardId top() const { return round_.discard.empty() ? kNoCard : round_.discard.back(); }
  Colour colour() const { return round_.colour; }
  const CardList& hand(int seat) const { return round_.hands[seat]; }
  const CardList& draw_pile() const { return round_.draw; }        // back() is the top
  const CardList& discard_pile() const { return round_.discard; }  // back(): top
  const std::array<int, kMaxSeats>& scores() const { return scores_; }
  const Pending& pending() const { return round_.pending; }
  const DiscardState& discard_state() const { return round_.disc; }
  bool uno_exposed(int seat) const { return (round_.exposed >> seat & 1) != 0; }
  int round_winner() const { return round_.winner; }
  bool round_blocked() const { return round_.blocked; }  // see RuleSet::stall_turns
  const std::vector<int>& match_winners() const { return match_winners_; }
  // Points of the cards in a seat's hand.
  int hand_points(int seat) const;
  // Score change of each seat in the last finished round.
  const std::array<int, kMaxSeats>& last_round_points() const { return round_.points; }

  const std::vector<Event>& events() const { return events_; }
  // The event log is kept by default (views, replays, the table's animations). A
  // simulation nobody watches (a benchmark, a search's rollouts) turns it off: the same
  // game, action for action, without the log's stores (about a tenth of a random playout).
  // Off, nothing more is logged (events() and views' logs keep what was there, and restart()
  // empties them), and state_hash() covers only what was logged. Copies and restart()
  // keep the setting.
  void set_logging(bool on) { logging_ = on; }
  bool logging() const { return logging_; }
  SeatView view(int seat, std::uint32_t from_seq = 0) const;

  // --- positions (compact saves of long matches, position.h) ---
  // Whether position() holds all of the state but the event log: a turn's start with every
  // window closed (no pending draw, drawn card, UNO catch, Lauf!, revealed hand, ...).
  bool settled() const;
  Position position() const;  // meaningful when settled()
  // `out` = the game at `p` with an empty log; or the reason `p` is no settled position of
  // (rules, seats), `out` untouched. Every field is checked (seats, each card id exactly
  // once, enums, ranges): stored text cannot give the engine a state its code does not expect.
  static const char* from_position(const RuleSet& rules, int seats, const Position& p, Game& out);

  // 64-bit digest of the whole state (hands, piles, rng, phase, scores, event log).
  std::uint64_t state_hash() const;
  friend bool operator==(const Game&, const Game&) = default;
  // The colour in play before the last Wild Draw Four (public: it was on the table).
  Colour colour_before_wd4() const { return prev_colour_; }

 private:
  Game() = default;
  // fast_paths.h: the fast paths read the turn's state directly; playable_cards filters a
  // hand with playable_mask (can_play_on_turn as Deck::match bits) and after a draw takes
  // the drawn card by drawn_playable.
  friend inline int playable_cards(const Game& g, int seat, std::array<CardId, kMaxCards>& out);
  friend inline Action draw_or_pass(const Game& g, int seat);
  inline std::uint32_t playable_mask(int seat) const;
  inline int drawn_playable(int seat, std::array<CardId, kMaxCards>& out) const;
  // Implementation helpers live in the game_*.cpp files.

  // game.cpp: setup, dealing, first card
  void init(const RuleSet& rules, int seats, std::uint64_t seed);
  void choose_dealer();
  void start_round(const Layout& layout);
  void begin_round();
  void new_round();
  void deal_random_round();
  void turn_first_card();
  int next_seat(int from, int steps = 1) const;
  void emit(EventType t, int seat = -1, int target = -1, CardId card = kNoCard,
            Colour col = Colour::None, int value = 0, int private_to = -1);
  bool can_draw() const;

  // game_legal.cpp: legality and reasons
  template <class F>
  void for_each_legal(int seat, F&& f) const;
  // Appends `seat`'s legal actions: the instance of for_each_legal that collects them
  // (legal_actions, and all_legal_actions in the web build: one copy in the bundle).
  void append_legal(int seat, std::vector<Action>& out) const;
  template <class F>
  bool turn_actions(int seat, F& f) const;
  template <class F>
  bool play_variants(int seat, CardId id, F& f) const;
  bool matches_top(const Card& c) const;
  bool can_play_on_turn(int seat, CardId id) const;
  // can_play_on_turn, inline in game_legal.cpp's loops (the others call the out-of-line one).
  inline bool can_play_on_turn_inline(int seat, CardId id) const;
  bool has_playable(int seat) const;
  bool in_hand(int seat, CardId id) const;
  bool wd4_allowed(int seat) const;
  bool wd4_is_guilty(int seat, CardId played) const;
  bool identical_to_top(CardId id) const;
  bool discard_allowed(CardId id) const;
  bool discard_more_possible() const;
  const char* explain(const Action& a) const;

  // game_apply.cpp: turn actions and card effects, and the helpers every action uses
  // (there for the web build, which inlines within a file only)
  CardId draw_card(int seat, DrawReason why);
  int draw_n(int seat, int n, DrawReason why);
  void remove_from_hand(int seat, CardId id);
  void begin_turn(int seat);
  // begin_turn, forced inline into play_card's number-card case, the commonest step
  // (game_apply.cpp); every other caller takes the out-of-line begin_turn.
  inline void begin_turn_inline(int seat);
  void expose_if_single(int seat);
  void close_windows(int actor);
  void do_apply(const Action& a);
  void step(const Action& a);
  void play_card(int seat, CardId id, Colour col, int target, bool jump_in);
  void apply_reverse(int seat);
  void answer_pending(const Action& a);
  void challenge(int seat);
  void last_card_played(int seat, CardId id, int carried);
  void set_pending(PendingKind k, int victim, int source, CardId card, int amount,
                   bool challengeable, bool blockable);

  // game_wheel.cpp: Spin wheel, discards, UNO Spin race
  void start_spin(int seat);
  void spin_wheel(int seat);
  void draw_until(int seat, Colour c, DrawReason why);
  void trade_hands();
  void showdown();
  void start_discard(DiscardMode mode, int seat, int count);
  void discard_card(int seat, CardId id, Colour col);
  void finish_discard();
  void finish_spin();

  // game_custom.cpp: Shuffle Hands, 7-0, Wild Customizable
  void shuffle_hands(int seat);
  void swap_hands(int a, int b);
  void rotate_hands();
  void custom_effect(int seat, CardId id);
  void discard_all_wilds(int seat);
  void next_to_count();
  void give_verdict(const Action& a);
  template <class F>
  bool verdict_actions(int seat, F& f) const;

  // game_position.cpp
  static const char* check_position(const Deck& deck, const RuleSet& rules, int seats,
                                    const Position& p);

  // game_round.cpp: round end, scoring, match end
  void end_round();
  void block_round();
  void next_round();

  // ---- data (all of it is game state; operator== and state_hash cover it) ----
  // restart() sets each field to its value in a new game: a new field goes there too.
  // What a deal starts afresh: begin_round() resets all of it at once.
  struct Round {
    int direction = 1;
    Colour colour = Colour::None;
    std::array<CardList, kMaxSeats> hands{};
    CardList draw{};                      // back() is the top
    CardList discard{};                   // back() is the top
    std::array<int, kMaxSeats> points{};  // score changes, once the round is over
    Pending pending{};
    DiscardState disc{};
    std::uint16_t exposed = 0;                      // seats in an open UNO catch window
    bool drew = false;                              // current seat drew this turn
    CardId drawn = kNoCard;                         // ... this card (only it may be played)
    int lauf_window = -1;                           // seat that may block a dino Wild on its turn
    int draw_three_seat = -1;                       // custom rule 3 applies to this seat's turn
    int open_hands_until = -1;                      // custom rule 7
    std::array<std::uint16_t, kMaxSeats> reveal{};  // reveal[s]: viewers of hand s
    std::array<std::uint64_t, 2> revealed_cards{};  // ... limited to these card ids
    bool wd4_guilty = false;                        // computed when the +4 was played
    int spinner = -1;
    bool finishing = false;  // round already won; a last-card spin is carried out
    std::array<std::uint64_t, 2> showdown_mask{};  // cards the showdown winner must discard
    int resume_seat = -1;             // whose turn starts after a Discard/Verdict phase
    std::uint16_t to_count_left = 0;  // custom rule 6: seats still to adjust
    int custom_source = -1;           // seat that played the custom card being resolved
    int verdict_slot = -1;
    CustomRule verdict_rule = CustomRule::None;
    int winner = -1;
    bool blocked = false;       // round ended by RuleSet::stall_turns
    int stall = 0;              // turns without fewer cards in hands
    int stall_total = 1 << 20;  // cards in hands at the last turn start (huge: none yet)
    friend bool operator==(const Round&, const Round&) = default;
  };

  RuleSet rules_{};
  Deck deck_{};
  int seats_ = 0;
  const char* setup_error_ = nullptr;
  Rng rng_{};

  Phase phase_ = Phase::Turn;
  int round_number_ = 0;
  int dealer_ = 0;
  int current_ = 0;
  std::array<int, kMaxSeats> scores_{};
  // Before the first deal (a game refused at setup never deals) the stall count is 0, as
  // state_hash has always seen it.
  Round round_{.stall_total = 0};
  // Not reset by a deal: both carry over from round to round.
  Colour prev_colour_ = Colour::None;  // colour before the +4 (002 take-back)
  SpinOutcome last_spin_ = SpinOutcome::AlmostUno;
  std::vector<int> match_winners_;
  std::vector<Event> events_;
  bool logging_ = true;  // see set_logging
  // Cards in hands and piles together, which no move changes (begin_turn's count of cards
  // in hands is this less the piles): the deck at a deal, the placement in from_view.
  int placed_ = 0;
  // Rounds each seat has won (RoundOver events by seat): the match ends at
  // RuleSet::round_wins without reading a log that may be off. Not in state_hash: with
  // the log on, the log holds the same count.
  std::array<std::int16_t, kMaxSeats> rounds_won_{};
};

inline bool Game::can_draw() const { return !round_.draw.empty() || round_.discard.size() > 1; }

// Forced inline where speed is asked for: uno-cli is one LTO unit whose inlining budget
// (inline-unit-growth) runs out before GCC reaches play_card, so code added anywhere else
// (the bots) left this a call on every card played. The page's size-tuned copy of the
// engine (-Oz) leaves the choice to the compiler: the first visit carries it.
#ifdef __OPTIMIZE_SIZE__
#define UNO_SPEED_INLINE inline
#else
#define UNO_SPEED_INLINE [[gnu::always_inline]] inline
#endif
UNO_SPEED_INLINE int Game::next_seat(int from, int steps) const {
  int s = from + round_.direction * steps;
  // One step past either end (every 1/seats-th call): wrapped by conditional moves, not
  // by a division behind a branch that random play mispredicts.
  s -= s >= seats_ ? seats_ : 0;
  s += s < 0 ? seats_ : 0;
  if (s >= 0 && s < seats_) [[likely]]
    return s;
  s %= seats_;  // several laps (steps > seats)
  return s < 0 ? s + seats_ : s;
}

// Every step of every game appends events: inline, one store each (GCC would otherwise
// call it out of line from its many callers; the call cost more than the store).
[[gnu::always_inline]] inline void Game::emit(EventType t, int seat, int target, CardId card,
                                              Colour col, int value, int private_to) {
  if (!logging_) return;
  events_.push_back({.seq = static_cast<std::uint32_t>(events_.size()),
                     .type = t,
                     .seat = static_cast<std::int8_t>(seat),
                     .target = static_cast<std::int8_t>(target),
                     .card = card,
                     .colour = col,
                     .value = static_cast<std::int16_t>(value),
                     .private_to = static_cast<std::int8_t>(private_to)});
}

}  // namespace uno
