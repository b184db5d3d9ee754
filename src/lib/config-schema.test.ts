import { describe, expect, it } from 'vitest';
import { configFileFor, isApiUrl, parseConfig, readConfigFile } from './config-schema';

const demoBuild = parseConfig({});
const remoteBuild = parseConfig({ VITE_API_URL: 'https://api.example.test/v1/' });

describe('the build-time variables', () => {
  it('default to the demo answering everything at /api', () => {
    expect(demoBuild).toMatchObject({ apiUrl: '/api', demo: true, demoAuth: true, demoDelay: 0 });
  });

  it('turn the demo sign-in off when an API is set, unless VITE_DEMO_AUTH says otherwise', () => {
    expect(remoteBuild).toMatchObject({ apiUrl: 'https://api.example.test/v1', demoAuth: false });
    expect(
      parseConfig({ VITE_API_URL: 'https://api.example.test', VITE_DEMO_AUTH: 'on' }),
    ).toMatchObject({ demoAuth: true });
    expect(parseConfig({ VITE_DEMO: 'off' })).toMatchObject({ demo: false, demoAuth: false });
  });

  it('fail the build on a value config.json could not carry', () => {
    expect(() => parseConfig({ VITE_API_URL: 'api.example.test' })).toThrow(/apiUrl/);
    expect(() => parseConfig({ VITE_DEMO_DELAY: '90000' })).toThrow(/demoDelay/);
    expect(() => parseConfig({ VITE_DEMO: 'maybe' as 'on' })).toThrow();
  });

  it('are what the build writes into config.json', () => {
    expect(configFileFor({})).toEqual({ apiUrl: '', demoDelay: 0 });
    expect(
      configFileFor({
        VITE_API_URL: ' https://api.example.test ',
        VITE_DEMO_AUTH: 'off',
        VITE_DEMO_DELAY: '0',
      }),
    ).toEqual({ apiUrl: 'https://api.example.test', demoAuth: false, demoDelay: 0 });
    // Read back, the written file gives the build's own configuration.
    const env = { VITE_API_URL: 'http://127.0.0.1:3333', VITE_DEMO_DELAY: '40' };
    const written = JSON.stringify(configFileFor(env));
    expect(readConfigFile(demoBuild, written).config).toEqual(parseConfig(env));
  });
});

describe('an API address', () => {
  it.each(['', '/api', '/v2/auth', 'http://127.0.0.1:3333', 'https://api.example.test/v1'])(
    'accepts %j',
    (value) => expect(isApiUrl(value)).toBe(true),
  );
  it.each(['api', 'api.example.test', '//api.example.test', 'ftp://api.example.test', 'https://'])(
    'refuses %j',
    (value) => expect(isApiUrl(value)).toBe(false),
  );
});

describe('config.json over the build', () => {
  it('points a demo build at a remote API, whose sign-in the demo then leaves alone', () => {
    const { config, problem } = readConfigFile(
      demoBuild,
      '{ "apiUrl": "https://api.example.test/", "demoDelay": 0 }',
    );
    expect(problem).toBeUndefined();
    expect(config).toEqual({
      ...demoBuild,
      apiUrl: 'https://api.example.test',
      demoAuth: false,
      demoDelay: 0,
    });
  });

  it('gives the demo its sign-in back with an empty apiUrl, or says so itself', () => {
    expect(readConfigFile(remoteBuild, '{ "apiUrl": "" }').config).toMatchObject({
      apiUrl: '/api',
      demoAuth: true,
    });
    expect(
      readConfigFile(remoteBuild, '{ "apiUrl": "https://b.example.test", "demoAuth": true }')
        .config,
    ).toMatchObject({ apiUrl: 'https://b.example.test', demoAuth: true });
  });

  it('keeps the build value of every key it leaves out', () => {
    expect(readConfigFile(remoteBuild, '{}').config).toEqual(remoteBuild);
    expect(readConfigFile(remoteBuild, '{ "demoDelay": 10 }').config).toEqual({
      ...remoteBuild,
      demoDelay: 10,
    });
  });

  it('cannot turn on a demo the build left out', () => {
    const noDemo = parseConfig({ VITE_DEMO: 'off' });
    expect(readConfigFile(noDemo, '{ "apiUrl": "", "demoAuth": true }').config.demoAuth).toBe(
      false,
    );
  });

  it.each([
    ['not JSON', '{ apiUrl: "https://api.example.test" }', /not JSON/],
    ['empty', '', /not JSON/],
    ['the page a fallback serves', '<!doctype html><html></html>', /not JSON/],
    ['not an object', '["https://api.example.test"]', /must be an object/],
    ['null', 'null', /must be an object/],
    ['apiUrl not a string', '{ "apiUrl": 3333 }', /apiUrl must be a string/],
    ['apiUrl without a scheme', '{ "apiUrl": "api.example.test" }', /apiUrl must be empty/],
    ['demoAuth as text', '{ "demoAuth": "off" }', /demoAuth must be true or false/],
    ['demoDelay as text', '{ "demoDelay": "250" }', /demoDelay must be a whole number/],
    ['demoDelay negative', '{ "demoDelay": -1 }', /demoDelay must be 0 or more/],
    ['demoDelay fractional', '{ "demoDelay": 2.5 }', /demoDelay must be a whole number/],
    ['an unknown key', '{ "apiURL": "https://api.example.test" }', /unknown key apiURL/],
  ])('leaves the build as it is when the file is %s, and says why', (_, text, why) => {
    const { config, problem } = readConfigFile(remoteBuild, text);
    expect(config).toBe(remoteBuild);
    expect(problem).toMatch(why);
  });
});
