// The player's saved state in the browser's storage (one versioned record, see
// docs/share-format.md): settings, the game in progress (written after every action),
// finished-match history and stats. Unreadable data is never overwritten: it is copied
// under a key of its own, reported, and the game starts afresh.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/core/store/settings.h"
#include "share/share.h"

namespace app {

inline constexpr const char* kSaveKey = "uno-save";
inline constexpr const char* kAsidePrefix = "uno-save-unreadable-";

struct SaveProblem {
  uno::share::Error error;
  std::string kept_as;  // the key the unreadable text was copied to
  // No room to copy it (a full quota): it stays under kSaveKey, and nothing is written
  // until the player has read why (release_hold), then the new game is saved over it.
  bool unkept = false;
};

class SaveStore {
 public:
  // Reads kSaveKey. Returns false when the stored text was unreadable (see problem()).
  bool load();
  bool had_saved_settings() const { return had_record_; }
  const uno::share::SaveData& data() const { return data_; }
  const std::optional<SaveProblem>& problem() const { return problem_; }
  // Settings whose saved value could not be read (they took their defaults; the rest
  // loaded). The whole text was kept aside first, so nothing is lost.
  const std::optional<SaveProblem>& skipped() const { return skipped_; }
  // False once the browser refused a write (private mode, quota).
  bool writable() const { return writable_; }
  // Another tab owns the saved game (one tab at a time, web/boot.js): this one reads it but
  // never writes, not even a copy of an unreadable text. Set before load().
  void set_owner(bool owner) { owner_ = owner; }
  bool owner() const { return owner_; }
  // The player has been told that an unreadable save could not be kept aside: writing
  // starts again (over it).
  void release_hold() { held_ = false; }
  bool held() const { return held_; }

  void set_settings(const Settings& s);
  // `actions`: the moves after `from` (a compact save of a long match), or all of them.
  void set_game(const uno::share::Deal& deal, const std::vector<uno::Action>& actions,
                const std::optional<uno::share::Checkpoint>& from = std::nullopt);
  // A finished match goes into the history and stats; the game in progress is cleared.
  void record_match(const uno::share::Deal& deal, const uno::Game& g, const std::string& date);

 private:
  void write();
  std::string keep_aside();
  uno::share::SaveData data_;
  std::optional<SaveProblem> problem_;
  std::optional<SaveProblem> skipped_;
  bool had_record_ = false;
  bool writable_ = true;
  bool owner_ = true;
  bool held_ = false;
};

}  // namespace app
