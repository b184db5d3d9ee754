import { shownImageSrc } from './data-images';

/**
 * Pictures of people from data (senders, contacts, the signed-in user) go through here, under
 * the one policy for pictures from data (`data-images.ts`): this app's own paths (the sample
 * avatars) and inline `data:image/…` show; a picture on another site shows only once the
 * signed-in user has allowed its host; anything else (`http:`, `javascript:`, junk) never.
 * `null` means the avatar falls back to initials, its neutral placeholder.
 */
export function safeAvatarUrl(value: string | null | undefined): string | null {
  return shownImageSrc(value);
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
