/** Whether this build carries the in-browser demo API (set in vite.config.ts). */
declare const __DEMO__: boolean;

interface Window {
  /**
   * Asks for the chunks, stylesheets and translations a page needs, all at once (the boot
   * script's route table, vite-plugins/prerender-boot.ts). Absent in development and tests.
   */
  miranteRoutePreload?: (path: string) => void;
}
