// The table's events, dispatched (AppCore's part): each new batch of the engine's events
// goes to the card flights, the wheel, the spin's reveal, the ticker, the banners, the
// sounds and the announcer, in that order, so what a spin brings waits for its wheel.
#include <algorithm>
#include <utility>

#include "app/core/app/app_core.h"
#include "app/core/match/moments.h"
#include "app/core/text/access_strings.h"
#include "app/core/text/moment_strings.h"

namespace app {

// The viewer's turn begins in this batch (and is still theirs): the turn line is said.
bool AppCore::turn_began(const std::vector<uno::Event>& events) const {
  const int me = session_.viewer();
  if (me < 0 || session_.acting_seat() != me || session_.phase() != uno::Phase::Turn) return false;
  for (const uno::Event& e : events)
    if (e.type == uno::EventType::TurnStart && e.seat == me) return true;
  return false;
}

// After Trade Hands, Shuffle Hands or a swap that moved the viewer's cards: how many they
// hold now (their new cards are theirs to look at in the hand). `count_said`: the turn line
// says the count, so a long hand's line is left out; a short hand is still named.
std::vector<std::string> AppCore::new_hand_lines(const std::vector<uno::Event>& events,
                                                 bool count_said) const {
  const int me = session_.viewer();
  if (me < 0) return {};
  for (const uno::Event& e : events)
    if (e.type == uno::EventType::HandsTraded || e.type == uno::EventType::HandsShuffled ||
        (e.type == uno::EventType::HandsSwapped && (e.seat == me || e.target == me))) {
      // A short hand is named ("You now have 2 cards." and which?).
      const uno::SeatView v = session_.view();
      const int n = static_cast<int>(v.hand.size());
      if (n > 6)
        return count_said ? std::vector<std::string>{}
                          : std::vector<std::string>{fmt(AccessText::NowYouHaveFmt, n)};
      std::string names;
      for (const uno::CardId c : v.hand)
        names += (names.empty() ? "" : ", ") + card_name(session_.deck()[c]);
      return {fmt(AccessText::NowYouHoldFmt, n, names.c_str())};
    }
  return {};
}

// A round's end names the cards left in every hand (public then: the summary shows them).
std::vector<std::string> AppCore::round_end_lines(const std::vector<uno::Event>& events) const {
  bool over = false;
  for (const uno::Event& e : events) over |= e.type == uno::EventType::RoundOver;
  // Only while the round's end is on the table: the hands are read as they are now, and a
  // hot-seat recap that reached into the next round named its new hands (blind
  // play-test: "Cards left: Player 1: ...", the other human's round-2 hand).
  const uno::Phase ph = session_.phase();
  if (!over || (ph != uno::Phase::RoundOver && ph != uno::Phase::MatchOver)) return {};
  std::string left;
  for (const RoundRow& r : session_.round_rows()) {
    if (r.hand.empty()) continue;
    std::string cards;
    for (uno::CardId c : r.hand)
      cards += (cards.empty() ? "" : ", ") + card_name(session_.deck()[c]);
    left += (left.empty() ? "" : "; ") + label(session_.who(r.seat)) + ": " + cards;
  }
  if (left.empty()) return {};
  return {fmt(AccessText::CardsLeftFmt, left.c_str())};
}

// Card flights for new engine events (masked for the viewer). A new match (start, rematch,
// restore, a replay's step back) starts from a still table.
void AppCore::dispatch_events(double now) {
  Session& s = session_;
  if (s.generation() != anim_gen_ || anim_seq_ > s.event_count()) {
    // Another match: the page's log and speech start afresh (a newcomer's screen reader
    // still listed the last game's moves over a guided round). A replay's step back only
    // forgets the history.
    if (s.generation() != anim_gen_) announcer_.clear();
    else announcer_.new_match();
    anim_gen_ = s.generation();
    anim_.reset(uno::kNoCard);
    // A fresh deal is dealt out card by card; a restored game or a replay appears as is.
    anim_seq_ = s.replaying() || !s.actions().empty() ? s.event_count() : 0;
    ticker_.clear();
    banners_.clear();
    wheel_.reset();
    cues_.reset();
    spin_reveal_.reset();
    held_by_ = -1;
    summary_at_ = 0;
    seen_to_.fill(anim_seq_);
    for (auto& cards : unnamed_penalty_) cards.clear();
    tips_.reset();
  }
  recap_hand_over();
  keep_penalty_cards(anim_seq_);
  if (std::string l = penalty_line(); !l.empty()) announcer_.say(std::move(l));
  if (s.privacy_for() >= 0)
    anim_.reset(uno::kNoCard);  // nothing in the air while the device changes hands
  if (anim_seq_ < s.event_count()) {
    const uno::SeatView v = s.view(anim_seq_);
    // Sounds hide nothing: they follow the moves behind the privacy screen too.
    std::uint32_t humans = 0;
    for (int seat = 0; seat < s.seats(); ++seat) humans |= s.is_human(seat) ? 1u << seat : 0u;
    cues_.on_events(v.events, humans, now);
    if (s.privacy_for() < 0) {
      // What a spin does shows when its wheel lands: cards fly, banners and lines come then
      // (the outcome showed while the wheel still turned).
      wheel_.on_events(v.events, now);
      tips_.on_events(v.events);
      const double lands = wheel_.turning(now) ? wheel_.land_time() : -1.0;
      anim_.set_seats(s.seats());
      anim_.on_events(v.events, s.viewer(), now, lands);
      spin_reveal_.on_events(v.events, now, wheel_.showing(now) ? wheel_.hide_time() : now);
      // The holder of the device in the second person, their drawn cards named (in
      // hot-seat the table's lines name every human: "Ann draws a card." told Ann nothing).
      const int me = s.viewer();
      const auto who = [&s, me](int seat) {
        Who w = s.who(seat);
        w.you = w.you || (me >= 0 && seat == me);
        return w;
      };
      const Explained x = explain_events(v.events, who, &s.rules(), &s.deck(),
                                         s.seats());  // the variants' moments in words
      ticker_.on_events(v.events, who, now, x, lands);
      banners_.on_events(v.events, who, s.deck(), now, lands);
      for (const uno::Event& e : v.events) {
        const bool over =
            e.type == uno::EventType::RoundOver || e.type == uno::EventType::MatchOver;
        if (over && e.seat >= 0 && !s.is_human(e.seat)) banners_.no_confetti();
        if (over)
          summary_at_ =
              std::max(now, lands) + kRoundEndSeenMs * animation_factor(settings_.animation);
      }
      // A special moment's word ("Blocked!") wins over the card's own effect banner.
      if (!x.banner.empty()) {
        Banner b;
        b.text = x.banner;
        b.kind = BannerKind::Info;
        banners_.show(std::move(b), std::max(now, lands));
      }
      // The turn line says the hand's size too, not which cards a trade brought (a
      // newcomer: "Trade Hands does not tell you your new hand").
      const std::string turn = turn_began(v.events) ? turn_line(s) : std::string();
      std::vector<std::string> tail = new_hand_lines(v.events, !turn.empty());
      for (std::string& l : round_end_lines(v.events)) tail.push_back(std::move(l));
      // A chance to catch, said as it opens: the heading's "catch!" is not spoken, and the
      // chance lasts seconds; said at once, after this batch's lines. Prompts
      // with keys in them are said after the batch, out of the help card's log of moves
      // (a touch player read "press U" there).
      std::vector<std::string> urgent, prompts;
      std::uint16_t can_catch = 0;
      for (const uno::Action& a : s.legal())
        if (a.type == uno::ActionType::CatchUno)
          can_catch |= static_cast<std::uint16_t>(1u << a.target);
      for (int t = 0; t < s.seats(); ++t)
        if ((can_catch & ~catch_said_) >> t & 1u)
          urgent.push_back(fmt(AccessText::CatchChanceFmt, s.name(t)));
      catch_said_ = can_catch;
      // The person's own forgotten UNO, said while a late call still counts.
      const bool forgot = forgot_uno(s);
      if (forgot && !late_said_) urgent.push_back(tr(AccessText::UnoLate));
      late_said_ = forgot;
      // A forgotten UNO nobody caught: said once, on screen too (it looked called).
      for (int t = 0; t < s.seats(); ++t)
        if ((s.uno_escaped() & ~escaped_said_) >> t & 1u) {
          std::string line = about(UiText::UnoEscapedFmt, s.who(t));
          ticker_.note(line, now);
          tail.push_back(std::move(line));
        }
      escaped_said_ = s.uno_escaped();
      // 000: a round's last card a Spin card, the wheel still turns and may change the
      // score (a newcomer took the round going on for a missed win).
      if (s.phase() == uno::Phase::Spin)
        for (const uno::Event& e : v.events)
          if (e.type == uno::EventType::Play && e.seat >= 0 && s.game().hand(e.seat).empty()) {
            std::string line = say(MomentText::OutSpinStillFmt, s.who(e.seat));
            ticker_.note(line, now);
            tail.push_back(std::move(line));
          }
      // A playable card just drawn: the player decides now (nothing said so).
      bool drew = false;
      for (const uno::Event& e : v.events)
        drew |= e.type == uno::EventType::Draw && e.seat == s.viewer() &&
                e.value == static_cast<std::int16_t>(uno::DrawReason::Turn);
      if (const uno::SeatView now_v = s.view(); drew && now_v.drew_this_turn)
        for (const uno::Action& a : s.legal())
          if (a.type == uno::ActionType::Play && a.card == now_v.drawn) {
            prompts.push_back(tr(AccessText::DrawnPlayable));
            if (uno_first(s)) prompts.push_back(tr(AccessText::UnoReminder));  // it leaves one card
            break;
          }
      announcer_.on_events(v.events, who, &s.deck(), x, tail, turn);
      for (std::string& l : prompts) announcer_.say(std::move(l));
      for (std::string& l : urgent) announcer_.say(std::move(l), true);
    }
    anim_seq_ = s.event_count();
  }
}

const uno::SeatView* AppCore::table_before_spin(double now) const {
  const Session& s = session_;
  const auto& before = s.before_spin();
  if (!before || screen_ != Screen::Table || s.privacy_for() >= 0 ||
      s.before_spin_viewer() != s.viewer())
    return nullptr;
  // The wheel turns, or the spin was made this frame and its wheel starts at the frame's end.
  const bool unseen =
      anim_gen_ == s.generation() && anim_seq_ <= s.spin_seq() && s.spin_seq() < s.event_count();
  return wheel_.turning(now) || unseen ? &*before : nullptr;
}

}  // namespace app
