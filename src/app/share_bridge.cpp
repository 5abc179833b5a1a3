#include "app/share_bridge.h"

#include <string>

namespace app {

namespace sh = uno::share;

uno::share::Deal deal_of(const MatchConfig& cfg) {
  sh::Deal d;
  d.preset = std::string(uno::kPresetNames[static_cast<size_t>(cfg.preset)]);
  d.rules = cfg.rules;
  d.seed = cfg.seed;
  for (const SeatConfig& s : cfg.seats) {
    sh::Seat seat;
    seat.name = sh::truncate_utf8(s.name, sh::kMaxNameBytes);
    if (s.kind == SeatKind::Human) seat.player = sh::Player::Human;
    else if (s.level == BotLevel::Easy) seat.player = sh::Player::BotEasy;
    else if (s.level == BotLevel::Hard) seat.player = sh::Player::BotHard;
    else seat.player = sh::Player::BotNormal;
    d.seats.push_back(std::move(seat));
  }
  return d;
}

MatchConfig config_of(const uno::share::Deal& d) {
  MatchConfig cfg;
  const int id = sh::preset_id(d.preset);
  cfg.preset = id < 0 ? 0 : id;
  cfg.rules = d.rules;
  cfg.seed = d.seed;
  int humans = 0;
  for (const sh::Seat& s : d.seats) humans += s.player == sh::Player::Human ? 1 : 0;
  int k = 0;
  for (const sh::Seat& s : d.seats) {
    SeatConfig seat;
    seat.name = s.name;
    switch (s.player) {
      case sh::Player::Human: seat.kind = SeatKind::Human; break;
      case sh::Player::BotEasy: seat.kind = SeatKind::Computer, seat.level = BotLevel::Easy; break;
      case sh::Player::BotNormal: seat.kind = SeatKind::Computer, seat.level = BotLevel::Normal; break;
      case sh::Player::BotHard: seat.kind = SeatKind::Computer, seat.level = BotLevel::Hard; break;
    }
    // Links may leave names empty (deal of the day): the table needs something to show.
    if (seat.name.empty()) {
      if (seat.kind == SeatKind::Human) seat.name = humans == 1 ? tr(S::You) : player_default_name(k + 1);
      else seat.name = bot_default_name(k);
    }
    cfg.seats.push_back(std::move(seat));
    ++k;
  }
  return cfg;
}

uno::share::Settings share_settings_of(const Settings& s) {
  sh::Settings out;
  static const char* const kTags[] = {"en", "de", "sv"};
  out.language = kTags[static_cast<int>(s.lang)];
  out.colour_blind_marks = s.shapes;
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
