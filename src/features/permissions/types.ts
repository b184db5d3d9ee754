import * as z from 'zod/mini';
import { textField } from '@/lib/form/text';
import { nameKey } from '@/lib/list-query';

/** The permission entity and its calls (SPEC §3, §4, §6, §7, §9). */
export const roles = ['administrator', 'manager', 'user', 'support', 'restricted-user'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const permissionSchema = z.object({
  id: z.number(),
  /**
   * Data: shown as the API answers it. A sample is named in the language the list asks for
   * (`lang`, ours); a name a person typed comes back as typed.
   */
  name: z.string(),
  /** The roles that have it. */
  assignedTo: z.array(roleSchema),
  /** The API's text, e.g. `14 Apr 2021, 8:43 PM` (see `created-date.ts`). */
  createdDate: z.string(),
  /** Its save count, as the API answers it: a rename sends it back (a stale one is a 409). */
  version: z.optional(z.number()),
});
export type Permission = z.infer<typeof permissionSchema>;

/** The sorts the list offers beyond its stored order (newest additions first). */
export const permissionSortColumns = ['name', 'createdDate'] as const;
export type PermissionSortColumn = (typeof permissionSortColumns)[number];

/** GET /apps/permissions/data: the params as applied, every permission, the count, the page. */
export const permissionsResponseSchema = z.object({
  params: z.object({
    q: z.string(),
    assignedTo: z.nullable(roleSchema),
    perPage: z.number(),
    page: z.number(),
  }),
  allData: z.array(permissionSchema),
  total: z.number(),
  permissions: z.array(permissionSchema),
});
export type PermissionsResponse = z.infer<typeof permissionsResponseSchema>;

export const NAME_MIN = 3;
export const NAME_MAX = 60;

/** A permission's name as a person types it: trimmed, 3–60 characters (messages are keys). */
export const permissionNameSchema = textField(NAME_MIN, NAME_MAX, {
  required: 'permissions:validation.required',
  tooShort: 'permissions:validation.tooShort',
  tooLong: 'permissions:validation.tooLong',
});

export const permissionFieldsSchema = z.object({ name: permissionNameSchema });
export type PermissionFields = z.infer<typeof permissionFieldsSchema>;

/**
 * The modal's form: the call's fields, with a name no other permission has. `taken` holds
 * the others' `nameKey`s; the API refuses a taken name too (400), the form says so first.
 */
export const permissionFormSchema = (taken: ReadonlySet<string>) =>
  z.object({
    name: permissionNameSchema.check(
      z.refine((name) => !taken.has(nameKey(name)), 'permissions:validation.duplicate'),
    ),
  });

/** POST /apps/permissions/add-permission `{ permission: { name } }`. */
export const addPermissionSchema = z.object({ permission: permissionFieldsSchema });
/** POST /apps/permissions/update-permission `{ id, name }`. */
export const updatePermissionSchema = z.object({
  id: z.number(),
  name: permissionNameSchema,
  version: z.optional(z.number()),
});
