import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildConfig,
  CONFIG_URL,
  currentConfig,
  fetchConfig,
  forgetLoadedConfig,
  loadConfig,
  useConfig,
  whenConfigReady,
} from './config';

const REMOTE = 'https://api.example.test';

/** A `fetch` that answers config.json with `body` and `status`, and records what it was asked. */
function serving(body: string, status = 200) {
  return vi.fn(() => Promise.resolve(new Response(body, { status })));
}

afterEach(() => forgetLoadedConfig());

describe('reading config.json', () => {
  it('asks for it beside index.html and applies it over the build', async () => {
    const fetcher = serving(JSON.stringify({ apiUrl: REMOTE, demoDelay: 5 }));
    const warn = vi.spyOn(console, 'warn');
    const config = await fetchConfig(buildConfig, fetcher);
    expect(fetcher).toHaveBeenCalledWith(CONFIG_URL, expect.anything());
    expect(CONFIG_URL).toBe('/config.json');
    expect(config).toMatchObject({ apiUrl: REMOTE, demoAuth: false, demoDelay: 5 });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['missing', serving('Not found', 404), /answered 404/],
    [
      'unreachable',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
      /Failed to fetch/,
    ],
    ['not JSON', serving('<!doctype html><title>Mirante</title>'), /is not JSON/],
    ['of the wrong types', serving('{ "apiUrl": 3333, "demoAuth": "yes" }'), /apiUrl must be/],
    ['with an unknown key', serving('{ "api": "https://x.example.test" }'), /unknown key api/],
  ])('falls back to the build when the file is %s, with a warning', async (_, fetcher, why) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(fetchConfig(buildConfig, fetcher)).resolves.toBe(buildConfig);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(why);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/the build's defaults are used/);
  });
});

describe('the configuration in force', () => {
  it("is the build's until config.json is loaded, which happens once", async () => {
    expect(currentConfig()).toBe(buildConfig);
    await expect(whenConfigReady()).resolves.toBe(buildConfig);

    const fetcher = serving(JSON.stringify({ apiUrl: REMOTE }));
    const loading = loadConfig(fetcher);
    // The calls made meanwhile wait for the file, not for the build's values.
    const ready = whenConfigReady();
    expect(currentConfig()).toBe(buildConfig);
    await expect(ready).resolves.toMatchObject({ apiUrl: REMOTE, demoAuth: false });
    expect(currentConfig()).toBe(await loading);
    expect(loadConfig(serving('{}'))).toBe(loading);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('draws the prerendered page with the build, then with config.json', async () => {
    function DemoNote() {
      const { demoAuth, apiUrl } = useConfig();
      return <p>{demoAuth ? 'demo accounts' : `signed in by ${apiUrl}`}</p>;
    }
    await loadConfig(serving(JSON.stringify({ apiUrl: REMOTE })));
    // The build's HTML was drawn with its own defaults, as the prerender does.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<DemoNote />);
    expect(container.textContent).toBe(
      buildConfig.demoAuth ? 'demo accounts' : `signed in by ${buildConfig.apiUrl}`,
    );
    document.body.append(container);
    const mismatch = vi.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <DemoNote />, { onRecoverableError: mismatch });
      await whenConfigReady();
    });
    expect(container.textContent).toBe(`signed in by ${REMOTE}`);
    expect(mismatch).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
  });
});
