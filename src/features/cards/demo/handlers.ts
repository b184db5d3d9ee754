import { HttpResponse, type JsonBodyType } from 'msw';
import { demoApi, notFound } from '@/lib/demo/api';
import { analyticsCards, type CardQuery } from './analytics-data';
import { parseRange, parseYear } from './series';
import { statisticsCards } from './statistics-data';

/**
 * The analytics and statistics cards' calls (SPEC §3, §7, §9), all behind `read Dashboard`.
 *
 *   GET /card/card-analytics/{name}?range=&year=    GET /card/card-statistics/{name}?range=
 *
 * `range` (last-28-days | last-month | last-year; anything else is last-28-days) changes
 * support-tracker, avg-sessions, sessions-device, customers, revenue, product-orders and
 * every statistics card; `year` (2020 | 2019 | 2018; anything else is 2020) the revenue
 * report. An unknown name answers 404. Money is BRL; percentages are numbers (58.6 = 58.6 %).
 *
 * Words in the answers are translation keys the interface translates:
 * - titles: `support-tracker`; statistics `orders`, `profit`, `subscribers-gained`,
 *   `revenue-generated`, `sales`, `orders-received`, `site-traffic`, `active-users`,
 *   `newsletter`;
 * - series names: `orders`, `profit`, `subscribers`, `revenue`, `sales`, `visits`, `users`,
 *   `newsletter` (a statistics tile's series is named as its headline's key in
 *   `analyticsData`), and the revenue card's `current` and `previous` (this period, the one
 *   before it);
 * - list texts: customers `new`, `returning`, `referrals`; devices `desktop`, `mobile`,
 *   `tablet`;
 * - support-tracker `last_days`: the three range keys (`cards:ranges.*`).
 */
function cardQuery(request: Request): CardQuery {
  const params = new URL(request.url).searchParams;
  return { range: parseRange(params.get('range')), year: parseYear(params.get('year')) };
}

function answer<Name extends string>(
  builders: Record<Name, (query: CardQuery) => JsonBodyType>,
  name: string,
  request: Request,
) {
  if (!Object.hasOwn(builders, name)) return notFound();
  return HttpResponse.json(builders[name as Name](cardQuery(request)));
}

const api = demoApi('Dashboard');

export const cardHandlers = [
  api.get<{ name: string }>('/card/card-analytics/:name', ({ params, request }) =>
    answer(analyticsCards, params.name, request),
  ),
  api.get<{ name: string }>('/card/card-statistics/:name', ({ params, request }) =>
    answer(statisticsCards, params.name, request),
  ),
];
