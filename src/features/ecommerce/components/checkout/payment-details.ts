import { addDays, parseLocalDay, today } from '@/lib/dates';
import type { Order } from '../../checkout-types';

/** A boleto is due this many business days after the order. */
export const BOLETO_BUSINESS_DAYS = 3;

/** The day `count` business days (Monday to Friday) after `day`. */
export function addBusinessDays(day: string, count: number): string {
  let current = day;
  let left = count;
  while (left > 0) {
    current = addDays(current, 1);
    const weekday = parseLocalDay(current)?.getDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return current;
}

export const boletoDueDay = (from: string = today()) => addBusinessDays(from, BOLETO_BUSINESS_DAYS);

const field = (id: string, value: string) =>
  `${id}${String(value.length).padStart(2, '0')}${value}`;

/**
 * The order's PIX "copia e cola" code (a demo: the EMV fields a bank app reads, without a
 * real key or checksum), made from the order's number and total.
 */
export function demoPixCode(order: Pick<Order, 'orderNumber' | 'total'>): string {
  return [
    field('00', '01'),
    field('26', field('00', 'br.gov.bcb.pix') + field('01', 'pix@mirante.example')),
    field('52', '0000'),
    field('53', '986'),
    field('54', order.total.toFixed(2)),
    field('58', 'BR'),
    field('59', 'MIRANTE'),
    field('60', 'SAO PAULO'),
    field('62', field('05', order.orderNumber.replace(/\W/g, ''))),
  ].join('');
}
