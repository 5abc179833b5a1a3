#include "app/core/text/strings.h"

#include <cctype>
#include <cstdarg>
#include <cstdio>

#include "app/core/text/string_rows.h"
#include "app/core/text/text_packs.h"
#include "engine/rules.h"

namespace app {
namespace {
Lang g_lang = Lang::En;
}  // namespace

// Only a language whose texts are at hand (its pack is loaded in the web build).
void set_language(Lang l) {
  if (text_pack_ready(l)) g_lang = l;
}
Lang language() { return g_lang; }
const char* tr(UiText s, Lang l) { return row_text(kStringRows, s, TextTable::Strings, l); }
const char* tr(UiText s) { return tr(s, g_lang); }

const char* language_name(Lang l) {
  const int i = static_cast<int>(l);
  return i >= 0 && i < kLangs ? kLangNames[i] : kLangNames[0];
}

const char* language_tag(Lang l) {
  const int i = static_cast<int>(l);
  return i >= 0 && i < kLangs ? kLangTags[i] : kLangTags[0];
}

namespace {
// Whether `tag` starts with `lang` ("pt-BR", "pt") up to its end or a '-'/'_', case aside.
bool tag_starts(const char* tag, std::string_view lang) {
  for (size_t i = 0; i < lang.size(); ++i) {
    const char a = static_cast<char>(std::tolower(static_cast<unsigned char>(tag[i])));
    const char b = static_cast<char>(std::tolower(static_cast<unsigned char>(lang[i])));
    if (!tag[i] || !((a == b) || ((a == '_' || a == '-') && b == '-'))) return false;
  }
  const char next = tag[lang.size()];
  return next == 0 || next == '-' || next == '_';
}
}  // namespace

// The whole tag first ("pt-BR"), else its language ("pt-PT" -> pt-BR, "de-AT" -> de).
Lang language_from_tag(const char* tag) {
  if (!tag || !tag[0]) return Lang::En;
  for (int i = 0; i < kLangs; ++i)
    if (tag_starts(tag, kLangTags[i])) return static_cast<Lang>(i);
  for (int i = 0; i < kLangs; ++i) {
    const std::string_view t = kLangTags[i];
    if (tag_starts(tag, t.substr(0, t.find('-')))) return static_cast<Lang>(i);
  }
  return Lang::En;
}

std::string fmt(UiText s, ...) {
  va_list ap;
  va_start(ap, s);
  std::string out = vformat_text(tr(s), ap);
  va_end(ap);
  return out;
}

std::string player_default_name(int number) { return fmt(UiText::PlayerFmt, number); }

const char* bot_default_name(int seat) {
  static const char* const kNames[] = {"Ada",  "Bo",  "Cleo",  "Dan", "Eva",
                                       "Finn", "Gus", "Hanna", "Ivo", "Jill"};
  return kNames[static_cast<unsigned>(seat) % 10];
}

namespace {
// The position of a preset in uno::kPresetNames (its stable share id); -1 when unknown.
int preset_index(std::string_view name) {
  for (size_t i = 0; i < uno::kPresetNames.size(); ++i)
    if (uno::kPresetNames[i] == name) return static_cast<int>(i);
  return -1;
}
}  // namespace

const char* preset_title(std::string_view preset) {
  const int i = preset_index(preset);
  return i < 0 ? "?" : tr(static_cast<UiText>(static_cast<int>(UiText::Preset0) + i));
}
const char* preset_rules(std::string_view preset) {
  const int i = preset_index(preset);
  return i < 0 ? "" : tr(static_cast<UiText>(static_cast<int>(UiText::Rules0) + i));
}
const char* preset_tagline(std::string_view preset) {
  const int i = preset_index(preset);
  return i < 0 ? "" : tr(static_cast<UiText>(static_cast<int>(UiText::Tagline0) + i));
}

}  // namespace app
