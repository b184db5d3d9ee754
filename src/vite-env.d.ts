/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_DEMO?: 'on' | 'off' | 'true' | 'false' | '1' | '0';
  readonly VITE_DEMO_AUTH?: 'on' | 'off' | 'true' | 'false' | '1' | '0';
  readonly VITE_DEMO_DELAY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
