import { describe, expect, it } from 'vitest';
import { quietHandlers } from './quiet-handlers';
import { sanitizeHtml } from './sanitize';
import { xssCorpus } from './xss-corpus';

describe('quietHandlers', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', '<img src=x data-handler-onerror=alert(1)>'],
    ['<img src="x"onerror="a">', '<img src="x"data-handler-onerror="a">'],
    ['<p/onclick=a>t</p>', '<p/data-handler-onclick=a>t</p>'],
    ['<P ONCLICK = "a" OnMouseOver>', '<P data-handler-ONCLICK = "a" data-handler-OnMouseOver>'],
    ['<svg onload=a><g onclick=b>', '<svg data-handler-onload=a><g data-handler-onclick=b>'],
  ])('renames the handlers in %s', (html, quiet) => {
    expect(quietHandlers(html)).toBe(quiet);
  });

  it.each([
    '<p>Ligue on-line, only once: a < b onclick=x</p>',
    '<a title="turn on the light" href=https://exemplo.com.br/online>on top</a>',
    "<a title='x onclick=y'>t</a>",
    '<!-- comment --><p>text</p><br/>',
    '<p data-once="1" donclick=x>t',
    '<',
    'texto sem tags',
  ])('leaves text, values and other names alone: %s', (html) => {
    expect(quietHandlers(html)).toBe(html);
  });

  it('changes nothing that the sanitiser keeps', () => {
    for (const { html } of xssCorpus) {
      const clean = sanitizeHtml(html, { remoteImages: 'show' });
      expect(quietHandlers(clean)).toBe(clean);
    }
  });
});
