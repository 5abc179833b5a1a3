#include "app/core/motion/animator.h"

#include <algorithm>

namespace app {

using uno::EventType;

namespace {
constexpr double kShuffleDealMs = 70.0;    // a card dealt out (at normal speed)
constexpr double kShufflePauseMs = 250.0;  // the collected pile is shuffled
}  // namespace

float ease_out(float t) {
  t = std::clamp(t, 0.0f, 1.0f);
  const float u = 1.0f - t;
  return 1.0f - u * u * u;
}

void Animator::add(uno::CardId card, bool face_up, Place from, Place to, double start, double dur) {
  Flight f;
  f.card = card;
  f.face_up = face_up;
  f.from = from;
  f.to = to;
  f.start = start;
  f.duration = dur;
  f.under = top_;
  if (reduced_) {  // no travel: the card appears where it goes, fading in with its batch
    f.from = to;
    f.fade = true;
    f.start = fade_start_;
    f.duration = kFadeMs;
  }
  flights_.push_back(f);
}

void Animator::on_events(const std::vector<uno::Event>& events, int viewer, double now,
                         double spin_lands) {
  if (speed_ <= 0.0f) {
    for (const uno::Event& e : events)
      if (e.type == EventType::Play || e.type == EventType::Discard ||
          e.type == EventType::FirstCard)
        top_ = e.card;
    flights_.clear();
    return;
  }
  int deals = 0;
  for (const uno::Event& e : events) deals += e.type == EventType::Deal ? 1 : 0;
  const double dur = 380.0 * speed_;
  const double deal_step = std::min(70.0, 1800.0 / std::max(1, deals)) * speed_;
  double t = std::max(now, end_time() - dur * 0.6);
  if (t > now + 3000.0) t = now;  // never queue far into the future
  fade_start_ = std::max(now, end_time());
  bool shuffle_deal = false;
  for (const uno::Event& e : events) {
    const bool mine = e.seat == viewer && viewer >= 0;
    switch (e.type) {
      case EventType::RoundStart:
        flights_.clear();
        top_ = uno::kNoCard;
        t = now;
        fade_start_ = now;
        break;
      case EventType::Deal:
      case EventType::Draw: {
        Place to{mine ? Place::HandCard : Place::Seat, e.seat, e.card};
        add(mine ? e.card : uno::kNoCard, mine, {Place::DrawPile}, to, t, dur);
        const bool redealt = shuffle_deal && e.value == static_cast<int>(uno::DrawReason::Shuffle);
        t += e.type == EventType::Deal ? deal_step
             : redealt                 ? kShuffleDealMs * speed_
                                       : 140.0 * speed_;
        break;
      }
      case EventType::FirstCard:
        add(e.card, true, {Place::DrawPile}, {Place::Discard}, t, dur);
        top_ = e.card;
        t += dur * 0.5;
        break;
      case EventType::Play:
      case EventType::Discard: {
        Place from{mine ? Place::HandCard : Place::Seat, e.seat, e.card};
        add(e.card, true, from, {Place::Discard}, t, dur);
        top_ = e.card;
        t += 120.0 * speed_;
        break;
      }
      case EventType::HandsTraded:     // every hand passes one seat on (Trade Hands, 000)
      case EventType::HandsSwapped: {  // two seats swap hands (7-0)
        const int n = seats_ > 0 ? seats_ : 1;
        for (int k = 0; k < 3; ++k) {
          for (int from = 0; from < n; ++from) {
            int to = -1;
            if (e.type == EventType::HandsTraded) to = (from + (e.value >= 0 ? 1 : n - 1)) % n;
            else to = from == e.seat ? e.target : from == e.target ? e.seat : -1;
            if (to < 0) continue;
            const Place a{from == viewer ? Place::HandCard : Place::Seat, from, uno::kNoCard};
            const Place b{to == viewer ? Place::HandCard : Place::Seat, to, uno::kNoCard};
            add(uno::kNoCard, false, a, b, t + static_cast<double>(k) * 90.0 * speed_, dur * 1.6);
          }
        }
        t += 3 * 90.0 * speed_ + dur * 1.6;
        break;
      }
      case EventType::HandsShuffled:  // Shuffle Hands (001): every hand into the middle
        t = gather_hands(events, viewer, t, dur);
        shuffle_deal = true;  // the deal-out (the draws after this) goes at dealing pace
        break;
      case EventType::SpinResult:  // what the wheel deals waits for it to land
        t = std::max(t, spin_lands);
        fade_start_ = std::max(fade_start_, spin_lands);
        break;
      case EventType::TakeBack:
        add(mine ? e.card : uno::kNoCard, mine, {Place::Discard},
            {mine ? Place::HandCard : Place::Seat, e.seat, e.card}, t, dur);
        break;
      default: break;
    }
  }
}

// Every seat's cards fly face down into the middle, a card at a time round the table, as
// many as each seat is dealt back (the old hands' sizes are not in the events); then a
// pause for the shuffle. Returns when the deal-out starts.
double Animator::gather_hands(const std::vector<uno::Event>& events, int viewer, double t,
                              double dur) {
  std::vector<int> count(static_cast<size_t>(std::max(seats_, 1)), 0);
  for (const uno::Event& d : events)
    if (d.type == EventType::Draw && d.value == static_cast<int>(uno::DrawReason::Shuffle) &&
        d.seat >= 0 && static_cast<size_t>(d.seat) < count.size())
      ++count[static_cast<size_t>(d.seat)];
  int most = 0;
  for (int& c : count) most = std::max(most, c = std::min(c, 8));
  const double step = kShuffleDealMs * speed_;
  double last = t;
  for (int k = 0; k < most; ++k)
    for (size_t from = 0; from < count.size(); ++from) {
      if (k >= count[from]) continue;
      const int seat = static_cast<int>(from);
      add(uno::kNoCard, false, {seat == viewer ? Place::HandCard : Place::Seat, seat},
          {Place::DrawPile}, last, dur);
      last += step * 0.5;
    }
  return last + dur + kShufflePauseMs * speed_;
}

double Animator::end_time() const {
  double end = 0;
  for (const Flight& f : flights_) end = std::max(end, f.start + f.duration);
  return end;
}

bool Animator::busy(double now) const { return end_time() > now; }

void Animator::expire(double now) {
  flights_.erase(std::remove_if(flights_.begin(), flights_.end(),
                                [&](const Flight& f) { return f.start + f.duration <= now; }),
                 flights_.end());
}

bool Animator::hides_in_hand(uno::CardId id, double now) const {
  for (const Flight& f : flights_)
    if (f.to.kind == Place::HandCard && f.to.card == id && f.start + f.duration > now) return true;
  return false;
}

uno::CardId Animator::discard_under(double now) const {
  for (const Flight& f : flights_)
    if (f.to.kind == Place::Discard && f.start + f.duration > now) return f.under;
  return uno::kNoCard;
}

}  // namespace app

namespace app {
bool Animator::discard_flying(double now) const {
  for (const Flight& f : flights_)
    if (f.to.kind == Place::Discard && f.start + f.duration > now) return true;
  return false;
}
}  // namespace app
