import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
} from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '@/lib/http';
import { optimistic } from '@/lib/optimistic';
import {
  listSearchParams,
  parseListState,
  type ListParamsOf,
  type ListStateApi,
  type ListStateOptions,
} from '@/lib/use-list-state';
import { roleQueryKeys } from './roles/api';
import {
  userPlanSchema,
  userRoleSchema,
  userSchema,
  userSortColumns,
  usersResponseSchema,
  userStatuses,
  userStatusSchema,
  userWithDetailsSchema,
  type UpdateUser,
  type User,
  type UserFields,
  type UserSortColumn,
  type UsersResponse,
  type UserStatus,
} from './types';

const userFilters = {
  role: z.optional(userRoleSchema),
  currentPlan: z.optional(userPlanSchema),
  status: z.optional(userStatusSchema),
};
type UserFilters = typeof userFilters;

/** The user list's URL state: search, role, plan, status, page, size, order (newest first). */
export const userListOptions: ListStateOptions<UserFilters, UserSortColumn> = {
  filters: userFilters,
  sortColumns: userSortColumns,
  defaultSort: { column: 'id', direction: 'desc' },
};

export type UserListParams = ListParamsOf<typeof userListOptions>;
export type UserListState = ListStateApi<UserFilters, UserSortColumn>;

/** The list's defaults with `changes` applied (a list shown outside its page). */
export function userListParams(changes: Partial<UserListParams> = {}): UserListParams {
  return { ...parseListState(new URLSearchParams(), userListOptions), ...changes };
}

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: UserListParams) => [...userKeys.lists(), params] as const,
  /** Under `lists`: how many users have each status (the tiles), refreshed with the lists. */
  count: (status: UserStatus | null) => [...userKeys.lists(), 'count', status] as const,
  user: (id: number) => [...userKeys.all, 'user', id] as const,
};

export const usersQueryOptions = (params: UserListParams = userListParams()) =>
  queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) =>
      http.demo.get('/api/users/list/data', {
        schema: usersResponseSchema,
        searchParams: listSearchParams(params),
        signal,
      }),
    // Another page, search, filter or order keeps the rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useUsers = (params?: UserListParams) => useQuery(usersQueryOptions(params));

/**
 * The tiles' counts: all users, then each status, one row asked each (the answer's `total`),
 * so 10,000 users never travel for four numbers.
 */
export function useUserCounts() {
  const statuses = [null, ...userStatuses] as const;
  return useQueries({
    queries: statuses.map((status) => ({
      queryKey: userKeys.count(status),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        http.demo.get('/api/users/list/data', {
          schema: usersResponseSchema,
          searchParams: listSearchParams(
            userListParams({
              perPage: 1,
              filters: { role: undefined, currentPlan: undefined, status: status ?? undefined },
            }),
          ),
          signal,
        }),
      select: (data: UsersResponse) => data.total,
    })),
    combine: (results) => ({
      counts: Object.fromEntries(
        statuses.map((status, index) => [status ?? 'all', results[index]?.data]),
      ) as Record<UserStatus | 'all', number | undefined>,
      pending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
      refetch: () => Promise.all(results.map((result) => result.refetch())),
    }),
  });
}

/** Every user the list's search and filters match, in its order: one call (the CSV). */
export async function fetchAllMatchingUsers(params: UserListParams, total: number) {
  const all = { ...params, page: 1, perPage: Math.max(1, total) };
  const data = await http.demo.get('/api/users/list/data', {
    schema: usersResponseSchema,
    searchParams: listSearchParams(all),
  });
  return data.users;
}

export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: userKeys.user(id),
    queryFn: ({ signal }) =>
      http.demo.get('/api/users/user', {
        schema: userWithDetailsSchema,
        searchParams: { id },
        signal,
      }),
  });

export const useUser = (id: number) => useQuery(userQueryOptions(id));

/** The drawer's save: nothing shown before the answer; the form says what failed itself. */
export function useAddUser() {
  return useMutation({
    mutationFn: (user: UserFields) =>
      http.demo.post('/apps/users/add-user', { json: { user }, schema: userSchema }),
    meta: { errorShownBy: 'form' },
    onSuccess: (_answer, _variables, _result, { client }) => {
      void client.invalidateQueries({ queryKey: userKeys.lists() });
      // The role cards count and show users.
      void client.invalidateQueries({ queryKey: roleQueryKeys.all });
    },
  });
}

/**
 * Ours: a change to a user (fields, status, settings); the page and the lists read it again.
 * Each caller says what failed: a form above its fields, a switch or the suspend button (which
 * have no room for a sentence) with `toast.failure`, naming what did not change.
 */
export function useUpdateUser() {
  return useMutation({
    mutationFn: (change: UpdateUser) =>
      http.demo.post('/apps/users/update-user', { json: change, schema: userWithDetailsSchema }),
    meta: { errorShownBy: 'form' },
    onSuccess: (user, _variables, _result, { client }) => {
      client.setQueryData(userKeys.user(user.id), user);
      void client.invalidateQueries({ queryKey: userKeys.lists() });
      // A new role, name or picture changes the role cards' counts and faces.
      void client.invalidateQueries({ queryKey: roleQueryKeys.all });
    },
  });
}

/** Ours: the security tab's new password; its form says what failed. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (change: { id: number; password: string }) =>
      http.demo.post('/apps/users/change-password', {
        json: change,
        schema: z.object({ id: z.number() }),
      }),
    meta: { errorShownBy: 'form', successMessage: 'user-view:toasts.passwordChanged' },
  });
}

const withoutUser = (data: UsersResponse, id: number): UsersResponse => {
  const shown = data.users.some((user) => user.id === id);
  return {
    total: data.total - (shown ? 1 : 0),
    users: data.users.filter((user) => user.id !== id),
  };
};

/** The row leaves the lists at once; a failure puts it back and says why. */
export function useDeleteUser() {
  return useMutation({
    mutationFn: (user: User) =>
      http.demo.delete('/apps/users/delete', { searchParams: { id: user.id }, schema: userSchema }),
    meta: { errorMessage: 'users:toasts.deleteFailed' },
    onSuccess: (_answer, _user, _snapshot, { client }) =>
      client.invalidateQueries({ queryKey: roleQueryKeys.all }),
    ...optimistic<UsersResponse, User>({
      // The tiles' counts are under `lists` too: exact again once the call settles.
      queryKey: userKeys.lists(),
      update: (data, user) => withoutUser(data, user.id),
    }),
  });
}
