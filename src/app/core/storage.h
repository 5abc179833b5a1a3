// The browser's localStorage as a small key-value store (an in-memory map natively, for
// tests). Every call survives a browser that refuses storage (private mode, quota, disabled
// cookies): reads give nothing, writes report false, nothing throws.
#pragma once

#include <optional>
#include <string>

namespace app {

std::optional<std::string> storage_get(const std::string& key);
bool storage_set(const std::string& key, const std::string& value);
void storage_remove(const std::string& key);

}  // namespace app
