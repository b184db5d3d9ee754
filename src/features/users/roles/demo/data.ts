import { uniformPermissions } from '../matrix';
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
 * Ours, for the users' roles of SPEC §6 ("admin manages all"): the editor runs the content
 * and its reports and settles disputes; the author writes content; the maintainer keeps the
 * database, the API and the repositories; the subscriber only reads what is published.
 */
const matrices: Record<SeededRole, RolePermissions> = {
  admin: uniformPermissions(true),
  author: {
    userManagement: none,
    content: all,
    disputes: none,
    database: none,
    finance: none,
    reports: read,
    apiControl: none,
    repositories: read,
    payroll: none,
  },
  editor: {
    userManagement: read,
    content: all,
    disputes: edit,
    database: none,
    finance: none,
    reports: all,
    apiControl: none,
    repositories: edit,
    payroll: none,
  },
  maintainer: {
    userManagement: read,
    content: read,
    disputes: read,
    database: all,
    finance: none,
    reports: read,
    apiControl: all,
    repositories: all,
    payroll: none,
  },
  subscriber: {
    userManagement: none,
    content: read,
    disputes: none,
    database: none,
    finance: none,
    reports: read,
    apiControl: none,
    repositories: none,
    payroll: none,
  },
};

/** The users' five roles, ids 1–5 in the users table's order, each named by its key. */
export function seedRoles(): StoredRole[] {
  return seededRoles.map((key, index) => ({
    id: index + 1,
    key,
    name: key,
    permissions: structuredClone(matrices[key]),
  }));
}
