# The fuzz targets' corpus replay in the native test build (included by
# tests/share/CMakeLists.txt; see fuzz/CMakeLists.txt): each target with replay_main.cpp,
# no libFuzzer, and a ctest test that feeds it every seed of fuzz/corpus/<target>/.
foreach(target link save)
  add_executable(${target}_corpus_replay "${CMAKE_SOURCE_DIR}/fuzz/${target}_fuzz.cpp"
                                         "${CMAKE_SOURCE_DIR}/fuzz/replay_main.cpp")
  target_link_libraries(${target}_corpus_replay PRIVATE uno_share uno_warnings)
  add_test(NAME "fuzz corpus: ${target}"
    COMMAND ${target}_corpus_replay "${CMAKE_SOURCE_DIR}/fuzz/corpus/${target}")
endforeach()
