// uno-cli: thin entry point; everything lives in uno_cli_lib (tools.h, protocol.h).
#include <iostream>
#include <string>
#include <vector>

#include "cli/tools.h"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  std::vector<std::string> args(argv, argv + argc);
  int code = uno::cli::run_cli(args, std::cin, std::cout, std::cerr);
  std::cout.flush();
  return code;
}
