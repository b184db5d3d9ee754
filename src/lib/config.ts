import { parseConfig, type AppConfig } from './config-schema';

export type { AppConfig } from './config-schema';

/** The configuration of this build (see `config-schema.ts` for the variables). */
export const config: AppConfig = parseConfig({
  VITE_API_URL: import.meta.env.VITE_API_URL,
  VITE_DEMO: import.meta.env.VITE_DEMO,
  VITE_DEMO_AUTH: import.meta.env.VITE_DEMO_AUTH,
  VITE_DEMO_DELAY: import.meta.env.VITE_DEMO_DELAY,
});
