// sinf and cosf for the page (ImGui's arcs, the table's layout and wheel), linked instead of
// libc's: the same reduction by pi/2 and the same polynomial kernels as libc's medium-size
// path, without its reduction of huge arguments (__rem_pio2_large, about 2 KB of wasm).
// Every angle the page passes is a few turns at most; beyond about 2^28 radians (never
// reached) the result is only approximate.
#include <cmath>

extern "C" {
// libc's kernels (musl), exact for |x| <= pi/4.
float __sindf(double x);
float __cosdf(double x);

namespace {
// x = n * pi/2 + y with |y| <= pi/4 (about), pi/2 split in two for a precise y.
double reduce(float x, int& n) {
  constexpr double kTwoOverPi = 6.36619772367581382433e-01;
  constexpr double kPiOver2Hi = 1.57079631090164184570e+00;  // first 25+ bits of pi/2
  constexpr double kPiOver2Lo = 1.58932547735281966916e-08;  // pi/2 - kPiOver2Hi
  const double fn = std::rint(static_cast<double>(x) * kTwoOverPi);
  n = static_cast<int>(static_cast<long long>(fn) & 3);
  return static_cast<double>(x) - fn * kPiOver2Hi - fn * kPiOver2Lo;
}
bool finite_small(float x) { return std::fabs(x) < 1e15f; }  // false for inf and nan too
}  // namespace

float sinf(float x) {
  if (!finite_small(x)) return x - x;  // nan for inf and nan (as libc), 0 past 1e15
  int n = 0;
  const double y = reduce(x, n);
  switch (n) {
    case 0: return __sindf(y);
    case 1: return __cosdf(y);
    case 2: return __sindf(-y);
    default: return -__cosdf(y);
  }
}

float cosf(float x) {
  if (!finite_small(x)) return x - x;
  int n = 0;
  const double y = reduce(x, n);
  switch (n) {
    case 0: return __cosdf(y);
    case 1: return __sindf(-y);
    case 2: return -__cosdf(y);
    default: return __sindf(y);
  }
}
}
