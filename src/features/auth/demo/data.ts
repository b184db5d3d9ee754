import type { UserData } from '@/contract/auth';

// Relative, not '@/': the reference server loads this file with tsx, which knows no alias.
// The digests live in lib/demo: the account settings keep a changed password the same way.
export {
  hashPassword,
  PASSWORD_HASH_FORMAT,
  PASSWORD_ITERATIONS,
  verifyPassword,
} from '../../../lib/demo/password-digest';

/** The demo accounts. Passwords are kept as salted PBKDF2 digests, never in clear. */
export interface DemoUser extends UserData {
  id: number;
  passwordHash: string;
}

export interface SessionLog {
  id: number;
  userId: number;
  startedAt: string;
  endedAt: string | null;
}

export const ADMIN_ABILITY = [{ action: 'manage', subject: 'all' }];
export const CLIENT_ABILITY = [
  { action: 'read', subject: 'ACL' },
  { action: 'read', subject: 'Auth' },
];

/**
 * The demo accounts' passwords, public on purpose (the login page shows them). The browser
 * demo keeps only their digests below; the reference server seeds its users from both.
 */
export const DEMO_PASSWORDS: Readonly<Record<string, string>> = {
  'admin@demo.com': 'admin',
  'client@demo.com': 'client',
};

// PBKDF2 digests of "admin" and "client", fixed salts (checked by the handler tests).
export const seedUsers = (): DemoUser[] => [
  {
    id: 1,
    fullName: 'Helena Duarte',
    username: 'helena.duarte',
    email: 'admin@demo.com',
    role: 'admin',
    avatar: '',
    ability: ADMIN_ABILITY,
    extras: { team: 'Diretoria de Operações', city: 'São Paulo' },
    passwordHash:
      'pbkdf2-sha256$25000$bWlyYW50ZS1hZG1pbi0x$Rx8pTvfFs5fE8-nTnworXnRn1LfuJrAKat0GNNkFbXw',
  },
  {
    id: 2,
    fullName: 'Rafael Lima',
    username: 'rafael.lima',
    email: 'client@demo.com',
    role: 'client',
    avatar: '',
    ability: CLIENT_ABILITY,
    extras: { team: 'Atendimento', city: 'Recife' },
    passwordHash:
      'pbkdf2-sha256$25000$bWlyYW50ZS1jbGllbnQx$ws7Qm6gTlMu2PHtrdqH4ot3POJzPjzhn4YL3boUk2nI',
  },
];
