// What the boot path needs; CASL-based helpers are imported from `ability.ts`.
export { connectSession } from './bridge';
export { useCurrentUser, useSessionStore } from './session-store';
export type { SignOutReason } from './session-store';
export type { UserData } from './session';
export { signOut } from './sign-out';
