#include "app/core/access/announcer.h"

#include "app/core/access/access_texts.h"

namespace app {

void Announcer::clear() {
  recent_.clear();
  ++clears_;
}

void Announcer::say(std::string text) {
  if (text.empty()) return;
  recent_.push_back({++seq_, std::move(text)});
  if (recent_.size() > kKept) recent_.erase(recent_.begin(), recent_.end() - kKept);
}

void Announcer::on_events(const std::vector<uno::Event>& events, const std::function<Who(int)>& who,
                          const uno::Deck* deck, const Explained& moments) {
  std::string batch;
  auto append = [&batch](const std::string& text) {
    if (text.empty()) return;
    if (!batch.empty()) batch += ' ';
    batch += text;
    const char last = text.back();
    if (last != '.' && last != '!' && last != '?') batch += '.';
  };
  for (const EventLine& l : describe_events(events, who, deck)) append(l.text);
  for (const std::string& l : moments.lines) append(l);
  for (const std::string& l : moments.after_wheel) append(l);
  say(std::move(batch));
}

}  // namespace app
