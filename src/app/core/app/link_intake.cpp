#include "app/core/app/link_intake.h"

#include <string>

#include "app/core/match/match_setup.h"
#include "app/core/store/share_errors.h"
#include "share/share.h"

namespace app {

LinkIntake take_link(std::string_view fragment) {
  LinkIntake in;
  std::string_view f = fragment;
  if (!f.empty() && f.front() == '#') f.remove_prefix(1);
  if (f.empty()) return in;
  // Options are short: a fragment longer than any link is refused as too large, whatever
  // it holds (the page passes at most its first 16 KiB + 1 bytes).
  const std::size_t amp = f.find('&');
  const bool options_after_link =
      amp != std::string_view::npos && f.substr(0, amp).find('=') == std::string_view::npos;
  if (!options_after_link && f.find('=') != std::string_view::npos &&
      f.size() <= uno::share::kMaxLinkChars) {
    in.kind = LinkIntake::Kind::Params;
    in.params = parse_url_fragment(f);
    return in;
  }
  // A share link may carry the page's options after it ("<link>&lang=de&tips=off"; base64url
  // has neither '&' nor '='); its seed is the link's own, so a seed there is refused.
  if (options_after_link && f.size() <= uno::share::kMaxLinkChars) {
    in.params = parse_url_fragment(f.substr(amp + 1), false);
    f = f.substr(0, amp);
  }
  auto r = uno::share::decode_link(f);
  if (!r) {
    in.kind = LinkIntake::Kind::Bad;
    in.notice.id = std::string("bad-link:") + uno::share::error_id(r.error.code);
    in.notice.title = tr(UiText::LinkBad);
    in.notice.body = std::string(error_reason(r.error.code)) + " " + tr(UiText::LinkFallback);
    in.notice.detail = r.error.message;
    return in;
  }
  in.deal = with_default_names(std::move(r->deal));
  if (r->kind == uno::share::LinkKind::Replay) {
    in.kind = LinkIntake::Kind::Replay;
    in.actions = std::move(r->actions);
  } else {
    in.kind = LinkIntake::Kind::Deal;
  }
  return in;
}

}  // namespace app
