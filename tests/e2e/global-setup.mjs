// Serves the bundle (UNO_BUNDLE, default build/web/bundle) on 127.0.0.1 under "/uno/" for the
// whole run; the tests find it in UNO_E2E_URL (the workers inherit this process's env).
import fs from 'node:fs';
import path from 'node:path';
import { startServer } from '../../scripts/serve.mjs';

export default async function globalSetup() {
  const bundle = path.resolve(process.env.UNO_BUNDLE || 'build/web/bundle');
  if (!fs.existsSync(path.join(bundle, 'index.html'))) throw new Error(`e2e: no bundle at ${bundle}`);
  const server = await startServer(bundle, 0, '/uno/');
  process.env.UNO_E2E_URL = `http://127.0.0.1:${server.address().port}/`;
  process.env.UNO_E2E_BUNDLE = bundle;
  return async () => { await new Promise((resolve) => server.close(resolve)); };
}
