// Pieces of every protocol message: typed optional fields of a request, ok/error replies.
#pragma once

#include <cstdint>
#include <string>

#include "cli/json.h"

namespace uno::cli {

Json ok_reply();                    // {"ok":true}
Json error_reply(std::string msg);  // {"ok":false,"error":msg}

// Reads an optional integer field; false (with `err`) when present but not in range.
bool opt_int(const Json& req, const char* key, long long lo, long long hi, long long& out,
             std::string& err);
// Reads an optional unsigned 64-bit field (seeds); false (with `err`) when malformed.
bool opt_u64(const Json& req, const char* key, std::uint64_t& out, std::string& err);

}  // namespace uno::cli
