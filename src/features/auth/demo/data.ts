import type { UserData } from '@/contract/auth';
// Relative, not '@/': the reference server loads this file with tsx, which knows no alias.
import { sha256, toHex, utf8 } from '../../../lib/demo/sha256';

/** The demo accounts. Passwords are kept as SHA-256 digests, never in clear. */
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

/**
 * The hex SHA-256 of `mirante:<password>`. Our own SHA-256, not WebCrypto: plain-http origins
 * have no `crypto.subtle` (see lib/demo/sha256.ts). Async, as callers already await it.
 */
export function hashPassword(password: string): Promise<string> {
  return Promise.resolve(toHex(sha256(utf8(`mirante:${password}`))));
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

// SHA-256 of "mirante:admin" and "mirante:client" (checked by the handler tests).
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
    passwordHash: '7b3da40304f8974593a7776036fb77b288dcf89a87c88c36acdcc5f06a349069',
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
    passwordHash: '7d83aba6fd9c5fea9eb1f0c1b04ac997828b2fffac7435ed368dae38ed37192f',
  },
];
