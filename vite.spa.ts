import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export interface SpaConfigOptions {
  /** The app's folder (its `import.meta.dirname`), where index.html is and `dist` goes. */
  root: string;
  /** The port of `npm run dev`; each SPA has its own so both can run beside the API. */
  devPort: number;
}

/**
 * The Vite config both SPAs build with (apps/web, apps/backoffice): React, the API on :3000
 * proxied under /v1 in development, and the build in `dist`, which the API serves at `/`. Vitest
 * reads it too: component tests run the real components in jsdom, with `fetch` faked per test.
 */
export function spaConfig({ root, devPort }: SpaConfigOptions) {
  return defineConfig({
    root,
    plugins: [react()],
    server: {
      port: devPort,
      proxy: { '/v1': 'http://localhost:3000' },
    },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [path.join(import.meta.dirname, 'packages/ui/src/testing/setup.ts')],
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        // Libraries change less often than our code, so they get chunks browsers can keep cached.
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              },
              { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui)[\\/]/ },
              { name: 'vendor', test: /node_modules[\\/]/ },
            ],
          },
        },
      },
    },
  });
}
