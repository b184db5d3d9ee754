import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import {
  roleSchema,
  rolesResponseSchema,
  type Role,
  type RolePermissions,
  type RolesResponse,
} from './types';

export const roleQueryKeys = {
  all: ['roles'] as const,
  data: () => [...roleQueryKeys.all, 'data'] as const,
};

export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: roleQueryKeys.data(),
    queryFn: ({ signal }) =>
      http.demo.get('/apps/roles/data', { schema: rolesResponseSchema, signal }),
  });

export const useRoles = () => useQuery(rolesQueryOptions());

export interface SaveRoleVariables {
  /** The role changed; a new one when absent. */
  role?: Role | undefined;
  /** Left out of a change that keeps the name (a seeded role stays translated). */
  name?: string | undefined;
  permissions: RolePermissions;
}

const withRole = (data: RolesResponse, role: Role): RolesResponse => ({
  ...data,
  roles: data.roles.some((item) => item.id === role.id)
    ? data.roles.map((item) => (item.id === role.id ? role : item))
    : [...data.roles, role],
});

/**
 * The modal's save: add or change. Nothing is shown before the answer, so the modal keeps
 * what was typed and says what failed itself (`errorShownBy: 'form'`); the answer goes into
 * the cards at once, then they are read again.
 */
export function useSaveRole() {
  return useMutation({
    mutationFn: ({ role, name, permissions }: SaveRoleVariables) =>
      role
        ? http.demo.post('/apps/roles/update-role', {
            json: {
              id: role.id,
              role: { ...(name === undefined ? {} : { name }), permissions },
              version: role.version,
            },
            schema: roleSchema,
          })
        : http.demo.post('/apps/roles/add-role', {
            json: { role: { name: name ?? '', permissions } },
            schema: roleSchema,
          }),
    meta: { errorShownBy: 'form' },
    onSuccess: (saved, _variables, _result, { client }) => {
      client.setQueryData<RolesResponse>(roleQueryKeys.data(), (data) =>
        data ? withRole(data, saved) : data,
      );
      void client.invalidateQueries({ queryKey: roleQueryKeys.all });
    },
  });
}

/** Ours: an added role leaves the cards once the API agrees (seeded roles cannot go). */
export function useDeleteRole() {
  return useMutation({
    mutationFn: (role: Role) =>
      http.demo.delete('/apps/roles/delete', {
        searchParams: { id: role.id },
        schema: roleSchema,
      }),
    meta: { errorMessage: 'roles:toasts.deleteFailed' },
    onSuccess: (removed, _variables, _result, { client }) => {
      client.setQueryData<RolesResponse>(roleQueryKeys.data(), (data) =>
        data ? { ...data, roles: data.roles.filter((role) => role.id !== removed.id) } : data,
      );
      void client.invalidateQueries({ queryKey: roleQueryKeys.all });
    },
  });
}
