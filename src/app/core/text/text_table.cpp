#include "app/core/text/text_table.h"

#include <cstdio>

namespace app {

std::string vformat_text(const char* format, va_list args) {
  char buf[512];
  std::vsnprintf(buf, sizeof buf, format, args);
  return buf;
}

std::string format_text(const char* format, ...) {
  va_list args;
  va_start(args, format);
  std::string out = vformat_text(format, args);
  va_end(args);
  return out;
}

}  // namespace app
