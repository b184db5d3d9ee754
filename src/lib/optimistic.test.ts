import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { optimistic, optimisticEach, patch } from './optimistic';

type Todo = { id: number; done: boolean };
const list = (filter: string) => ['todos', 'list', filter] as const;

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData<Todo[]>(list('all'), [
    { id: 1, done: false },
    { id: 2, done: false },
  ]);
  client.setQueryData<Todo[]>(list('open'), [{ id: 2, done: false }]);
  return client;
}

function toggle(client: QueryClient, save: () => Promise<unknown>) {
  return new MutationObserver(client, {
    mutationFn: save,
    ...optimistic<Todo[], number>({
      queryKey: ['todos', 'list'],
      invalidate: ['todos'],
      update: (todos, id) => todos.map((todo) => (todo.id === id ? { ...todo, done: true } : todo)),
    }),
  });
}

describe('optimistic', () => {
  it('patches every query under the key before the server answers', async () => {
    const client = setup();
    let answer: (value: unknown) => void = () => undefined;
    const saved = new Promise((resolve) => (answer = resolve));
    const pending = toggle(client, () => saved).mutate(2);
    // A bound for a hang, not for speed: the patch follows the cancel of in-flight queries.
    await vi.waitFor(() => expect(client.getQueryData<Todo[]>(list('all'))?.[1]?.done).toBe(true), {
      timeout: 20_000,
    });
    expect(client.getQueryData<Todo[]>(list('open'))?.[0]?.done).toBe(true);
    answer('ok');
    await pending;
    // Settled: what it patched is refetched (marked stale) so the server's truth wins.
    expect(client.getQueryState(list('all'))?.isInvalidated).toBe(true);
  });

  it('puts every patched query back exactly when the call fails', async () => {
    const client = setup();
    const before = client.getQueryData<Todo[]>(list('all'));
    await expect(toggle(client, () => Promise.reject(new Error('500'))).mutate(1)).rejects.toThrow(
      '500',
    );
    expect(client.getQueryData<Todo[]>(list('all'))).toEqual(before);
    expect(client.getQueryData<Todo[]>(list('open'))).toEqual([{ id: 2, done: false }]);
  });

  it('leaves queries without data alone', async () => {
    const client = setup();
    client.setQueryData(['todos', 'list', 'empty'], undefined);
    await toggle(client, () => Promise.resolve('ok')).mutate(1);
    expect(client.getQueryData(['todos', 'list', 'empty'])).toBeUndefined();
  });

  it('patches several families of queries and puts them all back on a failure', async () => {
    const client = setup();
    client.setQueryData(['todos', 'detail', 1], { todo: { id: 1, done: false } });
    const done = (id: number) =>
      new MutationObserver(client, {
        mutationFn: () => Promise.reject(new Error('503')),
        ...optimisticEach<number>(
          [
            patch<Todo[], number>(['todos', 'list'], (todos, at) =>
              todos.map((todo) => (todo.id === at ? { ...todo, done: true } : todo)),
            ),
            patch<{ todo: Todo }, number>(['todos', 'detail'], (data, at) =>
              data.todo.id === at ? { todo: { ...data.todo, done: true } } : data,
            ),
          ],
          ['todos'],
        ),
      }).mutate(id);
    let seen: unknown;
    const unsubscribe = client.getQueryCache().subscribe(() => {
      seen ??= client.getQueryData<{ todo: Todo }>(['todos', 'detail', 1])?.todo.done || undefined;
    });
    await expect(done(1)).rejects.toThrow('503');
    unsubscribe();
    expect(seen).toBe(true);
    expect(client.getQueryData(['todos', 'detail', 1])).toEqual({ todo: { id: 1, done: false } });
    expect(client.getQueryData<Todo[]>(list('all'))?.[0]?.done).toBe(false);
  });
});
