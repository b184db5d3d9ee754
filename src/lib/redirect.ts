/**
 * A `redirectTo` value is followed only when it is a path on this site: `/apps/email?x=1`
 * is; `//evil.example`, `https://…`, `javascript:…` and anything odd fall back.
 */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  // Control characters and backslashes are how browsers get talked into other hosts.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char === '\\')) return fallback;
  try {
    const base = 'http://mirante.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
