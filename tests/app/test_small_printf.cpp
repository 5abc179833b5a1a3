// The page's printf formatter (src/app/platform/small_printf.cpp), compared with the C
// library's on the conversions ImGui, SDL and the app use, and on the edges of each.
#include <catch2/catch.hpp>

#include <cstdarg>
#include <cstdio>
#include <string>

#include "app/platform/small_printf.h"

namespace {

using Vformat = int (*)(char*, std::size_t, const char*, va_list);

// "<length returned>:<what was written>" of one formatter.
std::string run(Vformat f, std::size_t cap, const char* fmt, ...) {
  std::string out(cap, '#');
  va_list ap;
  va_start(ap, fmt);
  const int n = f(cap ? out.data() : nullptr, cap, fmt, ap);
  va_end(ap);
  return std::to_string(n) + ":" + (cap ? std::string(out.c_str()) : std::string());
}

const Vformat kOurs = app::small_vformat;
const Vformat kLibc = std::vsnprintf;
#define ours(cap, ...) run(kOurs, cap, __VA_ARGS__)
#define libc(cap, ...) run(kLibc, cap, __VA_ARGS__)

// Both formatters, one format, the same arguments.
#define SAME(fmt, ...) CHECK(ours(128, fmt, __VA_ARGS__) == libc(128, fmt, __VA_ARGS__))

}  // namespace

TEST_CASE("small printf: integers, with flags, width and precision") {
  SAME("%d|%i|%u", 0, -42, 42u);
  SAME("%d %d", 2147483647, -2147483647 - 1);
  SAME("%5d|%-5d|%05d|%+d|% d|%+05d", 42, 42, -42, 42, 42, -7);
  SAME("%.3d|%.0d|%8.3d|%-8.3d|%08.3d", 7, 0, -7, 7, 7);
  SAME("%x|%X|%#x|%#X|%08X|%#010x|%o|%#o|%#o", 255u, 255u, 255u, 0u, 0xABCDu, 0x1fu, 8u, 8u, 0u);
  SAME("%lld|%llu|%llX|%016llx|%ld|%zu", -9000000000000LL, 18446744073709551615ULL,
       0xDEADBEEFCAFEULL, 0x1234ULL, -5L, static_cast<std::size_t>(77));
  SAME("%hhd|%hd|%hhu|%hu", 300, 70000, 300, 70000);
  SAME("%*d|%-*d|%.*d", 6, 42, 6, 42, 4, 42);
  SAME("%*d|", -6, 42);
}

TEST_CASE("small printf: strings, characters, percent and unknown lengths") {
  SAME("%s|%10s|%-10s|%.3s|%.*s|%5.1s", "abc", "abc", "abc", "abcdef", 2, "xyz", "qq");
  SAME("%c|%3c|%-3c|%%|100%%", 'a', 'b', 'c');
  SAME("[%s] plays %s. %d left", "Bo", "Blue Skip", 3);
  SAME("%s", "");
  SAME("Men\xc3\xbc %s", "\xc3\xa4\xc3\xb6");
}

TEST_CASE("small printf: floats as ImGui and the app format them") {
  SAME("%.0f|%.1f|%.2f|%.3f|%f", 0.0, 1.25, 3.14159, -2.5, 1.0 / 3.0);
  SAME("%.1f %.1f %.1f %.1f", 12.0, -0.04, 1279.95, 799.5);
  SAME("%6.1f|%-8.2f|%08.2f|%+.2f|% .1f", 3.14159, 2.5, -3.5, 1.0, 7.0);
  SAME("%.0f %.0f %.0f %.0f %.0f", 0.5, 1.5, 2.5, 293485.4, 198102.6);
  SAME("%.3f %.3f %.6f", 1e-7, 123456.0004, 0.1);
  SAME("%f %f", 1e15, -123456789012.25);
  SAME("%.2f %.2f", 0.125, 0.375);  // exact ties: half to even, as the C library
  SAME("%#.0f|%.0f", 3.0, 3.0);
  SAME("%.20f", 0.5);
  SAME("%e|%.2e|%E|%.0e", 12345.678, 0.000123, 1e-10, 5e20);
  SAME("%g|%g|%g|%g|%g|%g", 100000.0, 1e6, 0.0001, 0.00001, 3.0, 0.5);
  SAME("%g|%.3g|%#g|%G|%g", 123.456, 3.14159, 2.0, 1e-20, 0.0);
  SAME("%8.4g|%-8.3g|", 3.14159, 2.0);
  SAME("%e|%e|%.3e|%g|%g", 1e300, 5e-324, 1.7976931348623157e308, 1e-300, 9.9999999e-5);
  SAME("%.3e|%.2e|%g|%g", 9.9996, 999.999, 999999.5,
       99999.94);  // (99999.95: a decimal tie, see the header)
  SAME("%f|%f|%F|%5.1f", 1.0 / 0.0, -1.0 / 0.0, 1.0 / 0.0, 0.0 / 0.0 > 0 ? 1.0 : 2.0);
}

TEST_CASE("small printf: the buffer limit, the length returned and %n") {
  CHECK(ours(5, "%s", "abcdefgh") == libc(5, "%s", "abcdefgh"));
  CHECK(ours(1, "%d", 12345) == libc(1, "%d", 12345));
  CHECK(ours(0, "%d-%s", 12345, "xy") == libc(0, "%d-%s", 12345, "xy"));
  CHECK(ours(6, "%.2f", 3.14159) == libc(6, "%.2f", 3.14159));
  int n = 0;
  char buf[32];
  const auto call = [&](const char* fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    const int r = app::small_vformat(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return r;
  };
  CHECK(call("ab%ncd", &n) == 4);
  CHECK(n == 2);
  CHECK(std::string(buf) == "abcd");
}
