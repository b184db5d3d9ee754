import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  defineListSpec,
  filter,
  paginate,
  parseListParams,
  queryList,
  searchRows,
  sortRows,
} from './list';

interface Invoice {
  id: number;
  client: { name: string; email: string };
  total: number;
  issued: string;
  status: 'paid' | 'draft' | 'overdue';
  tags: string[];
}

const names = ['João Araújo', 'ana beatriz', 'Édson Luís', 'Bruno', 'Álvaro', 'carla'];
const invoices: Invoice[] = Array.from({ length: 57 }, (_, index) => ({
  id: index + 1,
  client: { name: names[index % names.length] ?? '', email: `c${index}@demo.com` },
  total: (index * 37) % 101,
  issued: new Date(Date.UTC(2024, 0, 1 + ((index * 7) % 60))).toISOString(),
  status: (['paid', 'draft', 'overdue'] as const)[index % 3] ?? 'paid',
  tags: index % 4 === 0 ? ['vip', 'late'] : ['late'],
}));

const spec = defineListSpec<Invoice>()({
  search: [(row) => row.client.name, (row) => row.client.email, (row) => row.id],
  filters: {
    status: filter.equals((row) => row.status, z.enum(['paid', 'draft', 'overdue'])),
    tag: filter.includes((row) => row.tags),
    minTotal: filter.where(
      z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number)),
      (row, min) => row.total >= min,
    ),
  },
  sortColumns: { id: (row) => row.id, total: (row) => row.total, client: (row) => row.client.name },
  sortBy: { 'total-desc': { column: 'total', direction: 'desc' }, featured: null },
  defaultSort: { column: 'id', direction: 'desc' },
});

const parse = (search: string, overrides: Partial<typeof spec> = {}) =>
  parseListParams(`/apps/invoice/invoices?${search}`, { ...spec, ...overrides });

describe('parseListParams', () => {
  it('reads every param', () => {
    const params = parse(
      'q=%20ana%20&page=3&perPage=25&sort=asc&sortColumn=total&status=paid&tag=vip',
    );
    expect(params).toEqual({
      q: 'ana',
      page: 3,
      perPage: 25,
      sortColumn: 'total',
      sort: 'asc',
      sortBy: null,
      filters: { status: 'paid', tag: 'vip' },
    });
  });

  it('gives the defaults when nothing is asked', () => {
    expect(parse('')).toEqual({
      q: '',
      page: 1,
      perPage: 10,
      sortColumn: 'id',
      sort: 'desc',
      sortBy: null,
      filters: {},
    });
  });

  it.each(['0', '-2', 'abc', '1.5', '', '1e3', '99999999999'])(
    'falls back to page 1 for %j',
    (page) => {
      expect(parse(`page=${page}`).page).toBe(1);
    },
  );

  it.each(['0', '-1', 'ten', '101', '2.5'])(
    'falls back to the default size for perPage=%j',
    (size) => {
      expect(parse(`perPage=${size}`).perPage).toBe(10);
      expect(parse(`perPage=${size}`, { perPage: { default: 9 } }).perPage).toBe(9);
    },
  );

  it('accepts only the call’s page sizes when it lists them', () => {
    const choices = { perPage: { default: 9, choices: [9, 18, 27] } };
    expect(parse('perPage=18', choices).perPage).toBe(18);
    expect(parse('perPage=10', choices).perPage).toBe(9);
  });

  it('ignores an unknown sort column or direction and a filter value outside its schema', () => {
    expect(parse('sortColumn=password&sort=asc')).toMatchObject({ sortColumn: 'id', sort: 'desc' });
    expect(parse('sortColumn=client&sort=sideways')).toMatchObject({
      sortColumn: 'client',
      sort: 'desc',
    });
    expect(parse('status=lost&minTotal=many&tag=').filters).toEqual({});
    expect(parse('sortColumn=constructor').sortColumn).toBe('id');
  });

  it('reads a named order from sortBy, and a null one keeps the source order', () => {
    expect(parse('sortBy=total-desc')).toMatchObject({
      sortBy: 'total-desc',
      sortColumn: 'total',
      sort: 'desc',
    });
    expect(parse('sortBy=featured')).toMatchObject({ sortBy: 'featured', sortColumn: null });
    expect(parse('sortBy=cheapest')).toMatchObject({ sortBy: null, sortColumn: 'id' });
  });
});

describe('searchRows', () => {
  const fields = [(row: Invoice) => row.client.name];
  const found = (q: string) => new Set(searchRows(invoices, q, fields).map((r) => r.client.name));

  it('ignores accents and case, both ways', () => {
    expect(found('joao araujo')).toEqual(new Set(['João Araújo']));
    expect(found('ÁLVARO')).toEqual(new Set(['Álvaro']));
    expect(found('edson luis')).toEqual(new Set(['Édson Luís']));
    expect(found('ANA')).toEqual(new Set(['ana beatriz']));
  });

  it('searches numbers and lists, and keeps everything for an empty query', () => {
    expect(searchRows(invoices, '57', [(row) => row.id]).map((row) => row.id)).toEqual([57]);
    expect(searchRows(invoices, 'VIP', [(row) => row.tags])).toHaveLength(15);
    expect(searchRows(invoices, '  ', fields)).toHaveLength(57);
    expect(searchRows(invoices, 'nada', fields)).toEqual([]);
  });

  it('finds the same rows with its text cached, and reads a replaced row afresh', () => {
    const several = [(row: Invoice) => row.client.name, (row: Invoice) => row.tags];
    for (const q of ['joao', 'VIP', 'ana', 'nada']) {
      expect(searchRows(invoices, q, several, { cache: true })).toEqual(
        searchRows(invoices, q, several),
      );
    }
    // No match across two fields: each field is its own line.
    const [first] = invoices;
    const joined = `${first?.client.name.slice(-2) ?? ''}${first?.tags[0]?.slice(0, 2) ?? ''}`;
    expect(searchRows(invoices.slice(0, 1), joined, several, { cache: true })).toEqual([]);
    const renamed = invoices.map((row, index) =>
      index === 0 ? { ...row, client: { ...row.client, name: 'Zuleica Zanetti' } } : row,
    );
    expect(searchRows(renamed, 'zuleica', several, { cache: true })).toHaveLength(1);
  });
});

describe('sortRows', () => {
  it('sorts numbers as numbers', () => {
    const rows = [{ v: 10 }, { v: 2 }, { v: 33 }, { v: 1 }];
    expect(sortRows(rows, (row) => row.v, 'asc').map((row) => row.v)).toEqual([1, 2, 10, 33]);
    expect(sortRows(rows, (row) => row.v, 'desc').map((row) => row.v)).toEqual([33, 10, 2, 1]);
  });

  it('sorts ISO strings and Date objects as dates', () => {
    const iso = ['2024-03-01T00:30:00-03:00', '2024-03-01T02:00:00Z', '2023-12-31'];
    // 00:30 in São Paulo is 03:30 UTC: after 02:00 UTC, though it reads earlier as text.
    expect(sortRows(iso, (value) => value, 'asc')).toEqual([iso[2], iso[1], iso[0]]);
    const dates = [new Date(2024, 5, 1), new Date(2023, 0, 1), new Date(2024, 0, 1)];
    expect(sortRows(dates, (value) => value, 'desc')).toEqual([dates[0], dates[2], dates[1]]);
  });

  it('sorts text in pt-BR: accents and case blind, numbers inside text by value', () => {
    const words = ['carla', 'Bruno', 'Álvaro', 'ana', 'item 10', 'item 2', 'Édson'];
    expect(sortRows(words, (word) => word, 'asc')).toEqual([
      'Álvaro',
      'ana',
      'Bruno',
      'carla',
      'Édson',
      'item 2',
      'item 10',
    ]);
  });

  it('is stable, leaves its input alone, and keeps empty values last both ways', () => {
    const rows = [
      { id: 1, v: 'b' },
      { id: 2, v: null },
      { id: 3, v: 'a' },
      { id: 4, v: 'B' },
      { id: 5, v: '' },
    ];
    const copy = structuredClone(rows);
    expect(sortRows(rows, (row) => row.v, 'asc').map((row) => row.id)).toEqual([3, 1, 4, 2, 5]);
    expect(sortRows(rows, (row) => row.v, 'desc').map((row) => row.id)).toEqual([1, 4, 3, 2, 5]);
    expect(rows).toEqual(copy);
  });
});

describe('paginate and queryList', () => {
  it('pages: a full page, the last partial page, and past the end', () => {
    expect(paginate(invoices, 1, 10).map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(paginate(invoices, 6, 10).map((row) => row.id)).toEqual([51, 52, 53, 54, 55, 56, 57]);
    expect(paginate(invoices, 7, 10)).toEqual([]);
  });

  it('answers the page and the filtered total; an empty page past the end keeps the total', () => {
    const last = queryList('/x?page=6', invoices, spec);
    expect(last.total).toBe(57);
    expect(last.rows.map((row) => row.id)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    const beyond = queryList('/x?page=40&status=paid', invoices, spec);
    expect(beyond).toMatchObject({ rows: [], total: 19 });
    expect(queryList('/x?perPage=zero', invoices, spec).rows).toHaveLength(10);
  });

  it('searches, filters, sorts and pages together', () => {
    const request = new Request(
      'http://localhost/x?q=JOAO&status=paid&sortColumn=total&sort=asc&perPage=3&minTotal=20',
    );
    const { rows, total, params } = queryList(request, invoices, spec);
    const expected = invoices
      .filter((row) => row.client.name === 'João Araújo' && row.status === 'paid')
      .filter((row) => row.total >= 20)
      .sort((a, b) => a.total - b.total);
    expect(total).toBe(expected.length);
    expect(rows).toEqual(expected.slice(0, 3));
    expect(params.filters).toEqual({ status: 'paid', minTotal: 20 });
  });
});

describe('a large list’s searched text, written while the page is idle', () => {
  it('is ready before the first search, which then reads no field again', () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    let reads = 0;
    const rows = Array.from({ length: 50 }, (_, index) => ({ id: index, name: `Pessoa ${index}` }));
    const spec = defineListSpec<(typeof rows)[number]>()({
      search: [(row) => (reads += 1) && row.name],
      cacheSearchText: true,
    });
    // The first call answers at once and leaves the writing for idle time.
    expect(queryList('?page=1', rows, spec).total).toBe(50);
    expect(reads).toBe(0);
    // A slice with room for everything writes every row's text.
    let time = 100;
    while (idle.length > 0) idle.shift()?.({ didTimeout: false, timeRemaining: () => (time -= 1) });
    expect(reads).toBe(50);
    expect(queryList('?q=pessoa 4', rows, spec).total).toBe(11);
    expect(reads).toBe(50);
    vi.unstubAllGlobals();
  });
}); // prettier-ignore
