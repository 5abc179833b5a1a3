// Service worker: precaches the whole bundle under one version, so a page never mixes
// files of two builds. scripts/stamp_bundle.py fills in the version and the file list.
// Precache requests revalidate ('no-cache'): the files the page just loaded come back as
// 304s instead of a second download, and a changed file is fetched anew.
'use strict';
const VERSION = '__UNO_BUILD_HASH__';
const FILES = __UNO_PRECACHE__;
// Fetched on first use (the coach's advisor worker and wasm, the language packs, the guided
// rounds), then kept with the rest, so the game works offline after the coach, the language
// or the lesson was used once online. Their names' beginnings.
const LAZY = __UNO_LAZY__;
const lazy = (name) => LAZY.some((p) => name.startsWith(p));
const CACHE = 'uno-' + VERSION;

// The lazy files an older version had cached (the player used them) come along into the
// new version, so a German player or a coach user stays offline-ready after an update.
async function usedLazyFiles() {
  const used = new Set();
  for (const key of await caches.keys()) {
    if (!key.startsWith('uno-') || key === CACHE) continue;
    for (const req of await (await caches.open(key)).keys()) used.add(new URL(req.url).pathname.split('/').pop());
  }
  return [...used].filter(lazy);
}

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then(async (cache) => {
    await cache.addAll(FILES.map((f) => new Request(f, { cache: 'no-cache' })));
    const carried = await usedLazyFiles();
    await Promise.all(carried.map((f) => cache.add(new Request(f, { cache: 'no-cache' })).catch(() => {})));
  }));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('uno-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// The page asks for this only after the player accepted the update.
self.addEventListener('message', (event) => {
  if (event.data === 'uno-skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  const name = new URL(req.url).pathname.split('/').pop();
  event.respondWith(caches.open(CACHE).then((cache) =>
    cache.match(req, { ignoreSearch: true }).then((hit) => hit || fetch(req).then((res) => {
      if (res.ok && lazy(name)) cache.put(req, res.clone());
      return res;
    }))));
});
