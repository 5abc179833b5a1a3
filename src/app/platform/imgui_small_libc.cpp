#include "app/platform/imgui_small_libc.h"

#include <cctype>
#include <cstdarg>

namespace {

// Reads a decimal or hex integer of at most `width` characters (0: any). False if none.
bool scan_int(const char*& s, int base, int width, long long& out) {
  const char* p = s;
  const char* end = width > 0 ? s + width : nullptr;
  bool neg = false;
  if ((*p == '-' || *p == '+') && (!end || p < end)) neg = *p++ == '-';
  if (base == 16 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X') && (!end || p + 2 < end)) p += 2;
  unsigned long long v = 0;
  const char* digits = p;
  for (; *p && (!end || p < end); ++p) {
    int d;
    if (*p >= '0' && *p <= '9') d = *p - '0';
    else if (base == 16 && *p >= 'a' && *p <= 'f') d = *p - 'a' + 10;
    else if (base == 16 && *p >= 'A' && *p <= 'F') d = *p - 'A' + 10;
    else break;
    v = v * static_cast<unsigned>(base) + static_cast<unsigned>(d);
  }
  if (p == digits) return false;
  out = neg ? -static_cast<long long>(v) : static_cast<long long>(v);
  s = p;
  return true;
}

// Reads [sign] digits [. digits] [e [sign] digits]. Exact enough for values typed in a UI.
bool scan_float(const char*& s, double& out) {
  const char* p = s;
  bool neg = false;
  if (*p == '-' || *p == '+') neg = *p++ == '-';
  double v = 0;
  bool any = false;
  for (; *p >= '0' && *p <= '9'; ++p, any = true) v = v * 10 + (*p - '0');
  if (*p == '.') {
    double scale = 0.1;
    for (++p; *p >= '0' && *p <= '9'; ++p, any = true, scale *= 0.1) v += (*p - '0') * scale;
  }
  if (!any) return false;
  if (*p == 'e' || *p == 'E') {
    const char* q = p + 1;
    long long e = 0;
    if (scan_int(q, 10, 0, e)) {
      p = q;
      for (; e > 0; --e) v *= 10;
      for (; e < 0; ++e) v /= 10;
    }
  }
  out = neg ? -v : v;
  s = p;
  return true;
}

}  // namespace

extern "C" double uno_atof(const char* str) {
  while (std::isspace(static_cast<unsigned char>(*str))) ++str;
  double v = 0;
  return scan_float(str, v) ? v : 0.0;
}

extern "C" int uno_sscanf(const char* str, const char* format, ...) {
  va_list ap;
  va_start(ap, format);
  const char* s = str;
  int assigned = 0;
  bool matched_any = false;
  for (const char* f = format; *f; ++f) {
    if (std::isspace(static_cast<unsigned char>(*f))) {
      while (std::isspace(static_cast<unsigned char>(*s))) ++s;
      continue;
    }
    if (*f != '%' || f[1] == '%') {
      if (*f == '%') ++f;
      if (*s != *f) break;
      ++s;
      continue;
    }
    ++f;
    int width = 0;
    while (*f >= '0' && *f <= '9') width = width * 10 + (*f++ - '0');
    int longs = 0;
    while (*f == 'l') ++longs, ++f;
    if (f[0] == 'I' && f[1] == '6' && f[2] == '4') longs = 2, f += 3;
    const char conv = *f;
    if (conv == 'n') {
      *va_arg(ap, int*) = static_cast<int>(s - str);
      continue;
    }
    while (std::isspace(static_cast<unsigned char>(*s))) ++s;
    if (*s == 0) break;
    matched_any = true;
    if (conv == 'f' || conv == 'g' || conv == 'e') {
      double v = 0;
      if (!scan_float(s, v)) break;
      if (longs) *va_arg(ap, double*) = v;
      else *va_arg(ap, float*) = static_cast<float>(v);
    } else if (conv == 'd' || conv == 'i' || conv == 'u' || conv == 'x' || conv == 'X') {
      long long v = 0;
      if (!scan_int(s, conv == 'x' || conv == 'X' ? 16 : 10, width, v)) break;
      if (longs >= 2) *va_arg(ap, long long*) = v;
      else *va_arg(ap, int*) = static_cast<int>(v);
    } else {
      break;
    }
    ++assigned;
  }
  va_end(ap);
  return assigned == 0 && !matched_any && *s == 0 ? EOF : assigned;
}
