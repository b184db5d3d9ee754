// Light exports the boot path needs; CASL-based helpers are imported from `ability.ts`.
export { isSignedIn, useCurrentUser, useSessionStore } from './session-store';
export type { UserData } from './session';
