import type { MutationFunctionContext, QueryKey } from '@tanstack/react-query';

/**
 * The one way to update the screen before the server answers. Spread it into
 * `useMutation({ mutationFn, meta, ...optimistic({ queryKey, update }) })`: every cached
 * query under `queryKey` is patched at once, the previous data is kept, a failure puts it
 * back exactly (the error policy then says what failed), and success or failure refetches
 * `invalidate` (by default `queryKey`) so the screen ends on the server's truth.
 */
export interface OptimisticOptions<TCached, TVariables> {
  /** The queries to patch (a key prefix: every query under it). */
  queryKey: QueryKey;
  /** The data as it will be once the change is saved. Must not mutate `data`. */
  update: (data: TCached, variables: TVariables) => TCached;
  /** What to refetch when the call settles; `queryKey` by default. */
  invalidate?: QueryKey;
}

export interface OptimisticSnapshot {
  readonly entries: ReadonlyArray<readonly [QueryKey, unknown]>;
}

export function optimistic<TCached, TVariables>({
  queryKey,
  update,
  invalidate = queryKey,
}: OptimisticOptions<TCached, TVariables>) {
  return {
    onMutate: async (
      variables: TVariables,
      { client }: MutationFunctionContext,
    ): Promise<OptimisticSnapshot> => {
      // A refetch landing after the patch would overwrite it with stale data.
      await client.cancelQueries({ queryKey });
      const entries = client.getQueriesData<TCached>({ queryKey });
      client.setQueriesData<TCached>({ queryKey }, (data) =>
        data === undefined ? data : update(data, variables),
      );
      return { entries };
    },
    onError: (
      _error: unknown,
      _variables: TVariables,
      snapshot: OptimisticSnapshot | undefined,
      { client }: MutationFunctionContext,
    ) => {
      snapshot?.entries.forEach(([key, data]) => client.setQueryData(key, data));
    },
    onSettled: (
      _data: unknown,
      _error: unknown,
      _variables: TVariables,
      _snapshot: OptimisticSnapshot | undefined,
      { client }: MutationFunctionContext,
    ) => client.invalidateQueries({ queryKey: invalidate }),
  };
}
