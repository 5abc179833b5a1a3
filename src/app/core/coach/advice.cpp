#include "app/core/coach/advice.h"

#include "engine/decimal.h"
#include "share/link.h"

namespace app {

namespace {

// Space-separated integers, read without iostreams (they would cost the page kilobytes).
struct Tokens {
  std::string_view rest;
  std::string_view word() {
    while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
    std::size_t n = rest.find(' ');
    if (n == std::string_view::npos) n = rest.size();
    std::string_view w = rest.substr(0, n);
    rest.remove_prefix(n);
    return w;
  }
  bool number(long long& out) {
    std::string_view w = word();
    bool neg = !w.empty() && w.front() == '-';
    if (neg) w.remove_prefix(1);
    long long v = 0;
    if (w.size() > 12 || !uno::parse_decimal(w, v)) return false;
    out = neg ? -v : v;
    return true;
  }
  bool number(long long& out, long long lo, long long hi) {
    return number(out) && out >= lo && out <= hi;
  }
};

void put_action(std::string& o, const uno::Action& a) {
  for (int v : {static_cast<int>(a.type), static_cast<int>(a.seat), static_cast<int>(a.card),
                static_cast<int>(a.colour), static_cast<int>(a.target)})
    o += ' ' + std::to_string(v);
}

bool get_action(Tokens& in, uno::Action& a) {
  long long t = 0, s = 0, c = 0, col = 0, tg = 0;
  if (!in.number(t, 0, 255) || !in.number(s, -128, 127) || !in.number(c, 0, 0xFFFF) ||
      !in.number(col, 0, 255) || !in.number(tg, -128, 127))
    return false;
  a.type = static_cast<uno::ActionType>(t);
  a.seat = static_cast<std::int8_t>(s);
  a.card = static_cast<uno::CardId>(c);
  a.colour = static_cast<uno::Colour>(col);
  a.target = static_cast<std::int8_t>(tg);
  return true;
}

}  // namespace

bool same_move(const uno::Deck& d, const uno::Action& a, const uno::Action& b) {
  if (a.type != b.type || a.colour != b.colour || a.target != b.target) return false;
  if (a.card == b.card) return true;
  if (a.card == uno::kNoCard || b.card == uno::kNoCard || a.card >= d.size || b.card >= d.size)
    return false;
  return d[a.card] == d[b.card];
}

int estimate_of(const uno::Deck& d, const std::vector<ChanceOf>& est, const uno::Action& a) {
  for (const ChanceOf& c : est)
    if (same_move(d, c.action, a)) return c.pct;
  return -1;
}

std::optional<std::string> encode_request(const AdviceRequest& r) {
  if (!r.from_deal) return std::nullopt;
  auto link = uno::share::encode_replay_link(r.deal, r.actions);
  if (!link) return std::nullopt;
  return std::to_string(r.id) + ' ' + std::to_string(static_cast<int>(r.kind)) + ' ' +
         std::to_string(r.seat) + ' ' + *link;
}

std::optional<AdviceRequest> decode_request(std::string_view text) {
  Tokens in{text};
  AdviceRequest r;
  long long id = 0, kind = 0, seat = 0;
  if (!in.number(id, 0, 0xFFFFFFFFLL) || !in.number(kind, 0, 2) || !in.number(seat, 0, 15))
    return std::nullopt;
  auto decoded = uno::share::decode_link(in.word());
  if (!decoded) return std::nullopt;
  r.id = static_cast<std::uint32_t>(id);
  r.kind = static_cast<AdviceKind>(kind);
  r.seat = static_cast<int>(seat);
  r.deal = std::move(decoded->deal);
  r.actions = std::move(decoded->actions);
  if (r.seat >= static_cast<int>(r.deal.seats.size())) return std::nullopt;
  return r;
}

std::string encode_reply(const AdviceReply& r) {
  std::string o =
      std::to_string(r.id) + ' ' + std::to_string(static_cast<int>(r.kind)) + (r.ok ? " 1" : " 0");
  put_action(o, r.choice);
  o += ' ' + std::to_string(r.est.size());
  for (const ChanceOf& c : r.est) {
    put_action(o, c.action);
    o += ' ' + std::to_string(c.pct);
  }
  for (int v : {static_cast<int>(r.reason.kind), r.reason.seat, static_cast<int>(r.reason.colour),
                r.reason.cards})
    o += ' ' + std::to_string(v);
  return o;
}

std::optional<AdviceReply> decode_reply(std::string_view text) {
  Tokens in{text};
  AdviceReply r;
  long long id = 0, kind = 0, ok = 0, n = 0;
  if (!in.number(id, 0, 0xFFFFFFFFLL) || !in.number(kind, 0, 2) || !in.number(ok, 0, 1))
    return std::nullopt;
  r.id = static_cast<std::uint32_t>(id);
  r.kind = static_cast<AdviceKind>(kind);
  r.ok = ok != 0;
  if (!get_action(in, r.choice) || !in.number(n, 0, 256)) return std::nullopt;
  for (long long i = 0; i < n; ++i) {
    ChanceOf c;
    long long pct = 0;
    if (!get_action(in, c.action) || !in.number(pct, 0, 100)) return std::nullopt;
    c.pct = static_cast<int>(pct);
    r.est.push_back(c);
  }
  while (!in.rest.empty() && in.rest.front() == ' ') in.rest.remove_prefix(1);
  if (!in.rest.empty()) {
    long long k = 0, seat = 0, colour = 0, cards = 0;
    if (!in.number(k, 0, 3) || !in.number(seat, -1, uno::kMaxSeats - 1) ||
        !in.number(colour, 0, 255) || !in.number(cards, 0, 255))
      return std::nullopt;
    r.reason.kind = static_cast<uno::ai::MoveReasonKind>(k);
    r.reason.seat = static_cast<int>(seat);
    r.reason.colour = static_cast<uno::Colour>(colour);
    r.reason.cards = static_cast<int>(cards);
  }
  return r;
}

}  // namespace app
