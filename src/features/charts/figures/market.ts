import { round, seeded } from './seeded';

/**
 * An invented listed company, its share price in March 2024; the shop's orders and product
 * categories. Ours, deterministic.
 */
export const company = { name: 'Ipê Digital S.A.', ticker: 'IPED3' } as const;

export interface Candle {
  /** The trading day, UTC midnight. */
  date: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** Trading days of March 2024 on B3: weekdays except Good Friday (the 29th). */
const tradingDays = Array.from({ length: 31 }, (_, index) => Date.UTC(2024, 2, index + 1)).filter(
  (date) => {
    const day = new Date(date).getUTCDay();
    return day !== 0 && day !== 6 && new Date(date).getUTCDate() !== 29;
  },
);

export const candles: readonly Candle[] = (() => {
  const next = seeded(3);
  let close = 18.4;
  return tradingDays.map((date, index) => {
    const open = round(close + (next() - 0.5) * 0.3);
    // A drift upward in the first half of the month, a correction in the second.
    const drift = index < 11 ? 0.12 : -0.07;
    close = round(open + drift + (next() - 0.5) * 0.8);
    const high = round(Math.max(open, close) + next() * 0.35);
    const low = round(Math.min(open, close) - next() * 0.35);
    return { date, open, high, low, close };
  });
})();

export const shippings = ['express', 'standard'] as const;
export type Shipping = (typeof shippings)[number];

export interface Order {
  /** Amount in reais. */
  value: number;
  /** Days from payment to delivery. */
  days: number;
}

/** Orders of a week by shipping: their amount and how many days they took to arrive. */
export const orders: Record<Shipping, readonly Order[]> = (() => {
  const next = seeded(11);
  const make = (count: number, minDays: number, spread: number) =>
    Array.from({ length: count }, () => {
      const value = round(40 + next() ** 1.6 * 1_160);
      const days = Math.max(1, Math.round(minDays + next() * spread + value / 600));
      return { value, days };
    });
  return { express: make(22, 1, 2), standard: make(26, 3, 7) };
})();

export const categories = ['electronics', 'fashion', 'home', 'beauty', 'sports', 'books'] as const;
export type Category = (typeof categories)[number];

export interface CategoryFigures {
  /** Average ticket, in reais. */
  price: number;
  /** Units sold in a month. */
  units: number;
  /** Gross margin, in per cent. */
  margin: number;
}

export const categoryFigures: Record<Category, CategoryFigures> = {
  electronics: { price: 1_450, units: 820, margin: 12 },
  fashion: { price: 189, units: 3_400, margin: 38 },
  home: { price: 320, units: 1_900, margin: 27 },
  beauty: { price: 96, units: 4_100, margin: 44 },
  sports: { price: 265, units: 1_500, margin: 31 },
  books: { price: 58, units: 2_600, margin: 22 },
};
