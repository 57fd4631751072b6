import { spaConfig } from '../../vite.spa.ts';

/**
 * The staff back-office SPA. Its routes are root-based, so the API serves `dist` at `/` on its own port (3001).
 * Built on Preact (vite.spa.ts `reactOnPreact`): it renders only in the browser.
 */
export default spaConfig({ root: import.meta.dirname, devPort: 5174, preact: true });
