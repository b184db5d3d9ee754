import { afterAll, beforeAll, vi } from 'vitest';

/**
 * For the tests of a describe block that draws a carousel: embla watches its slides with an
 * IntersectionObserver, which jsdom lacks. It sees nothing here (no layout).
 */
export function stubIntersectionObserver() {
  beforeAll(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
  });
  afterAll(() => vi.unstubAllGlobals());
}
