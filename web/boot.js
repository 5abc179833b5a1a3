// Runs before uno.js: configures the Emscripten module, reports start-up failures and
// keeps the offline copy (service worker) up to date.
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

  // Offline play. A new version waits until the player accepts it, so a page never
  // runs with files of two builds; the banner offers the reload.
  let updateAccepted = false;
  function offerUpdate(worker) {
    if (document.getElementById('update')) return;
    const bar = document.createElement('div');
    bar.id = 'update';
    const text = document.createElement('span');
    text.textContent = 'A new version of UNO is ready.';
    const button = document.createElement('button');
    button.textContent = 'Reload';
    button.addEventListener('click', () => {
      updateAccepted = true;
      worker.postMessage('uno-skip-waiting');
    });
    bar.append(text, button);
    document.body.append(bar);
  }
  if ('serviceWorker' in navigator && location.protocol !== 'file:') {
    let reloading = false;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      // Only after an accepted update (not on the very first install).
      if (reloading || !updateAccepted) return;
      reloading = true;
      location.reload();
    });
    window.addEventListener('load', () => {
      navigator.serviceWorker.register('sw.js').then((reg) => {
        const watch = (worker) => worker && worker.addEventListener('statechange', () => {
          if (worker.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(worker);
        });
        if (reg.waiting && navigator.serviceWorker.controller) offerUpdate(reg.waiting);
        watch(reg.installing);
        reg.addEventListener('updatefound', () => watch(reg.installing));
      }).catch((e) => console.warn('Offline mode unavailable: ' + e));
    });
  }
})();
