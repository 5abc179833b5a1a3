#include "app/core/announcer.h"

#include "app/core/access_texts.h"

namespace app {

void Announcer::say(std::string text) {
  if (text.empty()) return;
  recent_.push_back({++seq_, std::move(text)});
  while (recent_.size() > kKept) recent_.pop_front();
}

void Announcer::on_events(const std::vector<uno::Event>& events, const std::function<Who(int)>& who,
                          const uno::Deck* deck) {
  std::string batch;
  for (const EventLine& l : describe_events(events, who, deck)) {
    if (!batch.empty()) batch += ' ';
    batch += l.text;
    const char last = l.text.empty() ? '.' : l.text.back();
    if (last != '.' && last != '!' && last != '?') batch += '.';
  }
  say(std::move(batch));
}

}  // namespace app
