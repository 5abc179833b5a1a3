// Every test of app_tests runs with all language packs loaded (a test that unloads them
// loads them again). The packs are checked by the test below, not here.
#include <catch2/catch.hpp>

#include "test_packs.h"

namespace {
const std::string g_loaded = test_packs::load_all();
}  // namespace

TEST_CASE("the language packs the build made from assets/i18n load, every one") {
  CHECK(g_loaded == "");
  CHECK(test_packs::load_all() == "");
}
