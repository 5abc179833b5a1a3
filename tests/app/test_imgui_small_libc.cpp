// The small sscanf and atof that replace libc's in Dear ImGui
// (src/app/platform/imgui_small_libc.cpp): every conversion ImGui 1.86 uses.
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>

#include "app/platform/imgui_small_libc.h"
#undef sscanf  // this test compares with libc's own
#undef atof

TEST_CASE("uno_sscanf reads what ImGui's settings and number fields give it") {
  int x = 0, y = 0, n = 0;
  REQUIRE(uno_sscanf("Pos=60,-12", "Pos=%i,%i", &x, &y) == 2);
  CHECK(x == 60);
  CHECK(y == -12);
  CHECK(uno_sscanf("Size=3", "Pos=%i,%i", &x, &y) == 0);
  REQUIRE(uno_sscanf("Column 7 Width=20", "Column %d%n", &x, &n) == 1);
  CHECK(x == 7);
  CHECK(n == 8);
  unsigned id = 0;
  REQUIRE(uno_sscanf("0x1A2B3C4D,5", "0x%08X,%d", &id, &x) == 2);
  CHECK(id == 0x1A2B3C4Du);
  CHECK(x == 5);
  unsigned c[4] = {};
  REQUIRE(uno_sscanf("FF8000", "%02X%02X%02X", &c[0], &c[1], &c[2]) == 3);
  CHECK((c[0] == 255 && c[1] == 128 && c[2] == 0));
  float f = 0;
  REQUIRE(uno_sscanf(" -2.5e1", "%f", &f) == 1);
  CHECK(f == Approx(-25.0f));
  double d = 0;
  REQUIRE(uno_sscanf("0.125", "%lf", &d) == 1);
  CHECK(d == 0.125);
  long long ll = 0;
  REQUIRE(uno_sscanf("-9000000000", "%lld", &ll) == 1);
  CHECK(ll == -9000000000LL);
  CHECK(uno_sscanf("abc", "%d", &x) == 0);
  CHECK(uno_sscanf("", "%d", &x) == EOF);
  CHECK(std::sscanf("", "%d", &x) == EOF);  // the same answer as libc
}

TEST_CASE("uno_atof reads the numbers ImGui's sliders format and parse back") {
  CHECK(uno_atof("0.5") == 0.5);
  CHECK(uno_atof("  -12.25xyz") == -12.25);
  CHECK(uno_atof("3e2") == Approx(300.0));
  CHECK(uno_atof("abc") == 0.0);
  CHECK(uno_atof("1.000") == std::atof("1.000"));
}
