#include "app/core/text/coach_strings.h"

#include "app/core/text/coach_rows.h"
#include "app/core/text/text_packs.h"

namespace app {

const char* tr(CoachText c, Lang l) { return row_text(kCoachRows, c, TextTable::Coach, l); }
const char* tr(CoachText c) { return tr(c, language()); }

const char* level_label(int level) {
  switch (level) {
    case 0: return tr(UiText::Easy);
    case 2: return tr(UiText::Hard);
    case 3: return tr(CoachText::Expert);
    default: return tr(UiText::Normal);
  }
}

}  // namespace app
