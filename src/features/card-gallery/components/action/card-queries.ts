/*
 * The gallery's live cards call the dashboards' card API: the same calls, keys and schemas,
 * so a refresh here refetches exactly what the dashboards show.
 */
// eslint-disable-next-line import-x/no-restricted-paths -- the card calls belong to the cards feature; until they move down to lib/, this one line is the gallery's only door to them
export { useAnalyticsCard, useStatisticsCard } from '@/features/cards/api';
