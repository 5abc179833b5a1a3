// The accessibility model of the current screen: a tree of nodes (role, accessible name in
// the chosen language, state, and an opaque id that maps back to a choice), built from the
// app core alone. The platform layer serialises it (to_json) for the page's DOM layer
// (web/a11y.js), which renders real HTML controls; an activated control comes back here
// as its id (activate), and goes the same way as a click or a key: a StartSetup change or a
// Command to AppCore. Dialog choices are derived from the session's legal actions, so a new
// kind of decision gets controls without changes here. No ImGui.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "app/core/app/command.h"
#include "engine/action.h"
#include "engine/card.h"
#include "engine/rules.h"

namespace app {

class AppCore;
class Announcer;

struct AccessNode {
  enum class Role : std::uint8_t {
    Heading,  // a screen's or dialog's title
    Text,     // a paragraph
    Button,
    Toggle,      // a button with a pressed state (UNO called in advance)
    RadioGroup,  // children: Radio
    Radio,
    Checkbox,
    TextBox,   // an editable name (value)
    LinkText,  // a read-only, selectable text (a share link)
    List,      // children: Button (the hand)
    Group,     // a labelled region
    Dialog,    // modal: focus stays inside; its first enabled choice gets focus
    Slider,    // a number 0..100 in steps of 10 (value), e.g. the volume
  };
  Role role = Role::Group;
  std::string name;
  std::string id;         // "" = nothing to activate; a dialog's: what Escape activates
  bool on = false;        // checked / pressed / selected
  bool disabled = false;  // shown, focusable, but does nothing ("not playable")
  std::string value;      // a text box's text, a slider's number
  std::vector<AccessNode> kids;
};

struct AccessModel {
  std::string lang;    // "en", "de", "sv": the page's lang attribute
  std::string screen;  // "start", "table", "summary", "privacy", "replay", "notice"
  AccessNode root;
  std::string summary;  // the table in words (read with T); "" off the table
  // The viewer has a move to make (not only a UNO call or catch, not a forced step): the
  // page puts the focus on it when this turns true.
  bool decide = false;
  // The card the viewer has just drawn may be played: a decision of its own (play it or
  // keep it), so the page puts the focus on "Play it" when this turns true.
  bool drawn = false;
  // A timed prompt (a catch chance, the viewer's own late UNO call) is open: when it is not,
  // the page empties its alert region (a stale "Press C to catch Bo" stayed there).
  bool prompt = false;
  // The keys help's lines for the rule set's own moments (the wheel, Lauf!), after the rest.
  std::vector<std::string> key_help;
};

class AccessLayer {
 public:
  AccessModel build(const AppCore& core) const;
  void canvas_picking(uno::CardId c) { canvas_picking_ = c; }
  // Carries out the control `id` (with a text box's `value`). Returns false when the id
  // means nothing now (the game moved on): nothing happens then.
  bool activate(AppCore& core, const std::string& id, const std::string& value, double now);

 private:
  void start_screen(const AppCore& core, AccessNode& root) const;
  AccessNode blank_cards(const uno::RuleSet& r) const;
  void table(const AppCore& core, AccessModel& m) const;
  void replay_bar(const AppCore& core, AccessNode& root) const;
  bool activate_start(AppCore& core, const std::string& id, const std::string& value, double now);
  bool activate_card(AppCore& core, uno::CardId card, double now);
  bool activate_key(AppCore& core, const std::string& key, double now);

  uno::CardId choosing_ = uno::kNoCard;  // a hand card with several ways to play it
  // The Wild whose colour the canvas asks for (a mouse or touch player's): the same dialog
  // here, so Tab from the canvas lands on its colours, not on a stray Menu.
  uno::CardId canvas_picking_ = uno::kNoCard;
  std::uint32_t choosing_gen_ = 0;
};

// The model as compact JSON for the page: {"lang","screen","summary","live":[[seq,text]...],
// "help":{...},"root":node}; node = {"r":role,"n":name,"id","on","off","v","c":[...]}.
std::string access_json(const AccessModel& m, const Announcer& announcer);

// An action as a control id ("act:..."), matched against the legal actions on activation;
// the canvas rings its own control while the page's focus is on it.
std::string action_id(const uno::Action& a);

}  // namespace app
