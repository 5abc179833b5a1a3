// A small printf formatter for the page: the web build's vsnprintf, snprintf and fprintf
// (ImGui's labels, SDL's errors, the texts' numbers) go here instead of libc's printf core,
// whose exact float conversion and long-double support are about 8 KB of wasm the game
// never needs. Pure C++, tested natively against the C library (tests/app/test_small_printf.cpp).
#pragma once

#include <cstdarg>
#include <cstddef>

namespace app {

// vsnprintf's contract: writes at most `cap` bytes including the terminating NUL (none when
// `cap` is 0) and returns the length the whole output would have.
// Conversions: d i u o x X c s p n % and f F e E g G (a A print as g); flags - + space # 0;
// width and precision (digits or *); lengths hh h l ll j z t L. Floats are exact to about
// 15 significant digits; a value halfway between two outputs may round the other way than
// the C library's exact conversion.
int small_vformat(char* buf, std::size_t cap, const char* fmt, va_list ap);

}  // namespace app
