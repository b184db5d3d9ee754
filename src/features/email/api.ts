import { notifications } from '@mantine/notifications';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { http } from '@/lib/http';
import { i18n } from '@/lib/i18n';
import {
  emailSchema,
  emailsResponseSchema,
  updatedEmailsSchema,
  type Email,
  type EmailUpdate,
  type EmailView,
  type Label,
} from './types';

export interface EmailListParams {
  view: EmailView;
  label?: Label | undefined;
  q: string;
}

export const emailKeys = {
  all: ['email'] as const,
  lists: () => [...emailKeys.all, 'list'] as const,
  list: (params: EmailListParams) => [...emailKeys.lists(), params] as const,
  detail: (id: number) => [...emailKeys.all, 'detail', id] as const,
};

export const emailsQueryOptions = (params: EmailListParams) =>
  queryOptions({
    queryKey: emailKeys.list(params),
    queryFn: ({ signal }) =>
      http.demo.get('/apps/email/emails', {
        schema: emailsResponseSchema,
        searchParams: params.label
          ? { label: params.label, q: params.q }
          : { folder: params.view, q: params.q },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const emailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: emailKeys.detail(id),
    queryFn: ({ signal }) =>
      http.demo.get('/apps/email/get-email', { schema: emailSchema, searchParams: { id }, signal }),
  });

export const useEmails = (params: EmailListParams) => useQuery(emailsQueryOptions(params));
export const useEmail = (id: number | null) =>
  useQuery({ ...emailQueryOptions(id ?? 0), enabled: id !== null });

export function fetchNeighbour(emailId: number, dir: 'previous' | 'next') {
  return http.demo.get('/apps/email/paginate-email', {
    schema: emailSchema,
    searchParams: { dir, emailId },
  });
}

/** Applies a change to every cached list at once; the server's answer then refreshes them. */
function patchLists(
  queryClient: ReturnType<typeof useQueryClient>,
  ids: number[],
  patch: (email: Email) => Email,
) {
  const chosen = new Set(ids);
  queryClient.setQueriesData<{ emails: Email[]; emailsMeta: unknown }>(
    { queryKey: emailKeys.lists() },
    (data) =>
      data
        ? {
            ...data,
            emails: data.emails.map((email) => (chosen.has(email.id) ? patch(email) : email)),
          }
        : data,
  );
}

export function useUpdateEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, update }: { ids: number[]; update: EmailUpdate }) =>
      http.demo.post('/apps/email/update-emails', {
        json: { emailIds: ids, dataToUpdate: update },
        schema: updatedEmailsSchema,
      }),
    onMutate: async ({ ids, update }) => {
      await queryClient.cancelQueries({ queryKey: emailKeys.lists() });
      patchLists(queryClient, ids, (email) => ({ ...email, ...update }));
    },
    onError: () => notifications.show({ color: 'red', message: i18n.t('email:toasts.failed') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailKeys.all }),
  });
}

export function useToggleLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, label }: { ids: number[]; label: Label }) =>
      http.demo.post('/apps/email/update-emails-label', {
        json: { emailIds: ids, label },
        schema: updatedEmailsSchema,
      }),
    onMutate: async ({ ids, label }) => {
      await queryClient.cancelQueries({ queryKey: emailKeys.lists() });
      patchLists(queryClient, ids, (email) => ({
        ...email,
        labels: email.labels.includes(label)
          ? email.labels.filter((item) => item !== label)
          : [...email.labels, label],
      }));
    },
    onError: () => notifications.show({ color: 'red', message: i18n.t('email:toasts.failed') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailKeys.all }),
  });
}
