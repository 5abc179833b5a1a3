// Catch2 v2 main for the CLI and bot tests.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
