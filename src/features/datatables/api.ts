import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { daySchema } from '@/lib/dates';
import { http } from '@/lib/http';
import {
  listSearchParams,
  parseListState,
  type ListParamsOf,
  type ListStateApi,
  type ListStateOptions,
} from '@/lib/use-list-state';
import {
  employeePageSchema,
  employeeSortColumns,
  employeesSchema,
  type EmployeeSortColumn,
} from './types';

const urlWhole = z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.transform(Number));
const urlStatus = z.pipe(z.string().check(z.regex(/^[1-5]$/)), z.transform(Number));

/** The advance page's column filters (the call's params of the same names, see `types.ts`). */
const employeeFilters = {
  name: z.optional(z.string()),
  post: z.optional(z.string()),
  email: z.optional(z.string()),
  city: z.optional(z.string()),
  status: z.optional(urlStatus),
  salaryMin: z.optional(urlWhole),
  salaryMax: z.optional(urlWhole),
  startFrom: z.optional(daySchema()),
  startTo: z.optional(daySchema()),
};
type EmployeeFilters = typeof employeeFilters;

/** The basic data table's URL state: search, page, size, order (SPEC §9: 10 a page). */
export const employeeListOptions: ListStateOptions<Record<string, never>, EmployeeSortColumn> = {
  sortColumns: employeeSortColumns,
};

/** The advance data table's: the same, with the column filters. */
export const employeeAdvanceOptions: ListStateOptions<EmployeeFilters, EmployeeSortColumn> = {
  filters: employeeFilters,
  sortColumns: employeeSortColumns,
};

export type EmployeeListParams = ListParamsOf<typeof employeeAdvanceOptions>;
export type EmployeeListState = ListStateApi<EmployeeFilters, EmployeeSortColumn>;

/** The list's defaults with `changes` applied. */
export function employeeListParams(changes: Partial<EmployeeListParams> = {}): EmployeeListParams {
  return { ...parseListState(new URLSearchParams(), employeeAdvanceOptions), ...changes };
}

export const employeeKeys = {
  all: ['datatables'] as const,
  initial: () => [...employeeKeys.all, 'initial'] as const,
  lists: () => [...employeeKeys.all, 'list'] as const,
  list: (params: EmployeeListParams) => [...employeeKeys.lists(), params] as const,
};

/** `GET /api/datatables/initial-data`: every row (the basic tables page shows a few). */
export const employeesQueryOptions = () =>
  queryOptions({
    queryKey: employeeKeys.initial(),
    queryFn: ({ signal }) =>
      http.demo.get('/api/datatables/initial-data', { schema: employeesSchema, signal }),
  });

/** `GET /api/datatables/data`: one page of the filtered rows, and their count. */
export const employeePageQueryOptions = (params: EmployeeListParams = employeeListParams()) =>
  queryOptions({
    queryKey: employeeKeys.list(params),
    queryFn: ({ signal }) =>
      http.demo.get('/api/datatables/data', {
        schema: employeePageSchema,
        searchParams: { ...listSearchParams(params), withAllData: false },
        signal,
      }),
    // Another page, search, filter or order keeps the rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

/** The basic page's call: its search, page, size and order, no column filter. */
export const employeeBasicQueryOptions = ({
  q,
  page,
  perPage,
  sort,
}: ListParamsOf<typeof employeeListOptions>) =>
  employeePageQueryOptions(employeeListParams({ q, page, perPage, sort }));

/**
 * Every row the list's search and filters match, in its order, in one call (the export's
 * rows): `total` is the count the page's answer gave.
 */
export async function fetchAllMatchingEmployees(params: EmployeeListParams, total: number) {
  const all = { ...params, page: 1, perPage: Math.max(1, total) };
  const data = await http.demo.get('/api/datatables/data', {
    schema: employeePageSchema,
    searchParams: { ...listSearchParams(all), withAllData: false },
  });
  return data.invoices;
}
