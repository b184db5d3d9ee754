import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { renderWithProviders } from '@/test/render';
import {
  listSearchParams,
  parseListState,
  useListState,
  type ListParamsOf,
} from './use-list-state';
import { patchListState, writeListState } from './list-state';
import { urlFlag, urlList } from './url-params';

const options = {
  filters: {
    status: z.optional(z.enum(['paid', 'draft'])),
    mine: z.catch(z.enum(['yes', 'no']), 'no'),
  },
  sortColumns: ['name', 'total'],
  defaultSort: { column: 'total', direction: 'desc' },
} as const;

function Harness() {
  const list = useListState(options);
  return (
    <div>
      <input aria-label="search" value={list.q} onChange={(e) => list.setQ(e.target.value)} />
      <output data-testid="params">{JSON.stringify(list.params)}</output>
      <button onClick={() => list.setPage(3)}>page 3</button>
      <button onClick={() => list.setPerPage(25)}>25 a page</button>
      <button onClick={() => list.setPerPage(10)}>10 a page</button>
      <button onClick={() => list.setFilter('status', 'paid')}>paid</button>
      <button onClick={() => list.setFilter('status', undefined)}>any status</button>
      <button onClick={() => list.setFilter('mine', 'yes')}>mine</button>
      <button onClick={() => list.setSort({ column: 'name', direction: 'asc' })}>by name</button>
      <button onClick={() => list.setSort(null)}>default order</button>
      <button
        onClick={() => {
          list.setPage(2);
          list.setFilter('status', 'draft');
        }}
      >
        two at once
      </button>
      <button onClick={() => list.reset()}>reset</button>
      <a href={list.href({ filters: { status: 'paid' } })}>paid link</a>
    </div>
  );
}

const params = () => JSON.parse(screen.getByTestId('params').textContent ?? '{}') as unknown;
const setup = (route = '/list') => renderWithProviders(<Harness />, { route, path: '/list' });

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Keystrokes as change events: user-event and Testing Library's async helpers wait on
 * `setTimeout`, which these tests fake so that the debounce runs on their clock alone.
 */
function typeInto(box: HTMLElement, text: string) {
  const start = (box as HTMLInputElement).value;
  for (let end = 1; end <= text.length; end += 1) {
    fireEvent.change(box, { target: { value: start + text.slice(0, end) } });
  }
}

describe('parseListState and writeListState', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parseListState(new URLSearchParams(), options)).toEqual({
      q: '',
      page: 1,
      perPage: 10,
      sort: { column: 'total', direction: 'desc' },
      filters: { status: undefined, mine: 'no' },
    });
  });

  it.each([
    'page=abc&perPage=7&sort=sideways&sortColumn=password&status=lost&mine=maybe&q=%20',
    'page=-3&perPage=NaN&sortColumn=&status=',
    'page=1.5&perPage=1e2&sortColumn=__proto__',
  ])('falls back to the defaults for %s', (search) => {
    const state = parseListState(new URLSearchParams(search), options);
    expect(state).toEqual(parseListState(new URLSearchParams(), options));
  });

  it('keeps a good column with a bad direction, ascending', () => {
    const state = parseListState(new URLSearchParams('sortColumn=name&sort=up'), options);
    expect(state.sort).toEqual({ column: 'name', direction: 'asc' });
  });

  it('leaves defaults out of the URL and keeps params it does not own', () => {
    const base = new URLSearchParams('open=7&page=4');
    const state = { ...parseListState(base, options), page: 1, perPage: 10 };
    expect(writeListState(base, state, options).toString()).toBe('open=7');
    const busy = { ...state, q: 'ana', page: 2, filters: { status: 'paid', mine: 'yes' } } as const;
    expect(writeListState(base, busy, options).toString()).toBe(
      'open=7&q=ana&page=2&status=paid&mine=yes',
    );
  });

  it('types the state from the options', () => {
    expectTypeOf(parseListState(new URLSearchParams(), options)).toEqualTypeOf<
      ListParamsOf<typeof options>
    >();
    expectTypeOf<ListParamsOf<typeof options>['filters']['status']>().toEqualTypeOf<
      'paid' | 'draft' | undefined
    >();
    expectTypeOf<NonNullable<ListParamsOf<typeof options>['sort']>['column']>().toEqualTypeOf<
      'name' | 'total'
    >();
  });

  it('reads and writes a list filter as a comma list, and a switch as 1', () => {
    const shop = {
      filters: { tags: urlList(['a', 'b', 'c']), free: z.optional(urlFlag) },
    } as const;
    const state = parseListState(new URLSearchParams('tags=c,x,a&free=1'), shop);
    expect(state.filters).toEqual({ tags: ['a', 'c'], free: true });
    expect(parseListState(new URLSearchParams('free=yes'), shop).filters).toEqual({
      tags: undefined,
      free: undefined,
    });
    const written = writeListState(new URLSearchParams(), state, shop);
    expect(written.toString()).toBe('tags=a%2Cc&free=1');
    expect(parseListState(written, shop)).toEqual(state);
    const cleared = patchListState(written, { filters: { tags: [], free: undefined } }, shop);
    expect(cleared.toString()).toBe('');
    expect(listSearchParams(state)).toMatchObject({ tags: 'a,c', free: true });
    expect(listSearchParams({ ...state, filters: { tags: [] } })).not.toHaveProperty('tags');
  });

  it('turns the state into the call’s search params', () => {
    const state = parseListState(new URLSearchParams('q=ana&page=2&status=paid'), options);
    expect(listSearchParams(state)).toEqual({
      q: 'ana',
      page: 2,
      perPage: 10,
      sortColumn: 'total',
      sort: 'desc',
      status: 'paid',
      mine: 'no',
    });
  });
});

describe('useListState', () => {
  it('reads the URL, bad values and all, without NaN', () => {
    setup('/list?page=x&perPage=-1&status=nope&q=%20ana%20');
    expect(params()).toEqual({
      q: 'ana',
      page: 1,
      perPage: 10,
      sort: { column: 'total', direction: 'desc' },
      filters: { mine: 'no' },
    });
    expect(screen.getByRole('textbox', { name: 'search' })).toHaveValue('ana');
  });

  it('writes with replace, so the history does not grow', async () => {
    const { router, user } = setup();
    await act(() => router.navigate('/list?status=paid'));
    await user.click(screen.getByRole('button', { name: 'page 3' }));
    await user.click(screen.getByRole('button', { name: '25 a page' }));
    expect(router.state.location.search).toBe('?perPage=25&status=paid');
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
  });

  it('goes back to page 1 on a new filter, page size or order, not on a page change', async () => {
    const { router, user } = setup('/list?page=4');
    await user.click(screen.getByRole('button', { name: 'paid' }));
    expect(router.state.location.search).toBe('?status=paid');
    await user.click(screen.getByRole('button', { name: 'page 3' }));
    expect(router.state.location.search).toBe('?page=3&status=paid');
    await user.click(screen.getByRole('button', { name: 'by name' }));
    expect(router.state.location.search).toBe('?sortColumn=name&sort=asc&status=paid');
    await user.click(screen.getByRole('button', { name: 'page 3' }));
    await user.click(screen.getByRole('button', { name: '25 a page' }));
    expect(router.state.location.search).toBe('?perPage=25&sortColumn=name&sort=asc&status=paid');
  });

  it('leaves default values out of the URL', async () => {
    const { router, user } = setup('/list?perPage=25&status=paid&sortColumn=name&sort=asc');
    await user.click(screen.getByRole('button', { name: '10 a page' }));
    await user.click(screen.getByRole('button', { name: 'any status' }));
    await user.click(screen.getByRole('button', { name: 'default order' }));
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('button', { name: 'mine' }));
    expect(router.state.location.search).toBe('?mine=yes');
  });

  it('applies two changes made in one go', async () => {
    const { router, user } = setup();
    await user.click(screen.getByRole('button', { name: 'two at once' }));
    expect(router.state.location.search).toBe('?status=draft');
  });

  it('debounces the search: the box answers at once, the URL after a pause', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { router } = setup('/list?page=3');
    const box = screen.getByRole('textbox', { name: 'search' });
    typeInto(box, 'joão');
    expect(box).toHaveValue('joão');
    expect(router.state.location.search).toBe('?page=3');
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(router.state.location.search).toBe('?page=3');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('joão')}`);
    expect(params()).toMatchObject({ q: 'joão', page: 1 });
    expect(box).toHaveValue('joão');
  });

  it('keeps what was typed while its own earlier search lands in the URL', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { router } = setup();
    const box = screen.getByRole('textbox', { name: 'search' });
    typeInto(box, 'ab');
    // The pause ends and a key comes before React draws the URL's answer.
    await act(async () => {
      vi.advanceTimersByTime(300);
      typeInto(box, 'c');
      await Promise.resolve();
    });
    expect(router.state.location.search).toBe('?q=ab');
    expect(box).toHaveValue('abc');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(router.state.location.search).toBe('?q=abc');
  });

  it('follows the URL when it changes elsewhere, dropping a pending search', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { router } = setup('/list?q=ana');
    const box = screen.getByRole('textbox', { name: 'search' });
    typeInto(box, 'x');
    expect(box).toHaveValue('anax');
    await act(() => router.navigate('/list?q=bruno', { replace: true }));
    expect(box).toHaveValue('bruno');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(router.state.location.search).toBe('?q=bruno');
  });

  it('makes a link with a change as a write would, other params kept', () => {
    setup('/list?page=4&open=7&q=ana');
    expect(screen.getByRole('link', { name: 'paid link' })).toHaveAttribute(
      'href',
      '/list?open=7&q=ana&status=paid',
    );
  });

  it('resets the search and the filters', async () => {
    const { router, user } = setup('/list?q=ana&status=paid&page=2&perPage=25');
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(router.state.location.search).toBe('?perPage=25');
    expect(screen.getByRole('textbox', { name: 'search' })).toHaveValue('');
  });
});

describe('a search typed just before leaving the page', () => {
  it('does not bring the visitor back when it lands while the next page loads', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let open = () => undefined as void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const router = createMemoryRouter(
      [
        { path: '/list', element: <Harness /> },
        {
          path: '/other',
          lazy: () => opened.then(() => ({ element: <p>other page</p> })),
        },
      ],
      { initialEntries: ['/list'] },
    );
    render(<RouterProvider router={router} />);
    typeInto(screen.getByRole('textbox', { name: 'search' }), 'ana');
    // A link to another page, clicked before the pause ends; its code is still on its way.
    await act(async () => {
      void router.navigate('/other');
      await Promise.resolve();
    });
    expect(router.state.navigation.state).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(400));
    await act(async () => {
      open();
      await opened;
    });
    expect(router.state.location.pathname).toBe('/other');
    expect(screen.getByText('other page')).toBeInTheDocument();
  });
});
