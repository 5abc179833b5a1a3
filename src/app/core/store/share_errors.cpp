#include "app/core/store/share_errors.h"

namespace app {

namespace sh = uno::share;

const char* error_reason(uno::share::ErrorCode c) {
  using E = sh::ErrorCode;
  switch (c) {
    case E::Ok: return "";
    case E::Empty:
    case E::BadCharacters:
    case E::Truncated:
    case E::BadChecksum:
    case E::TrailingData: return tr(UiText::ErrDamaged);
    case E::UnsupportedVersion:
    case E::UnknownKind:
    case E::UnknownRule:
    case E::UnknownPreset:
    case E::ReplayMismatch: return tr(UiText::ErrNewer);
    case E::TooLarge:
    case E::TooManyActions:
    case E::LinkTooLong: return tr(UiText::ErrTooLarge);
    default: return tr(UiText::ErrInvalid);
  }
}

}  // namespace app
