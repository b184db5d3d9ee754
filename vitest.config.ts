import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      restoreMocks: true,
      // Catches a hung test, not a slow machine (see src/test/setup.ts).
      testTimeout: 60_000,
      // One test file per core: the default keeps a core for the main process, which on a
      // 2-core machine ran the files one at a time (370 s against 218 s for the suite).
      maxWorkers: availableParallelism(),
      projects: [
        {
          // The dashboard: a browser-like DOM, the demo API and the render helpers.
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
            setupFiles: ['./src/test/setup.ts'],
            include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'eslint/**/*.test.ts'],
            css: false,
            // The files share a worker's modules (no fresh import per file): 150 s instead of
            // about 290 s on two cores. Each test ends clean instead (src/test/setup.ts:
            // rendered trees, MSW overrides, storage, registered stores, toasts).
            isolate: false,
          },
        },
        {
          // The reference API: plain Node, no DOM and no browser setup.
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts', 'vite-plugins/**/*.test.ts'],
          },
        },
      ],
    },
  }),
);
