// Number and list parsing for command-line arguments and transcript headers.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace uno::cli {

bool to_u64(const std::string& s, std::uint64_t& v);                          // the whole text
bool to_int(const std::string& s, long long lo, long long hi, long long& v);  // and in lo..hi
std::vector<std::string> split(const std::string& s, char sep);               // keeps empty parts

}  // namespace uno::cli
