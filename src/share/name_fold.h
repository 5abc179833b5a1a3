// Names that pass for another: a seat's name folded the way it looks, so that look-alikes
// compare equal, and whether it passes for a language's word for "you" (the table's word
// for the player at this device). The data is made from Unicode's by
// tests/share/name_fold_gen.cpp (name_fold_table.inc).
#pragma once

#include <string>
#include <string_view>

namespace uno::share {

// `name` as it looks, for comparing: each character's compatibility form (NFKC: full-width,
// mathematical, ligatures) and Unicode look-alike (UTS #39 confusables skeleton: Cyrillic
// "о" -> "o", capital "I" -> "l"), in lower case, invisible characters dropped. Accents stay
// (marks apart, in NFD): "Tú" is not "Tu". Only characters that can make a word for "you"
// are folded; the others stay as they are, ASCII letters in lower case.
std::string fold_lookalikes(std::string_view name);

// Whether `name` passes for any language's word for "you" (assets/i18n/languages.txt: You,
// Du, Toi, Tú, Tu, Você, Jij, Ty) in any letter case: "YOU", "Yоu" (Cyrillic о), "Ｙｏｕ",
// "𝐘𝐨𝐮", "Y" U+200B "ou", "ｄｕ". Every language's, not only the one shown: the language
// may change during the game, and a shared link may come from anywhere.
bool looks_like_you(std::string_view name);

}  // namespace uno::share
