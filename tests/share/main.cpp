// Catch2 v2 main for the share tests; ends with a plain "N passed, N failed" line (test
// cases) that CI scripts can read.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>

#include <cstdio>

namespace {
struct SummaryLine : Catch::TestEventListenerBase {
  using TestEventListenerBase::TestEventListenerBase;
  void testRunEnded(const Catch::TestRunStats& s) override {
    std::printf("%llu passed, %llu failed\n",
                static_cast<unsigned long long>(s.totals.testCases.passed),
                static_cast<unsigned long long>(s.totals.testCases.failed));
    std::fflush(stdout);
  }
};
}  // namespace
CATCH_REGISTER_LISTENER(SummaryLine)
