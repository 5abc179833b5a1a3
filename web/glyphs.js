// The game's glyphs, drawn by the browser's own text engine (a 2D canvas) in the page's font
// (system-ui): src/app/platform/glyph_raster.cpp asks for a face and copies its glyphs into
// the atlas. The faces the first screen will ask for are drawn here already, while uno.wasm
// downloads and the page has nothing else to do: a phone's first frame waited 0.6 s for
// them (docs/log/first-draw.md).
'use strict';
(function () {
  const g = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const WIDTH = 2048; // of the scratch canvas: the glyphs side by side, in rows
  const font = (bold, em) => (bold ? 'bold ' : '') + em + 'px system-ui, sans-serif';
  // A symbol (arrows, ⊘, ★, ✓) asks for its text form (U+FE0E): some systems would draw an
  // emoji, whose colours the atlas cannot keep.
  const text = (cp) => String.fromCharCode(cp) + (cp >= 0x2000 ? '\uFE0E' : '');
  const key = (linePx, bold) => (bold ? 'b' : 'r') + linePx;

  // Draws the code points `cps` of a face whose line (ascent + descent, ImGui's font size)
  // is `linePx` device pixels: its metrics and, per code point, its ink box from the pen
  // (with a transparent pixel round it; w 0 without ink) and where its pixels lie in `src`
  // (row by row from `from`, `stride` apart).
  function newFace(linePx, bold) {
    g.font = font(bold, 100);
    const ref = g.measureText('Hg');
    let asc = ref.fontBoundingBoxAscent, desc = ref.fontBoundingBoxDescent;
    if (!(asc > 0 && desc >= 0)) { asc = 93; desc = 24; } // no font box: DejaVu Sans's shape
    const k = linePx / (asc + desc);
    return { ascent: asc * k, descent: desc * k, em: 100 * k, glyphs: new Map() };
  }
  function draw(linePx, bold, cps, face = newFace(linePx, bold)) {
    g.font = font(bold, face.em);
    const drawn = [];
    for (const cp of cps) {
      if (face.glyphs.has(cp)) continue;
      const m = g.measureText(text(cp));
      const x0 = Math.floor(-m.actualBoundingBoxLeft), x1 = Math.ceil(m.actualBoundingBoxRight);
      const y0 = Math.floor(-m.actualBoundingBoxAscent), y1 = Math.ceil(m.actualBoundingBoxDescent);
      const ink = x1 > x0 && y1 > y0;
      const q = { cp, advance: m.width, x0: x0 - 1, y0: y0 - 1, w: ink ? x1 - x0 + 2 : 0, h: ink ? y1 - y0 + 2 : 0 };
      face.glyphs.set(cp, q);
      if (ink) drawn.push(q);
    }
    if (!drawn.length) return face;
    // Side by side, tallest first (each row wastes little height), then read back once:
    // reading back a tall band cost a phone a third of a second.
    drawn.sort((p, q) => q.h - p.h || p.cp - q.cp);
    let x = 0, y = 0, row = 0;
    for (const q of drawn) {
      if (x + q.w > WIDTH) { x = 0; y += row + 1; row = 0; }
      q.x = x; q.y = y;
      x += q.w + 1; row = Math.max(row, q.h);
    }
    g.canvas.width = WIDTH; g.canvas.height = y + row; // also clears and resets the state
    g.font = font(bold, face.em);
    g.fillStyle = '#fff';
    for (const q of drawn) {
      g.save(); g.beginPath(); g.rect(q.x, q.y, q.w, q.h); g.clip();
      g.fillText(text(q.cp), q.x - q.x0, q.y - q.y0);
      g.restore();
    }
    const src = new Uint32Array(g.getImageData(0, 0, WIDTH, y + row).data.buffer);
    for (const q of drawn) { q.src = src; q.from = q.y * WIDTH + q.x; q.stride = WIDTH; }
    return face;
  }

  // The faces the first screen asks for: src/app/ui/fonts.cpp's three sizes for the window
  // as SDL reports it (the canvas's CSS size, whole pixels) and src/app/core/look/layout.cpp's
  // ui_metrics scale, in the same float arithmetic. Their Latin glyphs only: the few others
  // are drawn when asked. A wrong guess costs time, never a glyph (tests/e2e/fonts.test.mjs
  // checks the guess at every screen size).
  function firstFaces() {
    const f = Math.fround, r = document.getElementById('canvas').getBoundingClientRect();
    const w = Math.floor(r.width), h = Math.floor(r.height), dpr = f(window.devicePixelRatio || 1);
    const scale = Math.min(w, h) < 600 ? 1 : Math.min(Math.max(Math.min(f(w / 1280), f(h / 800)), 1), 3);
    const cap = (px) => (px < 200 ? px : 200);
    const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
    const latin = range(0x20, 0x7e).concat(range(0xa0, 0xff));
    return [
      [f(f(18 * scale) * dpr), false, latin], // the interface
      [cap(f(f(54 * scale) * dpr)), true, latin], // banners
      [cap(f(f(96 * scale) * dpr)), true, range(0x20, 0x5a).concat([0x21ba, 0x21bb, 0x2298])], // card faces
    ];
  }

  const early = new Map(); // faces drawn before the game asked, by key
  const asked = new Map(); // faces handed to the game, until it copied them
  // The guess's faces, those the game's first atlas asked for, and how many faces were drawn
  // early, used, unused, and how many glyphs were drawn when asked (tests/e2e/fonts.test.mjs).
  const stats = { guess: [], first: [], early: 0, used: 0, unused: 0, late: 0 };
  let first = true;
  // One face per task, so a game that is ready sooner waits for one face at most.
  let plan = [];
  const next = () => {
    const p = plan.shift();
    if (!p) return;
    early.set(key(p[0], p[1]), draw(p[0], p[1], p[2]));
    stats.early++;
    setTimeout(next, 0);
  };
  try { plan = firstFaces(); } catch (e) { /* no guess: every face is drawn when asked */ }
  stats.guess = plan.map((p) => key(p[0], p[1]));
  setTimeout(next, 0);

  window.unoGlyphs = {
    stats,
    // The face as the game asks for it: drawn early (plus the code points the guess left
    // out), else now.
    face(linePx, bold, cps) {
      const k = key(linePx, bold);
      if (first) stats.first.push(k);
      let face = early.get(k);
      if (face) { early.delete(k); stats.used++; }
      const missing = face ? cps.filter((cp) => !face.glyphs.has(cp)).length : cps.length;
      stats.late += missing;
      face = missing ? draw(linePx, bold, cps, face) : face;
      asked.set(k, face);
      return face;
    },
    // The game has copied the face into its atlas: it is let go, and so are the early
    // faces of a guess that was wrong.
    copied(linePx, bold) {
      const k = key(linePx, bold), face = asked.get(k);
      asked.delete(k);
      first = false;
      plan = [];
      stats.unused += early.size;
      early.clear();
      return face;
    },
  };
})();
