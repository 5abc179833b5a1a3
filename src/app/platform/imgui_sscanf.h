// Force-included into Dear ImGui's sources (cmake/ThirdParty.cmake): its sscanf calls go to
// uno_sscanf, a small scanner for the handful of conversions ImGui uses, so the bundle does
// not link libc's scanf family (about 12 KB of wasm with its long-double float scanner).
#pragma once

#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif
// %d %i %u %x %X (with width and ll), %f %lf, %n, literal characters and white space.
int uno_sscanf(const char* str, const char* format, ...);
#ifdef __cplusplus
}
#endif

#define sscanf uno_sscanf
