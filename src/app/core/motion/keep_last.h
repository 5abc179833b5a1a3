// Keeps a list's newest `n` items (the ticker's lines, the announcer's recent lines): a
// move loop and pop_back, where `vector::erase` of a type with strings inside cost the page
// bytes (docs/log/bundle-size.md).
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

namespace app {

template <class T>
void keep_last(std::vector<T>& v, std::size_t n) {
  if (v.size() <= n) return;
  const std::size_t drop = v.size() - n;
  for (std::size_t i = 0; i < n; ++i) v[i] = std::move(v[i + drop]);
  while (v.size() > n) v.pop_back();
}

}  // namespace app
