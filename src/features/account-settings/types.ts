import * as z from 'zod/mini';
import { confirmMatches, confirmSchema, passwordSchema } from '@/components/account/password-rules';
import { isBeforeToday, isoDay, parseLocalDay } from '@/lib/dates';
import { isPictureAddress } from '@/lib/file-address';
import { isMaskComplete, phoneMask } from '@/lib/form/masks';
import { textField } from '@/lib/form/text';
import { textSchema } from '@/lib/text-rules';

/**
 * The signed-in person's own settings (SPEC §3 "Account settings"): the answer of
 * GET /account-setting/data, and the bodies of our POST /account-setting/{section}, each
 * checked with the same schema by the form and by the call.
 */

const key = (name: string) => `account-settings:validation.${name}`;

/** The largest avatar kept (800 KB): checked on picking and by the save. */
export const AVATAR_MAX_BYTES = 800 * 1024;

export const socialNetworks = [
  'twitter',
  'facebook',
  'google',
  'linkedIn',
  'instagram',
  'quora',
] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** The hosts a network's link may name (its subdomains too). */
export const socialHosts: Record<SocialNetwork, readonly string[]> = {
  twitter: ['x.com', 'twitter.com'],
  facebook: ['facebook.com', 'fb.com'],
  google: ['google.com', 'youtube.com'],
  linkedIn: ['linkedin.com'],
  instagram: ['instagram.com'],
  quora: ['quora.com'],
};

export const connectionServices = ['twitter', 'google', 'facebook', 'github'] as const;
export type ConnectionService = (typeof connectionServices)[number];

export const notificationFlags = [
  'commentOnArticle',
  'answerOnForm',
  'followMe',
  'newAnnouncements',
  'productUpdates',
  'blogDigest',
] as const;
export type NotificationFlag = (typeof notificationFlags)[number];

/** The countries the information tab offers (ISO 3166 codes; names come from `Intl`). */
export const countryCodes = [
  'BR', 'PT', 'AO', 'MZ', 'CV', 'AR', 'UY', 'PY', 'CL', 'CO', 'PE', 'MX',
  'US', 'CA', 'ES', 'FR', 'DE', 'IT', 'GB', 'IE', 'NL', 'JP', 'IN', 'ZA',
] as const; // prettier-ignore

/** An `http(s)` address with a host of a name and a dot; with `hosts`, one of them. */
export function isWebAddress(value: string, hosts?: readonly string[]): boolean {
  if (!/^https?:\/\/[^/\\\s]/i.test(value)) return false;
  let host: string;
  try {
    host = new URL(value).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) return false;
  return !hosts || hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

const webAddress = (message: string, hosts?: readonly string[]) =>
  z.string().check(
    z.trim(),
    z.maxLength(200, key('tooLong')),
    z.refine((value) => value === '' || isWebAddress(value, hosts), message),
  );

/* The forms' fields and the calls' bodies. */

export const generalFieldsSchema = z.object({
  /** A kept file (`/api/files/…`), a path of this site or `https:`; empty for none. */
  avatar: z.string().check(z.refine(isPictureAddress, key('avatar'))),
  username: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, key('usernameRequired')),
      z.regex(/^[\w.-]{3,30}$/, key('usernameFormat')),
    ),
  fullName: textField(3, 60, {
    required: key('fullNameRequired'),
    tooShort: key('tooShort'),
    tooLong: key('tooLong'),
  }),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, key('emailRequired')),
      z.maxLength(254, key('tooLong')),
      z.email(key('emailFormat')),
    ),
  company: z.string().check(z.trim(), z.maxLength(80, key('tooLong'))),
});
export type GeneralFields = z.infer<typeof generalFieldsSchema>;

export const infoFieldsSchema = z.object({
  bio: textSchema(500, key('tooLong')),
  /** A day before today (`YYYY-MM-DD`), or empty. */
  dob: z.string().check(
    z.refine((day) => day === '' || parseLocalDay(day) !== null, key('dob')),
    z.refine((day) => day === '' || isBeforeToday(day), key('dobFuture')),
  ),
  /** One of `countryCodes`, or empty. */
  country: z
    .string()
    .check(
      z.refine(
        (code) => code === '' || (countryCodes as readonly string[]).includes(code),
        key('country'),
      ),
    ),
  website: webAddress(key('website')),
  /** `(11) 3456-7890` or `(11) 98765-4321`, or empty. */
  phone: z
    .string()
    .check(z.refine((value) => value === '' || isMaskComplete(phoneMask, value), key('phone'))),
});
export type InfoFields = z.infer<typeof infoFieldsSchema>;

export const socialLinksSchema = z.object(
  Object.fromEntries(
    socialNetworks.map((network) => [
      network,
      webAddress(key(`social.${network}`), socialHosts[network]),
    ]),
  ) as Record<SocialNetwork, ReturnType<typeof webAddress>>,
);
export type SocialLinks = z.infer<typeof socialLinksSchema>;

export const notificationFieldsSchema = z.object(
  Object.fromEntries(notificationFlags.map((flag) => [flag, z.boolean()])) as Record<
    NotificationFlag,
    z.ZodMiniBoolean
  >,
);
export type NotificationFields = z.infer<typeof notificationFieldsSchema>;

/** The password tab: the one in use, then the new one on the shared rules, typed twice. */
export const passwordFormSchema = z
  .object({
    currentPassword: z
      .string()
      .check(z.minLength(1, key('currentRequired')), z.maxLength(128, key('tooLong'))),
    password: passwordSchema,
    confirm: confirmSchema,
  })
  .check(confirmMatches());
export type PasswordForm = z.infer<typeof passwordFormSchema>;

/** A form's save sends the version of its section it read (a stale one is refused: 409). */
const withVersion = { version: z.optional(z.number()) };
export const generalBodySchema = z.object({ ...generalFieldsSchema.shape, ...withVersion });
/** The birth day may come as ISO 8601 with a zone too (`toJSON()`), stored as `YYYY-MM-DD`. */
export const infoBodySchema = z.object({
  ...infoFieldsSchema.shape,
  dob: isoDay(key('dob'), { orEmpty: true }).check(
    z.refine((day) => day === '' || isBeforeToday(day), key('dobFuture')),
  ),
  ...withVersion,
});
export const notificationBodySchema = z.object({
  ...notificationFieldsSchema.shape,
  ...withVersion,
});
/** The social links with their version, or a connection switch by itself (`{ github: true }`). */
export const socialBodySchema = z.object({
  socialLinks: z.optional(socialLinksSchema),
  connections: z.optional(z.partialRecord(z.enum(connectionServices), z.boolean())),
  ...withVersion,
});
export type SocialBody = z.infer<typeof socialBodySchema>;

/* What the calls answer: the shapes as stored (the rules are the forms' and the bodies'). */

const text = z.string();
const section = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.object({ ...shape, version: z.number() });

export const generalSchema = section({
  avatar: text,
  username: text,
  fullName: text,
  email: text,
  company: text,
});
export type General = z.infer<typeof generalSchema>;

export const infoSchema = section({
  bio: text,
  dob: text,
  country: text,
  website: text,
  phone: text,
});
export type Info = z.infer<typeof infoSchema>;

/** Ours: `connected`, beside the spec's `id` (the account's name there) and `profileImg`. */
export const connectionSchema = z.object({
  id: text,
  profileImg: text,
  connected: z.boolean(),
});
export type Connection = z.infer<typeof connectionSchema>;

export const socialSchema = section({
  socialLinks: z.record(z.enum(socialNetworks), text),
  connections: z.record(z.enum(connectionServices), connectionSchema),
});
export type Social = z.infer<typeof socialSchema>;

export const notificationSchema = section(notificationFieldsSchema.shape);
export type Notification = z.infer<typeof notificationSchema>;

export const accountSettingsSchema = z.object({
  general: generalSchema,
  info: infoSchema,
  social: socialSchema,
  notification: notificationSchema,
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** POST /account-setting/password: when the password was changed. */
export const passwordChangedSchema = z.object({ changedAt: text });
