// The reader of saved data, text format v1 (docs/share-format.md); load_save dispatches here.
#pragma once

#include <string_view>

#include "share/save.h"

namespace uno::share::detail {

// A v2 reader would keep this one as is (it fills the current SaveData with the defaults
// of anything v1 did not have) and load_save would pick by the version line.
Result<SaveData> load_v1(std::string_view text);
// Version 2: version 1 and a checkpoint's lines (a compact save of a long match).
Result<SaveData> load_v2(std::string_view text);

}  // namespace uno::share::detail
