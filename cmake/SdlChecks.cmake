# SDL's feature checks (check_include_file, check_symbol_exists, check_c_source_compiles...)
# under emscripten: one emcc try-compile each, minutes of every fresh web configure. Their
# results are facts about the toolchain and SDL's CMake code, recorded in
# cmake/SdlChecksRecord.cmake, and preset in the cache before SDL's CMake runs: its check
# macros skip a result that is already cached.
#
# The record carries a key: a hash of the emscripten and clang versions, the C flags the
# checks compile with and SDL's CMake files. With another key (an emscripten or SDL update,
# other flags) nothing is preset and the checks run as before. Every configure writes what
# the record should be to <build>/sdl_checks_record.cmake (the key and every SDL check
# result in the cache), and the ctest test "SDL's recorded feature checks are current"
# fails when that differs from the committed record (a stale key, or a check the record
# lacks), telling which file to copy where.

# The key of this configure: what the checks' results depend on.
function(uno_sdl_checks_key out)
  set(text "emscripten ${EMSCRIPTEN_VERSION}; clang ${CMAKE_C_COMPILER_VERSION}")
  string(TOUPPER "${CMAKE_BUILD_TYPE}" config)
  string(APPEND text "; C flags '${CMAKE_C_FLAGS}' '${CMAKE_C_FLAGS_${config}}'")
  file(GLOB files "${UNO_SDL_DIR}/CMakeLists.txt" "${UNO_SDL_DIR}/cmake/*.cmake")
  list(SORT files)
  foreach(file IN LISTS files)
    file(SHA256 "${file}" hash)
    file(RELATIVE_PATH name "${UNO_SDL_DIR}" "${file}")
    string(APPEND text "; ${name} ${hash}")
  endforeach()
  string(SHA256 key "${text}")
  set(${out} "${key}" PARENT_SCOPE)
endfunction()

# Called by the record: presets its results when its key is this configure's.
macro(uno_sdl_checks_recorded key)
  set(_uno_sdl_record_key "${key}")
endmacro()
macro(uno_sdl_check name value)
  list(APPEND _uno_sdl_record_names "${name}")
  if(_uno_sdl_record_key STREQUAL _uno_sdl_key AND NOT DEFINED CACHE{${name}})
    set("${name}" "${value}" CACHE INTERNAL "SDL feature check, recorded (cmake/SdlChecks.cmake)")
  endif()
endmacro()

# Before add_subdirectory(SDL): notes the cache's variables, then presets the record.
macro(uno_sdl_checks_before)
  uno_sdl_checks_key(_uno_sdl_key)
  get_cmake_property(_uno_sdl_cache_before CACHE_VARIABLES)
  set(_uno_sdl_record_key "")
  set(_uno_sdl_record_names "")
  include("${CMAKE_SOURCE_DIR}/cmake/SdlChecksRecord.cmake" OPTIONAL)
  if(_uno_sdl_record_key STREQUAL _uno_sdl_key)
    message(STATUS "SDL feature checks: recorded results (cmake/SdlChecksRecord.cmake)")
  else()
    message(STATUS "SDL feature checks: the record's key is not this configure's, running them")
  endif()
endmacro()

# After add_subdirectory(SDL): writes what the record should be (every check result SDL's
# CMake added to the cache, and the recorded ones) and the test that compares.
macro(uno_sdl_checks_after)
  get_cmake_property(_uno_sdl_cache_after CACHE_VARIABLES)
  list(REMOVE_ITEM _uno_sdl_cache_after ${_uno_sdl_cache_before})
  set(_uno_sdl_names ${UNO_SDL_CHECK_NAMES} ${_uno_sdl_record_names})
  foreach(_name IN LISTS _uno_sdl_cache_after)
    get_property(_type CACHE "${_name}" PROPERTY TYPE)
    get_property(_help CACHE "${_name}" PROPERTY HELPSTRING)
    if(_type STREQUAL "INTERNAL" AND _help MATCHES "^(Have|Test) ")  # CMake's check macros
      list(APPEND _uno_sdl_names "${_name}")
    endif()
  endforeach()
  list(REMOVE_DUPLICATES _uno_sdl_names)
  list(SORT _uno_sdl_names)
  # Remembered for the next configure, where SDL adds nothing new to the cache.
  set(UNO_SDL_CHECK_NAMES "${_uno_sdl_names}" CACHE INTERNAL "SDL's feature check results")
  set(_record "# SDL 2's feature check results under emscripten, preset before SDL's CMake runs\n")
  string(APPEND _record "# (cmake/SdlChecks.cmake). Made by the web configure: copy its\n")
  string(APPEND _record "# <build>/sdl_checks_record.cmake here when the ctest test says so.\n")
  string(APPEND _record "uno_sdl_checks_recorded(\"${_uno_sdl_key}\")\n")
  foreach(_name IN LISTS _uno_sdl_names)
    if(DEFINED CACHE{${_name}})
      set(_value "$CACHE{${_name}}")
      if(_value MATCHES "[\"\\\\$;\n]")
        message(FATAL_ERROR "SDL check ${_name}: its value '${_value}' cannot be recorded as is")
      endif()
      string(APPEND _record "uno_sdl_check(${_name} \"${_value}\")\n")
    endif()
  endforeach()
  file(WRITE "${CMAKE_BINARY_DIR}/sdl_checks_record.cmake" "${_record}")
  add_test(NAME "SDL's recorded feature checks are current"
    COMMAND ${CMAKE_COMMAND} -DRECORD=${CMAKE_SOURCE_DIR}/cmake/SdlChecksRecord.cmake
            -DMADE=${CMAKE_BINARY_DIR}/sdl_checks_record.cmake
            -P "${CMAKE_SOURCE_DIR}/cmake/CheckSdlChecks.cmake")
endmacro()
