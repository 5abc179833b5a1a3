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
    onRuntimeInitialized: () => {
      status.className = 'hidden';
      // main() comes next and asks for the first frame; an animation frame asked for now runs
      // just before it, and the one after that once the first frame is on the screen.
      requestAnimationFrame(() => requestAnimationFrame(firstFrameShown));
    },
    onAbort: (what) => showError('The game stopped: ' + what),
    // uno.wasm is fetched and compiled from here, while the other scripts still load and
    // run (the page preloads it too: shell.html), instead of after uno.js has run.
    instantiateWasm: (imports, receive) => {
      compiled.then((module) => WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module)))
        .catch((e) => showError('The game could not load (' + e + '). Please reload the page.'));
      return {}; // the exports come through receive
    },
  };
  // A host that serves uno.wasm under another type than application/wasm refuses the
  // streaming compile: then it is compiled from its bytes.
  const wasmResponse = () => fetch('uno.wasm', { credentials: 'same-origin' }).then((r) => {
    if (!r.ok) throw new Error('HTTP ' + r.status);
    return r;
  });
  let firstFrameShown;
  const shown = new Promise((resolve) => { firstFrameShown = resolve; });
  const compiled = (WebAssembly.compileStreaming ? WebAssembly.compileStreaming(wasmResponse()) : Promise.reject(new Error()))
    .catch(() => wasmResponse().then((r) => r.arrayBuffer()).then((bytes) => WebAssembly.compile(bytes)));

  // One tab owns the saved game (src/app/platform/save_owner.h): two tabs writing the one
  // save would roll each other's moves back. The owner holds a Web Lock while it lives; a
  // tab that finds it taken starts as a guest, reads the save but writes nothing, and
  // offers to take the game over: it steals the lock (the other tab is told, stops saving
  // and says so) and reloads, reading what the other tab saved. Without Web Locks (or when
  // the browser refuses them, e.g. storage blocked) every tab saves, as before. The game
  // starts once the answer is in: at once for the owner, within a second for a guest.
  const LOCK = 'uno-save';
  let granted = false;
  const holdLock = (lock) => {
    granted = true;
    window.unoOwner = true;
    return new Promise(() => {}); // held while the page lives
  };
  // After "Play here instead" the reloaded page takes the lock whoever holds it (the
  // document before the reload may not have let go of it yet).
  let taking = false;
  try { taking = sessionStorage.getItem('uno-take-over') === '1'; sessionStorage.removeItem('uno-take-over'); } catch (e) { /* storage off */ }
  const owned = !navigator.locks ? Promise.resolve() : new Promise((resolve) => {
    const refused = (e) => {
      if (granted) { // held, then taken by another tab's "Play here instead"
        window.unoOwner = false;
        if (window.Module && Module._uno_wake) Module._uno_wake();
      } else if (e && e.name === 'AbortError') {
        window.unoOwner = false; // another tab owns the game
      } // any other refusal: no lock to be had, so this tab saves as without Web Locks
      resolve();
    };
    const take = (lock) => { resolve(); return holdLock(lock); };
    // A plain reload's old document may still hold the lock for a moment: only when the lock
    // is held does the page wait for it, up to a second, before starting as a guest. A free
    // lock is taken however long the browser takes to answer (a busy phone may need more
    // than a second: a timer from the start would make the only tab a guest).
    const wait = () => {
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), 1000);
      navigator.locks.request(LOCK, { signal: abort.signal }, (lock) => { clearTimeout(timer); return take(lock); })
        .catch((e) => { clearTimeout(timer); refused(e); });
    };
    if (taking) navigator.locks.request(LOCK, { steal: true }, take).catch(refused);
    else {
      navigator.locks.request(LOCK, { ifAvailable: true }, (lock) => {
        if (lock) return take(lock);
        wait(); // held: by the old document of a reload, or by another tab
        return undefined;
      }).catch(refused);
    }
  });
  window.unoTakeOver = () => {
    try { sessionStorage.setItem('uno-take-over', '1'); } catch (e) { /* storage off */ }
    if (!navigator.locks) return location.reload();
    // Stolen now, so the other tab stops saving before this one reads the save again.
    navigator.locks.request(LOCK, { steal: true }, () => { location.reload(); })
      .catch(() => location.reload());
  };
  // No other site may show the game in a frame and steer its taps (a header says so where
  // the host can send one, README "Hosting"); where it cannot, the game does not start.
  let framed = false;
  try { framed = window.top !== window.self && window.top.location.origin !== location.origin; } catch (e) { framed = true; }
  if (framed) showError('UNO does not run inside another site. Open it in its own tab.');

  window.Module.preRun = [() => {
    Module.addRunDependency('owner');
    owned.then(() => Module.removeRunDependency('owner'));
    if (framed) Module.addRunDependency('framed'); // never removed: the game does not start
  }];

  // Language packs: uno.wasm holds the English texts only; every other language comes as
  // lang-<tag>.pack (src/app/core/text/text_packs.h, made from assets/i18n), fetched when the app asks
  // (src/app/platform/language_packs.cpp). The language the game will start in is guessed
  // as the app decides it (AppCore::init: a #lang= option, else the saved settings, else the
  // browser's language) and its pack fetched now, beside uno.wasm, so the game starts in it.
  // A fetch is handed over once: asking again (a retry after a failure) fetches anew.
  const packs = {}; // fetches started here and not yet handed to the app
  let arrived = {}; // their bytes, once here
  // A request that never completes is given up after 60 s (window.unoPackTimeoutMs, for
  // tests), so the player hears that the language is missing instead of waiting for ever.
  const load = (tag) => {
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort(), window.unoPackTimeoutMs || 60000);
    return fetch('lang-' + tag + '.pack', { signal: stop.signal }).then((r) => {
      if (!r.ok) throw new Error('HTTP ' + r.status);
      return r.arrayBuffer();
    }).then((b) => new Uint8Array(b)).finally(() => clearTimeout(timer));
  };
  window.unoLanguagePack = (tag) => {
    const p = packs[tag] || load(tag);
    delete packs[tag];
    delete arrived[tag];
    return p;
  };
  // A pack the app refused (another build's, damaged) leaves the offline cache, so the
  // next request fetches it anew.
  window.unoLanguageRefused = (tag) => {
    if (!window.caches) return;
    caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith('uno-'))
      .map((k) => caches.open(k).then((c) => c.delete('lang-' + tag + '.pack', { ignoreSearch: true })))))
      .catch(() => {});
  };
  // The packs already here, handed over before the app starts (then not again).
  window.unoLanguagesArrived = () => {
    const a = arrived;
    arrived = {};
    for (const t in a) delete packs[t];
    return a;
  };
  function startLanguage() {
    let tag = (/(?:^#|&)lang=([^&]*)/.exec(location.hash) || [])[1];
    if (tag === undefined) {
      let saved = null;
      try { saved = localStorage.getItem('uno-save'); } catch (e) { /* storage off */ }
      tag = saved === null ? navigator.language || '' : (/^language (\S+)$/m.exec(saved) || [])[1] || '';
    }
    // As the app matches it (language_from_tag): the whole tag, else its language alone.
    // The languages with a pack: filled in by scripts/stamp_bundle.py from the bundle.
    const packed = __UNO_LANGS__;
    const norm = (t) => t.toLowerCase().replace(/_/g, '-');
    const want = norm(tag);
    const whole = packed.find((t) => want === norm(t) || want.startsWith(norm(t) + '-'));
    if (whole) return whole;
    const lang = want.split('-')[0];
    return (lang && packed.find((t) => norm(t).split('-')[0] === lang)) || '';
  }
  const first = startLanguage();
  if (first) {
    // The game starts once the pack is here (or after 3 s: then in English, switching when
    // it arrives), so the first frame and the texts made at start-up are in its language.
    packs[first] = load(first);
    packs[first].then((bytes) => { if (packs[first]) arrived[first] = bytes; }, () => {});
    const ready = Promise.race([packs[first].catch(() => null),
      new Promise((resolve) => setTimeout(resolve, 3000))]);
    window.Module.preRun.push(() => {
      Module.addRunDependency('lang');
      ready.then(() => Module.removeRunDependency('lang'));
    });
  }

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
    // Registered once the first frame is on the screen: the offline copy's downloads then
    // come from the browser's cache (revalidated) instead of sharing a slow line and the
    // processor with what the first screen waits for.
    shown.then(() => {
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
