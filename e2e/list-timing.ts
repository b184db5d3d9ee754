import type { Page } from '@playwright/test';

/**
 * Timings of a server-paged list in the built app, shared by the scale runs: from the URL
 * write that asks for new rows to the rows on screen.
 */
/** The demo API's answer delay in the built app (VITE_DEMO_DELAY, none by default). */
export const DEMO_LATENCY_MS = Number(process.env.VITE_DEMO_DELAY || 0);

/**
 * Records when the list's URL state last changed: the list asks for its rows in that same
 * render, so a measure starts when the call is made (after the search box's debounce) rather
 * than at the keystroke. (Demo calls are answered in the page, so no network event marks it.)
 */
export async function watchUrlWrites(page: Page) {
  await page.addInitScript(() => {
    const state = { at: 0, writes: 0 };
    Object.assign(window, { __urlWrites: state });
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history);
      history[name] = (...args: Parameters<History['pushState']>) => {
        state.at = performance.now();
        state.writes += 1;
        original(...args);
      };
    }
  });
}

type UrlWrites = { __urlWrites: { at: number; writes: number } };

/**
 * Milliseconds from the URL write that asked for new rows to the first row's first cell
 * holding `firstCell` (or, with `{ changed: true }`, no longer reading as it did), less the demo
 * latency: the handler over 10,000 rows, its answer's parse and the render.
 */
export async function measure(
  page: Page,
  firstCell: string | { changed: true },
  action: () => Promise<void>,
  /** What shows the first row: a table's first cell, or (a grid of cards) its first title. */
  first = '#main-content tbody tr td',
) {
  const before = await page.evaluate((selector) => {
    const cell = document.querySelector(selector);
    return {
      count: (window as never as UrlWrites).__urlWrites.writes,
      text: cell?.textContent ?? '',
    };
  }, first);
  await action();
  const done = await page.waitForFunction(
    ({ expected, count, previous, selector }) => {
      const writes = (window as never as UrlWrites).__urlWrites;
      const text = document.querySelector(selector)?.textContent ?? null;
      const shown =
        text !== null &&
        (typeof expected === 'string' ? text.includes(expected) : text !== previous);
      if (writes.writes <= count || !shown) return null;
      const now = performance.now();
      // The demo handler's own run for this change (`demo GET <path>`, lib/demo/api.ts).
      const handler = performance
        .getEntriesByType('measure')
        .filter((entry) => entry.name.startsWith('demo GET') && entry.startTime >= writes.at)
        .sort((a, b) => a.startTime - b.startTime)
        .at(-1);
      return {
        total: now - writes.at,
        handler: handler?.duration ?? null,
        render: handler ? now - (handler.startTime + handler.duration) : null,
      };
    },
    { expected: firstCell, count: before.count, previous: before.text, selector: first },
    { polling: 'raf', timeout: 60_000 },
  );
  const times = (await done.jsonValue()) as {
    total: number;
    handler: number | null;
    render: number | null;
  };
  return {
    /** From the URL write to the rows, less the demo latency. */
    ms: Math.round(times.total - DEMO_LATENCY_MS),
    /** The handler's own work (search, sort, page, JSON). */
    handler: times.handler === null ? null : Math.round(times.handler),
    /** From the handler's answer to the rows on screen: parse, check, render. */
    render: times.render === null ? null : Math.round(times.render),
  };
}

/** `12 ms (handler 3 + render 7)`: a timing as the scale runs print it. */
export const describeTiming = ({ ms, handler, render }: Awaited<ReturnType<typeof measure>>) =>
  handler === null || render === null
    ? `${ms} ms`
    : `${ms} ms (handler ${handler} + answer to rows ${render} = ${handler + render})`;
