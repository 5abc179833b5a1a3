#include "app/core/app/fresh_seed.h"

#include <unistd.h>  // getentropy: glibc 2.25+, and Emscripten's (crypto.getRandomValues)

#include <cstdlib>
#include <cstring>

namespace app {

std::uint64_t fresh_seed() {
  unsigned char bytes[sizeof(std::uint64_t)];
  // Without a cryptographic source no deal is safe to play: stop rather than fall back to
  // something guessable (every browser the page runs in has crypto.getRandomValues).
  if (getentropy(bytes, sizeof bytes) != 0) std::abort();
  std::uint64_t seed = 0;
  std::memcpy(&seed, bytes, sizeof seed);
  return seed;
}

}  // namespace app
