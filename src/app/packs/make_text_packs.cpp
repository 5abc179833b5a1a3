// Writes the language packs (core/text/text_packs.h) from the full text tables: lang-de.pack and
// lang-sv.pack into the folder given. The web build runs it under node (built with every
// language, unlike the page's wasm) and ships the packs beside uno.wasm.
#include <cstdio>
#include <string>

#include "app/core/text/text_packs.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: make_text_packs OUT_DIR\n");
    return 2;
  }
  for (app::Lang l : {app::Lang::De, app::Lang::Sv}) {
    const std::string pack = app::build_text_pack(l);
    const std::string path = std::string(argv[1]) + "/" + app::text_pack_file(l);
    std::FILE* f = std::fopen(path.c_str(), "wb");
    if (!f || std::fwrite(pack.data(), 1, pack.size(), f) != pack.size() || std::fclose(f) != 0) {
      std::fprintf(stderr, "make_text_packs: cannot write %s\n", path.c_str());
      return 1;
    }
    // Read back through the loader: a pack the game would refuse fails the build.
    const std::string why = app::load_text_pack(l, pack);
    if (!why.empty()) {
      std::fprintf(stderr, "make_text_packs: %s: %s\n", path.c_str(), why.c_str());
      return 1;
    }
  }
  return 0;
}
