// The accessibility model as the compact JSON web/a11y.js renders.
#include "app/access/access_model.h"
#include "app/access/json_writer.h"
#include "app/core/announce/announcer.h"
#include "app/core/text/access_strings.h"

namespace app {

using Role = AccessNode::Role;

namespace {
const char* role_name(Role r) {
  switch (r) {
    case Role::Heading: return "h";
    case Role::Text: return "p";
    case Role::Button: return "btn";
    case Role::Toggle: return "tog";
    case Role::RadioGroup: return "rg";
    case Role::Radio: return "radio";
    case Role::Checkbox: return "cb";
    case Role::TextBox: return "tb";
    case Role::LinkText: return "link";
    case Role::List: return "list";
    case Role::Group: return "grp";
    case Role::Dialog: return "dlg";
    case Role::Slider: return "range";
  }
  return "grp";
}

JsonObject node_json(const AccessNode& n) {
  JsonObject o;
  o.str("r", role_name(n.role)).str("n", n.name);
  if (!n.id.empty()) o.str("id", n.id);
  if (n.on) o.boolean("on", true);
  if (n.disabled) o.boolean("off", true);
  if (!n.value.empty() || n.role == Role::TextBox || n.role == Role::Slider) o.str("v", n.value);
  if (!n.kids.empty()) {
    JsonArray kids;
    for (const AccessNode& k : n.kids) kids.obj(node_json(k));
    o.arr("c", kids);
  }
  return o;
}
}  // namespace

std::string access_json(const AccessModel& m, const Announcer& announcer) {
  JsonObject o;
  o.str("lang", m.lang).str("screen", m.screen).str("summary", m.summary);
  JsonArray tags;  // the language choice's names are each in its language (their lang)
  for (const char* t : kLangTags) tags.str(t);
  o.arr("langs", tags);
  if (m.decide) o.boolean("decide", true);
  if (m.drawn) o.boolean("drawn", true);
  if (m.prompt) o.boolean("prompt", true);
  JsonArray live;
  for (const Announcement& a : announcer.recent()) {
    JsonArray line;
    line.num(a.seq).str(a.text);
    if (a.urgent) line.num(1);  // web/a11y.js: said at once (Announcement::urgent)
    live.raw(line.text());
  }
  o.arr("live", live);
  o.num("cleared", announcer.clears());  // changed: the page forgets its log (hot-seat)
  JsonObject help;
  help.str("title", tr(AccessText::KeysTitle))
      .str("open", tr(AccessText::Help))
      .str("close", tr(UiText::Close));
  help.str("events", tr(AccessText::Events));
  help.str("copy", tr(UiText::Copy))
      .str("copied", tr(UiText::Copied))
      .str("copyFailed", tr(UiText::CopyFailed));
  JsonArray lines;
  for (AccessText k :
       {AccessText::KeyHelp1, AccessText::KeyHelp3, AccessText::KeyHelp4, AccessText::KeyHelpCatch,
        AccessText::KeyHelp5, AccessText::KeyHelp6, AccessText::KeyHelp2, AccessText::KeyHelp7})
    lines.str(tr(k));
  for (const std::string& l : m.key_help) lines.str(l);
  help.arr("lines", lines);
  o.obj("help", help);
  o.obj("root", node_json(m.root));
  return o.text();
}

}  // namespace app
