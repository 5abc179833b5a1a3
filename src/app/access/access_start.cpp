// The start screen as accessible controls, and what each of them does.
#include "app/access/access_model.h"
#include "app/access/access_nodes.h"
#include "app/core/app/app_core.h"
#include "app/core/match/match_setup.h"
#include "app/core/match/moments.h"
#include "app/core/text/access_strings.h"
#include "app/core/text/coach_strings.h"
#include "engine/rules.h"

namespace app {

using Role = AccessNode::Role;

namespace {
// The "Play to" choice in force, in words.
std::string chosen_target(const StartSetup& setup) {
  for (const StartSetup::TargetChoice& c : setup.target_choices())
    if (c.on) return c.label;
  return {};
}

// A setting's radio group ("speed:0".."speed:3"), the one in force on.
AccessNode choice_group(const std::string& label, const char* id, const UiText* names, int n,
                        int on) {
  AccessNode g = radio_group(label);
  for (int i = 0; i < n; ++i)
    g.kids.push_back(node(Role::Radio, tr(names[i]), id + std::to_string(i), i == on));
  return g;
}
}  // namespace

void AccessLayer::start_screen(const AppCore& core, AccessNode& root) const {
  const StartSetup& setup = core.setup();
  const uno::share::Deal& deal = setup.deal();
  root.kids.push_back(node(Role::Heading, "UNO"));
  const bool humans = human_count(deal) > 0;
  root.kids.push_back(node(Role::Button, tr(UiText::Play), "start", false, !humans));
  if (core.can_continue())
    root.kids.push_back(node(Role::Button, tr(UiText::Continue), "continue"));
  root.kids.push_back(node(Role::Button, tr(UiText::DealOfDay), "daily", false, !humans));
  if (!humans) root.kids.push_back(node(Role::Text, tr(UiText::NeedHuman)));
  root.kids.push_back(node(Role::Button, tr(AccessText::Help), "keys-help"));  // "?" opens it too

  // The rule sets, each with its one line (the page ties it by aria-describedby), then the
  // chosen one's rules and its rules card.
  AccessNode rules = radio_group(tr(UiText::Rules));
  for (size_t i = 0; i < uno::kPresetNames.size(); ++i) {
    AccessNode r = node(Role::Radio, preset_title(uno::kPresetNames[i]),
                        "preset:" + std::to_string(i), deal.preset == uno::kPresetNames[i]);
    r.value = preset_tagline(uno::kPresetNames[i]);
    rules.kids.push_back(std::move(r));
  }
  root.kids.push_back(std::move(rules));
  root.kids.push_back(node(Role::Text, preset_rules(deal.preset)));
  AccessNode card = node(Role::List, tr(MomentText::RulesCardTitle));
  for (const std::string& l : rules_card(deal.preset, deal.rules))
    card.kids.push_back(node(Role::Text, l));
  root.kids.push_back(std::move(card));
  root.kids.push_back(node(Role::Button, tr(UiText::Learn), "learn"));  // its guided round

  AccessNode table = node(Role::Group, tr(UiText::TableSetup));
  AccessNode players = node(Role::Group, tr(UiText::Players));
  const int n = setup.seat_count();
  players.kids.push_back(node(Role::Text, fmt(UiText::SeatsFmt, n)));
  players.kids.push_back(node(Role::Button, tr(AccessText::Fewer), "seats-", false, n <= 2));
  players.kids.push_back(
      node(Role::Button, tr(AccessText::More), "seats+", false, n >= uno::kMaxSeats));
  if (const std::string note = seat_limit_note(deal); !note.empty())
    players.kids.push_back(node(Role::Text, note));
  for (int s = 0; s < n; ++s) {
    const std::string seat = fmt(AccessText::SeatFmt, s + 1);
    const std::string k = std::to_string(s);
    AccessNode g = node(Role::Group, seat);
    AccessNode name = node(Role::TextBox, std::string(tr(UiText::Name)) + ", " + seat, "name:" + k);
    name.value = deal.seats[s].name;
    g.kids.push_back(std::move(name));
    const bool human = is_human(deal.seats[s]);
    AccessNode kind = radio_group(seat);
    kind.kids.push_back(node(Role::Radio, tr(UiText::Human), "kind:" + k + ":h", human));
    kind.kids.push_back(node(Role::Radio, tr(UiText::Computer), "kind:" + k + ":c", !human));
    g.kids.push_back(std::move(kind));
    if (!human) {
      AccessNode level = radio_group(std::string(tr(UiText::Level)) + ", " + seat);
      const int cur = static_cast<int>(bot_level(deal.seats[s].player));
      for (int l = 0; l < 4; ++l)
        level.kids.push_back(
            node(Role::Radio, level_label(l), "level:" + k + ":" + std::to_string(l), cur == l));
      g.kids.push_back(std::move(level));
    }
    players.kids.push_back(std::move(g));
  }
  table.kids.push_back(std::move(players));

  AccessNode target = radio_group(tr(UiText::PlayTo));
  for (const StartSetup::TargetChoice& c : setup.target_choices())
    target.kids.push_back(node(Role::Radio, c.label, "target:" + c.id, c.on));
  table.kids.push_back(std::move(target));
  if (deal.rules.target_score > 0) {
    AccessNode scoring = radio_group(tr(UiText::Scoring));
    scoring.kids.push_back(
        node(Role::Radio, tr(UiText::WinnerCollects), "scoring:0", !setup.lowest_wins()));
    scoring.kids.push_back(
        node(Role::Radio, tr(UiText::LowestWins), "scoring:1", setup.lowest_wins()));
    table.kids.push_back(std::move(scoring));
  }
  AccessNode house = node(Role::Group, tr(UiText::HouseRules));
  for (const StartSetup::HouseRule& h : StartSetup::house_rules())
    house.kids.push_back(node(Role::Checkbox, tr(h.label), h.id, deal.rules.*h.field));
  table.kids.push_back(std::move(house));
  root.kids.push_back(std::move(table));
  if (deal.rules.custom_cards > 0) root.kids.push_back(blank_cards(deal.rules));

  const Settings& st = core.settings();
  AccessNode settings = node(Role::Group, tr(UiText::Settings));
  AccessNode lang = radio_group(tr(UiText::Language));
  for (int l = 0; l < kLangs; ++l)
    lang.kids.push_back(node(Role::Radio, language_name(static_cast<Lang>(l)),
                             "lang:" + std::to_string(l), static_cast<int>(lang_of(st)) == l));
  settings.kids.push_back(std::move(lang));
  settings.kids.push_back(
      node(Role::Checkbox, tr(UiText::ColourMarks), "shapes", st.colour_blind_marks));
  const UiText speeds[] = {UiText::Slow, UiText::Normal, UiText::Fast, UiText::Off};
  settings.kids.push_back(
      choice_group(tr(UiText::AnimSpeed), "speed:", speeds, 4, static_cast<int>(st.animation)));
  const UiText paces[] = {UiText::PaceRelaxed, UiText::PaceQuick};
  settings.kids.push_back(
      choice_group(tr(UiText::PaceLabel), "pace:", paces, 2, static_cast<int>(st.pace)));
  settings.kids.push_back(node(Role::Checkbox, tr(UiText::Sound), "sound", !st.muted));
  AccessNode volume = node(Role::Slider, tr(UiText::Volume), "volume");
  volume.value = std::to_string(st.volume);
  settings.kids.push_back(std::move(volume));
  settings.kids.push_back(node(Role::Checkbox, tr(UiText::SpeakEvents), "speech", st.speech));
  // The accessibility settings as they are in force (Auto: the preset or the page decided).
  settings.kids.push_back(node(Role::Checkbox, tr(UiText::BrailleCards), "braille",
                               braille_on(st, setup.deal().preset)));
  settings.kids.push_back(
      node(Role::Checkbox, tr(UiText::HighContrast), "high-contrast", core.high_contrast()));
  settings.kids.push_back(
      node(Role::Checkbox, tr(UiText::LargeCards), "large-cards", st.large_cards));
  settings.kids.push_back(
      node(Role::Checkbox, tr(UiText::ReduceMotion), "reduce-motion", core.reduced_motion()));
  settings.kids.push_back(node(Role::Checkbox, tr(CoachText::TipsSetting), "tips", !st.tips_off));
  root.kids.push_back(std::move(settings));
}

// Official 112's rule editor (ui/rule_editor.cpp) as controls: a rule per blank card, the
// free text, and the penalty for free-text rules.
AccessNode AccessLayer::blank_cards(const uno::RuleSet& r) const {
  AccessNode g = node(Role::Group, tr(MomentText::RuleEditor));
  g.kids.push_back(node(Role::Text, tr(MomentText::RuleEditorHint)));
  bool any_free = false;
  for (int i = 0; i < r.custom_cards && i < 3; ++i) {
    const auto slot = static_cast<size_t>(i);
    const std::string card = line(MomentText::CardSlotFmt, i + 1);
    AccessNode rule = radio_group(card);
    for (int k = 0; k <= static_cast<int>(uno::CustomRule::FreeText); ++k)
      rule.kids.push_back(node(Role::Radio, custom_rule_name(static_cast<uno::CustomRule>(k)),
                               "blank:" + std::to_string(i) + ":" + std::to_string(k),
                               static_cast<int>(r.custom_rule[slot]) == k));
    g.kids.push_back(std::move(rule));
    const bool free = r.custom_rule[slot] == uno::CustomRule::FreeText;
    any_free |= free || r.custom_rule[slot] == uno::CustomRule::Elbows;
    if (free) {
      AccessNode text = node(Role::TextBox, std::string(tr(MomentText::FreeTextHint)) + ", " + card,
                             "blanktext:" + std::to_string(i));
      text.value = r.custom_text[slot];
      g.kids.push_back(std::move(text));
    }
  }
  if (any_free) {
    AccessNode pen = radio_group(line(MomentText::FreePenaltyFmt, r.custom_penalty));
    for (int p = 1; p <= 6; ++p)
      pen.kids.push_back(node(Role::Radio, std::to_string(p), "blankpen:" + std::to_string(p),
                              r.custom_penalty == p));
    g.kids.push_back(std::move(pen));
  }
  return g;
}

bool AccessLayer::activate_start(AppCore& core, const std::string& id, const std::string& value,
                                 double now) {
  // Edited as copies and handed to the core as Commands at the end, as the views do.
  StartSetup setup = core.setup();
  Settings st = core.settings();
  auto after = [&id](const char* prefix) {
    return id.substr(std::char_traits<char>::length(prefix));
  };
  auto seat_of = [&id](size_t from) { return number_at(id, from); };
  const bool humans = human_count(setup.deal()) > 0;
  if (id == "start" || id == "daily") {
    if (!humans) return false;
    core.ask_start_match(setup.deal(), id == "daily", now);
    return true;
  }
  if (id == "learn") {
    core.learn(setup.deal().preset);
    return true;
  }
  if (id == "continue") {
    if (!core.can_continue()) return false;
    core.continue_match();
    return true;
  }
  if (id.rfind("preset:", 0) == 0) {
    const size_t i = static_cast<size_t>(number_at(id, 7));
    if (i >= uno::kPresetNames.size()) return false;
    const std::string target = chosen_target(setup);
    const bool lowest = setup.lowest_wins();
    setup.set_preset(uno::kPresetNames[i]);
    // What else the rule set changed, said (a sighted player sees the choices move).
    std::string changed;
    if (chosen_target(setup) != target)
      changed = std::string(tr(UiText::PlayTo)) + ": " + chosen_target(setup);
    if (setup.deal().rules.target_score > 0 && setup.lowest_wins() != lowest)
      changed += (changed.empty() ? "" : "; ") + std::string(tr(UiText::Scoring)) + ": " +
                 tr(lowest ? UiText::WinnerCollects : UiText::LowestWins);
    if (!changed.empty())
      core.speak(
          fmt(AccessText::PresetSetsFmt, preset_title(uno::kPresetNames[i]), changed.c_str()));
  } else if (id == "seats-" || id == "seats+") {
    setup.set_seats(setup.seat_count() + (id == "seats+" ? 1 : -1));
    // Said: the count beside the buttons changed silently (blind play-test).
    core.speak(fmt(UiText::SeatsFmt, setup.seat_count()));
  } else if (id.rfind("name:", 0) == 0) {
    setup.set_name(seat_of(5), value);
  } else if (id.rfind("kind:", 0) == 0) {
    const int seat = seat_of(5);
    if (seat < 0 || seat >= setup.seat_count()) return false;
    const bool want_human = id.back() == 'h';
    if (is_human(setup.deal().seats[seat]) != want_human) setup.toggle_kind(seat);
  } else if (id.rfind("level:", 0) == 0) {
    const int seat = seat_of(6);
    if (seat < 0 || seat >= setup.seat_count() || is_human(setup.deal().seats[seat])) return false;
    const int want = id.back() - '0';
    for (int i = 0; i < 4 && static_cast<int>(bot_level(setup.deal().seats[seat].player)) != want;
         ++i)
      setup.next_level(seat);
  } else if (id.rfind("target:", 0) == 0) {
    setup.choose_target(after("target:"));
  } else if (id == "scoring:0" || id == "scoring:1") {
    setup.set_lowest_wins(id.back() == '1');
  } else if (id.rfind("house:", 0) == 0) {
    for (const StartSetup::HouseRule& h : StartSetup::house_rules())
      if (id == h.id) setup.rules().*h.field = !(setup.rules().*h.field);
  } else if (id.rfind("blank:", 0) == 0 && setup.rules().custom_cards > 0) {
    const int slot = seat_of(6);
    const size_t colon = id.find(':', 6);
    const int rule = colon == std::string::npos ? -1 : number_at(id, colon + 1);
    if (slot < 0 || slot >= setup.rules().custom_cards || slot > 2 || rule < 0 ||
        rule > static_cast<int>(uno::CustomRule::FreeText))
      return false;
    setup.rules().custom_rule[static_cast<size_t>(slot)] = static_cast<uno::CustomRule>(rule);
  } else if (id.rfind("blanktext:", 0) == 0 && setup.rules().custom_cards > 0) {
    const int slot = seat_of(10);
    if (slot < 0 || slot > 2) return false;
    setup.rules().custom_text[static_cast<size_t>(slot)] =
        uno::share::truncate_utf8(value, uno::share::kMaxRuleTextBytes);
  } else if (id.rfind("blankpen:", 0) == 0) {
    const int p = seat_of(9);
    if (p < 1 || p > 6) return false;
    setup.rules().custom_penalty = static_cast<std::uint8_t>(p);
  } else if (id.rfind("lang:", 0) == 0) {
    const int l = seat_of(5);
    if (l < 0 || l >= kLangs) return false;
    set_lang(st, static_cast<Lang>(l));
    set_language(static_cast<Lang>(l));
    setup.follow_language();
  } else if (id == "shapes") {
    st.colour_blind_marks = !st.colour_blind_marks;
  } else if (id == "braille") {
    st.braille = chosen(!braille_on(st, setup.deal().preset));
  } else if (id == "high-contrast") {
    st.high_contrast = chosen(!core.high_contrast());
  } else if (id == "large-cards") {
    st.large_cards = !st.large_cards;
  } else if (id == "reduce-motion") {
    st.reduce_motion = chosen(!core.reduced_motion());
  } else if (id == "tips") {
    toggle_tips(st);
  } else if (id.rfind("speed:", 0) == 0) {
    const int sp = seat_of(6);
    if (sp < 0 || sp > 3) return false;
    st.animation = static_cast<Speed>(sp);
  } else if (id.rfind("pace:", 0) == 0) {
    const int p = seat_of(5);
    if (p < 0 || p > 1) return false;
    st.pace = static_cast<uno::share::Pace>(p);
  } else if (id == "sound") {
    st.muted = !st.muted;
  } else if (id == "volume") {
    const int v = number_at(value, 0);
    if (v < 0 || v > 100 || std::to_string(v) != value) return false;  // the volume stays
    st.volume = static_cast<std::uint8_t>(v);
  } else if (id == "speech") {
    st.speech = !st.speech;
  } else {
    return false;
  }
  core.handle(Command::edit_setup(std::move(setup)), now);
  core.handle(Command::change_settings(std::move(st)), now);
  return true;
}

}  // namespace app
