// AppCore's tips: the first time a special moment meets the player at this
// device, a notice explains it once the table is at rest, and the table waits meanwhile.
#include "app/core/app/app_core.h"
#include "app/core/text/coach_strings.h"

namespace app {

void AppCore::offer_tip(double now) {
  const Session& s = session_;
  if (settings_.tips_off || notices_.open() || screen_ != Screen::Table || !s.active() ||
      s.replaying() || s.tutorial())  // a guided round says it all itself
    return;
  // Only to the player whose cards are on screen, and never over a moment still moving: a
  // card in flight, the wheel, cards a spin laid open, a +4's reveal, the round's end.
  if (s.viewer() < 0 || s.privacy_for() >= 0 || s.showing_own_draw() || s.reveal()) return;
  if (anim_.busy(now) || wheel_.showing(now) || spin_reveal_.visible(now) || round_end_held(now) ||
      banners_.moving(now))
    return;
  if (s.phase() == uno::Phase::RoundOver || s.phase() == uno::Phase::MatchOver) return;
  tips_.on_choices(s.view(s.event_count()), s.legal());
  const std::optional<Tip> tip = tips_.due(settings_.tips_seen);
  if (!tip) return;
  Notice n;
  n.id = tip_notice_id(*tip);
  n.title = tip_title(*tip);
  n.body = tip_text(*tip, s.rules());
  n.buttons.push_back({"got-it", tr(CoachText::TipGotIt)});  // push_back: no list-initialiser code
  n.buttons.push_back({"no-more", tr(CoachText::TipNoMore)});
  notices_.show(std::move(n));
}

void AppCore::tip_closed(std::string_view result) {
  const std::size_t colon = result.rfind(':');
  if (colon == std::string_view::npos) return;
  const std::optional<Tip> tip = tip_of_notice(result.substr(0, colon));
  if (!tip) return;
  settings_.tips_seen |= tip_bit(*tip);
  if (result.substr(colon + 1) == "no-more") settings_.tips_off = true;
}

void AppCore::count_modal_time(double now, bool modal) {
  if (modal && modal_since_ < 0) modal_since_ = now;
  if (modal || modal_since_ < 0) return;
  session_.pause_for(now - modal_since_);
  modal_since_ = -1;
}

}  // namespace app
