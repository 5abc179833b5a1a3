#include "app/core/text/text_table.h"

#include <cstdio>

namespace app {

std::string vformat_text(const char* format, va_list args) {
  char buf[512];
  std::vsnprintf(buf, sizeof buf, format, args);
  return buf;
}

}  // namespace app
