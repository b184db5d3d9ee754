import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { http } from '@/lib/http';
import { optimistic } from '@/lib/optimistic';
import {
  emailSchema,
  emailsResponseSchema,
  storedEmailSchema,
  updatedEmailsSchema,
  type Outgoing,
  type Email,
  type EmailsResponse,
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
  neighbour: (id: number, dir: NeighbourDirection) =>
    [...emailKeys.all, 'neighbour', id, dir] as const,
};

export type NeighbourDirection = 'previous' | 'next';

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

export const neighbourQueryOptions = (emailId: number, dir: NeighbourDirection) =>
  queryOptions({
    queryKey: emailKeys.neighbour(emailId, dir),
    queryFn: ({ signal }) =>
      http.demo.get('/apps/email/paginate-email', {
        schema: emailSchema,
        searchParams: { dir, emailId },
        signal,
      }),
  });

/** Every cached list shows a change at once; a failure puts the lists back. */
function patchLists<TVariables>(patch: (email: Email, variables: TVariables) => Email) {
  return optimistic<EmailsResponse, TVariables & { ids: number[] }>({
    queryKey: emailKeys.lists(),
    invalidate: emailKeys.all,
    update: (data, variables) => {
      const chosen = new Set(variables.ids);
      return {
        ...data,
        emails: data.emails.map((email) =>
          chosen.has(email.id) ? patch(email, variables) : email,
        ),
      };
    },
  });
}

export function useUpdateEmails() {
  return useMutation({
    mutationFn: ({ ids, update }: { ids: number[]; update: EmailUpdate }) =>
      http.demo.post('/apps/email/update-emails', {
        json: { emailIds: ids, dataToUpdate: update },
        schema: updatedEmailsSchema,
      }),
    meta: { errorMessage: 'email:toasts.failed' },
    ...patchLists<{ update: EmailUpdate }>((email, { update }) => ({ ...email, ...update })),
  });
}

export function useToggleLabel() {
  return useMutation({
    mutationFn: ({ ids, label }: { ids: number[]; label: Label }) =>
      http.demo.post('/apps/email/update-emails-label', {
        json: { emailIds: ids, label },
        schema: updatedEmailsSchema,
      }),
    meta: { errorMessage: 'email:toasts.failed' },
    ...patchLists<{ label: Label }>((email, { label }) => ({
      ...email,
      labels: email.labels.includes(label)
        ? email.labels.filter((item) => item !== label)
        : [...email.labels, label],
    })),
  });
}

/**
 * Sends a message (`POST /apps/email/send`, ours): it lands in Sent, and the saved draft it
 * continues (`draftId`) leaves Drafts. The compose keeps everything typed until it succeeds.
 */
export function useSendEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ outgoing, draftId }: { outgoing: Outgoing; draftId?: number | undefined }) =>
      http.demo.post('/apps/email/send', {
        json: { message: { ...outgoing, ...(draftId !== undefined && { draftId }) } },
        schema: storedEmailSchema,
      }),
    meta: { errorMessage: 'email:toasts.sendFailed', successMessage: 'email:compose.sent' },
    onSettled: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  });
}

/** Keeps a message in Drafts (`POST /apps/email/save-draft`, ours), replacing `id` if given. */
export function useSaveDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ outgoing, id }: { outgoing: Outgoing; id?: number | undefined }) =>
      http.demo.post('/apps/email/save-draft', {
        json: { draft: { ...outgoing, ...(id !== undefined && { id }) } },
        schema: storedEmailSchema,
      }),
    meta: {
      errorMessage: 'email:toasts.saveDraftFailed',
      successMessage: 'email:compose.draftSaved',
    },
    onSettled: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  });
}
