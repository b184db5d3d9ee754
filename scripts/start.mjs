#!/usr/bin/env node
/**
 * `npm start`: builds the dashboard into dist/, then serves it, and says only what a user
 * needs: how long the build took, the address, and any warning. The chunk sizes are
 * `npm run check:size`'s business.
 *
 * The build writes dist/config.json from the VITE_* variables (VITE_API_URL=… npm start
 * serves a dashboard for that API); `MIRANTE_CONFIG` serves another config.json instead.
 * One process for both steps: Node, Vite and the config load once.
 */
import { build, preview } from 'vite';

const started = performance.now();
try {
  await build({ logLevel: 'warn' });
} catch (error) {
  // Vite has printed the error itself.
  console.error(`\nThe build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const seconds = (performance.now() - started) / 1000;
console.log(`Mirante built in ${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s`);

try {
  const server = await preview();
  server.printUrls();
  server.bindCLIShortcuts({ print: true });
} catch (error) {
  // A port in use (PORT, 4173 by default) fails here rather than serving elsewhere.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
