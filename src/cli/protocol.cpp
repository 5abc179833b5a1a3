// The JSON-lines protocol (see protocol.h and docs/protocol.md).
#include "cli/protocol.h"

#include <istream>
#include <ostream>

#include "ai/bot.h"
#include "ai/table.h"
#include "cli/engine_json.h"
#include "cli/game_spec.h"
#include "cli/request.h"

namespace uno::cli {

std::string ProtocolSession::handle(std::string_view line) {
  Json req;
  std::string err;
  Json reply;
  if (!parse_json(line, req, err)) reply = error_reply("Malformed JSON: " + err);
  else reply = handle_json(req);
  return dump_json(reply);
}

Json ProtocolSession::handle_json(const Json& req) {
  Json reply;
  if (!req.is_object()) {
    reply = error_reply("A request must be a JSON object like {\"cmd\":\"view\",\"seat\":0}");
  } else {
    const Json* cmd = find_member(req, "cmd");
    if (cmd == nullptr || !cmd->is_string()) reply = error_reply("Missing \"cmd\" (a string)");
    else reply = dispatch(cmd->get_ref<const std::string&>(), req);
    if (const Json* id = find_member(req, "id")) reply["id"] = *id;
  }
  return reply;
}

Json ProtocolSession::status(Json reply, int seat) const {
  const Game& g = *game_;
  reply["phase"] = phase_name(g.phase());
  reply["round"] = g.round();
  reply["current"] = g.current();
  reply["actors"] = seats_json(seat >= 0 ? g.actors_seen_by(seat) : g.actors(), g.seats());
  reply["seq"] = static_cast<unsigned long long>(g.events().size());
  return reply;
}

Json ProtocolSession::dispatch(const std::string& cmd, const Json& req) {
  if (cmd == "new") return cmd_new(req);
  if (cmd == "help") {
    Json j = ok_reply();
    Json c = Json::array();
    for (const char* n : {"new", "view", "legal", "apply", "events", "bot", "run", "state",
                          "presets", "help", "quit"})
      c.push_back(n);
    j["commands"] = std::move(c);
    j["doc"] = "docs/protocol.md";
    return j;
  }
  if (cmd == "presets") {
    Json j = ok_reply();
    Json p = Json::array();
    for (auto n : kPresetNames) p.push_back(std::string(n));
    j["presets"] = std::move(p);
    return j;
  }
  if (cmd == "quit" || cmd == "exit") {
    quit_ = true;
    return ok_reply();
  }
  static constexpr const char* kGameCmds[] = {"view", "legal", "apply", "events",
                                              "bot",  "run",   "state"};
  bool known = false;
  for (const char* n : kGameCmds) known = known || cmd == n;
  if (!known) return error_reply("Unknown command \"" + cmd + "\" (try {\"cmd\":\"help\"})");
  if (!game_) return error_reply("No game yet: start one with {\"cmd\":\"new\"}");
  if (cmd == "view") return cmd_view(req);
  if (cmd == "legal") return cmd_legal(req);
  if (cmd == "apply") return cmd_apply(req);
  if (cmd == "events") return cmd_events(req);
  if (cmd == "bot") return cmd_bot(req);
  if (cmd == "run") return cmd_run(req);
  return cmd_state(req);
}

Json ProtocolSession::cmd_new(const Json& req) {
  GameSpec spec;
  if (std::string e = spec_from_json(req, spec); !e.empty()) return error_reply(e);
  Game g = make_game(spec);
  if (g.setup_error() != nullptr) return error_reply(g.setup_error());
  game_.emplace(std::move(g));
  deal_ = std::move(spec.deal);
  Json j = ok_reply();
  j["preset"] = deal_.preset;
  j["seats"] = game_->seats();
  j["seed"] = static_cast<unsigned long long>(deal_.seed);
  j["target"] = static_cast<int>(deal_.rules.target_score);
  j["deck_size"] = game_->deck().size;
  j["dealer"] = game_->dealer();
  return status(std::move(j));
}

namespace {
bool seat_of(const Json& req, const Game& g, bool required, int& seat, std::string& err) {
  const Json* s = find_member(req, "seat");
  if (s == nullptr || s->is_null()) {
    if (required) err = "Missing \"seat\" (0.." + std::to_string(g.seats() - 1) + ")";
    seat = -1;
    return !required;
  }
  long long x = 0;
  if (!get_int(*s, x) || x < 0 || x >= g.seats()) {
    err = "\"seat\" must be an integer 0.." + std::to_string(g.seats() - 1);
    return false;
  }
  seat = static_cast<int>(x);
  return true;
}
}  // namespace

Json ProtocolSession::cmd_view(const Json& req) {
  std::string err;
  int seat = 0;
  if (!seat_of(req, *game_, true, seat, err)) return error_reply(err);
  long long since = 0;
  if (!opt_int(req, "since", 0, 0xFFFFFFFFLL, since, err)) return error_reply(err);
  SeatView v = game_->view(seat, static_cast<std::uint32_t>(since));
  std::vector<Action> legal;
  game_->legal_actions(seat, legal);
  Json j = view_json(v, legal);
  j["seq"] = static_cast<unsigned long long>(game_->events().size());
  return j;
}

Json ProtocolSession::cmd_legal(const Json& req) {
  std::string err;
  int seat = -1;
  if (!seat_of(req, *game_, false, seat, err)) return error_reply(err);
  std::vector<Action> acts;
  if (seat >= 0) game_->legal_actions(seat, acts);
  else game_->all_legal_actions(acts);
  Json j = ok_reply();
  if (seat >= 0) j["seat"] = seat;
  j["actions"] = actions_json(*game_, acts);
  return status(std::move(j), seat);
}

Json ProtocolSession::cmd_apply(const Json& req) {
  const Json* text = find_member(req, "action");
  if (text == nullptr || !text->is_string())
    return error_reply("Missing \"action\" (text notation, e.g. \"0 play R7#17\")");
  Action a;
  if (const char* e = game_->parse(text->get_ref<const std::string&>(), a)) return error_reply(e);
  const std::size_t before = game_->events().size();
  ApplyResult r = game_->apply(a);
  if (!r.ok) return error_reply(r.error != nullptr ? r.error : "refused");
  Json j = ok_reply();
  j["action"] = game_->to_string(a);
  SeatView v = game_->view(a.seat, static_cast<std::uint32_t>(before));
  Json ev = Json::array();
  for (const Event& e : v.events) ev.push_back(event_json(e, game_->deck(), a.seat));
  j["events"] = std::move(ev);
  return status(std::move(j), a.seat);
}

Json ProtocolSession::cmd_events(const Json& req) {
  std::string err;
  int seat = -1;
  if (!seat_of(req, *game_, false, seat, err)) return error_reply(err);
  long long since = 0;
  if (!opt_int(req, "since", 0, 0xFFFFFFFFLL, since, err)) return error_reply(err);
  Json ev = Json::array();
  if (seat >= 0) {
    SeatView v = game_->view(seat, static_cast<std::uint32_t>(since));
    for (const Event& e : v.events) ev.push_back(event_json(e, game_->deck(), seat));
  } else {
    const auto& all = game_->events();
    for (std::size_t i = static_cast<std::size_t>(since); i < all.size(); ++i)
      ev.push_back(event_json(all[i], game_->deck(), -1));
  }
  Json j = ok_reply();
  if (seat >= 0) j["seat"] = seat;
  j["events"] = std::move(ev);
  return status(std::move(j), seat);
}

Json ProtocolSession::cmd_bot(const Json& req) {
  std::string err;
  int seat = -1;
  if (!seat_of(req, *game_, false, seat, err)) return error_reply(err);
  ai::Level level = ai::Level::Normal;
  if (const Json* l = find_member(req, "level"); l != nullptr && !l->is_null()) {
    auto p = l->is_string() ? ai::parse_level(l->get_ref<const std::string&>()) : std::nullopt;
    if (!p) return error_reply("\"level\" must be \"easy\", \"normal\" or \"hard\"");
    level = *p;
  }
  if (seat < 0) {  // the seat the game waits for, else the first seat that may act
    const std::uint16_t actors = game_->actors();
    for (int s = 0; s < game_->seats() && seat < 0; ++s)
      if ((actors >> s & 1u) && ai::must_act(game_->view(s, 0xFFFFFFFFu))) seat = s;
    for (int s = 0; s < game_->seats() && seat < 0; ++s)
      if (actors >> s & 1u) seat = s;
    if (seat < 0)
      return error_reply("Nobody can act now (phase " + std::string(phase_name(game_->phase())) +
                         ")");
  }
  std::uint64_t bseed = ai::bot_seed(deal_.seed, seat);
  if (!opt_u64(req, "seed", bseed, err)) return error_reply(err);
  std::vector<Action> legal;
  game_->legal_actions(seat, legal);
  if (legal.empty())
    return error_reply("Seat " + std::to_string(seat) + " has no legal action now");
  auto bot = ai::make_bot(level, bseed);
  SeatView v = ai::bot_view(*game_, seat);
  ai::Decision d = bot->decide(v, legal);
  Json j = ok_reply();
  j["seat"] = seat;
  j["level"] = ai::level_name(level);
  if (!d.act) {
    j["action"] = Json();
    j["waits"] = true;
    return status(std::move(j), seat);
  }
  const std::size_t before = game_->events().size();
  ApplyResult r = game_->apply(d.action);
  if (!r.ok)
    return error_reply(std::string("bot chose a refused action (bug): ") +
                       game_->to_string(d.action));
  j["action"] = game_->to_string(d.action);
  j["delay_ms"] = d.delay_ms;
  SeatView after = game_->view(seat, static_cast<std::uint32_t>(before));
  Json ev = Json::array();
  for (const Event& e : after.events) ev.push_back(event_json(e, game_->deck(), seat));
  j["events"] = std::move(ev);
  return status(std::move(j), seat);
}

Json ProtocolSession::cmd_run(const Json& req) {
  std::string err;
  const int seats = game_->seats();
  std::vector<ai::Level> levels;
  if (const Json* l = find_member(req, "levels"); l != nullptr && !l->is_null()) {
    std::vector<const Json*> items;
    if (l->is_array())
      for (const Json& x : *l) items.push_back(&x);
    else items.push_back(l);
    for (const Json* x : items) {
      auto p = x->is_string() ? ai::parse_level(x->get_ref<const std::string&>()) : std::nullopt;
      if (!p)
        return error_reply("\"levels\" must be a level or an array of levels (easy, normal, hard)");
      levels.push_back(*p);
    }
  }
  if (levels.empty()) levels.push_back(ai::Level::Normal);
  std::uint16_t humans = 0;
  if (const Json* h = find_member(req, "humans"); h != nullptr && !h->is_null()) {
    if (!h->is_array()) return error_reply("\"humans\" must be an array of seats");
    for (const Json& x : *h) {
      long long s = 0;
      if (!get_int(x, s) || s < 0 || s >= seats)
        return error_reply("\"humans\" must be an array of seats");
      humans = static_cast<std::uint16_t>(humans | (1u << s));
    }
  }
  std::string until = "match";
  if (const Json* u = find_member(req, "until"); u != nullptr && !u->is_null()) {
    if (!u->is_string() || (*u != "match" && *u != "round"))
      return error_reply("\"until\" must be \"round\" or \"match\"");
    until = u->get_ref<const std::string&>();
  }
  long long max_steps = 100000;
  if (!opt_int(req, "max_steps", 1, 10000000, max_steps, err)) return error_reply(err);
  std::uint64_t seed = deal_.seed;
  if (!opt_u64(req, "seed", seed, err)) return error_reply(err);
  bool log = false;
  if (const Json* lg = find_member(req, "log"); lg != nullptr && lg->is_boolean())
    log = lg->get<bool>();

  std::vector<std::unique_ptr<ai::Bot>> bots;
  for (int s = 0; s < seats; ++s) {
    if (humans >> s & 1u) bots.push_back(nullptr);
    else
      bots.push_back(
          ai::make_bot(levels[static_cast<std::size_t>(s) % levels.size()], ai::bot_seed(seed, s)));
  }
  ai::Table table(std::move(bots));
  Json actions = Json::array();
  long long steps = 0;
  std::string stop = "max-steps";
  for (; steps < max_steps; ++steps) {
    const Phase ph = game_->phase();
    if (ph == Phase::MatchOver) {
      stop = "match-over";
      break;
    }
    if (until == "round" && ph == Phase::RoundOver && steps > 0) {
      stop = "round-over";
      break;
    }
    bool human_turn = false;
    for (int s = 0; s < seats; ++s)
      if ((humans >> s & 1u) && ai::must_act(game_->view(s, 0xFFFFFFFFu))) human_turn = true;
    if (human_turn) {
      stop = "human";
      break;
    }
    ai::TableStep st;
    if (!table.step(*game_, &st)) {
      if (st.seat >= 0)
        return error_reply("engine refused a bot action (bug): " + game_->to_string(st.action));
      stop = "nobody-acts";
      break;
    }
    if (log) actions.push_back(game_->to_string(st.action));
  }
  Json j = ok_reply();
  j["steps"] = steps;
  j["stopped"] = stop;
  if (log) j["actions"] = std::move(actions);
  Json scores = Json::array();
  for (int s = 0; s < seats; ++s) scores.push_back(game_->scores()[static_cast<std::size_t>(s)]);
  j["scores"] = std::move(scores);
  j["round_winner"] = game_->round_winner() >= 0 ? Json(game_->round_winner()) : Json();
  Json mw = Json::array();
  for (int w : game_->match_winners()) mw.push_back(w);
  j["match_winners"] = std::move(mw);
  // Run for one human seat (a client playing it): the status as that seat may know it.
  int human = -1;
  for (int s = 0; s < seats; ++s)
    if (humans >> s & 1u) human = human == -1 ? s : -2;
  return status(std::move(j), human >= 0 ? human : -1);
}

Json ProtocolSession::cmd_state(const Json&) {
  Json j = state_json(*game_);
  j["seed"] = static_cast<unsigned long long>(deal_.seed);
  return j;
}

int run_play(std::istream& in, std::ostream& out) {
  ProtocolSession s;
  std::string line;
  while (!s.quit() && std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos) continue;
    out << s.handle(line) << '\n';
    out.flush();
  }
  return 0;
}

}  // namespace uno::cli
