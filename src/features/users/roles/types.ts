import * as z from 'zod/mini';
import { textField } from '@/lib/form/text';
import { nameKey } from '@/lib/list-query';
import { userRoleSchema, userRoles, type UserRole } from '../types';

/**
 * The seeded roles are the users' roles (SPEC §6: admin, author, editor, maintainer,
 * subscriber), so that the cards explain every role the users table shows and count those
 * very users. Each is named as the table names it, in the reader's language; its name cannot
 * change (the table would say another word), its permissions can.
 */
export const seededRoles = userRoles;
export const seededRoleSchema = userRoleSchema;
export type SeededRole = UserRole;

/** Ours: the areas a role is granted access to, in the matrix's order (translation keys). */
export const roleModules = [
  'userManagement',
  'content',
  'disputes',
  'database',
  'finance',
  'reports',
  'apiControl',
  'repositories',
  'payroll',
] as const;
export const roleModuleSchema = z.enum(roleModules);
export type RoleModule = z.infer<typeof roleModuleSchema>;

/** What a role may do in a module: the matrix's three columns. */
export const accessKinds = ['read', 'write', 'create'] as const;
export type AccessKind = (typeof accessKinds)[number];

export const accessSchema = z.object({
  read: z.boolean(),
  write: z.boolean(),
  create: z.boolean(),
});
export type Access = z.infer<typeof accessSchema>;

/** Every module with its access (an enum key makes the record exhaustive). */
export const rolePermissionsSchema = z.record(roleModuleSchema, accessSchema);
export type RolePermissions = z.infer<typeof rolePermissionsSchema>;

/** A member as a card shows them: name and picture (or initials in their colour). */
export const roleMemberSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  avatar: z.string(),
  avatarColor: z.string(),
});
export type RoleMember = z.infer<typeof roleMemberSchema>;

/** A role as stored by the demo API. */
export const storedRoleSchema = z.object({
  id: z.number(),
  /** The users' role this is (its members and its translated name); `null` for one added. */
  key: z.nullable(seededRoleSchema),
  /** As typed; a seeded role's is its key (shown translated, never renamed). */
  name: z.string(),
  permissions: rolePermissionsSchema,
  /** Its save count, as the API answers it: a change sends it back (a stale one is a 409). */
  version: z.optional(z.number()),
});
export type StoredRole = z.infer<typeof storedRoleSchema>;

/** A role as the API answers it: how many users have it and the first four of them. */
export const roleSchema = z.object({
  ...storedRoleSchema.shape,
  userCount: z.number(),
  members: z.array(roleMemberSchema),
});
export type Role = z.infer<typeof roleSchema>;

/** GET /apps/roles/data. */
export const rolesResponseSchema = z.object({
  roles: z.array(roleSchema),
  modules: z.array(roleModuleSchema),
});
export type RolesResponse = z.infer<typeof rolesResponseSchema>;

export const NAME_MIN = 3;
export const NAME_MAX = 40;

/** A role's name as a person types it: trimmed, 3–40 characters (messages are keys). */
export const roleNameSchema = textField(NAME_MIN, NAME_MAX, {
  required: 'roles:validation.required',
  tooShort: 'roles:validation.tooShort',
  tooLong: 'roles:validation.tooLong',
});

/** POST /apps/roles/add-role `{ role: { name, permissions } }`. */
export const addRoleSchema = z.object({
  role: z.object({ name: roleNameSchema, permissions: rolePermissionsSchema }),
});
export type AddRole = z.infer<typeof addRoleSchema>;

/**
 * The role form: the add call's role, with a name no other role has. `taken` holds the
 * others' `nameKey`s, of their names as stored and as shown ("author" and "Autor"); the
 * API refuses a stored one too (400), the form says so first.
 */
export const roleFormSchema = (taken: ReadonlySet<string>) =>
  z.object({
    name: roleNameSchema.check(
      z.refine((name) => !taken.has(nameKey(name)), 'roles:validation.duplicate'),
    ),
    permissions: rolePermissionsSchema,
  });

/** POST /apps/roles/update-role `{ id, role: { name?, permissions? } }` (a seeded role: no name). */
export const updateRoleSchema = z.object({
  id: z.number(),
  role: z.object({
    name: z.optional(roleNameSchema),
    permissions: z.optional(rolePermissionsSchema),
  }),
  version: z.optional(z.number()),
});
export type UpdateRole = z.infer<typeof updateRoleSchema>;
