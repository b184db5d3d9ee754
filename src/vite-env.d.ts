/// <reference types="vite/client" />

// The VITE_* variables are read at build time only (vite.config.ts, src/lib/config-schema.ts):
// the app gets them as the build's defaults and reads config.json at run time
// (docs/deployment.md), so `import.meta.env` declares none of them.
