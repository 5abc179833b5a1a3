// The browser's localStorage as a small key-value store (an in-memory map natively, for
// tests). Every call survives a browser that refuses storage (private mode, quota, disabled
// cookies): reads give nothing, writes report false, nothing throws.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

namespace app {

std::optional<std::string> storage_get(const std::string& key);
bool storage_set(const std::string& key, const std::string& value);
void storage_remove(const std::string& key);
// Copies the value of `from` to `to` exactly as stored (in the page: string to string, never
// through UTF-8 and C strings, which lose a BOM and everything after a NUL). False when
// `from` is missing or the copy could not be stored (quota).
bool storage_copy(const std::string& from, const std::string& to);
#ifndef __EMSCRIPTEN__
// Tests: writes that would take the store past `bytes` (keys and values) fail, as a browser's
// full quota does; 0: no limit.
void storage_limit(std::size_t bytes);
#endif

}  // namespace app
