// AppCore and the saved state: bringing a game back, reporting a save it cannot read or
// keep, another tab that owns the save, and writing what changed.
#include <algorithm>

#include "app/core/app/app_core.h"
#include "app/core/app/fresh_seed.h"
#include "app/core/match/match_setup.h"
#include "app/core/match/moments.h"
#include "app/core/store/share_errors.h"
#include "app/core/text/moment_strings.h"
#include "app/core/text/text_packs.h"
#include "share/share.h"

namespace app {

namespace sh = uno::share;

// Brings back the saved game in progress (the loader replayed it once: it is not replayed again).
bool AppCore::restore_saved_game(double now) {
  const auto& game = store_.data().game;
  if (!game) return false;
  if (!session_.restore(game->deal, game->actions, game->position.get(), -1, now, game->from))
    return false;
  saved_gen_ = session_.generation();  // the store already holds it
  saved_actions_ = session_.actions().size();
  return true;
}

void AppCore::report_bad_save() {
  const SaveProblem& p = *store_.problem();
  Notice n;
  n.id = std::string("bad-save:") + sh::error_id(p.error.code);
  n.title = tr(UiText::SaveBad);
  n.body = error_reason(p.error.code);
  if (!p.kept_as.empty()) n.body += " " + fmt(UiText::SaveKeptFmt, p.kept_as.c_str());
  if (p.unkept) unkept_notice(n);
  n.detail = p.error.message;
  notices_.show(std::move(n));
}

// An unreadable save that found no room to be copied aside: the player may download it
// before the next game is saved over it (writes wait until this notice is closed).
void AppCore::unkept_notice(Notice& n) const {
  n.body += std::string(" ") + tr(UiText::SaveNotKept);
  n.buttons.clear();
  if (host_.download) n.buttons.push_back({"download", tr(UiText::DownloadCopy)});  // first
  n.buttons.push_back({"ok", tr(UiText::Ok)});
}

// Another tab saves the game: this one says so and offers to take it over.
void AppCore::offer_take_over(const char* id, UiText title, UiText body) {
  Notice n;
  n.id = id;
  n.title = tr(title);
  n.body = tr(body);
  n.buttons.push_back({"take", tr(UiText::PlayHere)});
  notices_.show(std::move(n));
}

void AppCore::lost_ownership() {
  if (!store_.owner()) return;
  store_.set_owner(false);
  offer_take_over("moved-away", UiText::MovedAway, UiText::MovedAwayText);
}

// Some saved settings could not be read (the rest loaded): which, and where the text is.
void AppCore::report_skipped_settings() {
  const SaveProblem& p = *store_.skipped();
  Notice n;
  n.id = "skipped-settings";
  // The reasons name what was skipped (share/save_reader.cpp): the blank cards, the setup
  // or another setting.
  const bool setup_only = p.error.message.rfind("start screen setup:", 0) == 0 &&
                          p.error.message.find("blank card") == std::string::npos;
  const bool blank = p.error.message.rfind("blank", 0) == 0;
  n.title = tr(setup_only ? MomentText::SetupUnreadable
               : blank    ? MomentText::BlankCardsUnreadable
                          : MomentText::SettingUnreadable);
  // Another setting (language, look): the detail names it.
  n.body = tr(setup_only ? MomentText::SetupReset
              : blank    ? MomentText::BlankCardsReset
                         : MomentText::SettingReset);
  if (!p.kept_as.empty()) n.body += " " + line(MomentText::BlankCardsKeptFmt, p.kept_as);
  if (p.unkept) unkept_notice(n);
  n.detail = p.error.message;
  notices_.show(std::move(n));
}

// The game in progress: from its checkpoint on, once it has one (a long match).
void AppCore::save_game() {
  const Session& s = session_;
  const auto& from = s.checkpoint();
  if (!from) return store_.set_game(s.deal(), s.actions());
  const auto skip = static_cast<std::ptrdiff_t>(from->moves - s.log_start());
  store_.set_game(s.deal(), {s.actions().begin() + skip, s.actions().end()}, from);
}

// Writes what changed: settings, the game after every action, a finished match's record.
void AppCore::persist() {
  settings_.blank_cards = setup_.blank_cards();  // the start screen's rule editor
  if (setup_.changes() != setup_changes_) {      // the start screen, once the player changed it
    setup_changes_ = setup_.changes();
    settings_.setup = setup_.deal();
    settings_.setup->seed = 0;
  }
  if (!(settings_ == saved_settings_)) {  // only what the player changed
    store_.set_settings(settings_);
    saved_settings_ = settings_;
  }
  Session& s = session_;
  if (!store_.owner() || store_.held()) return;  // another tab saves; or the player decides first
  // A guided round is no game of the player's: the saved game stays as it was.
  if (s.active() && !s.replaying() && !s.tutorial()) {
    const bool new_match = s.generation() != saved_gen_;
    if (new_match) recorded_ = false;
    if (new_match || s.actions().size() != saved_actions_) {
      if (s.phase() == uno::Phase::MatchOver) {
        if (!recorded_) store_.record_match(s.deal(), s.game(), host_.today());
        recorded_ = true;
      } else {
        save_game();
      }
      saved_gen_ = s.generation();
      saved_actions_ = s.actions().size();
    }
  }
  if (!store_.writable() && !store_.problem() && !storage_warned_) {
    storage_warned_ = true;
    notices_.show(Notice{"storage-off", tr(UiText::StorageOff), "", "", "", {}});
  }
}

}  // namespace app
