import { describe, expect, it } from 'vitest';
import { queryList } from '@/lib/demo/list';
import { moneySearchUrl } from '@/lib/search-money';
import { demoApiClient } from '@/test/demo-api';
import {
  employeePageSchema,
  employeeSchema,
  employeesSchema,
  employeeSortColumns,
  employeeStatuses,
  type Employee,
} from '../types';
import {
  EMPLOYEE_COUNT,
  EMPLOYEES_FIRST_START,
  EMPLOYEES_REFERENCE_DATE,
  seedEmployees,
} from './data';
import { employees } from './handlers';
import { employeeList } from './list';

const admin = demoApiClient(1);
// Account 2 is the demo client: it may read ACL and Auth, not the tables.
const client = demoApiClient(2);

async function page(query = '') {
  const response = await admin.call(`/api/datatables/data${query}`);
  expect(response.status).toBe(200);
  return employeePageSchema.parse(await response.json());
}
const q = (text: string) => `?q=${encodeURIComponent(text)}&perPage=10000`;
const ids = (rows: readonly Employee[]) => rows.map((row) => row.id);
const idsWhere = (rows: readonly Employee[], keep: (row: Employee) => boolean) =>
  ids(rows.filter(keep));
const brl = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 });
const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 });
// `BRL 84.000,00`, as Intl writes the currency by its code.
const brlCode = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  currencyDisplay: 'code',
});
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe('employee sample data', () => {
  const seeded = seedEmployees();

  it('holds 100 deterministic employees, every status, one e-mail each, valid rows', () => {
    expect(seeded).toHaveLength(EMPLOYEE_COUNT);
    expect(EMPLOYEE_COUNT).toBeGreaterThanOrEqual(100);
    expect(seedEmployees()).toEqual(seeded);
    expect(ids(seeded)).toEqual(Array.from({ length: EMPLOYEE_COUNT }, (_, index) => index + 1));
    expect(new Set(seeded.map((row) => row.email)).size).toBe(EMPLOYEE_COUNT);
    for (const status of employeeStatuses) expect(seeded.some((row) => row.status === status)).toBe(true);
    for (const row of seeded) expect(employeeSchema.safeParse(row).success, String(row.id)).toBe(true);
    const pictures = seeded.filter((row) => row.avatar !== '').length;
    expect(pictures).toBeGreaterThan(30);
    expect(pictures).toBeLessThan(70);
    expect(seeded.every((row) => row.avatar === '' || /^\/images\/avatars\/\d+\.svg$/.test(row.avatar))).toBe(true);
    expect(seeded.every((row) => row.responsive_id === '')).toBe(true);
  }); // prettier-ignore

  it('gives realistic, consistent figures: ages, experience, start dates, salaries', () => {
    const years = new Set(seeded.map((row) => row.start_date.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(12);
    for (const row of seedEmployees(2000)) {
      expect(row.age).toBeGreaterThanOrEqual(21);
      expect(row.age).toBeLessThanOrEqual(65);
      expect(row.age - row.experience, row.full_name).toBeGreaterThanOrEqual(18);
      expect(row.start_date >= EMPLOYEES_FIRST_START && row.start_date <= EMPLOYEES_REFERENCE_DATE).toBe(true);
      // A weekday, and no more years at the company than in the whole career.
      expect([0, 6]).not.toContain(new Date(`${row.start_date}T12:00:00Z`).getUTCDay());
      const tenure = (Date.parse(EMPLOYEES_REFERENCE_DATE) - Date.parse(row.start_date)) / (365.25 * 86_400_000);
      expect(Math.floor(tenure)).toBeLessThanOrEqual(row.experience);
      // Yearly: a monthly salary of R$ 3.200 to R$ 38.000, to R$ 50, × 12.
      expect(row.salary % 600).toBe(0);
      expect(row.salary).toBeGreaterThanOrEqual(3200 * 12);
      expect(row.salary).toBeLessThanOrEqual(38_000 * 12);
    }
  }); // prettier-ignore

  it('builds 10,000 rows quickly, one e-mail each', async ({ annotate }) => {
    const started = performance.now();
    const large = seedEmployees(10_000);
    const elapsed = performance.now() - started;
    expect(large).toHaveLength(10_000);
    expect(new Set(large.map((row) => row.email)).size).toBe(10_000);
    expect(large.slice(0, EMPLOYEE_COUNT)).toEqual(seeded);
    // A figure for the notes, not a limit: a busy machine must not fail the suite.
    await annotate(`10,000 employees built in ${elapsed.toFixed(1)} ms`, 'measure');
  });
});

describe('GET /api/datatables/initial-data', () => {
  it('answers every row', async () => {
    const response = await admin.call('/api/datatables/initial-data');
    expect(response.status).toBe(200);
    const rows = employeesSchema.parse(await response.json());
    expect(rows).toEqual(seedEmployees());
  });
});

describe('GET /api/datatables/data', () => {
  it('answers page 1 of 10 in id order, the filtered total, and every row in allData', async () => {
    const data = await page();
    expect(ids(data.invoices)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(data.total).toBe(EMPLOYEE_COUNT);
    expect(data.allData).toHaveLength(EMPLOYEE_COUNT);
  });

  it('pages with page and perPage, up to 10,000 rows in one call', async () => {
    const third = await page('?page=3&perPage=25');
    expect(ids(third.invoices)).toEqual(Array.from({ length: 25 }, (_, index) => 51 + index));
    expect((await page('?page=11')).invoices).toEqual([]);
    expect((await page('?perPage=10000')).invoices).toHaveLength(EMPLOYEE_COUNT);
  });

  it('falls back to the defaults for bad params, never a 500', async () => {
    for (const query of ['?page=abc&perPage=-3', '?page=0&perPage=20000', '?sortColumn=avatar&sort=up', '?status=9&salaryMin=lots&startFrom=2026-02-30']) {
      const data = await page(query);
      expect(ids(data.invoices), query).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(data.total, query).toBe(EMPLOYEE_COUNT);
    }
  }); // prettier-ignore

  it('leaves allData empty with withAllData=false', async () => {
    const data = await page('?withAllData=false&q=a');
    expect(data.allData).toEqual([]);
    expect(data.invoices.length).toBeGreaterThan(0);
    expect((await page('?withAllData=0')).allData).toEqual([]);
    expect((await page('?withAllData=true')).allData).toHaveLength(EMPLOYEE_COUNT);
    expect((await page('?withAllData=maybe')).allData).toHaveLength(EMPLOYEE_COUNT);
  });

  describe('searches (q)', () => {
    const rows = seedEmployees();
    const first = rows[0] as Employee;

    it('the full name, case- and accent-blind', async () => {
      const accented = rows.find((row) => plain(row.full_name) !== row.full_name.toLowerCase());
      expect(accented).toBeDefined();
      const needle = plain(accented?.full_name ?? '').toUpperCase();
      expect(ids((await page(q(needle))).invoices)).toEqual(
        idsWhere(rows, (row) => plain(row.full_name).includes(plain(needle))),
      );
      expect(ids((await page(q(needle))).invoices)).toContain(accented?.id);
    });

    it('the post and the e-mail', async () => {
      const byPost = await page(q('desenvolvedora'));
      expect(byPost.total).toBeGreaterThan(0);
      expect(ids(byPost.invoices)).toEqual(idsWhere(rows, (row) => plain(row.post).includes('desenvolvedora')));
      const byEmail = await page(q(first.email.toUpperCase()));
      expect(ids(byEmail.invoices)).toEqual([first.id]);
    }); // prettier-ignore

    it('the age', async () => {
      const age = String(first.age);
      const data = await page(q(age));
      expect(ids(data.invoices)).toContain(first.id);
      // Anything matched shows the figure somewhere it is searched.
      for (const row of data.invoices) {
        const [year, month, date] = row.start_date.split('-');
        const shown = [row.full_name, row.post, row.email, String(row.age), brl.format(row.salary), usd.format(row.salary), String(row.salary), row.start_date, `${date}/${month}/${year}`, `${Number(date)}/${Number(month)}/${year}`];
        expect(shown.some((text) => text.includes(age)), row.full_name).toBe(true);
      }
    }); // prettier-ignore

    it('the salary as a person types it: 84000, 84.000, 84.000,00, 84,000.00, R$ 84.000,00, BRL 84.000,00', async () => {
      const salary = first.salary;
      const expected = idsWhere(rows, (row) => row.salary === salary);
      const typed = [String(salary), brl.format(salary).replace(/,00$/, ''), brl.format(salary), usd.format(salary), `R$\u00a0${brl.format(salary)}`, `${salary},00`, brlCode.format(salary), `R$\u202f${salary}`, `+R$ ${brl.format(salary)}`];
      for (const text of typed) {
        const found = ids((await page(q(text))).invoices);
        // Another salary may hold these digits (1.084.000): every row with this one is found.
        for (const id of expected) expect(found, text).toContain(id);
        expect(found.every((id) => brl.format(rows[id - 1]?.salary ?? 0).includes(brl.format(salary).replace(/,00$/, ''))), text).toBe(true);
      }
    }); // prettier-ignore

    it('the start date as ISO and as dd/mm/yyyy', async () => {
      const day = first.start_date;
      const [year, month, date] = day.split('-');
      const expected = idsWhere(rows, (row) => row.start_date === day);
      expect(ids((await page(q(day))).invoices)).toEqual(expected);
      expect(ids((await page(q(`${date}/${month}/${year}`))).invoices)).toEqual(expected);
      const inMonth = idsWhere(rows, (row) => row.start_date.startsWith(`${year}-${month}`));
      expect(ids((await page(q(`${month}/${year}`))).invoices)).toEqual(inMonth);
    });

    it('not the city (a column filter does)', async () => {
      const searched = (row: Employee) => plain([row.full_name, row.post, row.email].join(' '));
      const city = rows.map((row) => row.city).find((name) => !rows.some((row) => searched(row).includes(plain(name))));
      expect(city).toBeDefined();
      expect((await page(q(city ?? ''))).total).toBe(0);
      expect((await page(`?city=${encodeURIComponent(city ?? '')}`)).total).toBeGreaterThan(0);
    }); // prettier-ignore
  });

  describe('column filters', () => {
    const rows = seedEmployees();

    it('name, post, e-mail and city: contains, case- and accent-blind', async () => {
      const cases = [
        ['name', 'JOAO', (row: Employee) => row.full_name],
        ['post', 'analista', (row: Employee) => row.post],
        ['email', 'SILVA', (row: Employee) => row.email],
        ['city', 'sao', (row: Employee) => row.city],
      ] as const;
      for (const [param, value, field] of cases) {
        const expected = idsWhere(rows, (row) => plain(field(row)).includes(plain(value)));
        expect(expected.length, param).toBeGreaterThan(0);
        const data = await page(`?${param}=${value}&perPage=100`);
        expect(ids(data.invoices), param).toEqual(expected);
        expect(data.total, param).toBe(expected.length);
      }
    });

    it('status, salary range and start dates (inclusive), together', async () => {
      const status = await page('?status=3&perPage=100');
      expect(ids(status.invoices)).toEqual(idsWhere(rows, (row) => row.status === 3));
      const pay = await page('?salaryMin=120000&salaryMax=180000&perPage=100');
      expect(ids(pay.invoices)).toEqual(idsWhere(rows, (row) => row.salary >= 120_000 && row.salary <= 180_000));
      const edge = rows[4] as Employee;
      const exact = await page(`?salaryMin=${edge.salary}&salaryMax=${edge.salary}&startFrom=${edge.start_date}&startTo=${edge.start_date}`);
      expect(ids(exact.invoices)).toContain(edge.id);
      const span = await page('?startFrom=2020-01-01&startTo=2022-12-31&status=1&perPage=100');
      const expected = idsWhere(rows, (row) => row.start_date >= '2020-01-01' && row.start_date <= '2022-12-31' && row.status === 1);
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(span.invoices)).toEqual(expected);
    }); // prettier-ignore
  });

  describe('sorts', () => {
    it('by salary as numbers, both ways', async () => {
      const up = (await page('?sortColumn=salary&sort=asc&perPage=100')).invoices.map((row) => row.salary);
      expect(up).toEqual([...up].sort((a, b) => a - b));
      // As text, 100.000 would come before 43.200: the order is numeric.
      expect(up[0]).toBeLessThan(100_000);
      expect(up.at(-1)).toBeGreaterThan(100_000);
      const down = (await page('?sortColumn=salary&sort=desc&perPage=100')).invoices.map((row) => row.salary);
      expect(down).toEqual([...up].reverse());
    }); // prettier-ignore

    it('on every sortable column, both ways', async () => {
      const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
      const compare = (a: string | number, b: string | number) =>
        typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
      for (const column of employeeSortColumns) {
        const asc = (await page(`?sortColumn=${column}&sort=asc&perPage=100`)).invoices.map((row) => row[column]);
        const desc = (await page(`?sortColumn=${column}&sort=desc&perPage=100`)).invoices.map((row) => row[column]);
        for (let index = 1; index < asc.length; index += 1) {
          expect(compare(asc[index - 1] as string | number, asc[index] as string | number), column).toBeLessThanOrEqual(0);
          expect(compare(desc[index - 1] as string | number, desc[index] as string | number), column).toBeGreaterThanOrEqual(0);
        }
      }
    }); // prettier-ignore
  });

  it('answers 401 without a token and 403 to a user without read Table', async () => {
    admin.signOut();
    expect((await admin.call('/api/datatables/data')).status).toBe(401);
    expect((await admin.call('/api/datatables/initial-data')).status).toBe(401);
    expect((await client.call('/api/datatables/data')).status).toBe(403);
    expect((await client.call('/api/datatables/initial-data')).status).toBe(403);
  });

  it('reads the stored rows', async () => {
    expect(await employees.all()).toHaveLength(EMPLOYEE_COUNT);
  });
});

describe('10,000 employees', () => {
  const large = seedEmployees(10_000);
  const list = (query: string) =>
    queryList(
      moneySearchUrl(new Request(`http://localhost/api/datatables/data${query}`)),
      large,
      employeeList,
    );

  it('searches, filters and sorts them', async ({ annotate }) => {
    list('?q=warm-up'); // the first search writes each row's searched text once
    const started = performance.now();
    const byName = list('?q=vasconcelos&perPage=10000');
    const elapsed = performance.now() - started;
    const expected = idsWhere(large, (row) => [row.full_name, row.email].some((text) => plain(text).includes('vasconcelos')));
    expect(byName.total).toBe(expected.length);
    expect(ids(byName.rows)).toEqual(expected);
    const target = large[7321] as Employee;
    const bySalary = list(`?q=${encodeURIComponent(brl.format(target.salary))}&perPage=10000`);
    expect(ids(bySalary.rows)).toContain(target.id);
    const sorted = list('?sortColumn=salary&sort=desc&status=2&perPage=10000');
    expect(sorted.total).toBe(large.filter((row) => row.status === 2).length);
    expect(sorted.rows[0]?.salary).toBe(Math.max(...large.filter((row) => row.status === 2).map((row) => row.salary)));
    // A figure for the notes, not a limit.
    await annotate(`10,000 employees searched in ${elapsed.toFixed(1)} ms`, 'measure');
  }); // prettier-ignore
});
