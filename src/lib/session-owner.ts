/**
 * Who is signed in, as an opaque id, for stores that keep user data in the browser (a
 * draft, say) and must not show it to the next person who signs in. Set by the auth
 * feature; `null` when nobody is signed in.
 */
let owner: string | null = null;

export const getSessionOwner = () => owner;

export function setSessionOwner(next: string | number | null | undefined): void {
  owner = next === null || next === undefined ? null : String(next);
}
