// uno-cli: thin entry point; everything lives in uno_cli_lib (tools.h, protocol.h).
#include <iostream>
#include <streambuf>
#include <string>
#include <vector>

#include "cli/tools.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

// Emscripten 3.1.6's stdin under node reads process.stdin.fd, which node switches to
// non-blocking for pipes: a pipe whose writer is still open (an interactive client) gives
// EAGAIN, and the bytes already read are dropped. Read fd 0 ourselves instead: blocking,
// returning whatever is available, retrying on EAGAIN.
EM_JS(int, uno_stdin_read, (char* buf, int cap), {
  var fs = require("fs");
  var tmp = Buffer.alloc(cap);
  var pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      var n = fs.readSync(0, tmp, 0, cap, null);
      if (n > 0) HEAPU8.set(tmp.subarray(0, n), buf);
      return n;
    } catch (e) {
      if (e.code === "EAGAIN") {
        Atomics.wait(pause, 0, 0, 5);
        continue;
      }
      return 0;  // EOF or a closed descriptor
    }
  }
});

namespace {
class NodeStdinBuf : public std::streambuf {
 protected:
  int_type underflow() override {
    if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
    int n = uno_stdin_read(buf_, static_cast<int>(sizeof buf_));
    if (n <= 0) return traits_type::eof();
    setg(buf_, buf_, buf_ + n);
    return traits_type::to_int_type(*gptr());
  }

 private:
  char buf_[1 << 16];
};
}  // namespace
#endif

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  std::vector<std::string> args(argv, argv + argc);
#ifdef __EMSCRIPTEN__
  static NodeStdinBuf stdin_buf;
  std::istream in(&stdin_buf);
#else
  std::istream& in = std::cin;
#endif
  int code = uno::cli::run_cli(args, in, std::cout, std::cerr);
  std::cout.flush();
  return code;
}
