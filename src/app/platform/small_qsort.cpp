// qsort for the page, linked instead of libc's smoothsort (about 1.3 KB of wasm): its callers
// sort a few items (ImGui's child windows, SDL's display modes) or a few hundred once at
// start-up (stb_rect_pack's glyph rectangles for the font atlas), so an insertion sort is
// quick enough. Like any qsort it promises no order among equal items (no caller relies
// on one: equal rectangles only trade places in the atlas).
#include <cstddef>
#include <cstring>

extern "C" void qsort(void* base, std::size_t count, std::size_t size,
                      int (*compare)(const void*, const void*)) {
  auto* items = static_cast<unsigned char*>(base);
  unsigned char held[64];  // the item being inserted (ImGui, SDL and stb sort <= 64-byte items)
  if (size > sizeof held) __builtin_trap();
  for (std::size_t i = 1; i < count; ++i) {
    std::size_t j = i;
    if (compare(items + (j - 1) * size, items + i * size) <= 0) continue;
    std::memcpy(held, items + i * size, size);
    do {
      std::memcpy(items + j * size, items + (j - 1) * size, size);
      --j;
    } while (j > 0 && compare(items + (j - 1) * size, held) > 0);
    std::memcpy(items + j * size, held, size);
  }
}
