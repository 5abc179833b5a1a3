#include "app/core/match/session.h"

#include <algorithm>

#include "app/core/match/match_setup.h"
#include "share/deal.h"

namespace app {

using uno::Action;
using uno::ActionType;
using uno::Phase;

Session::Session() = default;
Session::~Session() = default;

// A new game of `deal`, nobody acting yet (shared by live play and replays). Every way to a
// table (start screen, links, saves, rematch) comes here, so its names are cleaned here:
// none may pose as "You" or carry bidirectional controls, whatever wrote the deal.
void Session::reset(const uno::share::Deal& deal, bool replay) {
  deal_ = with_default_names(deal);
  ++generation_;
  before_spin_.reset();
  replay_ = replay;
  game_ = std::make_unique<uno::Game>(deal.rules, static_cast<int>(deal.seats.size()), deal.seed);
  std::vector<std::unique_ptr<uno::ai::Bot>> bots;
  experts_ = 0;
  for (size_t s = 0; s < deal.seats.size(); ++s) {
    // An Expert's searched decisions come from the advisor (coach.h); its table bot plays
    // Hard's policy with the Expert's profile (make_table_bot), which makes the rest (UNO
    // calls, catches, races) and is the fallback.
    const uno::ai::Level level = bot_level(deal.seats[s].player);
    if (!replay && level == uno::ai::Level::Expert)
      experts_ = static_cast<std::uint16_t>(experts_ | 1u << s);
    if (!replay && !app::is_human(deal.seats[s]))
      bots.push_back(
          uno::ai::make_table_bot(level, uno::ai::bot_seed(deal.seed, static_cast<int>(s))));
    else bots.push_back(nullptr);
  }
  table_ = uno::ai::Table(std::move(bots));
  log_.clear();
  log_start_ = 0;
  checkpoint_.reset();
  legal_.clear();
  reveal_.reset();
  tutorial_.reset();
  plan_.reset();
  expert_wait_.reset();
  armed_ = false;
  exposed_ = escaped_ = 0;
  hide_due_ = 0;
  shown_draw_of_ = static_cast<std::size_t>(-1);
  for (auto& cards : fresh_) cards.clear();
  seen_seq_ = 0;
  viewer_ = -1;
  last_viewer_ = -1;
  fresh_round_ = false;
  privacy_for_ = -1;
}

void Session::start(const uno::share::Deal& deal, double now_ms) {
  reset(deal, false);
  take_first_turn(now_ms);
}

void Session::start_tutorial(uno::share::Tutorial t, double now_ms) {
  reset(t.deal, false);
  game_ = std::make_unique<uno::Game>(uno::share::start_tutorial(t));
  tutorial_.emplace(std::move(t));
  take_first_turn(now_ms);
}

void Session::tutorial_next(double now_ms) {
  if (!tutorial_ || !tutorial_->line().waits) return;
  tutorial_->next();
  after_change(now_ms);  // the asked move is offered now
}

// The only human sees their hand at once. With several, the device goes to the first
// human who must act (if a computer starts, nobody's cards are shown until then).
void Session::take_first_turn(double now_ms) {
  if (human_count() == 1) viewer_ = first_human(deal_);
  after_change(now_ms);
}

void Session::start_replay(const uno::share::Deal& deal) {
  reset(deal, true);
  viewer_ = std::max(0, first_human(deal));
  seen_seq_ = event_count();
}

bool Session::replay_apply(const Action& a) {
  if (!replay_ || !game_->is_legal(a)) return false;
  game_->apply_legal(a);
  log_.push_back(a);
  seen_seq_ = event_count();
  return true;
}

bool Session::share_allowed() const {
  // A replay's viewer already sees every card (human_count() is 0 there).
  return active() && (human_count() < 2 || phase() == uno::Phase::MatchOver);
}

bool Session::share_reveals_cards() const {
  return active() && !replay_ && phase() != uno::Phase::MatchOver;
}

void Session::set_replay_viewer(int seat) {
  if (replay_ && seat >= 0 && seat < seats()) viewer_ = seat;
}

void Session::rematch(std::uint64_t seed, double now_ms) {
  uno::share::Deal next = deal_;
  next.seed = seed;
  start(next, now_ms);
}

bool Session::restore(const uno::share::Deal& deal, const std::vector<Action>& actions,
                      const uno::Game* position, int viewer, double now_ms,
                      const std::optional<uno::share::Checkpoint>& from) {
  reset(deal, false);
  if (position != nullptr) {
    *game_ = *position;
  } else if (from) {
    if (uno::Game::from_position(deal.rules, seats(), from->position, *game_) != nullptr)
      return false;
    for (const Action& a : actions) {
      if (!game_->is_legal(a)) return false;
      game_->apply_legal(a);
    }
  } else {
    auto replayed = uno::share::replay(deal, actions);
    if (!replayed) return false;
    *game_ = std::move(*replayed);
  }
  log_ = actions;
  log_start_ = from ? from->moves : 0;
  checkpoint_ = from;
  seen_seq_ = event_count();
  if (human_count() == 1) viewer_ = first_human(deal_);
  if (viewer >= 0 && viewer < seats() && is_human(viewer)) viewer_ = viewer;
  after_change(now_ms);
  return true;
}

bool Session::is_human(int seat) const {
  return seat >= 0 && seat < seats() && app::is_human(deal_.seats[static_cast<size_t>(seat)]);
}

int Session::human_count() const {
  if (replay_) return 0;  // a spectator: nobody at the table is "you"
  return app::human_count(deal_);
}

const char* Session::name(int seat) const {
  if (seat < 0 || seat >= static_cast<int>(deal_.seats.size())) return "?";
  return deal_.seats[static_cast<size_t>(seat)].name.c_str();
}

bool Session::is_you(int seat) const {
  if (!is_human(seat) || app::human_count(deal_) != 1) return false;
  return !replay_ || is_default_you_name(name(seat));
}

std::uint32_t Session::event_count() const {
  return static_cast<std::uint32_t>(game_->events().size());
}

uno::SeatView Session::view(std::uint32_t from_seq) const {
  uno::SeatView v = game_->view(viewer_, from_seq);
  // The hand in the deck's order: by colour, then number, then the action cards, the wilds
  // last. A drawn card goes to its place (blind play-test: "drawn cards are added at
  // the end, so with 14 cards you have to re-scan the whole hand"). Insertion sort: a hand
  // is short, and the page carries no std::sort for it.
  std::vector<uno::CardId>& h = v.hand;
  for (std::size_t i = 1; i < h.size(); ++i)
    for (std::size_t j = i; j > 0 && h[j] < h[j - 1]; --j) std::swap(h[j], h[j - 1]);
  return v;
}

void Session::confirm_privacy(double now_ms) {
  if (privacy_for_ < 0) return;
  viewer_ = privacy_for_;
  privacy_for_ = -1;
  fresh_round_ = false;
  armed_ = false;
  after_change(now_ms);
}

void Session::dismiss_reveal(double now_ms) {
  reveal_.reset();
  // A guided round's sentence said with the shown hand goes with it: its OK is the Next.
  if (tutorial_ && tutorial_->line().waits) tutorial_->next();
  after_change(now_ms);
}

bool Session::act(const Action& a, double now_ms) {
  if (!game_ || replay_ || a.seat != viewer_ || privacy_for_ >= 0 || reveal_) return false;
  // UNO pressed in advance: called together with the second-last card, by the seat that
  // played it. The play may hand the device to the next human, which disarms the screen's
  // UNO (a new holder): the call is taken before that.
  // A discard too (UNO Spin's discard steps: pressed before the second-last card went, it
  // was dropped and the player caught).
  const bool call_with_it = (a.type == ActionType::Play || a.type == ActionType::Discard) && armed_;
  if (!tutorial_takes(a)) return false;
  if (!apply(a, now_ms)) return false;
  if (call_with_it) {
    armed_ = false;
    const Action call = Action::simple(ActionType::CallUno, a.seat);
    if (game_->is_legal(call)) apply(call, now_ms);
  }
  return true;
}

// A guided round takes the asked move only, UNO! pressed first where it goes with it.
bool Session::tutorial_takes(const Action& a) const {
  const bool call_with_it = (a.type == ActionType::Play || a.type == ActionType::Discard) && armed_;
  return !tutorial_ || (tutorial_->asked(*game_) == a && tutorial_->uno_with_it() == call_with_it);
}

void Session::close() {
  game_.reset();
  tutorial_.reset();
  legal_.clear();
  plan_.reset();
  ++generation_;
}

bool Session::apply(const Action& a, double now_ms) {
  const std::uint32_t seq = event_count();
  const std::uint16_t exposed_before = exposed_;
  std::optional<uno::SeatView> before;
  if (a.type == ActionType::Spin) before = view(seq);  // no events: the table as it stands
  // Checked, then applied: the engine's reason for a refusal (apply) is for the CLI's
  // players, and the page has no use for its words.
  if (!game_->is_legal(a)) return false;
  game_->apply_legal(a);
  if (before) {
    before_spin_ = std::move(before);
    before_spin_viewer_ = viewer_;
    spin_seq_ = seq;
  }
  log_.push_back(a);
  if (tutorial_) tutorial_->on_action(a, game_->deck());
  note_fresh_cards(a, seq);
  // Hot-seat: a new round's hands are no one's to see until the device goes to its first
  // human (blind play-test: the last holder's new hand showed to whoever pressed
  // Next round, while the computers moved first).
  if (a.type == ActionType::NextRound && human_count() > 1) {
    viewer_ = -1;
    fresh_round_ = true;  // the first human to act gets the device by the hand-over screen
  }
  // A long match: a new checkpoint at the first settled position kCheckpointMoves on.
  const std::uint64_t moves = log_start_ + log_.size();
  if (moves - (checkpoint_ ? checkpoint_->moves : 0) >= uno::share::kCheckpointMoves &&
      game_->settled())
    checkpoint_ = uno::share::Checkpoint{moves, game_->position()};
  after_change(now_ms);
  // Computers alone race exactly as in ai::Table (uno-cli run plays the same match).
  calls_as_exposed(exposed_ & ~exposed_before, now_ms);
  return true;
}

// A human's own draw (or a +2 or +4 taken) starts their newest cards again; cards drawn
// otherwise (an UNO penalty, a lost challenge) join them; their next play, discard, spin or
// challenge ends them.
void Session::note_fresh_cards(const Action& a, std::uint32_t from) {
  const auto& ev = game_->events();
  std::uint16_t started = 0;
  for (std::size_t i = from; i < ev.size(); ++i) {
    const uno::Event& e = ev[i];
    if (e.type != uno::EventType::Draw || e.seat < 0 || !is_human(e.seat) || e.card == uno::kNoCard)
      continue;
    auto& cards = fresh_[static_cast<std::size_t>(e.seat)];
    const bool own =
        e.seat == a.seat && (a.type == ActionType::Draw || a.type == ActionType::Accept);
    if (own && !(started >> e.seat & 1u)) cards.clear();
    started |= static_cast<std::uint16_t>(1u << e.seat);
    cards.push_back(e.card);
  }
  if (a.seat >= 0 && !(started >> a.seat & 1u) &&
      (a.type == ActionType::Play || a.type == ActionType::Discard || a.type == ActionType::Draw ||
       a.type == ActionType::Challenge || a.type == ActionType::Spin))
    fresh_[static_cast<std::size_t>(a.seat)].clear();
}

std::vector<uno::CardId> Session::newest_cards() const {
  std::vector<uno::CardId> cards;
  if (viewer_ < 0 || !game_ || game_->phase() == Phase::RoundOver ||
      game_->phase() == Phase::MatchOver)
    return cards;
  const auto& hand = game_->hand(viewer_);
  for (const uno::CardId c : fresh_[static_cast<std::size_t>(viewer_)])
    if (std::find(hand.begin(), hand.end(), c) != hand.end()) cards.push_back(c);
  return cards;
}

// The seat the game waits for (its hand must be on screen if it is a human's).
int Session::thinking_seat_shown() const {
  const int seat = thinking_seat();
  if (seat < 0 || !game_) return -1;
  const Phase ph = game_->phase();
  const bool turn_shown =
      ph == Phase::Turn || ph == Phase::Pending || ph == Phase::ChooseColour || ph == Phase::Spin;
  if (!turn_shown) return seat;
  return seat == (ph == Phase::Pending ? game_->pending().victim : game_->current()) ? seat : -1;
}

int Session::acting_seat() const {
  switch (game_->phase()) {
    case Phase::Turn:
    case Phase::ChooseColour:
    case Phase::Spin: return game_->current();
    case Phase::Pending: return game_->pending().victim;
    case Phase::Discard: return game_->discard_state().seat;
    default: return -1;
  }
}

// Hot-seat: a human's hand is face up only while that human holds the device and the game
// is theirs to play (or their own UNO call is still open, or they read what their +4
// challenge revealed: the game waits for them). While computers move, nobody's hand is
// shown; the next human to act gets the privacy screen first.
void Session::update_viewer(double now_ms) {
  if (human_count() <= 1 || reveal_) return;  // the challenger first reads the reveal
  if (viewer_ >= 0) last_viewer_ = viewer_;
  const Phase ph = game_->phase();
  if (ph == Phase::RoundOver || ph == Phase::MatchOver) {
    // Every hand is public at a round's end: the last human sees the summary and starts
    // the next round.
    if (viewer_ < 0 && privacy_for_ < 0)
      viewer_ = last_viewer_ >= 0 ? last_viewer_ : first_human(deal_);
    return;
  }
  const int who = acting_seat();
  // A turn that ended with the player's own draw (a card that does not play, a Draw Two
  // taken): their hand stays a moment before it is hidden, so they see what they drew
  // (hot-seat: it went face down as it landed).
  const bool hides =
      who >= 0 && viewer_ >= 0 && who != viewer_ &&
      (is_human(who) || !game_->is_legal(Action::simple(ActionType::CallUno, viewer_)));
  const bool own_draw =
      !log_.empty() && log_.back().seat == viewer_ &&
      (log_.back().type == ActionType::Draw || log_.back().type == ActionType::Accept);
  // The same for a turn that ended with the player's own card when the device goes to
  // another human next: the pass screen came at once and hid the card landing and what it
  // did (a newcomer in hot-seat).
  const ActionType last = log_.empty() ? ActionType::Pass : log_.back().type;
  const bool own_play = !log_.empty() && log_.back().seat == viewer_ && is_human(who) &&
                        (last == ActionType::Play || last == ActionType::ChooseColour);
  if (hides && (own_draw || own_play) && shown_draw_of_ != log_.size()) {
    shown_draw_of_ = log_.size();
    hide_due_ = now_ms + (own_draw ? kSeeDrawnMs : kSeeOwnPlayMs) * std::max(0.6, speed_);
    return;
  }
  if (hides && now_ms < hide_due_) return;
  hide_due_ = 0;
  if (who >= 0 && is_human(who) && viewer_ < 0 && privacy_for_ < 0 && last_viewer_ == who &&
      !fresh_round_) {
    viewer_ = who;  // only computers moved since this human held the device: it is still theirs
  } else if (who >= 0 && is_human(who) && who != viewer_ && privacy_for_ != who) {
    viewer_ = -1;  // hide the last hand at once: the device changes hands
    privacy_for_ = who;
    armed_ = false;
  } else if (who >= 0 && !is_human(who) && viewer_ >= 0 &&
             !game_->is_legal(Action::simple(ActionType::CallUno, viewer_))) {
    viewer_ = -1;  // computers move: the last human's cards go face down
    armed_ = false;
  }
}

void Session::after_change(double now_ms) {
  // A +4 challenged by the viewer: keep what they were shown until they dismiss it.
  const auto& ev = game_->events();
  std::uint16_t answered = 0;  // seats caught, or that said UNO late, in these events
  for (std::uint32_t i = seen_seq_; i < ev.size(); ++i) {
    const uno::Event& e = ev[i];
    if (e.type == uno::EventType::UnoCaught && e.target >= 0)
      answered |= static_cast<std::uint16_t>(1u << e.target);
    if (e.type == uno::EventType::UnoCalled && e.seat >= 0)
      answered |= static_cast<std::uint16_t>(1u << e.seat);
    if (e.type == uno::EventType::Challenge && is_human(e.seat)) {
      ChallengeReveal r;
      r.challenger = e.seat;
      r.player = e.target;
      r.guilty = e.value != 0;
      r.drawn = r.guilty ? game_->rules().wd4_guilty_draw : 4 + game_->rules().challenge_fail_extra;
      // Without the log (from its end): a long match's log is long, only the hand is read.
      const uno::SeatView v = game_->view(e.seat, static_cast<std::uint32_t>(ev.size()));
      r.hand = v.known_hands[e.target];
      if (e.seat == viewer_ || human_count() == 1) reveal_ = r;
    }
  }
  seen_seq_ = static_cast<std::uint32_t>(ev.size());
  std::uint16_t exposed = 0;
  for (int seat = 0; seat < game_->seats(); ++seat)
    if (game_->uno_exposed(seat)) exposed |= static_cast<std::uint16_t>(1u << seat);
  if (exposed & ~exposed_) catch_open_since_ = now_ms;
  // A chance to catch closed with nobody caught and no call: the seat got away with it.
  escaped_ |= static_cast<std::uint16_t>(exposed_ & ~exposed & ~answered);
  for (int seat = 0; seat < game_->seats(); ++seat)
    if (game_->hand(seat).size() != 1) escaped_ &= static_cast<std::uint16_t>(~(1u << seat));
  exposed_ = exposed;
  update_viewer(now_ms);
  legal_.clear();
  if (viewer_ >= 0 && privacy_for_ < 0 && !reveal_) game_->legal_actions(viewer_, legal_);
  // A guided round offers the asked move only (in any colour: the picker asks which): the
  // hand, the buttons and the page's controls show the one press that goes on.
  if (tutorial_) {
    const std::optional<Action> asked = tutorial_->asked(*game_);
    std::erase_if(legal_, [&](const Action& a) {
      return !asked || a.type != asked->type || a.card != asked->card || a.target != asked->target;
    });
  }
  if (armed_ && (viewer_ < 0 || game_->hand(viewer_).size() > 2)) armed_ = false;
  replan(now_ms);
}

std::vector<RoundRow> Session::round_rows() const {
  std::vector<RoundRow> rows;
  for (int s = 0; s < seats(); ++s) {
    RoundRow r;
    r.seat = s;
    r.hand_points = game_->hand_points(s);
    r.round_points = game_->last_round_points()[s];
    r.total = game_->scores()[s];
    r.hand = game_->hand(s).to_vector();
    rows.push_back(std::move(r));
  }
  return rows;
}

}  // namespace app
