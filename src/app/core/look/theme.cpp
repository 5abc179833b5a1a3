#include "app/core/look/theme.h"

#include <algorithm>
#include <cmath>

namespace app::theme {
namespace {
// WCAG 2 relative luminance of an sRGB colour.
double luminance(Rgba c) {
  const auto lin = [](std::uint8_t v) {
    const double s = v / 255.0;
    return s <= 0.03928 ? s / 12.92 : std::pow((s + 0.055) / 1.055, 2.4);
  };
  return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
}
}  // namespace

double contrast_ratio(Rgba a, Rgba b) {
  const double la = luminance(a), lb = luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

Rgba over(Rgba top, Rgba under) {
  const double k = top.a / 255.0;
  const auto mix = [k](std::uint8_t t, std::uint8_t u) {
    return static_cast<std::uint8_t>(std::lround(t * k + u * (1.0 - k)));
  };
  return {mix(top.r, under.r), mix(top.g, under.g), mix(top.b, under.b), 255};
}

}  // namespace app::theme
