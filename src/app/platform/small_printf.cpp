// The page's printf formatter (see small_printf.h), and under Emscripten the C library
// entry points that route to it.
#include "app/platform/small_printf.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace app {

namespace {

// Output that counts everything and stores what fits.
struct Sink {
  char* buf;
  std::size_t cap;
  std::size_t n = 0;
  void put(char c) {
    if (n + 1 < cap) buf[n] = c;
    ++n;
  }
  void put(const char* s, std::size_t len) {
    for (std::size_t i = 0; i < len; ++i) put(s[i]);
  }
  void fill(char c, int count) {
    for (int i = 0; i < count; ++i) put(c);
  }
};

struct Spec {
  bool left = false, plus = false, space = false, alt = false, zero = false;
  int width = 0;
  int precision = -1;  // -1: none given
};

// A field: sign/prefix, then zeros, then the body, padded to the width.
void emit(Sink& out, const Spec& sp, const char* prefix, int zeros, const char* body,
          std::size_t len) {
  const auto plen = static_cast<int>(std::strlen(prefix));
  const int total = plen + zeros + static_cast<int>(len);
  const int pad = sp.width > total ? sp.width - total : 0;
  if (!sp.left && !sp.zero) out.fill(' ', pad);
  out.put(prefix, static_cast<std::size_t>(plen));
  if (!sp.left && sp.zero) out.fill('0', pad);
  out.fill('0', zeros);
  out.put(body, len);
  if (sp.left) out.fill(' ', pad);
}

void integer(Sink& out, Spec sp, std::uint64_t mag, bool negative, unsigned base, bool upper,
             bool is_signed) {
  char digits[24];
  int len = 0;
  const char* set = upper ? "0123456789ABCDEF" : "0123456789abcdef";
  for (std::uint64_t v = mag; v != 0; v /= base) digits[len++] = set[v % base];
  if (sp.precision == 0 && mag == 0) len = 0;  // "%.0d" of 0 prints nothing
  else if (len == 0) digits[len++] = '0';
  char body[24];
  for (int i = 0; i < len; ++i) body[i] = digits[len - 1 - i];
  int zeros = sp.precision > len ? sp.precision - len : 0;
  const char* prefix = "";
  if (is_signed) prefix = negative ? "-" : sp.plus ? "+" : sp.space ? " " : "";
  if (sp.alt && base == 16 && mag != 0) prefix = upper ? "0X" : "0x";
  if (sp.alt && base == 8 && zeros == 0 && (len == 0 || body[0] != '0')) zeros = 1;
  if (sp.precision >= 0) sp.zero = false;  // a precision turns the 0 flag off
  emit(out, sp, prefix, zeros, body, static_cast<std::size_t>(len));
}

// Digits of round(v) for 0 <= v < 1e19 into `out` (most significant first); returns count.
int whole_digits(double v, char* out) {
  char rev[24];
  int len = 0;
  auto u = static_cast<std::uint64_t>(v);
  do {
    rev[len++] = static_cast<char>('0' + u % 10);
    u /= 10;
  } while (u != 0);
  for (int i = 0; i < len; ++i) out[i] = rev[len - 1 - i];
  return len;
}

// x >= 0 in fixed notation with `prec` decimals into `out`; returns the length.
int fixed(double x, int prec, bool point, char* out) {
  int len = 0;
  if (x >= 1e18) {  // beyond 64-bit integers: digits of the scaled value, then zeros
    int e = 0;
    while (x >= 1e18) {
      x /= 10;
      ++e;
    }
    len = whole_digits(std::nearbyint(x), out);
    for (int i = 0; i < e; ++i) out[len++] = '0';
    if (point || prec > 0) out[len++] = '.';
    for (int i = 0; i < prec; ++i) out[len++] = '0';
    return len;
  }
  double ip = std::floor(x);
  double frac = x - ip;
  const int p = prec > 17 ? 17 : prec;  // digits past 17 are zeros (beyond double precision)
  double scale = 1;
  for (int i = 0; i < p; ++i) scale *= 10;
  double f = std::nearbyint(frac * scale);  // round half to even, like an exact tie
  if (f >= scale) {                         // the fraction rounded up into the integer part
    f -= scale;
    ip += 1;
  }
  if (p == 0 && prec == 0) ip = std::nearbyint(x);
  len = whole_digits(ip, out);
  if (point || prec > 0) out[len++] = '.';
  if (p > 0) {
    char d[24];
    const int n = whole_digits(f, d);
    for (int i = n; i < p; ++i) out[len++] = '0';
    for (int i = 0; i < n; ++i) out[len++] = d[i];
  }
  for (int i = p; i < prec; ++i) out[len++] = '0';
  return len;
}

// x * 10^e by binary powers of ten (no pow or log10: libm's would outweigh this file).
double times_ten_to(double x, int e) {
  static const double kPow[] = {1e1, 1e2, 1e4, 1e8, 1e16, 1e32, 1e64, 1e128, 1e256};
  const bool down = e < 0;
  unsigned k = static_cast<unsigned>(down ? -e : e);
  for (int i = 0; k != 0 && i < 9; ++i, k >>= 1)
    if (k & 1u) x = down ? x / kPow[i] : x * kPow[i];
  return x;
}

// x >= 0 as d.ddd (prec decimals) times 10^exp: the mantissa's digits into `out`.
int scientific(double x, int prec, bool point, char* out, int& exp) {
  exp = 0;
  double m = x;
  if (x != 0) {
    // The exponent from the binary one (log10(2) ~ 0.30103), then set right by one step.
    int e2 = 0;
    std::frexp(x, &e2);
    exp = static_cast<int>(std::floor((e2 - 1) * 0.30102999566398120));
    m = times_ten_to(x, -exp);
    if (m >= 10) {
      m /= 10;
      ++exp;
    } else if (m < 1) {
      m *= 10;
      --exp;
    }
  }
  int len = fixed(m, prec, point, out);
  if (out[0] == '1' && out[1] == '0' && (len == 2 || out[2] == '.')) {  // 9.99.. rounded to 10
    len = fixed(m / 10, prec, point, out);
    ++exp;
  }
  return len;
}

void floating(Sink& out, Spec sp, double v, char conv) {
  const bool upper = conv == 'F' || conv == 'E' || conv == 'G';
  const bool neg = std::signbit(v);
  const char* prefix = neg ? "-" : sp.plus ? "+" : sp.space ? " " : "";
  const double x = std::fabs(v);
  if (!std::isfinite(x)) {
    const char* s = std::isnan(x) ? (upper ? "NAN" : "nan") : (upper ? "INF" : "inf");
    sp.zero = false;
    emit(out, sp, prefix, 0, s, 3);
    return;
  }
  char body[640];  // %f of 1e308 with 300 decimals: 309 + 1 + 300
  int len = 0;
  int prec = sp.precision < 0 ? 6 : sp.precision;
  if (prec > 300) prec = 300;
  char kind = static_cast<char>(conv | 0x20);  // lower case: f e g
  if (kind == 'a') kind = 'g';
  bool strip = false;
  if (kind == 'g') {
    if (prec == 0) prec = 1;
    int exp = 0;
    char tmp[640];
    scientific(x, prec - 1, false, tmp, exp);
    if (exp < prec && exp >= -4) {
      kind = 'f';
      prec = prec - 1 - exp;
    } else {
      kind = 'e';
      prec = prec - 1;
    }
    strip = !sp.alt;
  }
  int exp = 0;
  if (kind == 'f') len = fixed(x, prec, sp.alt, body);
  else len = scientific(x, prec, sp.alt, body, exp);
  if (strip && std::memchr(body, '.', static_cast<std::size_t>(len)) != nullptr) {
    while (len > 0 && body[len - 1] == '0') --len;
    if (len > 0 && body[len - 1] == '.') --len;
  }
  if (kind == 'e') {
    body[len++] = upper ? 'E' : 'e';
    body[len++] = exp < 0 ? '-' : '+';
    int e = exp < 0 ? -exp : exp;
    char d[8];
    int n = 0;
    do {
      d[n++] = static_cast<char>('0' + e % 10);
      e /= 10;
    } while (e != 0);
    if (n < 2) d[n++] = '0';
    while (n > 0) body[len++] = d[--n];
  }
  emit(out, sp, prefix, 0, body, static_cast<std::size_t>(len));
}

}  // namespace

int small_vformat(char* buf, std::size_t cap, const char* fmt, va_list ap) {
  Sink out{buf, cap};
  for (const char* p = fmt; *p != '\0'; ++p) {
    if (*p != '%') {
      out.put(*p);
      continue;
    }
    Spec sp;
    for (;; ++p) {
      const char c = p[1];
      if (c == '-') sp.left = true;
      else if (c == '+') sp.plus = true;
      else if (c == ' ') sp.space = true;
      else if (c == '#') sp.alt = true;
      else if (c == '0') sp.zero = true;
      else break;
    }
    ++p;
    if (*p == '*') {
      sp.width = va_arg(ap, int);
      if (sp.width < 0) {
        sp.left = true;
        sp.width = -sp.width;
      }
      ++p;
    } else {
      while (*p >= '0' && *p <= '9') sp.width = sp.width * 10 + (*p++ - '0');
    }
    if (*p == '.') {
      ++p;
      sp.precision = 0;
      if (*p == '*') {
        sp.precision = va_arg(ap, int);
        if (sp.precision < 0) sp.precision = -1;
        ++p;
      } else {
        while (*p >= '0' && *p <= '9') sp.precision = sp.precision * 10 + (*p++ - '0');
      }
    }
    if (sp.left) sp.zero = false;
    int size = 0;  // -2 hh, -1 h, 0 int, 1 long, 2 long long / intmax / size / ptrdiff
    for (;; ++p) {
      if (*p == 'h') --size;
      else if (*p == 'l') ++size;
      else if (*p == 'j' || *p == 'z' || *p == 't') size = 2;
      else if (*p == 'L') {
      } else break;
    }
    const char conv = *p;
    if (conv == '\0') break;
    switch (conv) {
      case 'd':
      case 'i': {
        long long v = size >= 2   ? va_arg(ap, long long)
                      : size == 1 ? va_arg(ap, long)
                                  : va_arg(ap, int);
        if (size == -1) v = static_cast<short>(v);
        if (size <= -2) v = static_cast<signed char>(v);
        const bool neg = v < 0;
        const std::uint64_t mag =
            neg ? 0 - static_cast<std::uint64_t>(v) : static_cast<std::uint64_t>(v);
        integer(out, sp, mag, neg, 10, false, true);
        break;
      }
      case 'u':
      case 'x':
      case 'X':
      case 'o': {
        std::uint64_t v = size >= 2   ? va_arg(ap, unsigned long long)
                          : size == 1 ? va_arg(ap, unsigned long)
                                      : va_arg(ap, unsigned);
        if (size == -1) v = static_cast<unsigned short>(v);
        if (size <= -2) v = static_cast<unsigned char>(v);
        const unsigned base = conv == 'u' ? 10 : conv == 'o' ? 8 : 16;
        integer(out, sp, v, false, base, conv == 'X', false);
        break;
      }
      case 'p': {
        const auto v = reinterpret_cast<std::uintptr_t>(va_arg(ap, void*));
        sp.alt = true;
        integer(out, sp, v, false, 16, false, false);
        break;
      }
      case 'c': {
        const char c = static_cast<char>(va_arg(ap, int));
        sp.zero = false;
        emit(out, sp, "", 0, &c, 1);
        break;
      }
      case 's': {
        const char* s = va_arg(ap, const char*);
        if (s == nullptr) s = "(null)";
        std::size_t len = 0;
        while (s[len] != '\0' && (sp.precision < 0 || len < static_cast<std::size_t>(sp.precision)))
          ++len;
        sp.zero = false;
        emit(out, sp, "", 0, s, len);
        break;
      }
      case 'f':
      case 'F':
      case 'e':
      case 'E':
      case 'g':
      case 'G':
      case 'a':
      case 'A': floating(out, sp, va_arg(ap, double), conv); break;
      case 'n': *va_arg(ap, int*) = static_cast<int>(out.n); break;
      case '%': out.put('%'); break;
      default:  // unknown: printed as written
        out.put('%');
        out.put(conv);
        break;
    }
  }
  if (cap > 0) buf[out.n < cap ? out.n : cap - 1] = '\0';
  return static_cast<int>(out.n);
}

}  // namespace app

#ifdef __EMSCRIPTEN__
// The C library's formatting entry points the page links (ImGui, SDL, libc++, the app): all
// through small_vformat, so libc's printf core is never linked.
extern "C" {

int vsnprintf(char* buf, size_t cap, const char* fmt, va_list ap) {
  return app::small_vformat(buf, cap, fmt, ap);
}

int snprintf(char* buf, size_t cap, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int n = app::small_vformat(buf, cap, fmt, ap);
  va_end(ap);
  return n;
}

int vsprintf(char* buf, const char* fmt, va_list ap) {
  return app::small_vformat(buf, static_cast<size_t>(-1) / 2, fmt, ap);
}

int sprintf(char* buf, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int n = app::small_vformat(buf, static_cast<size_t>(-1) / 2, fmt, ap);
  va_end(ap);
  return n;
}

int vfprintf(FILE* f, const char* fmt, va_list ap) {
  char small[256];
  va_list again;
  va_copy(again, ap);
  const int n = app::small_vformat(small, sizeof small, fmt, ap);
  if (n < 0) {
    va_end(again);
    return n;
  }
  char* text = small;
  if (static_cast<size_t>(n) >= sizeof small) {
    text = static_cast<char*>(std::malloc(static_cast<size_t>(n) + 1));
    if (text != nullptr) app::small_vformat(text, static_cast<size_t>(n) + 1, fmt, again);
  }
  va_end(again);
  if (text == nullptr) return -1;
  std::fwrite(text, 1, static_cast<size_t>(n), f);
  if (text != small) std::free(text);
  return n;
}

int fprintf(FILE* f, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int n = vfprintf(f, fmt, ap);
  va_end(ap);
  return n;
}

// Clang turns fprintf calls without float arguments into these.
int vfiprintf(FILE* f, const char* fmt, va_list ap) { return vfprintf(f, fmt, ap); }
int fiprintf(FILE* f, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int n = vfprintf(f, fmt, ap);
  va_end(ap);
  return n;
}

}  // extern "C"
#endif
