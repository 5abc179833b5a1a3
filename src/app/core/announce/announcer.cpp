#include "app/core/announce/announcer.h"

#include <utility>

#include "app/core/motion/keep_last.h"
#include "app/core/text/access_strings.h"

namespace app {
namespace {

// "You play Lauf!." -> "You play Lauf!": a name that ends in "!" ends the sentence too.
std::string tidy(std::string text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '.' && i > 0 && (text[i - 1] == '!' || text[i - 1] == '?') &&
        (i + 1 == text.size() || text[i + 1] == ' '))
      continue;
    out += text[i];
  }
  return out;
}

}  // namespace

void Announcer::clear() {
  recent_.clear();
  history_.clear();
  ++clears_;
}

void Announcer::say(std::string text, bool urgent) {
  if (text.empty()) return;
  recent_.push_back({++seq_, tidy(std::move(text)), urgent});
  keep_last(recent_, kKept);
}

std::vector<std::string> lines_in_order(const std::vector<uno::Event>& events,
                                        const std::function<Who(int)>& who, const uno::Deck* deck,
                                        const Explained& moments, bool drop_your_turn) {
  // Every line with the index of the event it tells; a moment's line after the event
  // line of the same event.
  struct Line {
    int at;
    int order;
    std::string text;
  };
  std::vector<Line> lines;
  for (EventLine& l : describe_events(events, who, deck))
    if (!(l.your_turn && drop_your_turn)) lines.push_back({l.at, 0, std::move(l.text)});
  const auto add_moments = [&lines](const std::vector<std::string>& texts,
                                    const std::vector<int>& at) {
    for (size_t i = 0; i < texts.size(); ++i)
      lines.push_back({i < at.size() ? at[i] : 1 << 30, 1, texts[i]});
  };
  add_moments(moments.lines, moments.lines_at);
  add_moments(moments.after_wheel, moments.after_wheel_at);
  // Insertion sort, stable: a batch is a few lines (no <algorithm> sort in the bundle).
  for (size_t i = 1; i < lines.size(); ++i)
    for (size_t j = i;
         j > 0 && (lines[j].at < lines[j - 1].at ||
                   (lines[j].at == lines[j - 1].at && lines[j].order < lines[j - 1].order));
         --j)
      std::swap(lines[j], lines[j - 1]);
  std::vector<std::string> out;
  for (Line& l : lines) out.push_back(std::move(l.text));
  return out;
}

void Announcer::on_events(const std::vector<uno::Event>& events, const std::function<Who(int)>& who,
                          const uno::Deck* deck, const Explained& moments,
                          const std::vector<std::string>& tail, const std::string& turn,
                          const std::string& lead) {
  std::string batch = lead;
  auto append = [&batch](const std::string& text) {
    if (text.empty()) return;
    if (!batch.empty()) batch += ' ';
    batch += sentence(text);
  };
  for (const std::string& l : lines_in_order(events, who, deck, moments, !turn.empty())) append(l);
  for (const std::string& l : tail) append(l);
  append(turn);
  if (batch.empty()) return;
  say(batch);
  // Keys are for the ear: the moves' list (the "?" card, a touch player's too) names none
  // ("Two cards: press U, then play" was read there on a phone, stop 60).
  std::string moves = recent_.back().text;
  const std::string key = tr(AccessText::UnoReminder);
  if (const auto at = moves.find(key); at != std::string::npos)
    moves.erase(at > 0 ? at - 1 : at, key.size() + (at > 0 ? 1 : 0));
  history_.push_back(std::move(moves));
  keep_last(history_, kHistory);
}

void Announcer::repeat_last(size_t lines) {
  // The game's lines only: a table read (T), the scores (S) or a key's answer repeated as
  // if it were a move was noise (blind play-test).
  if (history_.empty()) {
    say(tr(AccessText::NothingSaid));
    return;
  }
  std::string text;
  const size_t from = history_.size() > lines ? history_.size() - lines : 0;
  for (size_t i = from; i < history_.size(); ++i) text += (text.empty() ? "" : " ") + history_[i];
  say(std::move(text));
}

}  // namespace app
