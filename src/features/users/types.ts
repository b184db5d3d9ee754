import * as z from 'zod/mini';
import { passwordSchema } from '@/components/account/password-rules';
import { textField } from '@/lib/form/text';

/** The user entity of the list form and its calls (SPEC §3, §4, §7, §9). */
export const userRoles = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const;
export const userRoleSchema = z.enum(userRoles);
export type UserRole = z.infer<typeof userRoleSchema>;

export const userStatuses = ['active', 'pending', 'inactive'] as const;
export const userStatusSchema = z.enum(userStatuses);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const userPlans = ['basic', 'team', 'company', 'enterprise'] as const;
export const userPlanSchema = z.enum(userPlans);
export type UserPlan = z.infer<typeof userPlanSchema>;

/** SPEC §3: the billing values, exactly as the API writes them (shown translated). */
export const billingMethods = [
  'Manual - Credit Card',
  'Manual - Paypal',
  'Manual - Cash',
  'Auto Debit',
] as const;
export const billingSchema = z.enum(billingMethods);
export type Billing = z.infer<typeof billingSchema>;

/** Mantine palette names an avatar without a picture is drawn in. */
export const avatarColors = ['blue', 'teal', 'grape', 'orange', 'cyan', 'pink', 'indigo'] as const;

export const userSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  company: z.string(),
  role: userRoleSchema,
  username: z.string(),
  country: z.string(),
  contact: z.string(),
  email: z.string(),
  currentPlan: userPlanSchema,
  status: userStatusSchema,
  billing: billingSchema,
  /** Path of the user's picture; empty when there is none (show the initials). */
  avatar: z.string(),
  /** The initials' colour when there is no picture (one of `avatarColors`, or empty). */
  avatarColor: z.string(),
  /** Its save count, as the user's page reads it: the edit form sends it back (stale: 409). */
  version: z.optional(z.number()),
});
export type User = z.infer<typeof userSchema>;

/** The notification kinds of the user's settings, each by e-mail, browser and app. */
export const notificationKinds = [
  'newForYou',
  'accountActivity',
  'newBrowser',
  'newDevice',
] as const;
export const notificationChannels = ['email', 'browser', 'app'] as const;
const channelsSchema = z.object({ email: z.boolean(), browser: z.boolean(), app: z.boolean() });

/** The services a user may connect their account to. */
export const connectionServices = ['google', 'slack', 'github', 'mailchimp', 'asana'] as const;

/**
 * What the activity timeline records; each entry is drawn from translations, not data text.
 * `planPaid`: the plan's monthly fee (detail: the plan). `invoicePaid` (detail: an invoice
 * number) is read still but never seeded: the users' demo cannot see the invoices, and an
 * entry must name only what is the user's.
 */
export const activityKinds = [
  'signedUp',
  'planChanged',
  'planPaid',
  'invoicePaid',
  'passwordChanged',
  'signedIn',
] as const;
export const activitySchema = z.object({
  kind: z.enum(activityKinds),
  /** ISO date and time. */
  at: z.string(),
  /** The plan changed to or paid, the invoice paid, the city signed in from (by kind). */
  detail: z.optional(z.string()),
});
export type Activity = z.infer<typeof activitySchema>;

/**
 * Ours: what the user's page shows beyond the list form (GET /api/users/user answers it as
 * `details`; the list calls leave it out).
 */
export const userDetailsSchema = z.object({
  /** CPF, written `123.456.789-09`. */
  taxId: z.string(),
  /** BCP 47 tag of the language the user reads (`pt-BR`, `en`, `es`). */
  language: z.string(),
  tasksDone: z.number(),
  projectsDone: z.number(),
  /** ISO date the current plan renews or ends. */
  planEndsOn: z.string(),
  twoStep: z.boolean(),
  notifications: z.record(z.enum(notificationKinds), channelsSchema),
  connections: z.record(z.enum(connectionServices), z.boolean()),
  /** Newest first. */
  activity: z.array(activitySchema),
  /**
   * The settings' save count, as the user's page reads it (0: never saved): the notifications
   * form sends it back (a stale one is a 409).
   */
  version: z.optional(z.number()),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const userWithDetailsSchema = z.object({ ...userSchema.shape, details: userDetailsSchema });
export type UserWithDetails = z.infer<typeof userWithDetailsSchema>;

/** The columns the user list sorts on (`sortColumn`). */
export const userSortColumns = [
  'id',
  'fullName',
  'role',
  'currentPlan',
  'billing',
  'status',
] as const;
export type UserSortColumn = (typeof userSortColumns)[number];

/** GET /api/users/list/data: the filtered count and the asked page. */
export const usersResponseSchema = z.object({ total: z.number(), users: z.array(userSchema) });
export type UsersResponse = z.infer<typeof usersResponseSchema>;
/** GET /api/users/list/all-data: every user. */
export const allUsersSchema = z.array(userSchema);

const trimmed = (min: number, max: number, field: string) =>
  textField(min, max, {
    required: `users:validation.${field}Required`,
    tooShort: `users:validation.${field}TooShort`,
    tooLong: `users:validation.${field}TooLong`,
  });
/**
 * The add-user drawer and the edit modal (messages are translation keys). The API checks the
 * same schema, so what the form lets through the call accepts.
 */
export const userFieldsSchema = z.object({
  fullName: trimmed(3, 60, 'fullName'),
  username: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'users:validation.usernameRequired'),
      z.regex(/^[a-z0-9._]{3,30}$/i, 'users:validation.usernameFormat'),
    ),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'users:validation.emailRequired'),
      z.email('users:validation.emailFormat'),
    ),
  company: trimmed(2, 60, 'company'),
  country: trimmed(2, 40, 'country'),
  contact: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'users:validation.contactRequired'),
      z.regex(/^\+?[\d\s().-]{8,20}$/, 'users:validation.contactFormat'),
    ),
  role: userRoleSchema,
  currentPlan: userPlanSchema,
  billing: billingSchema,
});
export type UserFields = z.infer<typeof userFieldsSchema>;

/** POST /apps/users/add-user `{ user }`: the fields; a new user starts `active` (or as sent). */
export const addUserSchema = z.object({
  user: z.object({ ...userFieldsSchema.shape, status: z.optional(userStatusSchema) }),
});

/**
 * Ours: POST /apps/users/update-user `{ id, user, version }`, any of the fields, status or
 * settings. A form that sends a whole record sends the version it read: `version` for the
 * fields, `details.version` for the settings; a stale one is refused (409).
 */
export const updateUserSchema = z.object({
  id: z.number(),
  user: z.partial(
    z.object({
      ...userFieldsSchema.shape,
      status: userStatusSchema,
      details: z.partial(
        z.object({
          twoStep: z.boolean(),
          notifications: userDetailsSchema.shape.notifications,
          // A switch sends its own service only: another tab's switch is never undone.
          connections: z.partialRecord(z.enum(connectionServices), z.boolean()),
          version: z.number(),
        }),
      ),
    }),
  ),
  version: z.optional(z.number()),
});
export type UpdateUser = z.infer<typeof updateUserSchema>;

/**
 * Ours: POST /apps/users/change-password `{ id, password }`, on the shared password rules
 * (8+ with a letter and a digit, `components/account/password-rules.ts`).
 */
export const changePasswordSchema = z.object({ id: z.number(), password: passwordSchema });

/** The notifications tab's form: the settings as `updateUserSchema` takes them. */
export const notificationsFormSchema = z.object({
  settings: userDetailsSchema.shape.notifications,
});

/** The lowercase key two e-mails or usernames are compared by. */
export const identityKey = (value: string) => value.trim().toLowerCase();
