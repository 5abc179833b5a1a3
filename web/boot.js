// Runs before uno.js: configures the Emscripten module and reports start-up failures.
'use strict';
(function () {
  const status = document.getElementById('status');
  function showError(text) {
    status.textContent = text; // textContent only: nothing reaches an HTML sink
    status.className = 'error';
  }
  const canvas = document.getElementById('canvas');
  canvas.addEventListener('webglcontextlost', (e) => {
    e.preventDefault();
    showError('The graphics context was lost. Please reload the page.');
  });
  if (!document.createElement('canvas').getContext('webgl2')) {
    showError('This browser has no WebGL 2, which the game needs.');
  }
  window.Module = {
    canvas: canvas,
    print: (t) => console.log(t),
    printErr: (t) => console.warn(t),
    onRuntimeInitialized: () => { status.className = 'hidden'; },
    onAbort: (what) => showError('The game stopped: ' + what),
  };
})();
