#include "app/core/store/share_bridge.h"

#include <algorithm>
#include <string>

namespace app {

namespace sh = uno::share;

uno::share::Settings share_settings_of(const Settings& s) {
  sh::Settings out;
  out.language = language_tag(s.lang);
  out.colour_blind_marks = s.shapes;
  out.volume = static_cast<std::uint8_t>(std::clamp(s.volume, 0, int{sh::kMaxVolume}));
  out.muted = s.muted;
  out.speech = s.speech;
  out.braille = s.braille;
  out.high_contrast = s.high_contrast;
  out.reduce_motion = s.reduce_motion;
  out.large_cards = s.large_cards;
  out.blank_cards = s.blank_cards;
  out.setup = s.setup;
  switch (s.speed) {
    case Speed::Slow: out.animation = sh::AnimationSpeed::Slow; break;
    case Speed::Normal: out.animation = sh::AnimationSpeed::Normal; break;
    case Speed::Fast: out.animation = sh::AnimationSpeed::Fast; break;
    case Speed::Off: out.animation = sh::AnimationSpeed::Off; break;
  }
  return out;
}

Settings settings_of(const uno::share::Settings& s) {
  Settings out;
  out.lang = language_from_tag(s.language.c_str());
  out.shapes = s.colour_blind_marks;
  out.volume = s.volume;
  out.muted = s.muted;
  out.speech = s.speech;
  out.braille = s.braille;
  out.high_contrast = s.high_contrast;
  out.reduce_motion = s.reduce_motion;
  out.large_cards = s.large_cards;
  out.blank_cards = s.blank_cards;
  out.setup = s.setup;
  switch (s.animation) {
    case sh::AnimationSpeed::Slow: out.speed = Speed::Slow; break;
    case sh::AnimationSpeed::Normal: out.speed = Speed::Normal; break;
    case sh::AnimationSpeed::Fast: out.speed = Speed::Fast; break;
    case sh::AnimationSpeed::Off: out.speed = Speed::Off; break;
  }
  return out;
}

const char* error_reason(uno::share::ErrorCode c) {
  using E = sh::ErrorCode;
  switch (c) {
    case E::Ok: return "";
    case E::Empty:
    case E::BadCharacters:
    case E::Truncated:
    case E::BadChecksum:
    case E::TrailingData: return tr(S::ErrDamaged);
    case E::UnsupportedVersion:
    case E::UnknownKind:
    case E::UnknownRule:
    case E::UnknownPreset:
    case E::ReplayMismatch: return tr(S::ErrNewer);
    case E::TooLarge:
    case E::TooManyActions:
    case E::LinkTooLong: return tr(S::ErrTooLarge);
    default: return tr(S::ErrInvalid);
  }
}

}  // namespace app
