/**
 * Pictures of people from data (senders, contacts, the signed-in user) go through here: only
 * `https:` addresses, inline `data:image/…` and this app's own paths (the sample avatars) are
 * shown; anything else (`http:`, `javascript:`, other schemes, junk) gives `null`, and the
 * avatar falls back to initials.
 */
export function safeAvatarUrl(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '' || typeof window === 'undefined') return null;
  let url: URL;
  try {
    url = new URL(text, window.location.href);
  } catch {
    return null;
  }
  if (url.protocol === 'https:' && /^https:/i.test(text)) return text;
  if (url.protocol === 'data:') return /^image\//i.test(url.pathname) ? text : null;
  // A path of this app (written relative, e.g. `/images/avatars/1.svg`), never another host.
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[/\\]{2}/.test(text);
  return relative && url.origin === window.location.origin ? text : null;
}

/** Up to two initials of a name, upper case ("Ana Beatriz Souza" → "AB"). */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}
