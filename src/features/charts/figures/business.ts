/**
 * Sample figures of an invented Brazilian online shop in 2024: sales, costs, regions, goals,
 * support and customer satisfaction. Ours, written by hand; amounts in reais (BRL).
 */

/** Month index 0 (January) to 11, as the charts' category. */
export const months = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

/** Revenue and costs by month of 2024 (Black Friday lifts November and December). */
export const monthlySales = {
  revenue: [
    182_400, 171_300, 198_700, 204_500, 221_900, 236_800, 229_400, 247_600, 258_300, 276_900,
    352_700, 398_500,
  ],
  costs: [
    131_200, 126_900, 139_100, 141_800, 150_300, 158_100, 155_200, 163_400, 168_700, 177_600,
    221_400, 246_300,
  ],
} as const;

export const profitOf = (month: number) =>
  (monthlySales.revenue[month] ?? 0) - (monthlySales.costs[month] ?? 0);

export const regions = ['southeast', 'south', 'northeast', 'midwest', 'north'] as const;
export type Region = (typeof regions)[number];

/** Share of the national market by region, in per cent (adds up to 100). */
export const marketShare: Record<Region, number> = {
  southeast: 47,
  south: 18,
  northeast: 17,
  midwest: 11,
  north: 7,
};

export const quarters = [1, 2, 3, 4] as const;

/** Sales by region and quarter of 2024, in reais. */
export const regionSales: Record<Region, readonly number[]> = {
  southeast: [262_400, 311_800, 359_600, 540_100],
  south: [101_300, 118_200, 131_400, 207_600],
  northeast: [92_500, 110_900, 124_000, 198_300],
  midwest: [61_700, 72_400, 80_200, 121_900],
  north: [34_500, 41_900, 45_100, 79_600],
};

export const goals = ['sales', 'newCustomers', 'nps', 'retention'] as const;
export type Goal = (typeof goals)[number];

/** How far each goal of the quarter is reached, in per cent. */
export const goalProgress: Record<Goal, number> = {
  sales: 82,
  newCustomers: 64,
  nps: 71,
  retention: 90,
};

export const channels = ['whatsapp', 'chat', 'email', 'phone', 'social'] as const;
export type Channel = (typeof channels)[number];

/** Support tickets opened in March 2024, by channel. */
export const ticketsByChannel: Record<Channel, number> = {
  whatsapp: 931,
  chat: 688,
  email: 412,
  phone: 254,
  social: 187,
};

export const dimensions = [
  'delivery',
  'price',
  'support',
  'quality',
  'website',
  'returns',
] as const;
export type Dimension = (typeof dimensions)[number];

/** The two surveys compared. */
export const surveyYears = [2023, 2024] as const;

/** Customer satisfaction by criterion, 0 to 10, in the 2023 and 2024 surveys. */
export const satisfaction: Record<Dimension, readonly [number, number]> = {
  delivery: [7.2, 8.1],
  price: [6.8, 7.0],
  support: [7.9, 8.6],
  quality: [8.4, 8.7],
  website: [7.1, 8.3],
  returns: [6.2, 7.4],
};
