import { HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { nameKey } from '@/lib/list-query';
import { badRequest, demoApi, invalidBody, notFound, readBody } from '@/lib/demo/api';
import { defineCollection, unlessDuplicate } from '@/lib/demo/db';
import { defineListSpec, filter, queryList } from '@/lib/demo/list';
import { formatCreatedDate, parseCreatedDate } from '../created-date';
import {
  addPermissionSchema,
  permissionSchema,
  roleSchema,
  updatePermissionSchema,
  type Permission,
} from '../types';
import { seedPermissions } from './data';

/** The permission calls (SPEC §7), answered from the demo database; subject `Permission`. */
export const permissions = defineCollection<Permission>({
  name: 'permissions',
  version: 1,
  schema: permissionSchema,
  seed: seedPermissions,
});

export const permissionList = defineListSpec<Permission>()({
  // SPEC §7: `q` matches the name or the creation text, case-insensitively.
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

const taken = async (name: string, except?: number) =>
  (await permissions.all()).some(
    (item) => item.id !== except && nameKey(item.name) === nameKey(name),
  );

/** Reading needs `read Permission`; adding `create`; renaming `update`; deleting `delete`. */
const api = demoApi('Permission');

export const permissionHandlers = [
  api.get('/apps/permissions/data', async ({ request }) => {
    const all = await permissions.all();
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
        { at: 'start', uniqueBy: (item) => [nameKey(item.name)] },
      ),
    );
    if (!permission) return nameTaken();
    return HttpResponse.json(permission, { status: 201 });
  }),

  api.post(
    '/apps/permissions/update-permission',
    async ({ request }) => {
      const body = await readBody(request, updatePermissionSchema);
      if (!body) return invalidBody(request);
      if (!(await permissions.find(body.id))) return notFound();
      if (await taken(body.name, body.id)) return nameTaken();
      const permission = await permissions.update(body.id, { name: body.name }, body.version);
      return permission
        ? HttpResponse.json(permissions.versioned(permission), { status: 201 })
        : notFound();
    },
    'update',
  ),

  api.delete('/apps/permissions/delete', async ({ request }) => {
    const id = idParam.safeParse(new URL(request.url).searchParams.get('id') ?? '');
    if (!id.success) return badRequest('The id must be a whole number.');
    const permission = await permissions.find(id.data);
    if (!permission || !(await permissions.remove(id.data))) return notFound();
    return HttpResponse.json(permission);
  }),
];
