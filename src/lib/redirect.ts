const base = 'http://mirante.invalid';

/** More layers of percent-encoding than this are refused rather than peeled further. */
const maxDecodeRounds = 8;

/** One `%XX` layer peeled, byte by byte; a lone `%` is left as it is (it never throws). */
function decodeOnce(value: string): string {
  return value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

/**
 * Every reading of `value` a browser, a router or a server might settle on: as given and
 * with each layer of percent-encoding peeled until nothing changes. `null` when the layers
 * go deeper than `maxDecodeRounds`.
 */
function decodedLayers(value: string): string[] | null {
  const layers = [value];
  let current = value;
  for (let round = 0; round < maxDecodeRounds; round += 1) {
    const next = decodeOnce(current);
    if (next === current) return layers;
    layers.push(next);
    current = next;
  }
  return null;
}

/** Exactly one leading `/`, then no backslash and no control character anywhere. */
function looksLikeLocalPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  // Control characters and backslashes are how browsers get talked into other hosts
  // (the URL parser drops tabs and newlines, and reads `\` as `/`).
  return ![...value].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f || char === '\\';
  });
}

/** `value` with `.`/`..` segments resolved, as the URL parser does; `null` if off-site. */
function normalise(value: string): string | null {
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** A layer is safe when it is a local path both as written and once resolved. */
function isSameSitePath(layer: string): boolean {
  if (!looksLikeLocalPath(layer)) return false;
  const resolved = normalise(layer);
  return resolved !== null && looksLikeLocalPath(resolved);
}

/**
 * A `redirectTo` value is followed only when it is a path on this site: `/apps/email?x=1`
 * is (returned with its `.`/`..` segments resolved); `//evil.example`, `https://…`,
 * `javascript:…` and anything that only becomes one of them once decoded or resolved
 * (`/.//evil.example`, `/%252E//evil.example`, `/a/..//evil.example`) fall back. Every
 * decoded layer is checked, so an encoded backslash or control character falls back too,
 * even in the query.
 */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (!value) return fallback;
  const layers = decodedLayers(value);
  if (!layers?.every(isSameSitePath)) return fallback;
  const resolved = normalise(value);
  if (resolved === null) return fallback;
  // What the router gets is checked once more, in every decoded reading of it.
  return decodedLayers(resolved)?.every(isSameSitePath) ? resolved : fallback;
}
