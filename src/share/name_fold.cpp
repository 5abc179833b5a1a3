#include "share/name_fold.h"

#include <cstdint>

#include "share/deal.h"

namespace uno::share {

namespace {

#include "share/name_fold_table.inc"

std::uint32_t read_leb(std::size_t& i) {
  std::uint32_t v = 0;
  for (int shift = 0; i < sizeof kFoldRuns; shift += 7) {
    const unsigned char b = kFoldRuns[i++];
    v |= static_cast<std::uint32_t>(b & 0x7Fu) << shift;
    if ((b & 0x80u) == 0) break;
  }
  return v;
}

// Appends what `cp` folds to; false when the table has no run for it. The runs are read in
// order (a few hundred; names are short).
bool append_fold(std::uint32_t cp, std::string& out) {
  std::uint32_t end = 0;
  for (std::size_t i = 0; i < sizeof kFoldRuns;) {
    const std::uint32_t first = end + read_leb(i);
    end = first + read_leb(i);
    const unsigned to = i < sizeof kFoldRuns ? kFoldRuns[i++] : 0;
    if (cp < first) return false;
    if (cp >= end) continue;
    const std::string_view f = kFoldTo[to & 0x7Fu];
    if (f.size() == 1 && (to & 0x80u) == 0) out += static_cast<char>(f[0] + (cp - first));
    else out += f;
    return true;
  }
  return false;
}

}  // namespace

std::string fold_lookalikes(std::string_view name) {
  std::string out;
  for (std::size_t i = 0; i < name.size();) {
    std::uint32_t cp = 0;
    const std::size_t n = utf8_sequence(name, i, cp);
    if (n == 0) {  // a broken byte stays itself
      out += name[i++];
      continue;
    }
    if (!append_fold(cp, out)) {
      if (cp >= 'A' && cp <= 'Z') out += static_cast<char>(cp - 'A' + 'a');
      else out.append(name.substr(i, n));
    }
    i += n;
  }
  return out;
}

bool looks_like_you(std::string_view name) {
  const std::string folded = fold_lookalikes(name);
  for (std::string_view you : kYouFolds)
    if (folded == you) return true;
  return false;
}

}  // namespace uno::share
