// The DOM accessibility layer: renders the app core's accessibility model (JSON from
// src/app/access/access_model.cpp, sent only when it changed) as real HTML controls beside
// the canvas, and hands every activation back to the wasm (Module._uno_a11y_activate), the
// same path clicks and keys take. Hidden to the eye (a focused control shows, like a skip
// link) but complete for screen readers, which no longer see the canvas. The hand is one
// widget (a toolbar: one Tab stop, arrows move through the cards); single keys are the
// canvas's (D draw, U UNO, H hint, N next playable card, T table, L last events, S scores,
// ? keys). Only the log speaks: the table is read when asked, and once at the start of the
// player's turn as one short line (said by the wasm, in the log).
'use strict';
(function () {
  const canvas = document.getElementById('canvas');
  const layer = document.getElementById('a11y');
  const live = document.getElementById('a11y-live'), alert = document.getElementById('a11y-alert');
  const help = document.getElementById('a11y-help');
  if (!layer || !live || !alert || !help) return;
  canvas.setAttribute('aria-hidden', 'true'); // the layer says everything the canvas shows
  let model = null, lastSeq = 0, cleared = 0, dialogKey = '', uid = 0, lastRoot = '', decided = false, drawn = false, gen = 0, screen = '';
  // The hand's current card (its one Tab stop) by id, and its place if the card goes; the
  // control that opened the dialog that is up (focus goes back to it).
  let handId = '', handIndex = 0, opener = '', firstModel = true, dialogAt = 0;

  function send(id, value) {
    const M = window.Module;
    if (!M || !M.calledRun || !M._uno_a11y_activate) return;
    const str = (s) => { const n = M.lengthBytesUTF8(s) + 1, p = M._malloc(n); M.stringToUTF8(s, p, n); return p; };
    // A lone surrogate (half an emoji, typed or pasted) has no UTF-8 form: dropped here,
    // where it would otherwise become three broken bytes.
    const text = String(value || '').replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');
    const a = str(id), b = str(text);
    M._uno_a11y_activate(a, b);
    M._free(a); M._free(b);
  }

  function el(tag, attrs, text) {
    const e = document.createElement(tag);
    for (const k in attrs) if (attrs[k] !== undefined && attrs[k] !== false) e.setAttribute(k, attrs[k] === true ? 'true' : attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function span(text) { return el('span', {}, text); }

  // One model node as HTML. `depth`: heading level inside dialogs.
  function render(n, inDialog) {
    const kids = (parent, wrapLi) => (n.c || []).forEach((k) => {
      const c = render(k, inDialog);
      if (!wrapLi) return parent.append(c);
      const li = el('li'); li.append(c); parent.append(li);
    });
    switch (n.r) {
      case 'h': return el(inDialog ? 'h2' : 'h1', {}, n.n);
      case 'p': return el('p', {}, n.n);
      case 'btn': case 'tog': {
        const b = el('button', { type: 'button', 'data-id': n.id, 'aria-disabled': n.off, 'aria-pressed': n.r === 'tog' ? String(!!n.on) : undefined, 'data-bluff': n.v === 'bluff' ? '1' : undefined }, n.n);
        // The handlers read the element, not `n`: a kept element (morph) has the new model's.
        b.addEventListener('click', () => {
          if (b.dataset.id === 'keys-help') showHelp();  // the page's own list of keys
          // A card that does not play is sent too: the game says why.
          else if (b.dataset.id && (enabled(b) || b.dataset.id.startsWith('card:'))) send(b.dataset.id);
        });
        return b;
      }
      case 'rg': {
        const f = el('fieldset', { role: 'radiogroup' }); f.append(el('legend', {}, n.n));
        const name = 'rg' + (++uid);
        (n.c || []).forEach((k) => {
          const l = el('label');
          // A choice's one line (a rule set's difference) is its description.
          const d = k.v ? 'a11y-d-' + (++uid) : undefined;
          const i = el('input', { type: 'radio', name: name, 'data-id': k.id, 'aria-describedby': d });
          i.checked = !!k.on;
          i.addEventListener('change', () => { if (i.checked) send(i.dataset.id); });
          const own = /^lang:(\d+)$/.exec(k.id || '');  // a language's own name, in it
          const t = span(k.n);
          if (own && model.langs) t.lang = model.langs[own[1]];
          l.append(i, t); f.append(l);
          if (d) f.append(el('span', { id: d }, k.v));
        });
        return f;
      }
      case 'cb': {
        const l = el('label'), i = el('input', { type: 'checkbox', 'data-id': n.id });
        i.checked = !!n.on;
        i.addEventListener('change', () => send(i.dataset.id));
        l.append(i, span(n.n));
        return l;
      }
      case 'tb': case 'link': {
        const l = el('label'), i = el('input', { type: 'text', 'data-id': n.id, readonly: n.r === 'link', maxlength: n.r === 'tb' ? 16 : undefined });
        i.value = n.v || '';
        if (n.r === 'tb') i.addEventListener('change', () => send(i.dataset.id, i.value));
        l.append(span(n.n), i);
        if (n.r === 'tb') return l;
        // A share link: selectable, and copied by its own button (the press is the gesture).
        const g = el('div'), copy = el('button', { type: 'button' }, model.help.copy);
        copy.addEventListener('click', () => {
          const say = (t) => live.append(el('p', {}, t));
          navigator.clipboard.writeText(i.value).then(() => say(model.help.copied), () => say(model.help.copyFailed));
        });
        g.append(l, copy);
        return g;
      }
      case 'range': { // 0..100 in tens; arrows move it, each step is sent
        const l = el('label'), i = el('input', { type: 'range', min: 0, max: 100, step: 10, 'data-id': n.id });
        i.value = n.v;
        i.addEventListener('change', () => send(i.dataset.id, i.value));
        l.append(span(n.n), i);
        return l;
      }
      case 'list': {
        // A hand of card buttons is one widget: a toolbar with a roving Tab stop.
        if ((n.c || []).some((k) => k.r === 'btn')) {
          const t = el('div', { role: 'toolbar', 'aria-label': n.n, 'data-hand': true });
          kids(t, false);
          return t;
        }
        const u = el('ul', { 'aria-label': n.n }); kids(u, true); return u;
      }
      case 'dlg': {
        const id = 'a11y-dlg-' + (++uid);
        const d = el('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': id, 'data-esc': n.id });
        d.append(el('h2', { id: id }, n.n));
        kids(d, false);
        // Its question is read with its name (blind play-test: only the title and the
        // focused button were said).
        const q = d.querySelector(':scope > p');
        if (q) { q.id = id + 'q'; d.setAttribute('aria-describedby', q.id); }
        return d;
      }
      default: { const g = el('div', { role: 'group', 'aria-label': n.n }); kids(g, false); return g; }
    }
  }

  const focusable = (root) => Array.from(root.querySelectorAll('button, input')).filter((e) => !e.closest('[inert]'));
  const enabled = (e) => e.getAttribute('aria-disabled') !== 'true' && !e.readOnly;
  const firstChoice = (root) => focusable(root).find(enabled) || focusable(root)[0];
  const byId = (id, root = layer) => id && focusable(root).find((e) => e.getAttribute('data-id') === id);
  // A notice's safe choice, the one Escape takes (Keep my game, not End it): focus lands
  // there. A game's decision (a colour, a challenge) starts on its first choice.
  const safeChoice = (d) => { const esc = d.getAttribute('data-esc') || ''; return esc.startsWith('notice:') ? byId(esc, d) : null; };
  const handCards = () => { const h = layer.querySelector('[data-hand]'); return h ? Array.from(h.querySelectorAll('button')) : []; };
  // A move of the player's own (a card or an action; not UNO, a catch, the hint or a menu).
  const moves = () => Array.from(layer.querySelectorAll('[role=group] button[data-id^="act:"]')).filter(enabled);

  // The hand's one Tab stop: the remembered card, or the card now at its place.
  function rove(target) {
    const cards = handCards();
    if (!cards.length) return null;
    let t = target || cards.find((c) => c.getAttribute('data-id') === handId) || cards[Math.min(handIndex, cards.length - 1)];
    cards.forEach((c) => { c.tabIndex = c === t ? 0 : -1; });
    handId = t.getAttribute('data-id');
    handIndex = cards.indexOf(t);
    return t;
  }
  // Where the player's next decision is: the current card if playable, else the first
  // playable card, else the first move (Draw, Play it, Keep).
  function decisionTarget() {
    const cards = handCards(), cur = rove();
    if (cur && enabled(cur)) return cur;
    // An honest card before a Wild Draw Four that would be a bluff (Enter at once bluffed).
    const card = cards.find((c) => enabled(c) && !c.dataset.bluff) || cards.find(enabled);
    if (card) return rove(card);
    return moves()[0] || null;
  }

  function draw(json) {
    model = JSON.parse(json);
    document.documentElement.lang = model.lang;
    live.setAttribute('aria-label', model.help.events);
    const root = JSON.stringify(model.root);
    if (root !== lastRoot) { lastRoot = root; build(); } // only new lines: the controls stay
    // The page opens on the first control (Continue, with a game kept), not on the canvas
    // screen readers do not see (only if nothing else took the focus meanwhile).
    if (firstModel) {
      firstModel = false;
      const a = document.activeElement;
      if (!a || a === document.body || a === canvas) { const c = byId('continue') || firstChoice(layer); if (c) c.focus({ preventScroll: true }); }
    }
    // Hot-seat: the device went to another player. Lines that may name the last player's
    // cards go, from the log and the speech queue.
    if (model.cleared !== cleared) {
      cleared = model.cleared;
      live.replaceChildren();
      alert.replaceChildren();
      if (window.unoSound && window.unoSound.hush) window.unoSound.hush();
    }
    const fresh = [];
    let urgent = '';
    for (const [seq, text, now] of model.live) {
      if (seq <= lastSeq) continue;
      lastSeq = seq;
      // A prompt that lasts seconds goes to the alert region: read at once, ahead of the
      // log's lines still waiting (a new element, so the same words are said again).
      if (now) { alert.replaceChildren(el('p', {}, text)); urgent += (urgent ? ' ' : '') + text; continue; }
      live.append(el('p', {}, text));
      fresh.push(text);
    }
    // A chance that has closed leaves no prompt behind to be found later.
    if (!model.prompt && alert.firstChild) alert.replaceChildren();
    // The same lines, read aloud when the player asked for it (web/sound.js decides); a
    // prompt first, the rest after it.
    if (window.unoSound) {
      if (urgent) window.unoSound.speak(urgent, model.lang, true);
      if (fresh.length) window.unoSound.speak(fresh.join(' '), model.lang);
    }
    while (live.childElementCount > 12) live.firstElementChild.remove();
    if (!help.hidden) showHelp();
  }

  // Makes the page's `old` look like `fresh` (just rendered) in place, keeping every element
  // whose tag and data-id are the same, so the focused control stays the same element: a
  // screen reader hears nothing when only the table around it changed (issue 41: focus
  // was fired again onto the hand after almost every opponent's move).
  const same = (o, f) => o.nodeType === f.nodeType &&
    (o.nodeType !== 1 || (o.tagName === f.tagName && o.getAttribute('data-id') === f.getAttribute('data-id')));
  function morph(old, fresh) {
    for (const a of Array.from(old.attributes)) if (!fresh.hasAttribute(a.name) && a.name !== 'tabindex') old.removeAttribute(a.name);
    for (const a of Array.from(fresh.attributes)) if (old.getAttribute(a.name) !== a.value) old.setAttribute(a.name, a.value);
    if (old.tagName === 'INPUT') {
      if (old.checked !== fresh.checked) old.checked = fresh.checked;
      if (old.value !== fresh.value && old !== document.activeElement) old.value = fresh.value;  // not under typing
    }
    const was = Array.from(old.childNodes), now = Array.from(fresh.childNodes);
    now.forEach((f, i) => {
      const o = was[i];
      if (!o) old.append(f);
      else if (!same(o, f)) o.replaceWith(f);
      else if (o.nodeType === 1) morph(o, f);
      else if (o.nodeValue !== f.nodeValue) o.nodeValue = f.nodeValue;
    });
    for (let i = now.length; i < was.length; i++) was[i].remove();
  }

  // The controls anew (the model changed), with the focus kept or moved.
  function build() {
    const active = document.activeElement;
    const hadFocus = layer.contains(active);
    const focusId = hadFocus && active.getAttribute('data-id');
    const wasMove = !!focusId && focusId.startsWith('act:');
    uid = 0;  // the same model renders the same ids: a kept element keeps its own
    const fresh = render(model.root, false), kept = layer.firstElementChild;
    if (kept && layer.childElementCount === 1 && same(kept, fresh)) morph(kept, fresh);
    else layer.replaceChildren(fresh);
    const main = layer.firstElementChild;
    layer.dataset.gen = String(++gen);  // the tests' sign that the model changed
    const dialog = layer.querySelector('[role=dialog]');
    if (dialog) Array.from(main.children).forEach((c) => { if (c !== dialog) c.inert = true; });
    // A dialog is new when its title is. One that changed only inside (a computer player
    // called UNO, so its catch button went; a hint came) is the same dialog: moving the
    // focus to its first choice there put Enter, meant for Challenge, on Draw 4.
    const title = dialog && dialog.querySelector('h2');
    const key = dialog ? 'dialog:' + (title ? title.textContent : '') : '';
    if (dialog && key !== dialogKey && !dialogKey) opener = focusId || '';
    const closed = !dialog && dialogKey;
    const turn = !!model.decide && !decided;
    decided = !!model.decide;
    const drawnNow = !!model.drawn && !drawn;  // a drawn card to play or keep: "Play it"
    drawn = !!model.drawn;
    rove();
    // Focus goes where a player expects: a new dialog's first choice (a notice's safe one);
    // Continue when Menu brings the start screen up over a game; back to the control
    // that opened a dialog once it closes; the next decision when the player's turn comes
    // (the current card if playable, else the first playable card, else Draw); else the
    // control that had it (a card that went: the card now at its place; a move that went:
    // the next move, e.g. "Play it" after Draw). Never taken from the canvas.
    if (hadFocus) {
      let target = null;
      if (dialog && key !== dialogKey) { target = safeChoice(dialog) || firstChoice(dialog); layer.dataset.dialogAt = dialogAt = performance.now(); }
      else if (!dialog && model.screen === 'start' && screen !== 'start') target = byId('continue');  // Menu: the game goes on
      else if (dialog) target = byId(focusId) || firstChoice(dialog);
      // (A control that went, the hand-over's "I am ...", keeps nothing: the turn takes it.)
      else if (turn && !(focusId && focusId.startsWith('cmd:') && byId(focusId))) target = decisionTarget();  // not from Menu or Share
      else if (drawnNow) target = moves()[0];
      else if (closed) target = byId(opener) || (model.decide && decisionTarget());
      if (!target) target = byId(focusId);
      if (!target && wasMove) target = moves()[0] || (model.decide && decisionTarget());
      // Nothing to keep (a hot-seat hand turned face down after the play): the table's
      // heading, which says what it waits for. Menu took an Enter meant for the hand-over
      // that comes a second later (blind play-test).
      if (!target) target = rove() || (model.screen === 'table' && heading()) || firstChoice(layer);
      if (target) target.focus();
    }
    if (!dialog) opener = '';
    dialogKey = key;
    screen = model.screen;
  }

  function heading() {
    const h = layer.querySelector('h1');
    if (h) h.tabIndex = -1;  // focusable by script only
    return h;
  }

  function showHelp() {
    const id = 'a11y-help-title';
    const close = el('button', { type: 'button' }, model.help.close);
    close.addEventListener('click', hideHelp);
    const list = el('ul');
    model.help.lines.forEach((t) => list.append(el('li', {}, t)));
    help.replaceChildren(el('h2', { id: id }, model.help.title), list, close);
    help.setAttribute('aria-labelledby', id);
    if (help.hidden) { help.hidden = false; help.returnTo = document.activeElement; close.focus(); }
  }
  function hideHelp() {
    help.hidden = true;
    const back = help.returnTo;
    if (back && document.contains(back)) back.focus(); else { const c = firstChoice(layer); if (c) c.focus(); }
  }

  // The focused control shows only for keyboard use: the page opens with the focus on its
  // first control (for screen readers), which a mouse user should not see over the canvas.
  window.addEventListener('pointerdown', () => { document.documentElement.classList.remove('keys'); send('focus', ''); }, true);
  // The canvas rings its own control where the keyboard's focus is (the box shows in a corner).
  layer.addEventListener('focusin', (e) => { if (document.documentElement.classList.contains('keys')) send('focus', e.target.dataset.id || ''); });
  layer.addEventListener('focusout', (e) => { if (!layer.contains(e.relatedTarget)) send('focus', ''); });
  window.addEventListener('keydown', (e) => {
    document.documentElement.classList.add('keys');
    if (!model || e.ctrlKey || e.altKey || e.metaKey) return;
    // Typing a name (a DOM text box, the page's text dialog, or the start screen's canvas)
    // keeps every key.
    const typing = (e.target.tagName === 'INPUT' && e.target.type === 'text' && !e.target.readOnly) ||
      (e.target === canvas && model.screen === 'start') || !!e.target.closest?.('#text-edit');
    // The keys help is a dialog: Tab stays on its one control (it went on to the page behind).
    if (e.key === 'Tab' && !help.hidden) {
      const close = help.querySelector('button');
      if (close) { e.preventDefault(); e.stopPropagation(); close.focus(); }
      return;
    }
    // The canvas keeps Tab to itself (SDL): Tab there moves into the layer, like a skip link.
    if (e.key === 'Tab' && e.target === canvas && help.hidden) {
      const f = focusable(layer), t = e.shiftKey ? f[f.length - 1] : firstChoice(layer);
      if (t) { e.preventDefault(); e.stopPropagation(); t.focus(); }
      return;
    }
    if (e.key === '?' && !typing) { e.preventDefault(); help.hidden ? showHelp() : hideHelp(); return; }
    if (e.key === 'Escape' && !help.hidden) { e.preventDefault(); hideHelp(); return; }
    if (typing) return;
    const k = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (k === 't' && model.summary) { send('read-table'); return; }
    if (k === 'm') { send('sound-toggle'); return; }
    // The rest are the layer's own (the canvas reads its keys itself).
    if (!help.hidden || !(layer.contains(e.target) || e.target === document.body)) return;
    const dialog = layer.querySelector('[role=dialog]');
    const game = model.screen === 'table';
    const done = () => { e.preventDefault(); e.stopPropagation(); };
    if (e.target.closest('[data-hand]')) { // the hand: arrows, Home, End move its Tab stop
      const cards = handCards(), i = cards.indexOf(e.target);
      const to = { ArrowLeft: i - 1, ArrowUp: i - 1, ArrowRight: i + 1, ArrowDown: i + 1, Home: 0, End: cards.length - 1 }[k];
      if (to !== undefined) { done(); if (cards[to]) rove(cards[to]).focus(); return; }
    }
    if (game && !dialog) {
      if (k === 'n') { // the next playable card after the current one, else the first move
        done();
        const cards = handCards(), i = cards.indexOf(rove());
        const next = cards.slice(i + 1).concat(cards.slice(0, i + 1)).find(enabled);
        const t = next ? rove(next) : moves()[0];
        if (t) t.focus();
        return;
      }
      if (k === 'd') { done(); send('key:draw'); return; }
      if (k === 'u') { done(); send('uno'); return; }
      if (k === 'c') { done(); send('key:catch'); return; } // a player who did not say UNO
      // A wild just drawn is played with its colour's key (the game says when none applies).
      const colour = { r: 0, y: 1, g: 2, b: 3 }[k];
      if (colour !== undefined) { done(); send('key:colour:' + colour); return; }
    }
    if (game && k === 'h' && layer.querySelector('[data-id="cmd:hint"]')) { done(); send('cmd:hint'); return; }
    if (model.summary && k === 'l') { done(); send('read-last'); return; }
    if (model.summary && k === 's') { done(); send('read-scores'); return; }
    if (!dialog || !dialog.contains(e.target)) return;
    // An Enter or Space meant for the control before it, typed as a dialog took the focus,
    // is not its first choice (blind play-test: Enter meant for Menu drew the cards).
    // As the canvas's new buttons refuse a press for 300 ms.
    if ((k === 'Enter' || k === ' ') && performance.now() - dialogAt < 300) { done(); return; }
    const colour = { r: 0, y: 1, g: 2, b: 3 }[k];
    if (game && colour !== undefined) { done(); send('key:colour:' + colour); return; }
    if (game && (k === 'c' || k === 'a')) { done(); send(k === 'c' ? 'key:challenge' : 'key:accept'); return; }
    // Escape closes a dialog where that is safe (its model names the control: Cancel, OK,
    // Keep my game); a decision the game waits for stays.
    // A decision that stays (and D, which draws outside it) says its question again: the
    // key was silent (blind play-test).
    if (k === 'Escape' || k === 'd') {
      const id = k === 'Escape' && dialog.getAttribute('data-esc');
      done();
      if (id) send(id);
      else live.append(el('p', {}, Array.from(dialog.querySelectorAll(':scope > :is(h2, p)'), (x) => x.textContent).join('. ')));
      return;
    }
    if (k === 'Tab') { // focus stays inside the dialog
      const f = focusable(dialog), i = f.indexOf(e.target);
      if (i === (e.shiftKey ? 0 : f.length - 1)) { e.preventDefault(); f[e.shiftKey ? f.length - 1 : 0].focus(); }
    }
  }, true);

  // The first model waits until the canvas's first frame is on the screen: building the
  // layer (its DOM, style and layout) in that frame's task held the first frame back by a
  // tenth of a second or more on a phone. Later models are drawn at once.
  let shown = false, first = null;
  function publish(json) {
    if (shown) return draw(json);
    if (first === null) requestAnimationFrame(() => setTimeout(() => { shown = true; draw(first); }));
    first = json;
  }

  window.unoA11y = { render: publish, send: send };
})();
