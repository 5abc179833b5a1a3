// The start screen as the game's front door: Play (the remembered table), Continue, Deal
// of the day; the rule sets as tiles with the rules card a tap away; the table (seats,
// target, scoring, house rules) folded once remembered; settings and the record.
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "app/core/app/command.h"
#include "app/core/app/start_setup.h"
#include "app/core/store/settings.h"
#include "app/ui/rule_editor.h"
#include "app/ui/settings_panel.h"
#include "share/deal.h"
#include "share/save.h"

namespace app {

class StartScreen {
 public:
  enum class Result { None, Start, Continue, DealOfTheDay, Learn };

  // `setup`: the choices (a core model the accessibility layer changes too); `saved`:
  // history and stats shown under "Your record". What the player changed comes back as
  // Commands (take_edits), never written into what it was given.
  Result draw(const StartSetup& setup, const Settings& settings, bool can_continue,
              const uno::share::SaveData& saved);
  // The setup and settings as the player changed them in the last frame (EditSetup,
  // ChangeSettings), for the core to take.
  std::vector<Command> take_edits();
  // The text box a pressed text field asks for in the last frame (once).
  std::optional<TextEdit> take_text_edit() { return std::exchange(edit_, std::nullopt); }
  // The accessibility settings in force, shown by the settings panel's check boxes.
  void set_look(const LookInForce& look) { look_ = look; }

 private:
  void draw_table();  // players, scoring, house rules
  void draw_players();
  void draw_scoring();
  void draw_house_rules();
  void draw_record(const uno::share::SaveData& saved);

  // The setup edited this frame: a copy of the one drawn, made at the first change.
  StartSetup& edit();

  const StartSetup* setup_ = nullptr;  // the model being drawn (set by draw)
  std::optional<StartSetup> setup_edit_;
  std::optional<Settings> settings_edit_;
  RuleEditor rule_editor_;  // official112's blank cards
  bool rules_card_open_ = false;
  bool table_open_ = false, table_set_ = false, house_open_ = false;  // the folded sections
  int drawn_frame_ = -1;  // the ImGui frame it was last drawn in: a gap means it came back
  LookInForce look_;
  std::optional<TextEdit> edit_;
};

}  // namespace app
