// libFuzzer target: the save loader. Each input is tried as is and, sealed with a valid
// "crc" line, so the fuzzer reaches the line parser and the game replay without forging
// CRC-32s. Invariant: whatever loads writes back and loads to the same data.
// Build and run: scripts/fuzz save 60
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "share/codec.h"
#include "share/save.h"

namespace {
void check(std::string_view text) {
  using namespace uno::share;
  auto r = load_save(text);
  if (!r) {
    // Messages are shown to users: never empty, never raw input bytes.
    if (r.error.message.empty() || !valid_utf8(r.error.message)) __builtin_trap();
    return;
  }
  auto again = write_save(*r);
  if (!again) __builtin_trap();
  auto back = load_save(*again);
  if (!back || !(*back == *r)) __builtin_trap();
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  check(text);
  // Replace a trailing crc line (if any) by the right one.
  std::size_t crc = text.rfind("\ncrc ");
  if (crc != std::string::npos) text.resize(crc + 1);
  if (!text.empty() && text.back() != '\n') text += '\n';
  text += "crc " + uno::share::detail::hex(uno::share::detail::crc32(text), 8) + "\n";
  check(text);
  return 0;
}
