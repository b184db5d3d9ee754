import { HttpResponse } from 'msw';
import {
  badRequest,
  demoApi,
  forbidden,
  invalidBody,
  readBody,
  type DemoCaller,
} from '@/lib/demo/api';
import { forgetFile, readFile } from '@/lib/demo/files';
import { fileIdOf } from '@/lib/file-address';
import {
  AVATAR_MAX_BYTES,
  connectionServices,
  generalBodySchema,
  infoBodySchema,
  notificationBodySchema,
  passwordFormSchema,
  socialBodySchema,
  type Connection,
  type ConnectionService,
} from '../types';
import { connectedAccount, connections, general, info, notification, socialLinks } from './data';

export { connections, general, info, notification, socialLinks } from './data';

/**
 * The signed-in person's own settings (subject `Auth`, which the client has too). Saving
 * them changes only the caller's own records, so it needs what reading does: `read Auth`.
 */
const api = demoApi('Auth');

type Call = { request: Request; caller: DemoCaller };

/**
 * Every call is the caller's own: one that names another person (`?userId=`) is refused
 * (403), whatever the caller may do elsewhere.
 */
const own =
  <C extends Call>(resolve: (call: C) => Promise<Response>) =>
  (call: C) => {
    const asked = new URL(call.request.url).searchParams.get('userId');
    return asked !== null && asked !== call.caller.id ? forbidden() : resolve(call);
  };

async function socialOf(caller: DemoCaller) {
  const [links, linked] = [await socialLinks.read(caller), await connections.read(caller)];
  return {
    socialLinks: links.socialLinks,
    connections: linked.connections,
    version: links.version,
  };
}

/** An avatar the caller sent is theirs and at most 800 KB; any other picture passes as is. */
async function avatarRefusal(avatar: string, caller: DemoCaller): Promise<string | null> {
  const id = fileIdOf(avatar);
  if (!id) return null;
  const file = await readFile(id);
  if (!file || file.owner !== caller.id) return 'Send the picture first.';
  return file.bytes.byteLength > AVATAR_MAX_BYTES ? 'Use a picture of at most 800 KB.' : null;
}

export const accountSettingsHandlers = [
  // SPEC §3, §7: general, info, social (links and connections), notification flags.
  api.get(
    '/account-setting/data',
    own(async ({ caller }) =>
      HttpResponse.json({
        general: await general.read(caller),
        info: await info.read(caller),
        social: await socialOf(caller),
        notification: await notification.read(caller),
      }),
    ),
  ),

  // Ours: each section is saved by itself and answered as saved.
  api.post(
    '/account-setting/general',
    own(async ({ request, caller }) => {
      const body = await readBody(request, generalBodySchema);
      if (!body) return invalidBody(request);
      const { version, ...fields } = body;
      const refused = await avatarRefusal(fields.avatar, caller);
      if (refused) return badRequest({ avatar: [refused] });
      const before = (await general.read(caller)).avatar;
      const saved = await general.save(caller, () => fields, version);
      // A picture replaced or removed is forgotten.
      if (before !== saved.avatar && fileIdOf(before)) await forgetFile(before);
      return HttpResponse.json(saved);
    }),
    'read',
  ),

  api.post(
    '/account-setting/info',
    own(async ({ request, caller }) => {
      const body = await readBody(request, infoBodySchema);
      if (!body) return invalidBody(request);
      const { version, ...fields } = body;
      return HttpResponse.json(await info.save(caller, () => fields, version));
    }),
    'read',
  ),

  // The links with their version, or a connection switch alone (it never undoes another).
  api.post(
    '/account-setting/social',
    own(async ({ request, caller }) => {
      const body = await readBody(request, socialBodySchema);
      if (!body) return invalidBody(request);
      const links = body.socialLinks;
      if (links) await socialLinks.save(caller, () => ({ socialLinks: links }), body.version);
      const switched = body.connections;
      if (switched) {
        await connections.save(caller, (stored) => ({
          connections: { ...stored.connections, ...switchedConnections(caller, switched) },
        }));
      }
      return HttpResponse.json(await socialOf(caller));
    }),
    'read',
  ),

  api.post(
    '/account-setting/notification',
    own(async ({ request, caller }) => {
      const body = await readBody(request, notificationBodySchema);
      if (!body) return invalidBody(request);
      const { version, ...flags } = body;
      return HttpResponse.json(await notification.save(caller, () => flags, version));
    }),
    'read',
  ),

  // Ours: the current password must be the caller's; the new one replaces it (a digest).
  api.post(
    '/account-setting/password',
    own(async ({ request, caller }) => {
      const body = await readBody(request, passwordFormSchema);
      if (!body) return invalidBody(request);
      // The password one signs in with: where the demo keeps the account (a remote API's
      // people sign in with a password the demo never sees, so none is theirs here).
      const { verifyPassword: isCurrent, setPassword } = caller;
      if (!isCurrent || !setPassword || !(await isCurrent(body.currentPassword))) {
        return badRequest({ currentPassword: ['The current password is not right.'] });
      }
      await setPassword(body.password);
      return HttpResponse.json({ changedAt: new Date().toISOString() });
    }),
    'read',
  ),
];

/** The connections a switch changed: linked to the caller's account, or unlinked. */
function switchedConnections(
  caller: DemoCaller,
  switched: Partial<Record<ConnectionService, boolean>>,
) {
  const changed: Partial<Record<ConnectionService, Connection>> = {};
  for (const service of connectionServices) {
    const on = switched[service];
    if (on === undefined) continue;
    changed[service] = on
      ? connectedAccount(caller, service)
      : { id: '', profileImg: '', connected: false };
  }
  return changed;
}
