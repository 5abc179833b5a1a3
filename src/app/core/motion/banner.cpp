#include "app/core/motion/banner.h"

#include <algorithm>

#include "app/core/text/access_strings.h"
#include "engine/deck.h"

namespace app {

namespace {
constexpr double kPopMs = 180.0;   // growing in
constexpr double kFadeMs = 260.0;  // fading out

bool long_kind(BannerKind k) { return k == BannerKind::Uno || k == BannerKind::Win; }
}  // namespace

double banner_duration(BannerKind kind, const Motion& m) {
  double base = 1100.0;
  switch (kind) {
    case BannerKind::Effect:
    case BannerKind::Colour: base = 1100.0; break;
    case BannerKind::Caught: base = 1600.0; break;
    case BannerKind::Uno: base = 1500.0; break;
    case BannerKind::Win: base = 2600.0; break;
    case BannerKind::Info: base = 1800.0; break;
  }
  const double factor = m.speed <= 0.0f ? 1.0 : std::clamp(static_cast<double>(m.speed), 0.7, 1.6);
  return base * factor;
}

BannerLook banner_look(const Banner& b, double now, const Motion& m) {
  BannerLook look;
  if (m.speed <= 0.0f && !m.reduced) return look;  // animation off: shown, then gone
  const double t = now - b.start, left = b.start + b.duration - now;
  const float in = static_cast<float>(std::clamp(t / kPopMs, 0.0, 1.0));
  const float out = static_cast<float>(std::clamp(left / kFadeMs, 0.0, 1.0));
  look.alpha = std::min(in, out);
  if (!m.reduced) {
    // A pop: from 60% to a little over full size, settling at 1.
    const float k =
        in < 1.0f ? 0.6f + 0.5f * in
                  : 1.0f + 0.1f * std::max(0.0f, 1.0f - static_cast<float>((t - kPopMs) / 160.0));
    look.scale = std::max(0.6f, k);
  }
  return look;
}

bool banner_moving(const Banner& b, double now, const Motion& m) {
  if (!b.showing(now)) return false;
  if (m.speed <= 0.0f && !m.reduced) return false;
  if (b.kind == BannerKind::Win && b.confetti && !m.still()) return true;  // confetti falls
  const double t = now - b.start, left = b.start + b.duration - now;
  const double settle = m.reduced ? kPopMs : kPopMs + 160.0;
  return t < settle || left < kFadeMs;
}

void Banners::show(Banner b, double now) {
  if (current_ && current_->showing(now) && long_kind(current_->kind) && !long_kind(b.kind)) return;
  b.start = now;
  if (b.duration <= 0) b.duration = banner_duration(b.kind, motion_);
  current_ = std::move(b);
}

void Banners::on_events(const std::vector<uno::Event>& events, const std::function<Who(int)>& who,
                        const uno::Deck& deck, double now, double spin_lands) {
  using uno::EventType;
  for (const uno::Event& e : events) {
    if (e.type == EventType::SpinResult) now = std::max(now, spin_lands);
    Banner b;
    switch (e.type) {
      case EventType::Play: {
        if (e.card == uno::kNoCard || static_cast<int>(e.card) >= deck.size) break;
        switch (deck[e.card].kind) {
          case uno::Kind::Skip: b.text = tr(UiText::BannerSkip); break;
          case uno::Kind::DrawTwo: b.text = tr(UiText::BannerDrawTwo); break;
          case uno::Kind::WildDrawFour: b.text = tr(UiText::BannerDrawFour); break;
          case uno::Kind::Reverse: b.text = tr(UiText::BannerReverse); break;
          default: break;
        }
        b.colour = deck[e.card].colour;
        break;
      }
      case EventType::ColourChosen:
        b.kind = BannerKind::Colour;
        b.colour = e.colour;
        b.text = fmt(UiText::BannerColourFmt, spoken_colour(e.colour));
        break;
      case EventType::UnoCalled:
        b.kind = BannerKind::Uno;
        b.text = tr(UiText::BannerUno);
        b.sub = label(who(e.seat));
        break;
      case EventType::UnoCaught:
        b.kind = BannerKind::Caught;
        b.text = tr(UiText::BannerCaught);
        b.sub = label(who(e.target));
        break;
      case EventType::Challenge: {  // the verdict on the +4's player, and who pays for it
        b.kind = e.value ? BannerKind::Caught : BannerKind::Info;
        b.text = tr(e.value ? UiText::BannerBluff : UiText::BannerFair);
        // "Cleo draws 6": a computer's challenge read only as a jump in a count (stop 62).
        const int loser = e.value ? e.target : e.seat;
        int n = 0;
        for (const uno::Event* d = &e + 1; d != events.data() + events.size(); ++d)
          n += d->type == EventType::Draw && d->seat == loser;
        b.sub =
            about(e.value ? UiText::BlufferDrawsFmt : UiText::ChallengerDrawsFmt, who(loser), n);
        b.duration = banner_duration(BannerKind::Win, motion_);  // news that counts: read it
        break;
      }
      case EventType::RoundOver:
        if (e.seat >= 0) {
          b.kind = BannerKind::Win;
          b.text = about(UiText::WinsRoundFmt, who(e.seat));
        }
        break;
      case EventType::MatchOver:
        if (e.seat >= 0) {
          b.kind = BannerKind::Win;
          b.text = about(UiText::WinsMatchFmt, who(e.seat));
        }
        break;
      default: break;
    }
    if (!b.text.empty()) show(std::move(b), now);
  }
}

const Banner* Banners::current(double now) const {
  if (!current_ || now < current_->start) return nullptr;  // a later one waits
  return now < current_->start + current_->duration ? &*current_ : nullptr;
}

void Banners::expire(double now) {
  if (current_ && now >= current_->start + current_->duration) current_.reset();
}

bool Banners::moving(double now) const {
  return current_ && banner_moving(*current_, now, motion_);
}

double Banners::next_wake(double now) const {
  if (!current_) return -1.0;
  if (now < current_->start) return current_->start;  // a spin's banner waits for the wheel
  if (banner_moving(*current_, now, motion_)) return now;
  return current_->start + current_->duration;
}

}  // namespace app
