// Linked with --post-js. Before the wasm is instantiated, Emscripten's export stubs
// throw ("Module.asm is undefined"); pages and tests that poll the exports early get 0
// instead. Once the runtime is up, the first call replaces the wrapper with the export.
['_uno_frame_count', '_uno_test_state'].forEach(function (name) {
  var stub = Module[name];
  if (typeof stub !== 'function') return;
  Module[name] = function () {
    return Module['asm'] ? stub.apply(null, arguments) : 0;
  };
});
