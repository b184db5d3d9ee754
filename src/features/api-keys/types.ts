import * as z from 'zod/mini';
import { instantSchema } from '@/lib/dates';
import { textField } from '@/lib/form/text';
import { nameKey } from '@/lib/list-query';

/** The caller's API keys and their calls (ours: SPEC §2 names the page, §7 no call). */
export const apiKeyPermissions = ['full', 'read-write', 'read-only'] as const;
export type ApiKeyPermission = (typeof apiKeyPermissions)[number];
export const apiKeyPermissionSchema = z.enum(apiKeyPermissions, 'api-keys:validation.permission');

export const apiKeySchema = z.object({
  id: z.number(),
  /** Data, shown as stored. */
  name: z.string(),
  /** Masked in a list (`mrt_3Fq9…`); whole only in the answer that created it. */
  key: z.string(),
  permission: apiKeyPermissionSchema,
  createdAt: instantSchema(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** GET /api/api-keys: the caller's keys, the newest first. */
export const apiKeysResponseSchema = z.object({ apiKeys: z.array(apiKeySchema) });
export type ApiKeysResponse = z.infer<typeof apiKeysResponseSchema>;

/** POST /api/api-keys → 201, and DELETE /api/api-keys/{id} → 200: the key. */
export const apiKeyResponseSchema = z.object({ apiKey: apiKeySchema });

export const NAME_MIN = 3;
export const NAME_MAX = 40;

/** A key's name as typed: cleaned, 3–40 characters (messages are keys). */
export const apiKeyNameSchema = textField(NAME_MIN, NAME_MAX, {
  required: 'api-keys:validation.required',
  tooShort: 'api-keys:validation.tooShort',
  tooLong: 'api-keys:validation.tooLong',
});

/** POST /api/api-keys `{ name, permission }`. */
export const createApiKeySchema = z.object({
  name: apiKeyNameSchema,
  permission: apiKeyPermissionSchema,
});
export type CreateApiKey = z.infer<typeof createApiKeySchema>;

/**
 * The create form: the call's fields, with a name none of the caller's keys has (`taken`
 * holds their `nameKey`s). The API refuses a taken name too (400 naming `name`).
 */
export const apiKeyFormSchema = (taken: ReadonlySet<string>) =>
  z.object({
    name: apiKeyNameSchema.check(
      z.refine((name) => !taken.has(nameKey(name)), 'api-keys:validation.duplicate'),
    ),
    permission: apiKeyPermissionSchema,
  });

/** What the form holds before a permission is chosen. */
export interface ApiKeyFormValues {
  name: string;
  permission: ApiKeyPermission | '';
}

/** How a list shows a key: its first eight characters, then an ellipsis. */
export const maskKey = (key: string) => `${key.slice(0, 8)}…`;
