#include "app/core/store/save_store.h"

#include "app/core/match/match_setup.h"
#include "app/core/store/share_errors.h"
#include "app/core/store/storage.h"

namespace app {

namespace sh = uno::share;

// Copies the stored text, exactly, under the first free aside key; "" when it could not be
// stored (or this tab does not own the save: the owner keeps it).
std::string SaveStore::keep_aside() {
  if (!owner_) return {};
  for (int i = 1; i < 1000; ++i) {
    const std::string key = kAsidePrefix + std::to_string(i);
    if (storage_get(key)) continue;
    return storage_copy(kSaveKey, key) ? key : std::string();
  }
  return {};
}

bool SaveStore::load() {
  data_ = sh::SaveData{};
  problem_.reset();
  skipped_.reset();
  const auto text = storage_get(kSaveKey);
  had_record_ = false;
  if (!text) return true;
  auto r = sh::load_save(*text);
  if (r) {
    data_ = std::move(*r);
    had_record_ = true;
    if (!data_.skipped.empty()) {
      // A setting could not be read: the text is kept as it was before it is rewritten.
      SaveProblem p;
      p.error.code = sh::ErrorCode::BadSetting;
      for (const std::string& why : data_.skipped)
        p.error.message += (p.error.message.empty() ? "" : " ") + why;
      p.kept_as = keep_aside();
      // Never write over what could not be kept before the player knows.
      p.unkept = p.kept_as.empty() && owner_;
      held_ = p.unkept;
      skipped_ = std::move(p);
      data_.skipped.clear();
    }
    if (data_.loaded_version != sh::kSaveVersion) write();  // migrated: store the new form
    return true;
  }
  // Keep the unreadable text under the first free key, then start afresh.
  SaveProblem p;
  p.error = r.error;
  p.kept_as = keep_aside();
  if (!p.kept_as.empty()) storage_remove(kSaveKey);
  // If it could not be copied aside, the original stays where it is until the player has
  // been told (and offered a copy of it); then the next game is saved over it.
  p.unkept = p.kept_as.empty() && owner_;
  held_ = p.unkept;
  problem_ = std::move(p);
  return false;
}

void SaveStore::write() {
  if (!writable_ || !owner_ || held_) return;
  const auto text = sh::write_save(data_);
  // Data the format cannot hold (too large) is not stored either: the player is told at once
  // (AppCore::persist's storage notice) instead of losing the moves from here on silently.
  if (!text || !storage_set(kSaveKey, *text)) writable_ = false;
}

void SaveStore::set_settings(const Settings& s) {
  data_.settings = s;
  had_record_ = true;
  write();
}

void SaveStore::set_game(const sh::Deal& deal, const std::vector<uno::Action>& actions,
                         const std::optional<sh::Checkpoint>& from) {
  data_.game = sh::SavedGame{deal, actions, nullptr, from};
  had_record_ = true;
  write();
}

void SaveStore::record_match(const sh::Deal& deal, const uno::Game& g, const std::string& date) {
  const int you = first_human(deal);
  sh::record_match(data_,
                   sh::make_match_record(deal, g, sh::valid_date(date) ? date : "2000-01-01"), you);
  data_.game.reset();
  had_record_ = true;
  write();
}

}  // namespace app
