// Helpers for the share tests: random deals and playouts, raw payload builders.
#pragma once

#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "engine/game.h"
#include "share/codec.h"
#include "share/rule_fields.h"
#include "share/share.h"

namespace uno::share::test {

inline const std::vector<std::string>& sample_names() {
  static const std::vector<std::string> names{"Anna",
                                              "Jörg",
                                              "Åsa",
                                              "Straße",
                                              "Zoë",
                                              "äöåß",
                                              "",
                                              "李雷",
                                              "😀 Emoji",
                                              "ßßßßßßßß",  // exactly 16 bytes
                                              "A b-c_d.e~f:g%h",
                                              "Bot 3",
                                              "-",
                                              "ÄÖÅ äöå ß"};
  return names;
}

inline std::string random_text(Rng& rng, std::size_t max_bytes) {
  static const char* pieces[] = {"a", "Z", " ", "ä", "ö", "å", "ß", "€", "😀", "-", "%", ":", "7"};
  std::string s;
  std::uint32_t n = rng.below(12);
  for (std::uint32_t i = 0; i < n; ++i) {
    std::string p = pieces[rng.below(13)];
    if (s.size() + p.size() > max_bytes) break;
    s += p;
  }
  return s;
}

// Random preset + random house rules that the engine accepts for `seats` seats.
inline RuleSet random_rules(Rng& rng, const std::string& preset_name, int seats) {
  RuleSet r = *preset(preset_name);
  for (const RuleField& f : rule_fields()) {
    if (rng.below(4) != 0) continue;
    RuleSet before = r;
    if (f.type == FieldType::String) {
      f.text_mut(r) = random_text(rng, f.max);
    } else {
      std::uint32_t cap = f.max <= 12 ? f.max : (f.max == 255 ? 12u : 1000u);
      f.set(r, rng.below(cap + 1));
    }
    if (validate(r, seats) != nullptr) r = before;
  }
  return r;
}

inline Deal random_deal(Rng& rng) {
  Deal d;
  d.preset = preset_name_of(static_cast<int>(rng.below(kPresets)));
  int seats = 2 + static_cast<int>(rng.below(9));
  d.rules = random_rules(rng, d.preset, seats);
  for (int i = 0; i < seats; ++i) {
    const auto& names = sample_names();
    d.seats.push_back(Seat{static_cast<Player>(rng.below(kPlayerKinds)),
                           names[rng.below(static_cast<std::uint32_t>(names.size()))]});
  }
  d.seed = static_cast<std::uint64_t>(rng.next()) << 32 | rng.next();
  return d;
}

// Plays random legal actions (of any seat) until the match ends or `max_actions`.
inline std::vector<Action> random_playout(Game& g, std::uint64_t seed, std::size_t max_actions) {
  Rng rng(seed);
  std::vector<Action> legal, done;
  while (g.phase() != Phase::MatchOver && done.size() < max_actions) {
    legal.clear();
    g.all_legal_actions(legal);
    if (legal.empty()) break;
    const Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    ApplyResult r = g.apply(a);
    REQUIRE(r.ok);
    done.push_back(a);
  }
  return done;
}

// Link payload builder (version, kind, preset, seats, seed, raw rule diff bytes).
struct RawSeat {
  std::uint8_t head;
  std::string name;
};
inline std::string raw_deal(std::uint8_t version, std::uint8_t kind, std::uint8_t preset_id_,
                            const std::vector<RawSeat>& seats, std::uint64_t seed,
                            const std::string& diffs = std::string(1, '\0')) {
  std::string out;
  out += static_cast<char>(version);
  out += static_cast<char>(kind);
  out += static_cast<char>(preset_id_);
  out += static_cast<char>(seats.size());
  for (const auto& s : seats) {
    // Low 5 bits: the name length, filled in when left 0.
    out += static_cast<char>((s.head & 0x1F) ? s.head : (s.head | s.name.size()));
    out += s.name;
  }
  detail::put_u64le(out, seed);
  out += diffs;
  return out;
}

inline std::vector<RawSeat> two_seats() { return {{0x00, "Ann"}, {0x43, "Bob"}}; }

inline ErrorCode link_error(const std::string& payload) {
  auto r = decode_link(seal_link_payload(payload));
  INFO(r.error.message);
  return r.error.code;
}

}  // namespace uno::share::test
