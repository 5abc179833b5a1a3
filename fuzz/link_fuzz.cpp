// libFuzzer target: the link decoder. Each input is tried twice: as link text (base64url,
// CRC checked) and as a raw payload behind a valid CRC (decode_link_payload), so the fuzzer
// does not have to forge checksums to reach the parser and the replay.
// Invariant: whatever decodes re-encodes, and the re-encoded link decodes to the same thing.
// Build and run: scripts/fuzz link 60
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "share/deal.h"
#include "share/link.h"

namespace {
void check_round_trip(const uno::share::Link& link) {
  using namespace uno::share;
  auto text = link.kind == LinkKind::Deal ? encode_deal_link(link.deal)
                                          : encode_replay_link(link.deal, link.actions);
  if (!text) __builtin_trap();
  auto again = decode_link(*text);
  if (!again || !(*again == link)) __builtin_trap();
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view in(reinterpret_cast<const char*>(data), size);
  auto a = uno::share::decode_link(in);
  if (a) check_round_trip(*a);
  else if (a.error.message.empty() || !uno::share::valid_utf8(a.error.message)) __builtin_trap();
  auto b = uno::share::decode_link_payload(in);
  if (b) check_round_trip(*b);
  else if (b.error.message.empty() || !uno::share::valid_utf8(b.error.message)) __builtin_trap();
  return 0;
}
