// Fnv1a: the project's one 64-bit FNV-1a hash, fed explicit little-endian bytes so a value
// is the same on wasm32 and x86-64. Game::state_hash, the bots' view digest, share-link
// position fingerprints and the digest test all use it: their values must never change.
#pragma once

#include <cstdint>

namespace uno {

struct Fnv1a {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  void byte(std::uint8_t b) { h = (h ^ b) * 0x100000001b3ULL; }
  // Eight bytes, low first: a negative value feeds its 64-bit two's complement.
  void u64(std::uint64_t v) {
    for (int i = 0; i < 8; ++i) byte(static_cast<std::uint8_t>(v >> (8 * i)));
  }
  void i64(std::int64_t v) { u64(static_cast<std::uint64_t>(v)); }
};

}  // namespace uno
