import { seeded } from './seeded';

/** Visits to the shop's site and use of its app: ours, deterministic. */

/** Weekday index 0 (Monday) to 6 (Sunday). */
export const weekdays = [0, 1, 2, 3, 4, 5, 6] as const;

/** Average visits by weekday in March 2024: desktops fall at the weekend, phones rise. */
export const weekdayVisits = {
  desktop: [8_420, 8_910, 8_760, 8_530, 7_980, 4_210, 3_650],
  mobile: [9_870, 10_240, 10_110, 10_460, 11_320, 12_980, 13_540],
} as const;

/** Three-hour slots of the day, by their starting hour. */
export const slots = [0, 3, 6, 9, 12, 15, 18, 21] as const;

const slotBase = [120, 40, 380, 910, 1_040, 860, 1_180, 640];
const dayFactor = [1, 1.04, 1.02, 1.06, 0.97, 0.74, 0.66];

/** App sessions by weekday (rows) and slot (columns). */
export const appUsage: readonly (readonly number[])[] = (() => {
  const next = seeded(2024);
  return weekdays.map((day) =>
    slots.map((_, slot) => Math.round((slotBase[slot] ?? 0) * (dayFactor[day] ?? 1) + next() * 80)),
  );
})();
