import * as z from 'zod/mini';
import { isoDay } from '@/lib/dates';
import { defineListSpec, filter, normalizeText, type Sortable } from '@/lib/demo/list';
import { moneyTexts } from '@/lib/search-money';
import type { Employee, EmployeeSortColumn } from '../types';

/**
 * How `GET /api/datatables/data` searches, filters and sorts the employees (SPEC §9: full
 * name, post, e-mail, age, salary, start date), and the column filters of the advance page.
 */

/** `2019-03-15` as typed: itself, `15/03/2019` (pt-BR), and `15/3/2019`. */
export function dayTexts(day: string): string[] {
  const [year = '', month = '', date = ''] = day.split('-');
  const texts = [day, `${date}/${month}/${year}`];
  const short = `${Number(date)}/${Number(month)}/${year}`;
  if (short !== texts[1]) texts.push(short);
  return texts;
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
    // However typed (`R$ 38.000`, `38,000.00`): the handler reads `q` with `moneySearchUrl`.
    (row) => moneyTexts(row.salary),
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
    // Days compare as text (`YYYY-MM-DD` sorts); both ends inclusive. Sent as ISO 8601 with a
    // zone too, read as the day the sender meant (`isoDay`).
    startFrom: filter.where(isoDay(), (row: Employee, value: string) => row.start_date >= value),
    startTo: filter.where(isoDay(), (row: Employee, value: string) => row.start_date <= value),
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
