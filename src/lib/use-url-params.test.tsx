import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import { renderWithProviders } from '@/test/render';
import { useListState } from './use-list-state';
import {
  parseUrlParams,
  urlFlag,
  urlId,
  urlList,
  urlParam,
  useUrlParams,
  writeUrlParams,
  type UrlValues,
} from './use-url-params';

const views = ['month', 'week', 'day'] as const;
const names = ['ana', 'bia', 'caio'] as const;
let clock = '2026-11-26';

const spec = {
  view: urlParam(z.enum(views), 'month'),
  date: urlParam(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), () => clock),
  open: urlParam(urlId, null),
  print: urlParam(urlFlag, false),
  people: urlParam(urlList(names), [...names]),
};

describe('parseUrlParams and writeUrlParams', () => {
  const read = (search: string) => parseUrlParams(new URLSearchParams(search), spec);

  it('gives the defaults for an empty URL', () => {
    expect(read('')).toEqual({
      view: 'month',
      date: '2026-11-26',
      open: null,
      print: false,
      people: ['ana', 'bia', 'caio'],
    });
  });

  it.each([
    'view=year&date=soon&open=abc&print=yes',
    'view=&date=&open=&print=',
    'open=-3&print=true',
    'print=on',
    'open=1.5',
    'open=1e2',
    'open=NaN',
    'open=0',
    'open=%207',
    'VIEW=week',
  ])('falls back to the defaults for %s', (search) => {
    expect(read(search)).toEqual(read(''));
  });

  it('reads good values, and an empty list as none', () => {
    expect(read('view=week&date=2030-03-17&open=42&print=1&people=caio,zé,ana')).toEqual({
      view: 'week',
      date: '2030-03-17',
      open: 42,
      print: true,
      people: ['ana', 'caio'],
    });
    expect(read('people=').people).toEqual([]);
  });

  it('leaves defaults out, keeps other params and writes several at once', () => {
    const base = new URLSearchParams('q=ana&view=week&open=3');
    const write = (patch: Partial<UrlValues<typeof spec>>) =>
      writeUrlParams(base, patch, spec).toString();
    expect(write({ view: 'month', open: null })).toBe('q=ana');
    expect(write({ date: '2026-11-26', print: false, people: ['caio', 'bia', 'ana'] })).toBe(
      'q=ana&view=week&open=3',
    );
    expect(write({ view: 'day', date: '2030-03-17', people: ['bia'] })).toBe(
      'q=ana&view=day&open=3&date=2030-03-17&people=bia',
    );
    expect(write({ people: [], print: true })).toBe('q=ana&view=week&open=3&people=&print=1');
    expect(write({ print: false })).toBe('q=ana&view=week&open=3');
    // What is written is what the schema reads back: a list in its order, no refused value.
    expect(write({ people: ['caio', 'ana', 'ana'], open: 0 })).toBe(
      'q=ana&view=week&people=ana%2Ccaio',
    );
  });

  it('reads a moving default when it reads or writes', () => {
    clock = '2026-11-27';
    expect(read('').date).toBe('2026-11-27');
    expect(
      writeUrlParams(new URLSearchParams('date=2026-11-26'), { date: clock }, spec).toString(),
    ).toBe('');
    clock = '2026-11-26';
  });

  it('types each value from its schema and default', () => {
    expectTypeOf<UrlValues<typeof spec>>().toEqualTypeOf<{
      view: 'month' | 'week' | 'day';
      date: string;
      open: number | null;
      print: boolean;
      people: ('ana' | 'bia' | 'caio')[];
    }>();
  });
});

function Harness() {
  const [route, setRoute] = useUrlParams(spec);
  const list = useListState();
  const [firstPeople] = useState(route.people);
  return (
    <div>
      <output data-testid="route">{JSON.stringify(route)}</output>
      <output data-testid="same-list">{String(firstPeople === route.people)}</output>
      <button onClick={() => setRoute({ view: 'week' })}>week</button>
      <button onClick={() => setRoute({ open: 7 }, { push: true })}>open 7</button>
      <button onClick={() => setRoute({ open: null })}>close</button>
      <button
        onClick={() => {
          setRoute({ view: 'day' });
          setRoute({ date: '2030-03-17' });
        }}
      >
        two writes
      </button>
      <button
        onClick={() => {
          list.setPage(3);
          setRoute({ open: 9 });
        }}
      >
        two hooks
      </button>
    </div>
  );
}

const route = () => JSON.parse(screen.getByTestId('route').textContent ?? '{}') as unknown;
const setup = (path = '/page') => renderWithProviders(<Harness />, { route: path, path: '/page' });

describe('useUrlParams', () => {
  it('reads the URL, bad values as defaults', () => {
    setup('/page?view=year&open=12&people=bia');
    expect(route()).toEqual({
      view: 'month',
      date: '2026-11-26',
      open: 12,
      print: false,
      people: ['bia'],
    });
  });

  it('replaces the entry by default, leaving defaults out', async () => {
    const { router, user } = setup('/page?q=x');
    await act(() => router.navigate('/page?q=ana&view=day'));
    await user.click(screen.getByRole('button', { name: 'week' }));
    expect(router.state.location.search).toBe('?q=ana&view=week');
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=x');
  });

  it('takes a step in the history when asked, which the back button undoes', async () => {
    const { router, user } = setup('/page?view=week');
    await user.click(screen.getByRole('button', { name: 'open 7' }));
    expect(router.state.location.search).toBe('?view=week&open=7');
    expect(router.state.historyAction).toBe('PUSH');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?view=week');
    expect(route()).toMatchObject({ open: null });
  });

  it('keeps both of two writes made in one tick, also from two hooks', async () => {
    const { router, user } = setup('/page?open=3');
    await user.click(screen.getByRole('button', { name: 'two writes' }));
    expect(router.state.location.search).toBe('?open=3&view=day&date=2030-03-17');
    await user.click(screen.getByRole('button', { name: 'two hooks' }));
    expect(router.state.location.search).toBe('?open=9&view=day&date=2030-03-17&page=3');
  });

  it('writes nothing when nothing changes; the values stay while their params do', async () => {
    const { router, user } = setup('/page?people=ana,bia');
    await user.click(screen.getByRole('button', { name: 'close' }));
    expect(router.state.historyAction).toBe('POP');
    await act(() => router.navigate('/page?people=ana,bia&q=caio', { replace: true }));
    expect(screen.getByTestId('same-list')).toHaveTextContent('true');
    await user.click(screen.getByRole('button', { name: 'week' }));
    expect(router.state.location.search).toBe('?people=ana%2Cbia&q=caio&view=week');
    expect(route()).toMatchObject({ view: 'week', people: ['ana', 'bia'] });
  });
});
