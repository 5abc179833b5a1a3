// The start screen's choices as a model: rule preset, seats (kind, bot level, name), the
// match target and scoring, house rules. Both the ImGui start screen and the accessibility
// layer (the DOM controls) change it through these calls, so every choice is made the same
// way whatever the input, and tested natively. No ImGui.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "app/core/text/strings.h"
#include "share/deal.h"
#include "share/save.h"

namespace app {

class StartSetup {
 public:
  StartSetup();

  // The match to start (seed filled in by the caller).
  const uno::share::Deal& deal() const { return cfg_; }
  uno::RuleSet& rules() { return cfg_.rules; }

  void set_preset(std::string_view name);
  int seat_count() const { return static_cast<int>(cfg_.seats.size()); }
  void set_seats(int n);  // clamped to 2..kMaxSeats
  // Human <-> computer; default names follow (the lone human is "You").
  void toggle_kind(int seat);
  // A computer seat's level: easy -> normal -> hard -> expert -> easy.
  void next_level(int seat);
  // A typed name (cut to the share formats' 16 bytes); "" brings the default back.
  void set_name(int seat, const std::string& name);

  // The "Play to" choices: the preset's round-wins button (when it plays several rounds),
  // first out, and points targets. `id`: "wins", "0", "250", "500", "750".
  struct TargetChoice {
    std::string id;
    std::string label;
    bool on = false;
  };
  std::vector<TargetChoice> target_choices() const;
  void choose_target(const std::string& id);
  bool lowest_wins() const { return cfg_.rules.scoring == uno::ScoringMethod::LowestWins; }
  void set_lowest_wins(bool on);

  // The house rules offered as checkboxes: a stable id, the label and the field.
  struct HouseRule {
    const char* id;
    UiText label;
    bool uno::RuleSet::*field;
  };
  static const std::array<HouseRule, 9>& house_rules();

  // Default names follow the language until a name is typed.
  void follow_language();

  // The setup saved with the settings (a checked deal; its seed is ignored). A name that is
  // the seat's default name in this language stays a default (it follows the language).
  // False, and nothing changes, for a preset this build does not know.
  bool restore(const uno::share::Deal& saved);
  // A table restored from the settings (chosen on an earlier visit): the start screen folds it.
  bool remembered() const { return remembered_; }
  // Counts the player's changes (any call above that changes the setup), so the app saves
  // the setup when it changed, not every frame.
  unsigned changes() const { return changes_; }

  // Official 112's blank cards as the house wrote them (the rule editor edits rules()):
  // kept across preset changes and with the settings, put on the blank cards whenever the
  // preset has them.
  void set_blank_cards(const uno::share::BlankCards& b);
  uno::share::BlankCards blank_cards() const;

 private:
  void default_name(int seat);

  uno::share::Deal cfg_;
  uno::share::BlankCards blank_;  // while the preset has no blank cards
  std::array<bool, uno::kMaxSeats> custom_name_{};
  Lang names_lang_ = Lang::En;
  unsigned changes_ = 0;
  bool remembered_ = false;
};

}  // namespace app
