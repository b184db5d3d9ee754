import { describe, expect, it } from 'vitest';
import { completeBoundaries } from './prerender-login.ts';
import { routePattern } from './route-preloads.ts';

describe('route patterns of the boot script', () => {
  const matches = (path: string, pathname: string) => new RegExp(routePattern(path)).test(pathname);

  it('matches a plain path, with or without a trailing slash, and nothing longer', () => {
    expect(matches('/login', '/login')).toBe(true);
    expect(matches('/login', '/login/')).toBe(true);
    expect(matches('/login', '/login-basic')).toBe(false);
    expect(matches('/login', '/pages/login')).toBe(false);
  });

  it('matches the rest of a path after *, params and optional params', () => {
    expect(matches('/apps/email/*', '/apps/email')).toBe(true);
    expect(matches('/apps/email/*', '/apps/email/sent/12')).toBe(true);
    expect(matches('/apps/email/*', '/apps/emails')).toBe(false);
    expect(matches('/apps/invoice/preview/:id?', '/apps/invoice/preview')).toBe(true);
    expect(matches('/apps/invoice/preview/:id?', '/apps/invoice/preview/4987')).toBe(true);
    expect(matches('/apps/user/view/:id', '/apps/user/view')).toBe(false);
    expect(matches('/apps/user/view/:id', '/apps/user/view/7')).toBe(true);
  });

  it('escapes what a regular expression would read', () => {
    expect(matches('/a.b', '/a.b')).toBe(true);
    expect(matches('/a.b', '/axb')).toBe(false);
  });
});

describe('completing streamed boundaries', () => {
  it('puts a late segment where its placeholder was, and drops the scripts', () => {
    const streamed =
      '<main><div><!--$?--><template id="B:0"></template><!--/$--></div><p>form</p></main>' +
      '<script>$RT=1</script><div hidden id="S:0"><svg><g><div>x</div></g></svg></div>' +
      '<script>$RC("B:0","S:0")</script>';
    expect(completeBoundaries(streamed)).toBe(
      '<main><div><!--$--><svg><g><div>x</div></g></svg><!--/$--></div><p>form</p></main>',
    );
  });

  it('fails when a boundary is left unfinished', () => {
    expect(() =>
      completeBoundaries('<main><!--$?--><template id="B:1"></template></main>'),
    ).toThrow(/placeholders/);
  });
});
