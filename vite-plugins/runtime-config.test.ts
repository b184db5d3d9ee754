import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../src/lib/config-schema.ts';
import { configText, servedConfig } from './runtime-config.ts';

const defaults = parseConfig({});

describe('the config.json a build writes', () => {
  it('holds the build-time variables as an operator edits them', () => {
    expect(JSON.parse(configText({}))).toEqual({ apiUrl: '', demoDelay: 0 });
    expect(JSON.parse(configText({ VITE_API_URL: 'http://127.0.0.1:3333/' }))).toEqual({
      apiUrl: 'http://127.0.0.1:3333/',
      demoDelay: 0,
    });
  });
});

describe('the config.json a preview serves', () => {
  const folder = () => mkdtempSync(join(tmpdir(), 'runtime-config-'));

  it('is read again when the file changes, as the app reads it', () => {
    const file = join(folder(), 'config.json');
    writeFileSync(file, '{ "apiUrl": "https://a.example.test" }');
    const logger = { warn: vi.fn() };
    const read = servedConfig(file, defaults, logger);
    expect(read().config).toMatchObject({ apiUrl: 'https://a.example.test', demoAuth: false });

    writeFileSync(file, '{ "apiUrl": "https://b.example.test" }');
    // A later modification time, whatever the file system's resolution.
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(read().config.apiUrl).toBe('https://b.example.test');
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it("gives the build's defaults, and warns, when the file is invalid or missing", () => {
    const dir = folder();
    const file = join(dir, 'config.json');
    writeFileSync(file, '{ "apiUrl": 3333 }');
    const logger = { warn: vi.fn() };
    expect(servedConfig(file, defaults, logger)()).toMatchObject({
      config: defaults,
      text: '{ "apiUrl": 3333 }',
    });
    expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/apiUrl must be a string/));
    expect(servedConfig(join(dir, 'missing.json'), defaults, logger)()).toMatchObject({
      config: defaults,
      text: null,
    });
  });
});
