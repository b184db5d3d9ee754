import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { optimistic } from '@/lib/optimistic';
import {
  apiKeyResponseSchema,
  apiKeysResponseSchema,
  maskKey,
  type ApiKey,
  type ApiKeysResponse,
  type CreateApiKey,
} from './types';

export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: () => [...apiKeyKeys.all, 'list'] as const,
};

export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: apiKeyKeys.list(),
    queryFn: ({ signal }) =>
      http.demo.get('/api/api-keys', { schema: apiKeysResponseSchema, signal }),
  });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());

/**
 * Creates a key. The answer holds the whole key, once: the caller shows it; the list gets the
 * key masked, first. The form says its own failure (`errorShownBy: 'form'`).
 */
export function useCreateApiKey() {
  return useMutation({
    mutationFn: (body: CreateApiKey) =>
      http.demo.post('/api/api-keys', { json: body, schema: apiKeyResponseSchema }),
    meta: { errorShownBy: 'form' },
    onSuccess: ({ apiKey }, _body, _result, { client }) => {
      const shown = { ...apiKey, key: maskKey(apiKey.key) };
      client.setQueryData<ApiKeysResponse>(apiKeyKeys.list(), (data) =>
        data ? { apiKeys: [shown, ...data.apiKeys.filter((key) => key.id !== shown.id)] } : data,
      );
      void client.invalidateQueries({ queryKey: apiKeyKeys.list() });
    },
  });
}

/** The key leaves the list at once; a failure puts it back and says why. */
export function useDeleteApiKey() {
  return useMutation({
    mutationFn: (apiKey: ApiKey) =>
      http.demo.delete(`/api/api-keys/${apiKey.id}`, { schema: apiKeyResponseSchema }),
    meta: { errorMessage: 'api-keys:toasts.deleteFailed' },
    ...optimistic<ApiKeysResponse, ApiKey>({
      queryKey: apiKeyKeys.list(),
      update: (data, apiKey) => ({
        apiKeys: data.apiKeys.filter((key) => key.id !== apiKey.id),
      }),
    }),
  });
}
