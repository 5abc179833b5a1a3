// The guided rounds' files on their way from the page into the app: fetched when a
// player presses Learn (never on a first visit), handed to the core at the start of a frame.
#pragma once

#include <string>
#include <vector>

namespace app {

struct LearnFile {
  std::string name;      // "learn-classic.de.txt"
  bool fetched = false;  // false: it did not arrive (offline and never fetched, an error)
  std::string text;
};

// Asks the page for a guided round's file (AppCore's Host::fetch_learn).
void browser_fetch_learn(const std::string& name);
// The answers that arrived since the last call.
std::vector<LearnFile> learn_files_take();

}  // namespace app
