#include "app/core/app/start_setup.h"

#include <algorithm>

#include "app/core/match/match_setup.h"
#include "engine/rules.h"

namespace app {

StartSetup::StartSetup() {
  set_preset(uno::kPresetNames[0]);
  set_seats(4);
  cfg_.seats[0].player = uno::share::Player::Human;
  for (int s = 0; s < 4; ++s) default_name(s);
  names_lang_ = language();
}

void StartSetup::set_preset(std::string_view name) {
  ++changes_;
  const auto rules = uno::preset(name);
  if (!rules) return;
  blank_ = blank_cards();  // the house's rules outlive a look at another preset
  cfg_.preset = std::string(name);
  cfg_.rules = *rules;
  if (cfg_.rules.custom_cards > 0) uno::share::apply_blank_cards(cfg_.rules, blank_);
}

void StartSetup::set_blank_cards(const uno::share::BlankCards& b) {
  ++changes_;
  blank_ = b;
  if (cfg_.rules.custom_cards > 0) uno::share::apply_blank_cards(cfg_.rules, blank_);
}

uno::share::BlankCards StartSetup::blank_cards() const {
  return cfg_.rules.custom_cards > 0 ? uno::share::blank_cards_of(cfg_.rules) : blank_;
}

void StartSetup::default_name(int s) {
  const bool human = is_human(cfg_.seats[s]);
  std::string n = human ? player_default_name(s + 1) : bot_default_name(s);
  if (s == 0 && human_count(cfg_) == 1 && human) n = tr(UiText::You);
  cfg_.seats[s].name = uno::share::truncate_utf8(n, uno::share::kMaxNameBytes);
  custom_name_[s] = false;
}

void StartSetup::set_seats(int n) {
  ++changes_;
  n = std::clamp(n, 2, uno::kMaxSeats);
  const int old = seat_count();
  cfg_.seats.resize(static_cast<size_t>(n));
  for (int s = old; s < n; ++s) {
    cfg_.seats[s].player = uno::share::Player::BotNormal;
    default_name(s);
  }
}

void StartSetup::toggle_kind(int seat) {
  ++changes_;
  if (seat < 0 || seat >= seat_count()) return;
  uno::share::Seat& s = cfg_.seats[seat];
  s.player = is_human(s) ? uno::share::Player::BotNormal : uno::share::Player::Human;
  for (int k = 0; k < seat_count(); ++k)
    if (!custom_name_[k]) default_name(k);
}

void StartSetup::next_level(int seat) {
  ++changes_;
  if (seat < 0 || seat >= seat_count() || is_human(cfg_.seats[seat])) return;
  cfg_.seats[seat].player = next_bot_level(cfg_.seats[seat].player);
}

void StartSetup::set_name(int seat, const std::string& typed) {
  if (seat < 0 || seat >= seat_count()) return;
  ++changes_;
  const std::string name = seat_name_of(typed);  // cleaned; "You" is the table's own word
  if (name.empty()) {
    default_name(seat);
    return;
  }
  cfg_.seats[seat].name = name;
  custom_name_[seat] = true;
}

std::vector<StartSetup::TargetChoice> StartSetup::target_choices() const {
  std::vector<TargetChoice> out;
  // Without points the match ends after round_wins round wins: 1 is "first out wins"; a
  // preset playing several rounds (dino: 3) gets its own choice before it.
  const auto base = uno::preset(cfg_.preset);
  const int wins = base ? base->round_wins : 1;
  const uno::RuleSet& r = cfg_.rules;
  if (wins > 1)
    out.push_back(
        {"wins", fmt(UiText::RoundWinsFmt, wins), r.target_score == 0 && r.round_wins == wins});
  for (const int t : {0, 250, 500, 750})
    out.push_back({std::to_string(t),
                   t == 0 ? std::string(tr(UiText::FirstOut)) : fmt(UiText::PointsFmt, t),
                   r.target_score == t && (t > 0 || r.round_wins == 1)});
  return out;
}

void StartSetup::choose_target(const std::string& id) {
  ++changes_;
  uno::RuleSet& r = cfg_.rules;
  if (id == "wins") {
    const auto base = uno::preset(cfg_.preset);
    r.target_score = 0;
    r.round_wins = base ? base->round_wins : 1;
    return;
  }
  for (const int t : {0, 250, 500, 750})
    if (id == std::to_string(t)) {
      r.target_score = static_cast<std::uint16_t>(t);
      if (t == 0) r.round_wins = 1;
    }
}

void StartSetup::set_lowest_wins(bool on) {
  ++changes_;
  cfg_.rules.scoring = on ? uno::ScoringMethod::LowestWins : uno::ScoringMethod::WinnerCollects;
}

const std::array<StartSetup::HouseRule, 9>& StartSetup::house_rules() {
  using R = uno::RuleSet;
  static const std::array<HouseRule, 9> kRules = {{
      {"house:stack2", UiText::Stack2, &R::stack_draw_two},
      {"house:stack4", UiText::Stack4, &R::stack_draw_four},
      {"house:across", UiText::StackAcross, &R::stack_across},
      {"house:70", UiText::SevenZero, &R::seven_zero},
      {"house:jumpin", UiText::JumpIn, &R::jump_in},
      {"house:voluntary", UiText::VoluntaryDraw, &R::voluntary_draw},
      {"house:until", UiText::DrawUntil, &R::draw_until_playable},
      {"house:forced", UiText::ForcedPlay, &R::forced_play_drawn},
      {"house:challenge", UiText::ChallengeRule, &R::challenge},
  }};
  return kRules;
}

bool StartSetup::restore(const uno::share::Deal& saved) {
  if (!uno::preset(saved.preset) || saved.seats.size() < 2 ||
      saved.seats.size() > static_cast<size_t>(uno::kMaxSeats))
    return false;
  cfg_ = saved;
  cfg_.seed = 0;
  names_lang_ = language();
  for (int s = 0; s < seat_count(); ++s) {
    const std::string name = cfg_.seats[s].name;
    default_name(s);
    if (name != cfg_.seats[s].name) set_name(s, name);
  }
  if (cfg_.rules.custom_cards > 0) blank_ = uno::share::blank_cards_of(cfg_.rules);
  ++changes_;
  remembered_ = true;
  return true;
}

void StartSetup::follow_language() {
  if (names_lang_ == language()) return;
  names_lang_ = language();
  for (int s = 0; s < seat_count(); ++s)
    if (!custom_name_[s]) default_name(s);
}

}  // namespace app
