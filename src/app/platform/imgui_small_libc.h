// Force-included into Dear ImGui's sources (cmake/ThirdParty.cmake): its sscanf and atof
// calls go to small replacements for the handful of conversions ImGui uses, so the bundle
// does not link libc's scanf family and float scanner (about 19 KB of wasm: vfscanf,
// __floatscan with its long-double arithmetic).
#pragma once

#include <stdio.h>
#include <stdlib.h>

#ifdef __cplusplus
extern "C" {
#endif
// %d %i %u %x %X (with width and ll), %f %lf, %n, literal characters and white space.
int uno_sscanf(const char* str, const char* format, ...);
// [white space] [sign] digits [. digits] [e [sign] digits]; 0 when there is no number.
double uno_atof(const char* str);
#ifdef __cplusplus
}
#endif

#define sscanf uno_sscanf
#define atof uno_atof
