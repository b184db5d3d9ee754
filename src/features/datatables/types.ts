import * as z from 'zod/mini';
import { daySchema } from '@/lib/dates';

/**
 * The data tables' employee rows (SPEC §3, §7, §9): the fields exactly as the spec names them,
 * with typed values (a day is `YYYY-MM-DD`, money a number of reais).
 */

/** SPEC §3: status 1–5, shown translated as Current, Professional, Rejected, Resigned, Applied. */
export const employeeStatuses = [1, 2, 3, 4, 5] as const;
export const employeeStatusSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);
export type EmployeeStatus = z.infer<typeof employeeStatusSchema>;
/** The translation key of each status (`datatables:status.<name>`). */
export const employeeStatusNames = {
  1: 'current',
  2: 'professional',
  3: 'rejected',
  4: 'resigned',
  5: 'applied',
} as const satisfies Record<EmployeeStatus, string>;

export const employeeSchema = z.object({
  /** SPEC §3: kept for the original template's responsive control column; always ''. */
  responsive_id: z.string(),
  id: z.number(),
  /** A picture's address, or '' (initials are shown). */
  avatar: z.string(),
  full_name: z.string(),
  post: z.string(),
  email: z.string(),
  city: z.string(),
  start_date: daySchema(),
  /** Yearly salary in reais. */
  salary: z.number(),
  age: z.number(),
  /** Years of experience. */
  experience: z.number(),
  status: employeeStatusSchema,
});
export type Employee = z.infer<typeof employeeSchema>;

/** `GET /api/datatables/initial-data`: every row. */
export const employeesSchema = z.array(employeeSchema);

/**
 * `GET /api/datatables/data` → `{ allData, invoices, total }` (SPEC §7 names the page of rows
 * `invoices`; kept). `allData` is every row, unfiltered, as the spec's call answers — ours:
 * `withAllData=false` leaves it empty, for a page that shows only its rows; `total` counts the
 * filtered rows. Params: `q` (SPEC §9: full name, post, email, age, salary, start date), `page`,
 * `perPage` (10), `sort`/`sortColumn` (one of `employeeSortColumns`), and the advance page's
 * column filters (ours): `name`, `post`, `email`, `city` (text, contains, case- and
 * accent-blind), `status` (1–5), `salaryMin`, `salaryMax` (reais), `startFrom`, `startTo`
 * (days, inclusive).
 */
export const employeePageSchema = z.object({
  allData: z.array(employeeSchema),
  invoices: z.array(employeeSchema),
  total: z.number(),
});
export type EmployeePage = z.infer<typeof employeePageSchema>;

export const employeeSortColumns = [
  'id',
  'full_name',
  'post',
  'email',
  'city',
  'start_date',
  'salary',
  'age',
  'experience',
  'status',
] as const;
export type EmployeeSortColumn = (typeof employeeSortColumns)[number];

/** The advance page's column filters, by their URL and call param names. */
export const employeeTextFilters = ['name', 'post', 'email', 'city'] as const;
