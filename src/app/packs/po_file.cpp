#include "app/packs/po_file.h"

namespace app::po {
namespace {

// The text of a quoted PO string at `s` (after any spaces), or false.
bool unquote(std::string_view s, std::string& out) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
    s.remove_suffix(1);
  if (s.size() < 2 || s.front() != '"' || s.back() != '"') return false;
  s = s.substr(1, s.size() - 2);
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '"') return false;
    if (s[i] != '\\') {
      out += s[i];
      continue;
    }
    if (++i == s.size()) return false;
    switch (s[i]) {
      case 'n': out += '\n'; break;
      case 't': out += '\t'; break;
      case '"': out += '"'; break;
      case '\\': out += '\\'; break;
      default: return false;
    }
  }
  return true;
}

}  // namespace

File parse(std::string_view text) {
  File f;
  Entry e;
  std::string* open = nullptr;  // the string a continued line adds to
  bool has_id = false, has_str = false;
  int n = 0;
  auto finish = [&] {
    if (has_id && !e.id.empty()) f.entries.push_back(e);
    e = Entry{};
    has_id = has_str = false;
    open = nullptr;
  };
  auto fail = [&](int line, const std::string& why) {
    f.error = "line " + std::to_string(line) + ": " + why;
    f.entries.clear();
  };
  while (!text.empty()) {
    ++n;
    const size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.empty()) {
      open = nullptr;
      continue;
    }
    if (line.front() == '#') {
      if (has_str) finish();
      if (line.rfind("#,", 0) == 0) {
        e.fuzzy |= line.find("fuzzy") != std::string_view::npos;
        e.c_format |= line.find(" c-format") != std::string_view::npos &&
                      line.find("no-c-format") == std::string_view::npos;
      }
      if (line.rfind("#~", 0) == 0) open = nullptr;  // an obsolete entry: not the game's
      continue;
    }
    if (line.front() == '"') {
      if (!open) return fail(n, "a string outside an entry"), f;
      if (!unquote(line, *open)) return fail(n, "a string that is not quoted right"), f;
      continue;
    }
    const size_t space = line.find(' ');
    const std::string_view word = line.substr(0, space);
    const std::string_view rest = space == std::string_view::npos ? "" : line.substr(space + 1);
    if (word == "msgctxt") {
      if (has_id) finish();
      if (!e.line) e.line = n;
      open = &e.context;
    } else if (word == "msgid") {
      if (has_id) finish();
      if (!e.line) e.line = n;
      has_id = true;
      open = &e.id;
    } else if (word == "msgstr") {
      if (!has_id || has_str) return fail(n, "msgstr without its msgid"), f;
      has_str = true;
      open = &e.translation;
    } else {
      return fail(n, "unknown keyword '" + std::string(word) + "' (plural forms are not used)"), f;
    }
    if (!unquote(rest, *open)) return fail(n, "a string that is not quoted right"), f;
  }
  finish();
  return f;
}

std::string quote(std::string_view s) {
  std::string out = "\"";
  for (const char c : s) {
    if (c == '\n') out += "\\n";
    else if (c == '\t') out += "\\t";
    else if (c == '"') out += "\\\"";
    else if (c == '\\') out += "\\\\";
    else out += c;
  }
  return out + "\"";
}

}  // namespace app::po
