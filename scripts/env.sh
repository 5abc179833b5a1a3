# Environment for emscripten 3.1.6 from Debian (sourced by the build scripts).
export NODE_PATH=/usr/share/nodejs       # emscripten's JS tools need acorn from here
export EMSDK_PYTHON=/usr/bin/python3     # Debian's python, not a user-installed one
export CMAKE_BUILD_PARALLEL_LEVEL=${CMAKE_BUILD_PARALLEL_LEVEL:-$(nproc)}
