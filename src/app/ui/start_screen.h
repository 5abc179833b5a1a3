// The start screen: rule preset (with its rules in plain words), seats, target score,
// scoring, house rules, settings; new game or continue.
#pragma once

#include <array>
#include <string_view>

#include "app/core/settings.h"
#include "app/ui/rule_editor.h"
#include "share/deal.h"
#include "share/save.h"

namespace app {

class StartScreen {
 public:
  enum class Result { None, Start, Continue, DealOfTheDay };

  StartScreen();
  // `saved`: history and stats shown under "Your record".
  Result draw(Settings& settings, bool can_continue, const uno::share::SaveData& saved);
  // The match to start (seed filled in by the caller).
  const uno::share::Deal& deal() const { return cfg_; }

 private:
  void set_preset(std::string_view name);
  void set_seats(int n);
  void default_name(int seat);
  void draw_players();
  void draw_scoring();
  void draw_house_rules();
  void draw_record(const uno::share::SaveData& saved);

  uno::share::Deal cfg_;
  std::array<std::array<char, 17>, uno::kMaxSeats> names_{};  // 16 bytes: the share formats' cap
  std::array<bool, uno::kMaxSeats> custom_name_{};
  Lang names_lang_ = Lang::En;
  RuleEditor rule_editor_;  // official112's blank cards
  bool rules_card_open_ = false;
};

}  // namespace app
