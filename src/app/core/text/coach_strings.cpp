#include "app/core/text/coach_strings.h"

#include "app/core/text/coach_rows.h"
#include "app/core/text/text_packs.h"

namespace app {

const char* tr(C c, Lang l) { return row_text(kCoachRows, c, TextTable::Coach, l); }
const char* tr(C c) { return tr(c, language()); }

const char* level_label(int level) {
  switch (level) {
    case 0: return tr(S::Easy);
    case 2: return tr(S::Hard);
    case 3: return tr(C::Expert);
    default: return tr(S::Normal);
  }
}

}  // namespace app
