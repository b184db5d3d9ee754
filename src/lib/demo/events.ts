/**
 * The page event the demo database sends when another tab of this browser wrote demo data
 * (db-channel.ts). Its own module, free of effects, so that the app listens without loading
 * the demo layer.
 */
export const DEMO_DATA_CHANGED = 'mirante:demo-data-changed';
