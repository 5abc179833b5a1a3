// A small static file server for the bundle, bound to 127.0.0.1. Used by the play
// command and by the end-to-end tests. Serves the bundle both at "/" and under a
// sub-path (default "/uno/") so that hosting from a project page is tested too.
//   node scripts/serve.mjs BUNDLE_DIR [PORT] [SUBPATH]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript',
  '.wasm': 'application/wasm', '.css': 'text/css; charset=utf-8', '.png': 'image/png',
  '.webmanifest': 'application/manifest+json', '.json': 'application/json', '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml', '.ico': 'image/x-icon',
};

// A file's gzip as sent: its twin `<file>.gz` made at build time (zopfli, a tighter gzip;
// scripts/stamp_bundle.py) when one is there and not older than the file, else gzip -9 on
// the fly, as a host without precompressed files does.
const gzCache = new Map();  // etag -> gzip bytes
function gzipped(etag, file, data) {
  if (!gzCache.has(etag)) {
    let twin = null;
    try {
      if (fs.statSync(file + '.gz').mtimeMs >= fs.statSync(file).mtimeMs) twin = fs.readFileSync(file + '.gz');
    } catch { /* no twin */ }
    gzCache.set(etag, twin || zlib.gzipSync(data, { level: 9 }));
  }
  return gzCache.get(etag);
}

export function startServer(root, port = 0, subpath = '/uno/') {
  root = path.resolve(root);
  const server = http.createServer((req, res) => {
    let url;
    try { url = new URL(req.url, 'http://127.0.0.1'); } catch { res.writeHead(400).end(); return; }
    let p = decodeURIComponent(url.pathname);
    if (subpath !== '/' && p.startsWith(subpath)) p = '/' + p.slice(subpath.length);
    else if (subpath !== '/' && p + '/' === subpath) { res.writeHead(301, { Location: subpath }).end(); return; }
    if (p.endsWith('/')) p += 'index.html';
    const file = path.join(root, path.normalize(p));
    if (!file.startsWith(root + path.sep)) { res.writeHead(403).end(); return; }
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404, { 'Content-Type': 'text/plain', 'Content-Security-Policy': "frame-ancestors 'self'" }).end('not found'); return; }
      // Like a real static host: validators for revalidation, gzip on the wire (precompressed
      // where the bundle has it, as nginx's gzip_static serves it).
      const etag = '"' + crypto.createHash('sha1').update(data).digest('base64url').slice(0, 20) + '"';
      const headers = { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream', 'Cache-Control': 'no-cache', ETag: etag, Vary: 'Accept-Encoding',
        // No other site may frame the game (clickjacking: a page over it steering the taps);
        // a <meta> CSP cannot say this, so hosts send it as a header (README, "Hosting").
        'Content-Security-Policy': "frame-ancestors 'self'" };
      if (req.headers['if-none-match'] === etag) { server.revalidated++; res.writeHead(304, headers).end(); return; }
      const ext = path.extname(file);
      if (/\bgzip\b/.test(req.headers['accept-encoding'] || '') && ext !== '.png') {
        headers['Content-Encoding'] = 'gzip';
        const body = gzipped(etag, file, data);
        server.bodyBytes += body.length;
        server.requests++;
        res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      server.bodyBytes += data.length;
      server.requests++;
      res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : data);
    });
  });
  server.bodyBytes = 0;   // response bodies sent (for the first-load budget test)
  server.requests = 0;
  server.revalidated = 0; // 304 answers
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, port = '8080', subpath = '/uno/'] = process.argv.slice(2);
  if (!dir || !fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`serve: no index.html in ${dir}: build the web bundle first`);
    process.exit(1);
  }
  const server = await startServer(dir, Number(port), subpath);
  const { port: p } = server.address();
  console.log(`UNO is being served at http://127.0.0.1:${p}/  (also under http://127.0.0.1:${p}${subpath})`);
  console.log('Press Ctrl+C to stop.');
}
