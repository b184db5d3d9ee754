import { createRandom } from '@/lib/demo/random';
import { everyModule, uniformPermissions } from '../matrix';
import {
  seededRoles,
  type Access,
  type RolePermissions,
  type SeededRole,
  type StoredRole,
} from '../types';

const none: Access = { read: false, write: false, create: false };
const read: Access = { read: true, write: false, create: false };
const edit: Access = { read: true, write: true, create: false };
const all: Access = { read: true, write: true, create: true };

/**
 * Ours, in the spirit of SPEC §6's assignments: the administrator has everything; the manager
 * runs people, money and clients (Add & Remove Users, Financial Management, Client
 * Communication); the user and support plan projects and write (Project Planning, Manage
 * Email Sequences), support also handles disputes and others' tasks; the restricted user only
 * reads (Only View).
 */
const matrices: Record<SeededRole, RolePermissions> = {
  administrator: uniformPermissions(true),
  manager: {
    userManagement: all,
    content: edit,
    disputes: edit,
    database: read,
    finance: all,
    reports: all,
    apiControl: none,
    repositories: read,
    payroll: edit,
  },
  user: {
    userManagement: none,
    content: all,
    disputes: read,
    database: none,
    finance: none,
    reports: read,
    apiControl: none,
    repositories: all,
    payroll: none,
  },
  support: {
    userManagement: read,
    content: edit,
    disputes: all,
    database: read,
    finance: none,
    reports: edit,
    apiControl: none,
    repositories: edit,
    payroll: none,
  },
  'restricted-user': everyModule(read),
};

/** The five roles of SPEC §6, ids 1–5, each named by its key until someone renames it. */
export function seedRoles(): StoredRole[] {
  return seededRoles.map((key, index) => ({
    id: index + 1,
    key,
    name: key,
    permissions: structuredClone(matrices[key]),
  }));
}

/** Out of 20 users: 1 administrator, 3 managers, 9 users, 4 support, 3 restricted. */
const weights: SeededRole[] = [
  'administrator',
  ...Array<SeededRole>(3).fill('manager'),
  ...Array<SeededRole>(9).fill('user'),
  ...Array<SeededRole>(4).fill('support'),
  ...Array<SeededRole>(3).fill('restricted-user'),
];

/**
 * The seeded role a user has, worked out from their id (the same everywhere, so 10,000 users
 * cost no stored rows, a user added later has a role too, and a deleted one leaves its count).
 */
export function seededRoleOf(userId: number): SeededRole {
  return createRandom(userId * 7919).pick(weights);
}
