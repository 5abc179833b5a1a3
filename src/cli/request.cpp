// Request fields and replies (see request.h).
#include "cli/request.h"

namespace uno::cli {

Json error_reply(std::string msg) {
  Json j = Json::object();
  j["ok"] = false;
  j["error"] = std::move(msg);
  return j;
}

Json ok_reply() {
  Json j = Json::object();
  j["ok"] = true;
  return j;
}

bool opt_int(const Json& req, const char* key, long long lo, long long hi, long long& out,
             std::string& err) {
  const Json* v = find_member(req, key);
  if (v == nullptr || v->is_null()) return true;
  long long x = 0;
  if (!get_int(*v, x) || x < lo || x > hi) {
    err = std::string("\"") + key + "\" must be an integer " + std::to_string(lo) + ".." +
          std::to_string(hi);
    return false;
  }
  out = x;
  return true;
}

bool opt_u64(const Json& req, const char* key, std::uint64_t& out, std::string& err) {
  const Json* v = find_member(req, key);
  if (v == nullptr || v->is_null()) return true;
  if (!get_u64(*v, out)) {
    err = std::string("\"") + key + "\" must be an integer 0..18446744073709551615";
    return false;
  }
  return true;
}

}  // namespace uno::cli
