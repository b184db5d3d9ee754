import { issueTokens } from '@/lib/demo/tokens';
import { useSessionStore } from '@/features/auth';
import { seedUsers } from '@/features/auth/demo/data';

/** Signs a demo user in for a test, with real demo tokens (as a login would). */
export async function signInAs(role: 'admin' | 'client' = 'admin') {
  const user = seedUsers().find((candidate) => candidate.role === role);
  if (!user) throw new Error(role);
  const { passwordHash: _hidden, ...userData } = user;
  const tokens = await issueTokens(user.id);
  useSessionStore.getState().signIn({ userData, ...tokens, logUsuarioSessaoID: '1' });
  return userData;
}
