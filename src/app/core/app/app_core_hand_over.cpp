// Hot-seat hand-overs: what leaves the table with the last player, and what the next one
// is told of what happened while they were away ("in hot-seat the incoming player
// hears nothing of what happened since their last turn nor the cards they drew").
#include <algorithm>

#include "app/core/announce/announcer.h"
#include "app/core/app/app_core.h"
#include "app/core/match/moments.h"
#include "app/core/motion/keep_last.h"
#include "app/core/text/access_strings.h"

namespace app {

// When the device goes to another human, nothing that named the last player's cards may
// stay for the next one to read or hear: the spoken lines (the page's log), the ticker and
// banners on the canvas, the hint and the review.
void AppCore::watch_hand_over() {
  const int to = session_.active() && !session_.replaying() ? session_.privacy_for() : -1;
  if (to >= 0 && to != handing_to_) {
    // What the player who gives the device away was told: their recap starts there, with
    // the move that ended their turn (a card they drew is named to them then).
    if (held_by_ >= 0) seen_to_[static_cast<std::size_t>(held_by_)] = anim_seq_;
    announcer_.clear();
    ticker_.clear();
    banners_.clear();
    coach_.forget_private();
  }
  handing_to_ = to;
}

bool AppCore::recap_due() const {
  const Session& s = session_;
  const int me = s.viewer();
  return !s.replaying() && me >= 0 && held_by_ >= 0 && me != held_by_ &&
         seen_to_[static_cast<std::size_t>(me)] < s.event_count();
}

// The human who has just taken the device hears, in one announcement (L says it again),
// what happened since they last held it, as their own seat sees it: the plays, the draws
// aimed at them and the cards they drew.
void AppCore::recap_hand_over() {
  const Session& s = session_;
  const int me = s.viewer();
  if (s.replaying() || s.privacy_for() >= 0 || me < 0 || me == held_by_) return;
  const int before = held_by_;
  held_by_ = me;
  if (before < 0) return;  // the match's first holder: nothing happened without them
  const std::uint32_t from = seen_to_[static_cast<std::size_t>(me)];
  if (from >= s.event_count()) return;
  const uno::SeatView v = s.view(from);
  // Said to this human alone: their own lines in the second person, naming the cards they
  // drew ("You draw 2: Red 5, Blue 7"), where the table's lines name every human.
  const auto who = [&s, me](int seat) {
    Who w = s.who(seat);
    w.you = w.you || seat == me;
    return w;
  };
  const Explained x = explain_events(v.events, who, &s.rules(), &s.deck(), s.seats());
  // Their turn line last (the hand-over's own is not said when this recap comes: it was
  // said twice).
  const std::string turn = s.acting_seat() == me ? turn_line(s) : std::string();
  std::vector<std::string> tail = round_end_lines(v.events);
  if (std::string l = penalty_line(); !l.empty()) tail.push_back(std::move(l));
  // A catch open for them, said again: the line said before the hand-over was cleared
  // with the last holder's (blind play-test: "the game waits on a catch but never says
  // Press C").
  for (const uno::Action& a : s.legal())
    if (a.type == uno::ActionType::CatchUno)
      tail.push_back(fmt(AccessText::CatchChanceFmt, s.name(a.target)));
  announcer_.on_events(v.events, who, &s.deck(), x, tail, turn, tr(AccessText::SinceYourLastTurn));
  // The canvas tells it on the pass screen (pass_recap): the ticker's three lines showed no
  // plays and read as stale (a newcomer at a hot-seat tablet).
}

// Penalty cards drawn by a hot-seat human other than the one whose hand is shown (events
// from `from` on): kept, and named to their owner alone once their hand is shown again.
void AppCore::keep_penalty_cards(std::uint32_t from) {
  const Session& s = session_;
  if (s.replaying() || s.human_count() < 2) return;
  const auto& events = s.game().events();
  for (std::size_t i = from; i < events.size(); ++i) {
    const uno::Event& e = events[i];
    if (e.type == uno::EventType::Draw && e.seat >= 0 && s.is_human(e.seat) &&
        e.value == static_cast<std::int16_t>(uno::DrawReason::Uno) &&
        (e.seat != s.viewer() || s.privacy_for() >= 0))
      unnamed_penalty_[static_cast<std::size_t>(e.seat)].push_back(e.card);
  }
}

std::string AppCore::penalty_line() {
  const Session& s = session_;
  const int me = s.viewer();
  if (me < 0 || s.privacy_for() >= 0 || s.replaying()) return {};
  std::vector<uno::CardId>& cards = unnamed_penalty_[static_cast<std::size_t>(me)];
  std::string names;
  int n = 0;
  const auto& hand = s.game().hand(me);
  for (const uno::CardId c : cards)
    if (std::find(hand.begin(), hand.end(), c) != hand.end()) {  // not traded away since
      names += (names.empty() ? "" : ", ") + card_name(s.deck()[c]);
      ++n;
    }
  cards.clear();
  return n > 0 ? fmt(AccessText::PenaltyCardsFmt, n, names.c_str()) : std::string();
}

// The pass screen's account of what the table saw since the next player last held the
// device (a newcomer at a hot-seat tablet: the ticker's few lines showed "Dan
// draws a card" and no plays, which fly by behind the pass screen). Public words only (no
// seat is "you", drawn cards are "a card"): whoever holds the device may read them.
std::vector<std::string> AppCore::pass_recap() const {
  const Session& s = session_;
  const int to = s.privacy_for();
  if (to < 0 || s.replaying()) return {};  // the first pass screen too: computers moved first
  const std::uint32_t from = seen_to_[static_cast<std::size_t>(to)];
  if (from >= s.event_count()) return {};
  const uno::SeatView v = s.game().view(-1, from);
  const auto who = [&s](int seat) {
    Who w = s.who(seat);
    w.you = false;
    return w;
  };
  // In the order they happened: the moments' lines ("Cleo collects every hand ...") went
  // after the plays that followed them (a newcomer at a hot-seat tablet, stop 60).
  std::vector<std::string> lines =
      lines_in_order(v.events, who, &s.deck(),
                     explain_events(v.events, who, &s.rules(), &s.deck(), s.seats()), false);
  keep_last(lines, kPassRecapLines);
  return lines;
}

}  // namespace app
