# SDL2 and Dear ImGui from the Debian source packages that scripts/setup unpacks.
# Only used by the web build; nothing here is committed third-party code.
set(UNO_SDL_DIR "${UNO_THIRD_PARTY}/SDL2-2.26.5")
set(UNO_IMGUI_DIR "${UNO_THIRD_PARTY}/imgui-1.86")
foreach(dir IN ITEMS "${UNO_SDL_DIR}" "${UNO_IMGUI_DIR}")
  if(NOT EXISTS "${dir}/.unpacked")
    message(FATAL_ERROR "Missing ${dir}: run scripts/setup first.")
  endif()
endforeach()

# SDL: static, only the subsystems the game uses (video, events, timers).
set(SDL_SHARED OFF CACHE BOOL "" FORCE)
set(SDL_STATIC ON CACHE BOOL "" FORCE)
set(SDL_TEST OFF CACHE BOOL "" FORCE)
set(SDL2_DISABLE_SDL2MAIN ON CACHE BOOL "" FORCE)
set(SDL2_DISABLE_INSTALL ON CACHE BOOL "" FORCE)
set(SDL2_DISABLE_UNINSTALL ON CACHE BOOL "" FORCE)
# No OPENGL/OPENGLES either: the platform layer creates the WebGL context through the
# browser, so SDL's EGL layer (and emscripten's EGL glue) stay out of the bundle.
foreach(sub IN ITEMS AUDIO JOYSTICK HAPTIC HIDAPI POWER SENSOR RENDER FILE LOADSO OPENGL OPENGLES)
  set(SDL_${sub} OFF CACHE BOOL "" FORCE)
endforeach()
add_subdirectory("${UNO_SDL_DIR}" "${CMAKE_BINARY_DIR}/third_party/sdl2" EXCLUDE_FROM_ALL SYSTEM)
# No software blitters, RLE or software renderer: everything is drawn with WebGL.
# (Saves ~100 KB of wasm that SDL's surface code would otherwise keep reachable.)
target_compile_definitions(SDL2-static PRIVATE SDL_LEAN_AND_MEAN=1)

# ImGui 1.86 always links its default font (ProggyClean, 12 KB of base85 text, ~9.5 KB of
# the gzipped wasm), reachable only when no font was added; the game always adds its own.
# 1.86 has no switch for it (IMGUI_DISABLE_DEFAULT_FONT came later), so the build compiles a
# copy of imgui_draw.cpp whose AddFontDefault() returns NULL instead. Nothing is committed:
# the copy is made from the unpacked source at configure time, and a changed source fails.
set(UNO_IMGUI_DRAW "${CMAKE_BINARY_DIR}/third_party/imgui_draw_no_default_font.cpp")
file(READ "${UNO_IMGUI_DIR}/imgui_draw.cpp" _imgui_draw)
set(_needle "const char* ttf_compressed_base85 = GetDefaultCompressedFontDataTTFBase85();")
string(FIND "${_imgui_draw}" "${_needle}" _at)
if(_at LESS 0)
  message(FATAL_ERROR "imgui_draw.cpp changed: update the default-font cut in cmake/ThirdParty.cmake")
endif()
string(REPLACE "${_needle}" "const char* ttf_compressed_base85 = NULL; return NULL; // uno: no built-in font (cmake/ThirdParty.cmake)"
  _imgui_draw "${_imgui_draw}")
file(WRITE "${UNO_IMGUI_DRAW}.new" "${_imgui_draw}")
configure_file("${UNO_IMGUI_DRAW}.new" "${UNO_IMGUI_DRAW}" COPYONLY)  # rewritten only when it differs
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${UNO_IMGUI_DIR}/imgui_draw.cpp")
set_source_files_properties("${UNO_IMGUI_DRAW}" PROPERTIES COMPILE_OPTIONS "-Wno-unused-function")

add_library(imgui STATIC
  "${UNO_IMGUI_DIR}/imgui.cpp"
  "${UNO_IMGUI_DRAW}"
  "${UNO_IMGUI_DIR}/imgui_tables.cpp"
  "${UNO_IMGUI_DIR}/imgui_widgets.cpp"
  "${UNO_IMGUI_DIR}/backends/imgui_impl_sdl.cpp"
  "${UNO_IMGUI_DIR}/backends/imgui_impl_opengl3.cpp")
target_include_directories(imgui SYSTEM PUBLIC "${UNO_IMGUI_DIR}" "${UNO_IMGUI_DIR}/backends")
# No demo or metrics windows in the shipped bundle.
# No file functions either: settings and fonts never touch a file system (-sFILESYSTEM=0).
target_compile_definitions(imgui PUBLIC IMGUI_DISABLE_DEMO_WINDOWS IMGUI_DISABLE_METRICS_WINDOW
  IMGUI_DISABLE_OBSOLETE_FUNCTIONS IMGUI_DISABLE_FILE_FUNCTIONS)
target_link_libraries(imgui PUBLIC SDL2::SDL2-static)
# ImGui's sscanf calls (settings lines, typed-in numbers, colour hex) go to a small scanner
# of ours instead of libc's scanf family: about 12 KB less wasm.
set(UNO_IMGUI_SSCANF "${CMAKE_SOURCE_DIR}/src/app/platform/imgui_sscanf")
target_sources(imgui PRIVATE "${UNO_IMGUI_SSCANF}.cpp")
target_include_directories(imgui PRIVATE "${CMAKE_SOURCE_DIR}/src")
target_compile_options(imgui PRIVATE "SHELL:-include ${UNO_IMGUI_SSCANF}.h")
