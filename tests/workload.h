// How much of its full workload a test with a count knob plays (games, deals, requests).
//
// 100 (percent) in the native and web builds. The asan preset builds the tests with less
// (CMake cache variable UNO_TEST_WORK_PERCENT, CMakePresets.json): the sanitizers look for
// memory and undefined-behaviour errors, which the first few hundred games reach as well as
// the full run, at 10-30 times the native cost. The assertions stay the same; a count the
// test checks is scaled with it. Natively the environment variable UNO_TEST_WORK_PERCENT
// overrides the built-in value (to try a sanitizer-sized run without that build).
#pragma once

#include <algorithm>
#include <cstdlib>

#ifndef UNO_TEST_WORK_PERCENT
#define UNO_TEST_WORK_PERCENT 100
#endif

namespace uno::test {

inline long work_percent() {
  const char* v = std::getenv("UNO_TEST_WORK_PERCENT");
  const long p = v != nullptr && *v != 0 ? std::strtol(v, nullptr, 10) : UNO_TEST_WORK_PERCENT;
  return std::clamp(p, 1L, 100L);
}

// `full` scaled to the build's workload, at least 1.
inline long scaled(long full) { return std::max(1L, full * work_percent() / 100); }

// Every `stride()`-th item of a fixed list is played: 1 at the full workload.
inline long stride() { return std::max(1L, 100 / work_percent()); }

}  // namespace uno::test
