import * as z from 'zod/mini';
import type { DemoCaller } from '@/lib/demo/api';
import { defineCollection } from '@/lib/demo/db';
import { createRandom } from '@/lib/demo/random';
import { isPictureAddress } from '@/lib/file-address';
import {
  connectionSchema,
  connectionServices,
  generalSchema,
  infoSchema,
  notificationSchema,
  socialNetworks,
  type Connection,
  type ConnectionService,
  type General,
  type Info,
  type Notification,
  type SocialNetwork,
} from '../types';

/**
 * Each person's own settings, one record per person and section, keyed by the caller's id
 * (so nobody reads or writes another's), stored only once saved: until then a section is
 * the caller's defaults below, built from who they are (name, e-mail, username) and ours,
 * at version 0. A section counts its saves apart from the others, so a save of one tab never
 * makes another tab's form stale.
 */

type Fields<T> = Omit<T, 'version'>;

/** One section's records: read as stored or as the defaults, saved on the version read. */
function ownSection<T extends object>(
  name: string,
  shape: z.core.$ZodLooseShape,
  defaults: (caller: DemoCaller) => T,
) {
  type Row = T & { id: string };
  const rows = defineCollection<Row>({
    name: `account-settings-${name}`,
    version: 1,
    schema: z.object({ id: z.string(), ...shape }) as unknown as z.ZodMiniType<Row>,
    seed: () => [],
  });
  const fieldsOf = ({ id: _id, ...fields }: Row) => fields as unknown as T;

  const read = async (caller: DemoCaller): Promise<T & { version: number }> => {
    const row = await rows.find(caller.id);
    return {
      ...(row ? fieldsOf(row) : defaults(caller)),
      version: rows.versionOf(caller.id) ?? 0,
    };
  };

  /**
   * Changes the caller's section; with `version` (what the form read), a save made on an
   * older one is refused (409, the stored section offered). The first save stores it whole.
   */
  const save = async (
    caller: DemoCaller,
    change: (stored: T) => Partial<T>,
    version?: number,
  ): Promise<T & { version: number }> => {
    const patch = (stored: T) => ({ ...stored, ...change(stored) });
    const updated = await rows.update(caller.id, (row) => patch(fieldsOf(row)), version);
    if (!updated) {
      await rows
        .insert({ ...patch(defaults(caller)), id: caller.id }, { uniqueBy: (row) => [row.id] })
        // Another tab stored it first: this save goes on that one, on the version it was given.
        .catch(async (error: unknown) => {
          if (!(await rows.update(caller.id, (row) => patch(fieldsOf(row)), version))) throw error;
        });
    }
    return read(caller);
  };

  return { rows, read, save };
}

/** The caller's name for links and accounts: the username, else the e-mail's local part. */
export const handleOf = (caller: DemoCaller) =>
  caller.profile.username ?? caller.profile.email.split('@')[0] ?? caller.id;

const avatarOf = (caller: DemoCaller) =>
  isPictureAddress(caller.profile.avatar) ? caller.profile.avatar : '';

/** A number of the caller's id, so each person's defaults differ, and stay the same. */
const seedOf = (caller: DemoCaller) =>
  [...caller.id].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7) >>> 0;

const pad = (value: number) => String(value).padStart(2, '0');

export const general = ownSection<Fields<General>>(
  'general',
  z.omit(generalSchema, { version: true }).shape,
  (caller) => ({
    avatar: avatarOf(caller),
    username: handleOf(caller),
    fullName: caller.profile.name,
    email: caller.profile.email,
    company: 'Mirante Tecnologia Ltda.',
  }),
);

const areaCodes = [11, 21, 31, 41, 51, 61, 71, 81, 85, 92] as const;

export const info = ownSection<Fields<Info>>(
  'info',
  z.omit(infoSchema, { version: true }).shape,
  (caller) => {
    const random = createRandom(seedOf(caller));
    return {
      bio: 'Cuido dos painéis e relatórios que ajudam a equipe a decidir melhor. Gosto de café coado, de trilhas no fim de semana e de planilhas bem organizadas.',
      dob: `${random.int(1978, 2000)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
      country: 'BR',
      website: `https://mirante.example/${handleOf(caller)}`,
      phone: `(${random.pick(areaCodes)}) 9${random.int(6000, 9999)}-${random.int(1000, 9999)}`,
    };
  },
);

const linkOf: Record<SocialNetwork, (handle: string) => string> = {
  twitter: (handle) => `https://x.com/${handle}`,
  facebook: () => '',
  google: () => '',
  linkedIn: (handle) => `https://www.linkedin.com/in/${handle}`,
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  quora: () => '',
};

export const socialLinks = ownSection<{ socialLinks: Record<SocialNetwork, string> }>(
  'social-links',
  { socialLinks: z.record(z.enum(socialNetworks), z.string()) },
  (caller) => ({
    socialLinks: Object.fromEntries(
      socialNetworks.map((network) => [network, linkOf[network](handleOf(caller))]),
    ) as Record<SocialNetwork, string>,
  }),
);

/** The account a connection names: the e-mail on Google, the username elsewhere. */
export const connectedAccount = (caller: DemoCaller, service: ConnectionService): Connection => ({
  id: service === 'google' ? caller.profile.email : `@${handleOf(caller)}`,
  profileImg: avatarOf(caller),
  connected: true,
});

const connectedAtFirst: readonly ConnectionService[] = ['google', 'github'];

export const connections = ownSection<{ connections: Record<ConnectionService, Connection> }>(
  'connections',
  { connections: z.record(z.enum(connectionServices), connectionSchema) },
  (caller) => ({
    connections: Object.fromEntries(
      connectionServices.map((service) => [
        service,
        connectedAtFirst.includes(service)
          ? connectedAccount(caller, service)
          : { id: '', profileImg: '', connected: false },
      ]),
    ) as Record<ConnectionService, Connection>,
  }),
);

export const notification = ownSection<Fields<Notification>>(
  'notification',
  z.omit(notificationSchema, { version: true }).shape,
  () => ({
    commentOnArticle: true,
    answerOnForm: true,
    followMe: false,
    newAnnouncements: true,
    productUpdates: false,
    blogDigest: true,
  }),
);
