import { spaConfig } from '../../vite.spa.ts';

/**
 * The marketplace SPA. In production the API serves `dist` at `/`; in development Vite does. The
 * landing page is also rendered at build time (src/app/prerender.tsx), in each language; the
 * search results and profiles per request by the API (src/app/ssr/server.tsx).
 */
export default spaConfig({
  root: import.meta.dirname,
  devPort: 5173,
  prerender: 'src/app/prerender.tsx',
  server: 'src/app/ssr/server.tsx',
});
