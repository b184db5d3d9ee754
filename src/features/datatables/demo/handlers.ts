import { HttpResponse } from 'msw';
import { demoApi } from '@/lib/demo/api';
import { defineCollection } from '@/lib/demo/db';
import { queryList } from '@/lib/demo/list';
import { moneySearchUrl } from '@/lib/search-money';
import { readRaw } from '@/lib/storage';
import { employeeSchema, type Employee } from '../types';
import { seedEmployees } from './data';
import { employeeList } from './list';

/**
 * Scale runs and tests ask for 10,000 employees by setting this key to `on` before the app
 * starts: a seed of its own, like the large user list.
 */
export const LARGE_DATATABLES_KEY = 'mirante:demo-large-datatables';
const large = readRaw(LARGE_DATATABLES_KEY) === 'on';

/** The data tables' employees (SPEC §3, §7, §9), answered from the demo database. */
export const employees = defineCollection<Employee>({
  name: 'employees',
  version: 1,
  schema: employeeSchema,
  seed: () => seedEmployees(large ? 10_000 : undefined),
  ...(large ? { variant: 'large' } : {}),
});

/** Reading needs `read Table` (the administrator has it through `manage all`). */
const api = demoApi('Table');

export const datatableHandlers = [
  api.get('/api/datatables/initial-data', async () => HttpResponse.json(await employees.all())),

  api.get('/api/datatables/data', async ({ request }) => {
    const all = await employees.all();
    // An amount in `q` is read however it was typed (`R$ 38.000`, `−R$ 440`, `38,000.00`).
    const url = moneySearchUrl(request);
    const { rows, total } = queryList(url, all, employeeList);
    // Ours: `withAllData=false` (or `0`) leaves `allData` empty; anything else sends every row.
    const withAllData = !['false', '0'].includes(url.searchParams.get('withAllData') ?? '');
    return HttpResponse.json({ allData: withAllData ? all : [], invoices: rows, total });
  }),
];
