// The engine benchmark inside the page's own wasm (Module._uno_bench_peer, see
// src/app/core/testing/peer_bench.h): the shipped engine plays exactly the games of the native
// build (same digest as `uno-cli bench --policy peer`) and prints its hands/s. The speed
// is reported, not asserted (timing goals are benchmarks, not tests).
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { openGame, assert } from './harness.mjs';

// docs/protocol.md, seed 1, classic: `bench --policy peer --hands N [--seats S]`.
const DOCUMENTED = { '4/200': '2481c068d3d15f57', '4/5000': '97c6e86fce85b334', '2/5000': 'bc9ad6c4a4e765e5' };

// The native build's digest when it is built next to the bundle (build/native).
function nativeDigest(seats, hands) {
  const cli = path.resolve('build/native/src/cli/uno-cli');
  if (!fs.existsSync(cli)) return null;
  const out = execFileSync(cli, ['bench', '--policy', 'peer', '--seats', String(seats), '--hands', String(hands),
    '--reps', '1', '--warmup', '0'], { encoding: 'utf8' });
  return /digest ([0-9a-f]{16})/.exec(out)[1];
}

// Speeds are printed: measured alone, not beside another page (run.mjs).
export const serial = true;

export const tests = [
  {
    name: 'the page\'s own engine plays the native games (digest) and reports hands/s',
    async run({ browser, baseUrl }) {
      const g = await openGame(browser, baseUrl);
      try {
        for (const [seats, hands] of [[4, 200], [4, 5000], [2, 5000]]) {
          const json = await g.page.evaluate(([s, h]) => {
            const p = Module._malloc(16);
            Module.stringToUTF8('classic', p, 16);
            const out = Module.UTF8ToString(Module._uno_bench_peer(p, s, h, 3));
            Module._free(p);
            return out;
          }, [seats, hands]);
          const r = JSON.parse(json);
          assert(!r.error, `bench error: ${r.error}`);
          console.log(`        chromium wasm, classic, ${seats} seats, ${hands} hands x 3: ` +
            `${r.hands_per_s} hands/s (${r.hands_per_s_min} - ${r.hands_per_s_max}), ${r.turns_per_s} turns/s, digest ${r.digest}`);
          const documented = DOCUMENTED[`${seats}/${hands}`];
          assert(r.digest === documented, `digest ${r.digest}, docs/protocol.md says ${documented}`);
          const native = nativeDigest(seats, hands);
          if (native) assert(r.digest === native, `digest ${r.digest}, the native build's ${native}`);
          assert(r.same_digest === true, 'the repetitions played different games');
          assert(r.hands === hands && r.seats === seats, `ran ${json}`);
          assert(Number.isFinite(r.hands_per_s) && r.hands_per_s > 0, `no speed in ${json}`);
        }
        g.assertClean();
      } finally {
        await g.context.close();
      }
    },
  },
];
