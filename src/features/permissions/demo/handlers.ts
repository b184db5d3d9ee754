import { HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { nameKey } from '@/lib/list-query';
import { badRequest, demoApi, invalidBody, notFound, readBody } from '@/lib/demo/api';
import { defineCollection, unlessDuplicate } from '@/lib/demo/db';
import { DemoConflictError } from '@/lib/demo/db-errors';
import { defineListSpec, filter, queryList } from '@/lib/demo/list';
import { languageSchema, type Language } from '@/lib/languages';
import { formatCreatedDate, parseCreatedDate } from '../created-date';
import { addPermissionSchema, roleSchema, updatePermissionSchema, type Permission } from '../types';
import {
  permissionRecordSchema,
  sampleNames,
  seedPermissions,
  type PermissionRecord,
} from './data';

/** The permission calls (SPEC §7), answered from the demo database; subject `Permission`. */
export const permissions = defineCollection<PermissionRecord>({
  name: 'permissions',
  // 2: the samples know which they are (`sample`), to be answered in the language asked.
  version: 2,
  schema: permissionRecordSchema,
  seed: seedPermissions,
});

/** The language a call asks for (`lang`, ours); without one, names are answered as stored. */
const languageOf = (request: Request): Language | undefined => {
  const asked = languageSchema.safeParse(new URL(request.url).searchParams.get('lang'));
  return asked.success ? asked.data : undefined;
};

/** Every name a permission goes by: a sample's in each language; any other, its own. */
const namesOf = (record: PermissionRecord): string[] =>
  record.sample ? [record.name, ...Object.values(sampleNames[record.sample])] : [record.name];

/** The permission as the API answers it: a sample named in `language`, `sample` left out. */
function toWire({ sample, ...permission }: PermissionRecord, language?: Language): Permission {
  return sample && language ? { ...permission, name: sampleNames[sample][language] } : permission;
}

export const permissionList = defineListSpec<Permission>()({
  // SPEC §7: `q` matches the name or the creation text, case-insensitively. The rows are
  // searched and sorted as answered: a sample by its name in the language asked.
  search: [(permission) => permission.name, (permission) => permission.createdDate],
  filters: { assignedTo: filter.includes((permission) => permission.assignedTo, roleSchema) },
  // Ours: the spec's call keeps the stored order (new ones first); these sort on request.
  sortColumns: {
    name: (permission) => permission.name,
    createdDate: (permission) => parseCreatedDate(permission.createdDate)?.getTime() ?? null,
  },
});

const idParam = z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number));

/** 400 naming the field, as the login call does (`{ error: { name: [...] } }`). */
const nameTaken = () => badRequest({ name: ['A permission with this name already exists.'] });

/** Whether another permission goes by `name` in any language. */
const taken = async (name: string, except?: number) =>
  (await permissions.all()).some(
    (item) => item.id !== except && namesOf(item).some((own) => nameKey(own) === nameKey(name)),
  );

/** Reading needs `read Permission`; adding `create`; renaming `update`; deleting `delete`. */
const api = demoApi('Permission');

export const permissionHandlers = [
  api.get('/apps/permissions/data', async ({ request }) => {
    const language = languageOf(request);
    const all = (await permissions.all()).map((record) => toWire(record, language));
    const { rows, total, params } = queryList(request, all, permissionList);
    return HttpResponse.json({
      params: {
        q: params.q,
        assignedTo: params.filters.assignedTo ?? null,
        perPage: params.perPage,
        page: params.page,
      },
      allData: all.map((permission) => permissions.versioned(permission)),
      total,
      permissions: rows.map((permission) => permissions.versioned(permission)),
    });
  }),

  api.post('/apps/permissions/add-permission', async ({ request }) => {
    const body = await readBody(request, addPermissionSchema);
    if (!body) return invalidBody(request);
    if (await taken(body.permission.name)) return nameTaken();
    const permission = await unlessDuplicate(
      permissions.insert(
        (id) => ({
          id,
          name: body.permission.name,
          assignedTo: ['administrator'],
          createdDate: formatCreatedDate(new Date()),
        }),
        { at: 'start', uniqueBy: (item) => namesOf(item).map(nameKey) },
      ),
    );
    if (!permission) return nameTaken();
    return HttpResponse.json(toWire(permission), { status: 201 });
  }),

  api.post(
    '/apps/permissions/update-permission',
    async ({ request }) => {
      const body = await readBody(request, updatePermissionSchema);
      if (!body) return invalidBody(request);
      const language = languageOf(request);
      const stored = await permissions.find(body.id);
      if (!stored) return notFound();
      if (await taken(body.name, body.id)) return nameTaken();
      // A sample saved under the name it was shown with stays the sample (named in every
      // language); any other name is kept as typed, in every language.
      const unchanged = toWire(stored, language).name === body.name;
      const change = unchanged ? {} : { name: body.name, sample: undefined };
      const permission = await permissions
        .update(body.id, change, body.version)
        .catch((error: unknown) => {
          // The 409 carries the permission as it is now, named as the list shows it.
          if (!(error instanceof DemoConflictError)) throw error;
          throw new DemoConflictError(
            toWire(error.current as PermissionRecord, language),
            error.version,
          );
        });
      return permission
        ? HttpResponse.json(permissions.versioned(toWire(permission, language)), { status: 201 })
        : notFound();
    },
    'update',
  ),

  api.delete('/apps/permissions/delete', async ({ request }) => {
    const id = idParam.safeParse(new URL(request.url).searchParams.get('id') ?? '');
    if (!id.success) return badRequest('The id must be a whole number.');
    const permission = await permissions.find(id.data);
    if (!permission || !(await permissions.remove(id.data))) return notFound();
    return HttpResponse.json(toWire(permission, languageOf(request)));
  }),
];
