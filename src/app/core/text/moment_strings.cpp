#include "app/core/text/moment_strings.h"

#include <cstdio>

#include "app/core/text/moment_rows.h"
#include "app/core/text/text_packs.h"

namespace app {
namespace {

std::string format(const char* f, const char* a, const char* b, int n) {
  char buf[512];
  // Formats take their arguments in order: strings first, then one number.
  if (b) std::snprintf(buf, sizeof buf, f, a, b, n);
  else if (a) std::snprintf(buf, sizeof buf, f, a, n);
  else std::snprintf(buf, sizeof buf, f, n);
  return buf;
}

std::string say_impl(MomentText m, const Who& who, const char* arg, int n) {
  const Lang l = language();
  if (who.you)
    if (const char* y = row_you(kMomentRows, m, TextTable::Moments, l))
      return format(y, arg, nullptr, n);
  const std::string name = who.you ? std::string(tr(UiText::You)) : who.name;
  return format(row_text(kMomentRows, m, TextTable::Moments, l), name.c_str(), arg, n);
}

}  // namespace

const char* tr(MomentText m, Lang l, bool you) {
  const char* y = you ? row_you(kMomentRows, m, TextTable::Moments, l) : nullptr;
  return y ? y : row_text(kMomentRows, m, TextTable::Moments, l);
}
const char* tr(MomentText m, bool you) { return tr(m, language(), you); }

std::string say(MomentText m, const Who& who) { return say_impl(m, who, nullptr, 0); }
std::string say(MomentText m, const Who& who, const std::string& arg) {
  return say_impl(m, who, arg.c_str(), 0);
}
std::string say(MomentText m, const Who& who, int n) { return say_impl(m, who, nullptr, n); }
std::string say(MomentText m, const Who& who, const std::string& arg, int n) {
  return say_impl(m, who, arg.c_str(), n);
}
std::string line(MomentText m, const std::string& arg) {
  return format(tr(m), arg.c_str(), nullptr, 0);
}
std::string line(MomentText m, int n) { return format(tr(m), nullptr, nullptr, n); }

}  // namespace app
