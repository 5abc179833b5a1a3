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
    std::uint32_t threshold = (0u - bound) % bound;  // 2^32 mod bound
    for (;;) {
      std::uint32_t r = next();
      if (r >= threshold) return r % bound;
    }
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
  friend bool operator==(const Rng&, const Rng&) = default;

 private:
  std::uint64_t state_ = 0;
  std::uint64_t inc_ = 1;
};

}  // namespace uno
