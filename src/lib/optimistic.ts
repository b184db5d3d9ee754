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

/** One family of cached queries a change shows in, and how. */
export interface OptimisticPatch<TVariables> {
  queryKey: QueryKey;
  // The families hold different shapes; each patch is typed where it is written (`patch`).
  update: (data: never, variables: TVariables) => unknown;
}

/** A patch of one family, typed by its data (`patch<ProductsResponse, number>(key, fn)`). */
export const patch = <TCached, TVariables>(
  queryKey: QueryKey,
  update: (data: TCached, variables: TVariables) => TCached,
): OptimisticPatch<TVariables> => ({
  queryKey,
  update,
});

export interface OptimisticSnapshot {
  readonly entries: ReadonlyArray<readonly [QueryKey, unknown]>;
}

/**
 * `optimistic` for a change that shows in several families of queries (a product added to the
 * cart: the shop's pages, the product's own page): each is patched, all are put back on a
 * failure, and `invalidate` (a prefix of them all) is refetched when the call settles.
 */
export function optimisticEach<TVariables>(
  patches: readonly OptimisticPatch<TVariables>[],
  invalidate: QueryKey,
) {
  return {
    onMutate: async (
      variables: TVariables,
      { client }: MutationFunctionContext,
    ): Promise<OptimisticSnapshot> => {
      // A refetch landing after the patch would overwrite it with stale data.
      await Promise.all(patches.map(({ queryKey }) => client.cancelQueries({ queryKey })));
      const entries = patches.flatMap(({ queryKey }) => client.getQueriesData({ queryKey }));
      for (const { queryKey, update } of patches) {
        client.setQueriesData({ queryKey }, (data: unknown) =>
          data === undefined ? data : update(data as never, variables),
        );
      }
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

export function optimistic<TCached, TVariables>({
  queryKey,
  update,
  invalidate = queryKey,
}: OptimisticOptions<TCached, TVariables>) {
  return optimisticEach<TVariables>([patch(queryKey, update)], invalidate);
}
