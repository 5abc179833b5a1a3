#include "app/core/coach/tips.h"

#include <cstdio>

#include "app/core/text/coach_strings.h"
#include "engine/deck.h"

namespace app {

namespace {

constexpr const char* kTipIds[kTips] = {"spin",      "lauf",  "shuffle-hands", "custom-wild",
                                        "challenge", "catch", "seven-zero",    "stacked-draw"};

using uno::ActionType;
using uno::Kind;

}  // namespace

void TipWatch::on_events(const std::vector<uno::Event>& events) {
  for (const uno::Event& e : events) {
    switch (e.type) {
      case uno::EventType::SpinResult: met_ |= tip_bit(Tip::Spin); break;
      case uno::EventType::HandsShuffled: met_ |= tip_bit(Tip::ShuffleHands); break;
      case uno::EventType::CustomRule: met_ |= tip_bit(Tip::CustomWild); break;
      case uno::EventType::Blocked: met_ |= tip_bit(Tip::Lauf); break;
      case uno::EventType::HandsSwapped: met_ |= tip_bit(Tip::SevenZero); break;
      case uno::EventType::HandsTraded:  // a 0 passed the hands on (a spin's trade has a spinner)
        if (e.seat < 0) met_ |= tip_bit(Tip::SevenZero);
        break;
      default: break;
    }
  }
}

void TipWatch::on_choices(const uno::SeatView& v, const std::vector<uno::Action>& legal) {
  if (v.deck == nullptr) return;
  for (uno::CardId id : v.hand) {
    const uno::Card& c = (*v.deck)[id];
    if (c.kind == Kind::Lauf) met_ |= tip_bit(Tip::Lauf);
    if (c.spin()) met_ |= tip_bit(Tip::Spin);
    if (c.kind == Kind::WildShuffle) met_ |= tip_bit(Tip::ShuffleHands);
    if (c.kind == Kind::WildCustom) met_ |= tip_bit(Tip::CustomWild);
  }
  // A Spin card played: its tip comes before the wheel turns, whoever spins (a newcomer met
  // it only after a computer's first spin, the wheel unexplained).
  if (v.phase == uno::Phase::Spin) met_ |= tip_bit(Tip::Spin);
  const bool pending_draw =
      v.phase == uno::Phase::Pending &&
      (v.pending.kind == uno::PendingKind::DrawTwo || v.pending.kind == uno::PendingKind::DrawFour);
  for (const uno::Action& a : legal) {
    if (a.seat != v.seat) continue;
    if (a.type == ActionType::Challenge) met_ |= tip_bit(Tip::Challenge);
    if (a.type == ActionType::CatchUno) met_ |= tip_bit(Tip::Catch);
    if (a.type != ActionType::Play) continue;
    if (a.target >= 0) met_ |= tip_bit(Tip::SevenZero);  // a 7 to swap with a chosen player
    const Kind k = (*v.deck)[a.card].kind;
    if (pending_draw && (k == Kind::DrawTwo || k == Kind::WildDrawFour))
      met_ |= tip_bit(Tip::StackedDraw);
  }
}

std::optional<Tip> TipWatch::due(std::uint16_t seen) const {
  for (int i = 0; i < kTips; ++i) {
    const Tip t = static_cast<Tip>(i);
    if ((met_ & tip_bit(t)) != 0 && (seen & tip_bit(t)) == 0) return t;
  }
  return std::nullopt;
}

std::string tip_notice_id(Tip t) { return std::string("tip:") + kTipIds[static_cast<int>(t)]; }

std::optional<Tip> tip_of_notice(std::string_view notice_id) {
  if (notice_id.substr(0, 4) != "tip:") return std::nullopt;
  notice_id.remove_prefix(4);
  for (int i = 0; i < kTips; ++i)
    if (notice_id == kTipIds[i]) return static_cast<Tip>(i);
  return std::nullopt;
}

const char* tip_title(Tip t) {
  constexpr CoachText kTitles[kTips] = {CoachText::TipSpinTitle,      CoachText::TipLaufTitle,
                                        CoachText::TipShuffleTitle,   CoachText::TipCustomTitle,
                                        CoachText::TipChallengeTitle, CoachText::TipCatchTitle,
                                        CoachText::TipSevenZeroTitle, CoachText::TipStackTitle};
  return tr(kTitles[static_cast<int>(t)]);
}

std::string tip_text(Tip t, const uno::RuleSet& r) {
  char buf[512];
  switch (t) {
    case Tip::Spin: return tr(CoachText::TipSpin);
    case Tip::Lauf: return tr(CoachText::TipLauf);
    case Tip::ShuffleHands: return tr(CoachText::TipShuffle);
    case Tip::CustomWild: return tr(CoachText::TipCustom);
    case Tip::Challenge: {
      // What counts against the +4's player (RuleSet::wd4_guilt), and what they then do.
      const CoachText held =
          r.wd4_guilt == uno::Wd4Guilt::ColourOrWild  ? CoachText::TipHeldColourOrWild
          : r.wd4_guilt == uno::Wd4Guilt::AnyPlayable ? CoachText::TipHeldAnyPlayable
                                                      : CoachText::TipHeldColour;
      std::snprintf(buf, sizeof buf,
                    tr(r.wd4_guilty_takes_back ? CoachText::TipChallengeTakeBackFmt
                                               : CoachText::TipChallengeFmt),
                    tr(held), static_cast<int>(r.wd4_guilty_draw),
                    4 + static_cast<int>(r.challenge_fail_extra));
      return buf;
    }
    case Tip::Catch:
      std::snprintf(buf, sizeof buf, tr(CoachText::TipCatchFmt), static_cast<int>(r.uno_penalty));
      return buf;
    case Tip::SevenZero: return tr(CoachText::TipSevenZero);
    case Tip::StackedDraw: return tr(CoachText::TipStack);
    case Tip::Count_: break;
  }
  return {};
}

}  // namespace app
