// Modal messages over any screen: bad links, unreadable saves, a shared deal to confirm,
// a link to share (selectable text, a copy button and what the clipboard said). One at a
// time, in the order shown; the screens behind take no input meanwhile.
#pragma once

#include <string>
#include <vector>

namespace app {

struct Notice {
  std::string id;  // stable, for the test hook and the caller ("bad-link", ...)
  std::string title;
  std::string body;
  std::string detail;  // small print (an error's English detail)
  std::string link;    // when set: shown selectable, with a copy button
  struct Button {
    std::string id, label;
  };
  std::vector<Button> buttons;  // empty: one "Close"/OK button with id "ok"
};

// The button Escape presses: the only one, or "keep" (the game in progress stays), or
// "fresh" (a deal nobody knows), or "got-it" (a tip read), or "later" (the guided round not
// now); "" when every choice matters.
std::string escape_button(const Notice& n);

class Notices {
 public:
  void show(Notice n);
  bool open() const { return !queue_.empty(); }
  const std::string& current_id() const;
  const Notice* current() const { return queue_.empty() ? nullptr : &queue_.front(); }
  // Closes the front notice by one of its buttons: returns "<notice id>:<button id>".
  std::string close(const std::string& button);

 private:
  std::vector<Notice> queue_;  // a few at most: a vector, no deque code in the bundle
};

}  // namespace app
