import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '@/lib/http';
import type { Language } from '@/lib/languages';
import { useFormat } from '@/lib/use-format';
import { optimistic } from '@/lib/optimistic';
import {
  listSearchParams,
  type ListParamsOf,
  type ListStateApi,
  type ListStateOptions,
} from '@/lib/use-list-state';
import {
  permissionSchema,
  permissionSortColumns,
  permissionsResponseSchema,
  roleSchema,
  type Permission,
  type PermissionSortColumn,
  type PermissionsResponse,
} from './types';

const roleFilter = z.optional(roleSchema);

/** The list's URL state: search, role, page, size, and an order only when asked for. */
export const permissionListOptions: ListStateOptions<
  { assignedTo: typeof roleFilter },
  PermissionSortColumn
> = {
  filters: { assignedTo: roleFilter },
  sortColumns: permissionSortColumns,
};

export type PermissionListParams = ListParamsOf<typeof permissionListOptions>;
export type PermissionListState = ListStateApi<
  { assignedTo: typeof roleFilter },
  PermissionSortColumn
>;

export const permissionKeys = {
  all: ['permissions'] as const,
  lists: () => [...permissionKeys.all, 'list'] as const,
  list: (params: PermissionListParams, language: Language) =>
    [...permissionKeys.lists(), params, language] as const,
};

/**
 * The list in `language` (`lang`, ours): the sample permissions are named, searched and
 * sorted in the words on screen; a name a person typed comes back as typed.
 */
export const permissionsQueryOptions = (params: PermissionListParams, language: Language) =>
  queryOptions({
    queryKey: permissionKeys.list(params, language),
    queryFn: ({ signal }) =>
      http.demo.get('/apps/permissions/data', {
        schema: permissionsResponseSchema,
        searchParams: { ...listSearchParams(params), lang: language },
        signal,
      }),
    // Another page, search or role keeps the rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function usePermissions(params: PermissionListParams) {
  const { language } = useFormat();
  return useQuery(permissionsQueryOptions(params, language));
}

export interface SaveVariables {
  name: string;
  /** The permission renamed; a new one when absent. */
  permission?: Permission | undefined;
}

/**
 * The modal's save: add (the API gives id, roles and date) or rename. Nothing is shown before
 * the answer, so the modal keeps what was typed and says what failed itself (`errorShownBy:
 * 'form'`); then the lists are read again.
 */
export function useSavePermission() {
  const { language } = useFormat();
  return useMutation({
    mutationFn: ({ name, permission }: SaveVariables) =>
      permission
        ? http.demo.post('/apps/permissions/update-permission', {
            json: { id: permission.id, name, version: permission.version },
            // A sample kept under its own name is answered (and a 409 shows it) as listed.
            searchParams: { lang: language },
            schema: permissionSchema,
          })
        : http.demo.post('/apps/permissions/add-permission', {
            json: { permission: { name } },
            schema: permissionSchema,
          }),
    meta: { errorShownBy: 'form' },
    onSuccess: (_answer, _variables, _result, { client }) => {
      void client.invalidateQueries({ queryKey: permissionKeys.lists() });
    },
  });
}

const withoutPermission = (data: PermissionsResponse, id: number): PermissionsResponse => {
  const shown = data.permissions.some((item) => item.id === id);
  return {
    ...data,
    allData: data.allData.filter((item) => item.id !== id),
    permissions: data.permissions.filter((item) => item.id !== id),
    total: data.total - (shown ? 1 : 0),
  };
};

/** The row leaves every list at once; a failure puts it back and says why. */
export function useDeletePermission() {
  return useMutation({
    mutationFn: (permission: Permission) =>
      http.demo.delete('/apps/permissions/delete', {
        searchParams: { id: permission.id },
        schema: permissionSchema,
      }),
    meta: { errorMessage: 'permissions:toasts.deleteFailed' },
    ...optimistic<PermissionsResponse, Permission>({
      queryKey: permissionKeys.lists(),
      update: (data, permission) => withoutPermission(data, permission.id),
    }),
  });
}
