/** Whether this build carries the in-browser demo API (set in vite.config.ts). */
declare const __DEMO__: boolean;
