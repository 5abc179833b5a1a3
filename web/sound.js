// Sound cues and spoken events. Which cue sounds when is decided by the app core
// (src/app/core/announce/sound_cues.*) and handed over by src/app/platform/sound_bridge.cpp; this
// file only makes the sounds, synthesised on the spot with Web Audio (oscillators and
// filtered noise under short envelopes: nothing is downloaded). Browser rules: the
// AudioContext is made at the player's first gesture (pointer or key), suspended while
// the page is hidden and resumed when it shows. Speech (a setting, off by default) reads
// the announcer's new lines (handed over by web/a11y.js, the same words the live region
// shows) with the browser's speech synthesis and drops stale ones, so it never lags
// behind the game. window.__unoSound counts what happened, for tests.
'use strict';
(function () {
  const AC = window.AudioContext || window.webkitAudioContext;
  const synth = window.speechSynthesis;
  let ctx = null, out = null, noise = null, volume = 0.7, muted = false, speech = false, gestured = false;
  const stats = { cues: 0, nodes: 0, silenced: 0, spoken: 0, last: '' };

  // A cue is a list of notes: [wave, from Hz, to Hz, start s, length s, loudness]. Wave
  // 'n' is white noise through a band-pass sweeping from -> to (card swishes, riffles).
  const N = 'n', SI = 'sine', TR = 'triangle', SQ = 'square', SW = 'sawtooth';
  const riffle = [], ticks = [];
  for (let i = 0, t = 0; i < 7; i++, t += 0.045) riffle.push([N, 2600 + i * 150, 1800, t, 0.035, 0.5]);
  for (let i = 0, t = 0; i < 16; i++, t += 0.04 * Math.pow(1.16, i)) ticks.push([SQ, 1500, 900, t, 0.025, 0.12]);
  const CUES = {
    play: [[N, 2400, 900, 0, 0.08, 0.6], [TR, 190, 90, 0, 0.09, 0.5]],
    draw: [[N, 900, 3200, 0, 0.14, 0.45]],
    shuffle: riffle,
    turn: [[SI, 660, 660, 0, 0.14, 0.35], [SI, 990, 990, 0.12, 0.25, 0.35]],
    uno: [[SQ, 523, 523, 0, 0.09, 0.16], [SQ, 784, 784, 0.09, 0.09, 0.16], [SQ, 1047, 1047, 0.18, 0.24, 0.16]],
    caught: [[SW, 330, 150, 0, 0.32, 0.22], [SW, 247, 110, 0.1, 0.3, 0.18]],
    wheel: ticks,
    win: [[TR, 523, 523, 0, 0.12, 0.4], [TR, 659, 659, 0.1, 0.12, 0.4], [TR, 784, 784, 0.2, 0.12, 0.4], [TR, 1047, 1047, 0.3, 0.45, 0.4]],
    lose: [[TR, 392, 392, 0, 0.18, 0.4], [TR, 330, 330, 0.16, 0.18, 0.4], [TR, 262, 220, 0.32, 0.5, 0.4]],
  };

  function level() { return muted ? 0 : volume * volume; } // a fader's curve: half way sounds half as loud
  function unlock() {
    gestured = true;
    if (!ctx && AC) {
      ctx = new AC();
      out = ctx.createGain();
      out.gain.value = level();
      out.connect(ctx.destination);
    }
    if (ctx && ctx.state === 'suspended' && !document.hidden) ctx.resume();
  }
  addEventListener('pointerdown', unlock, true);
  addEventListener('keydown', unlock, true);
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) {
      if (ctx) ctx.suspend();
      if (synth) synth.cancel(); // nobody is looking: what is said now would be stale later
    } else if (ctx) ctx.resume();
  });

  function note(n) {
    const t = ctx.currentTime + n[3], end = t + n[4], env = ctx.createGain();
    let src, tone;
    if (n[0] === N) {
      if (!noise) {
        noise = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
        const d = noise.getChannelData(0);
        for (let i = 0; i < d.length; i++) d[i] = Math.random() * 2 - 1;
      }
      src = ctx.createBufferSource();
      src.buffer = noise;
      tone = ctx.createBiquadFilter();
      tone.type = 'bandpass';
      tone.Q.value = 1.2;
      src.connect(tone);
      stats.nodes++;
    } else {
      src = tone = ctx.createOscillator();
      src.type = n[0];
    }
    tone.frequency.setValueAtTime(n[1], t);
    tone.frequency.exponentialRampToValueAtTime(n[2], end);
    tone.connect(env);
    env.gain.setValueAtTime(0, t);
    env.gain.linearRampToValueAtTime(n[5], t + 0.006);
    env.gain.exponentialRampToValueAtTime(0.001, end);
    env.connect(out);
    src.start(t);
    src.stop(end + 0.02);
    stats.nodes += 2;
  }

  // The wheel's ticks as long as the wheel turns (`ms`, 2400 at normal speed): stretched or
  // squeezed to it, one tick when it does not turn (no motion, reduced motion).
  function wheelTicks(ms) {
    if (!(ms > 0)) return ticks.slice(0, 1);
    const k = ms / 1000 / (ticks[ticks.length - 1][3] + ticks[ticks.length - 1][4]);
    return ticks.map((n) => [n[0], n[1], n[2], n[3] * k, n[4], n[5]]);
  }

  function cue(name, ms) {
    const notes = name === 'wheel' ? wheelTicks(ms) : CUES[name];
    if (!notes) return;
    stats.last = name;
    // Nothing is queued while there is no sound: before the first gesture, while hidden or
    // muted (a late burst of old cues would only confuse).
    if (!ctx || ctx.state !== 'running' || !level()) { stats.silenced++; return; }
    stats.cues++;
    notes.forEach(note);
  }

  function settings(v, m, s) {
    volume = v / 100; // 0..100, checked by the core
    muted = m;
    if (out) out.gain.value = level();
    if (speech && !s && synth) synth.cancel();
    speech = s;
  }

  // `lang`: the page's language tag, said with a voice of its country (the tag itself for a
  // language not listed here: the browser then picks any voice of the language).
  function speak(text, lang, now) {
    if (!speech || !gestured || !synth || !window.SpeechSynthesisUtterance) return;
    lang = { en: 'en-GB', de: 'de-DE', sv: 'sv-SE', fr: 'fr-FR', es: 'es-ES', it: 'it-IT', nl: 'nl-NL', pl: 'pl-PL' }[lang] || lang;
    // Something is still waiting to be said: it is stale now, so drop it all and say the
    // newest. A line being said may finish while the next one waits, unless `now` (a prompt
    // that lasts seconds: web/a11y.js).
    if (synth.pending || now) synth.cancel();
    const u = new SpeechSynthesisUtterance(text);
    u.lang = lang; // the browser picks its voice for the language
    synth.speak(u);
    stats.spoken++;
  }

  // Stops whatever is being said (hot-seat: the device changed hands).
  function hush() { if (synth) synth.cancel(); }

  window.unoSound = { cue: cue, settings: settings, speak: speak, hush: hush };
  stats.context = () => ctx;
  stats.gain = () => (out ? out.gain.value : null);
  window.__unoSound = stats;
})();
