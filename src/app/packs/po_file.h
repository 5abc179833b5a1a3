// A gettext PO file as the translators write it (assets/i18n/*.po): its entries' context,
// English text, translation and flags. Only what the game's files use: msgctxt, msgid,
// msgstr, "#," flags, comments, and strings continued on the next lines. No plurals.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace app::po {

struct Entry {
  std::string context;      // msgctxt: the row's key ("UiText::NewGame")
  std::string id;           // msgid: the English text
  std::string translation;  // msgstr
  bool fuzzy = false;       // "#, fuzzy": a guess no one checked yet
  bool c_format = false;    // "#, c-format"
  int line = 0;             // where the entry starts (for messages)
};

struct File {
  std::vector<Entry> entries;  // the header (empty msgid) not among them
  std::string error;           // "" when read; else "line N: why"
};

File parse(std::string_view text);

// A PO string: quoted, with C escapes (\n, \t, \", \\).
std::string quote(std::string_view s);

}  // namespace app::po
