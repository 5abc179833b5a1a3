// The engine's own PRNG. std::shuffle and std::*_distribution differ between libstdc++
// (native) and libc++ (web), so every random choice in game logic goes through this file
// to make a game a pure function of (rules, seats, seed, actions) on every platform.
#pragma once

#include <cstdint>

namespace uno {

// SplitMix64: expands one 64-bit seed into well-mixed state words.
inline std::uint64_t splitmix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// PCG32 (XSH RR, 64-bit state), seeded via SplitMix64.
class Rng {
  static constexpr std::uint32_t kFastModLimit = 256;
  struct FastModTable {
    std::uint64_t m[kFastModLimit];  // m[d] = floor((2^64 - 1) / d) + 1; m[0] unused
  };
  static constexpr FastModTable kFastMod = [] {
    FastModTable t{};
    for (std::uint32_t d = 1; d < kFastModLimit; ++d) t.m[d] = ~std::uint64_t{0} / d + 1;
    return t;
  }();

 public:
  Rng() : Rng(0) {}
  explicit Rng(std::uint64_t seed) {
    std::uint64_t s = seed;
    state_ = splitmix64(s);
    inc_ = splitmix64(s) | 1u;
  }

  std::uint32_t next() {
    std::uint64_t old = state_;
    state_ = old * 6364136223846793005ULL + inc_;
    auto xorshifted = static_cast<std::uint32_t>(((old >> 18u) ^ old) >> 27u);
    auto rot = static_cast<std::uint32_t>(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
  }

  // Unbiased integer in [0, bound) by rejection; bound must be > 0.
  std::uint32_t below(std::uint32_t bound) {
    for (;;) {
      std::uint32_t r = next();
      // threshold = 2^32 mod bound < bound: a draw >= bound is always kept, so the costly
      // division for the threshold is only needed for the rare small draw (same values).
      if (r >= bound || r >= (0u - bound) % bound) return mod(r, bound);
    }
  }

  // r % d; for the small d of shuffles and picks by multiplication (Lemire's "fastmod":
  // the high 64 bits of (m[d] * r mod 2^64) * d, exact for every 32-bit r), else a division.
  static std::uint32_t mod(std::uint32_t r, std::uint32_t d) {
    if (d < kFastModLimit) {
      const std::uint64_t low = kFastMod.m[d] * r;
      // (low * d) >> 64 without 128-bit types: d < 2^8, so neither product overflows.
      const std::uint64_t mid = ((low & 0xFFFFFFFFu) * d) >> 32;
      return static_cast<std::uint32_t>(((low >> 32) * d + mid) >> 32);
    }
    return r % d;
  }

  // Fisher-Yates over any random-access range of n elements.
  template <typename T>
  void shuffle(T* data, std::uint32_t n) {
    for (std::uint32_t i = n; i > 1; --i) {
      std::uint32_t j = below(i);
      T tmp = data[i - 1];
      data[i - 1] = data[j];
      data[j] = tmp;
    }
  }

  std::uint64_t state() const { return state_; }
  std::uint64_t increment() const { return inc_; }
  // The generator at a saved point (Game::from_position): `inc` must be odd, as seeding makes it.
  static Rng from_state(std::uint64_t state, std::uint64_t inc) {
    Rng r;
    r.state_ = state;
    r.inc_ = inc;
    return r;
  }
  friend bool operator==(const Rng&, const Rng&) = default;

 private:
  std::uint64_t state_ = 0;
  std::uint64_t inc_ = 1;
};

}  // namespace uno
