import * as z from 'zod/mini';
import { daySchema } from '@/lib/dates';
import { defineListSpec, filter, normalizeText, type Sortable } from '@/lib/demo/list';
import type { Employee, EmployeeSortColumn } from '../types';

/**
 * How `GET /api/datatables/data` searches, filters and sorts the employees (SPEC §9: full
 * name, post, e-mail, age, salary, start date), and the column filters of the advance page.
 */

/** `38000` as typed: `38.000`/`38.000,00` (pt-BR), `38,000`/`38,000.00` (en), `38000,00`. */
export function salaryTexts(salary: number): string[] {
  const cents = Math.round(Math.abs(salary) * 100);
  const whole = String(Math.floor(cents / 100));
  const fraction = String(cents % 100).padStart(2, '0');
  const grouped = (separator: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  // Each text holds the shorter ones a person types ("38.000" is found in "38.000,00").
  return [
    `${whole},${fraction}`,
    `${whole}.${fraction}`,
    `${grouped('.')},${fraction}`,
    `${grouped(',')}.${fraction}`,
  ];
}

/** `2019-03-15` as typed: itself, `15/03/2019` (pt-BR), and `15/3/2019`. */
export function dayTexts(day: string): string[] {
  const [year = '', month = '', date = ''] = day.split('-');
  const texts = [day, `${date}/${month}/${year}`];
  const short = `${Number(date)}/${Number(month)}/${year}`;
  if (short !== texts[1]) texts.push(short);
  return texts;
}

/**
 * The request's URL with `q` as the rows are searched: spaces Intl writes in amounts (no-break)
 * made plain, and a leading currency sign dropped ("R$ 38.000" finds 38.000).
 */
export function searchUrl(request: Request): URL {
  const url = new URL(request.url);
  const q = url.searchParams.get('q');
  if (q) {
    const plain = q.replace(/[\u00a0\u202f]/g, ' ').replace(/^\s*r\$\s*/i, '');
    url.searchParams.set('q', plain);
  }
  return url;
}

const MAX_FILTER_LENGTH = 200;
const textParam = z.pipe(
  z.string().check(z.minLength(1)),
  z.transform((value) => normalizeText(value.trim().slice(0, MAX_FILTER_LENGTH))),
);
const amountParam = z.pipe(
  z.string().check(z.regex(/^\d{1,9}(?:[.,]\d{1,2})?$/)),
  z.transform((value) => Number(value.replace(',', '.'))),
);
const statusParam = z.pipe(z.string().check(z.regex(/^[1-5]$/)), z.transform(Number));

/**
 * A text column's filter: the field contains the value, case- and accent-blind. Each row's
 * normalised text is kept until the row object is replaced (10,000 rows, every keystroke).
 */
function contains(field: (row: Employee) => string) {
  const plain = new WeakMap<Employee, string>();
  return filter.where(textParam, (row: Employee, value: string) => {
    let text = plain.get(row);
    if (text === undefined) {
      text = normalizeText(field(row));
      plain.set(row, text);
    }
    return text.includes(value);
  });
}

export const employeeList = defineListSpec<Employee>()({
  search: [
    (row) => row.full_name,
    (row) => row.post,
    (row) => row.email,
    (row) => row.age,
    (row) => salaryTexts(row.salary),
    (row) => dayTexts(row.start_date),
  ],
  // 10,000 rows answer a search in a few milliseconds (written ahead while the page is idle).
  cacheSearchText: true,
  filters: {
    name: contains((row) => row.full_name),
    post: contains((row) => row.post),
    email: contains((row) => row.email),
    city: contains((row) => row.city),
    status: filter.equals((row: Employee) => row.status, statusParam),
    salaryMin: filter.where(amountParam, (row: Employee, value: number) => row.salary >= value),
    salaryMax: filter.where(amountParam, (row: Employee, value: number) => row.salary <= value),
    // Days compare as text (`YYYY-MM-DD` sorts); both ends inclusive.
    startFrom: filter.where(daySchema(), (row: Employee, value: string) => row.start_date >= value),
    startTo: filter.where(daySchema(), (row: Employee, value: string) => row.start_date <= value),
  },
  sortColumns: {
    id: (row) => row.id,
    full_name: (row) => row.full_name,
    post: (row) => row.post,
    email: (row) => row.email,
    city: (row) => row.city,
    start_date: (row) => row.start_date,
    salary: (row) => row.salary,
    age: (row) => row.age,
    experience: (row) => row.experience,
    status: (row) => row.status,
  } satisfies Record<EmployeeSortColumn, (row: Employee) => Sortable>,
  defaultSort: { column: 'id', direction: 'asc' },
  // SPEC §9: 10 a page; the export asks for every match in one call (10,000 at most).
  perPage: { default: 10, max: 10_000 },
});
