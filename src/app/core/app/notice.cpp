#include "app/core/app/notice.h"

#include "app/core/text/strings.h"

namespace app {

void Notices::show(Notice n) {
  if (n.buttons.empty()) n.buttons.push_back({"ok", tr(UiText::Close)});
  queue_.push_back(std::move(n));
}

std::string escape_button(const Notice& n) {
  if (n.buttons.size() == 1) return n.buttons[0].id;
  for (const char* safe : {"keep", "fresh", "got-it", "later"})
    for (const Notice::Button& b : n.buttons)
      if (b.id == safe) return b.id;
  return {};
}

const std::string& Notices::current_id() const {
  static const std::string kNone;
  return queue_.empty() ? kNone : queue_.front().id;
}

std::string Notices::close(const std::string& button) {
  if (queue_.empty()) return {};
  std::string out = queue_.front().id + ":" + button;
  // The rest moved into a new queue (push_back: a vector erase of notices is more code).
  std::vector<Notice> rest;
  for (std::size_t i = 1; i < queue_.size(); ++i) rest.push_back(std::move(queue_[i]));
  queue_ = std::move(rest);
  return out;
}

}  // namespace app
