import createDOMPurify from 'dompurify';

/**
 * The one way HTML from data becomes markup: DOMPurify with our rules. Scripts, event
 * handlers, frames, forms and inline styles go; links keep only http, https and mailto
 * targets and open in a new tab without access to this one.
 */
// Outside a browser (the build reads the page modules) there is no DOM to purify with:
// `sanitizeHtml` then gives nothing rather than anything unsanitised.
const purifier = createDOMPurify(typeof window === 'undefined' ? undefined : window);
const SAFE_LINK = /^(https?:|mailto:)/i;

purifier.addHook?.('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href') ?? '';
  if (!SAFE_LINK.test(href.trim())) {
    node.removeAttribute('href');
    return;
  }
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer nofollow');
});

export function sanitizeHtml(html: string): string {
  if (!purifier.isSupported) return '';
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'iframe',
      'frame',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'textarea',
      'select',
    ],
    FORBID_ATTR: ['style'],
  });
}

/** Text without markup, e.g. for a list excerpt. */
export function htmlToText(html: string): string {
  const container = document.createElement('div');
  // Blocks and line breaks become spaces, so paragraphs do not run into each other.
  container.innerHTML = sanitizeHtml(html).replace(/<\/(p|div|li|h[1-6])>|<br\s*\/?>/gi, ' $&');
  return (container.textContent ?? '').replace(/\s+/g, ' ').trim();
}
