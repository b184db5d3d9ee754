import { create } from 'zustand';
import { registerStore } from '@/lib/store-registry';
import {
  clearStoredSession,
  readStoredSession,
  writeStoredSession,
  writeStoredTokens,
  type SessionPayload,
  type UserData,
} from './session';

export type SignOutReason = 'user' | 'expired' | 'other-tab';

interface SessionState {
  user: UserData | null;
  accessToken: string | null;
  refreshToken: string | null;
  sessionId: string | null;
  /** Why the last session ended, shown once on the login page. */
  endedBecause: SignOutReason | null;
  signIn: (session: SessionPayload) => void;
  setTokens: (accessToken: string, refreshToken: string) => void;
  /** Clears the session in memory and in storage. */
  clear: (reason: SignOutReason) => void;
  /** Re-reads storage (boot, and when another tab changed it: then nothing is deleted). */
  restore: (options?: { repair?: boolean }) => void;
  acknowledgeEnd: () => void;
}

function fromPayload(session: SessionPayload | null) {
  return {
    user: session?.userData ?? null,
    accessToken: session?.accessToken ?? null,
    refreshToken: session?.refreshToken ?? null,
    sessionId: session?.logUsuarioSessaoID ?? null,
  };
}

export const useSessionStore = create<SessionState>()((set) => ({
  ...fromPayload(readStoredSession()),
  endedBecause: null,
  signIn: (session) => {
    writeStoredSession(session);
    set({ ...fromPayload(session), endedBecause: null });
  },
  setTokens: (accessToken, refreshToken) => {
    writeStoredTokens(accessToken, refreshToken);
    set({ accessToken, refreshToken });
  },
  clear: (reason) => {
    clearStoredSession();
    set({ ...fromPayload(null), endedBecause: reason });
  },
  restore: (options) => set(fromPayload(readStoredSession(options))),
  acknowledgeEnd: () => set({ endedBecause: null }),
}));

export const useCurrentUser = () => useSessionStore((state) => state.user);

registerStore('session', () =>
  useSessionStore.setState({ ...fromPayload(readStoredSession()), endedBecause: null }),
);
