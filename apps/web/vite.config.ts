import { spaConfig } from '../../vite.spa.ts';

/** The marketplace SPA. In production the API serves `dist` at `/`; in development Vite does. */
export default spaConfig({ root: import.meta.dirname, devPort: 5173 });
