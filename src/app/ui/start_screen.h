// The start screen: rule preset (with its rules in plain words), seats, target score,
// scoring, house rules, settings; new game or continue.
#pragma once

#include "app/core/settings.h"
#include "app/core/start_setup.h"
#include "share/deal.h"
#include "share/save.h"

namespace app {

class StartScreen {
 public:
  enum class Result { None, Start, Continue, DealOfTheDay };

  // `setup`: the choices (a core model the accessibility layer changes too); `saved`:
  // history and stats shown under "Your record".
  Result draw(StartSetup& setup, Settings& settings, bool can_continue,
              const uno::share::SaveData& saved);

 private:
  void draw_players();
  void draw_scoring();
  void draw_house_rules();
  void draw_record(const uno::share::SaveData& saved);

  StartSetup* setup_ = nullptr;  // the model being drawn (set by draw)
};

}  // namespace app
