// The one Catch2 v2 main of every test executable (tests/CMakeLists.txt links it); the output
// ends with a plain "N passed, N failed" line (test cases) that CI scripts can read.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <cstdint>
#include <cstdio>

namespace {
std::uint64_t g_passed = 0, g_failed = 0;

struct CountCases : Catch::TestEventListenerBase {
  using TestEventListenerBase::TestEventListenerBase;
  void testRunEnded(const Catch::TestRunStats& s) override {
    g_passed = s.totals.testCases.passed;
    g_failed = s.totals.testCases.failed;
  }
};
}  // namespace
CATCH_REGISTER_LISTENER(CountCases)

int main(int argc, char* argv[]) {
  int rc = Catch::Session().run(argc, argv);
  std::fflush(stdout);
  if (g_passed + g_failed == 0) return rc;  // listing tests (ctest discovery): no summary
  std::printf("%llu passed, %llu failed\n", static_cast<unsigned long long>(g_passed),
              static_cast<unsigned long long>(g_failed));
  std::fflush(stdout);
  return rc;
}
