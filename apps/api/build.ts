import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * The production build: plain JavaScript that Node 24 runs without tsx. The workspace packages
 * (@fitmarket/core is TypeScript source) are bundled in; every other package stays an import
 * that `npm ci --omit=dev` must satisfy, so the build fails when one is not in `dependencies`.
 *
 *   dist/main.js          the server            (npm run serve)
 *   dist/migrate.js       the migration step    (npm run migrate)
 *   dist/invite-staff.js  the first owner's invitation (npm run invite-staff)
 *   dist/backup.js        backup and restore of the database (npm run backup / restore)
 *   dist/reseal-secrets.js  stored secrets sealed again with the current key (npm run reseal-secrets)
 */
const apiRoot = import.meta.dirname;

const entryPoints = {
  main: 'src/main.ts',
  migrate: 'src/cli/migrate.ts',
  'invite-staff': 'src/cli/invite-staff.ts',
  backup: 'src/cli/backup.ts',
  'reseal-secrets': 'src/cli/reseal-secrets.ts',
};

/** Bare imports stay imports, except the workspace's own packages. */
const keepPackagesExternal: Plugin = {
  name: 'keep-packages-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@fitmarket/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

export async function buildApi(outdir = path.join(apiRoot, 'dist')): Promise<void> {
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: apiRoot,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [keepPackagesExternal],
  });

  const manifest = JSON.parse(fs.readFileSync(path.join(apiRoot, 'package.json'), 'utf8'));
  const dependencies = new Set(Object.keys(manifest.dependencies ?? {}));
  const builtins = new Set(builtinModules);
  const missing = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const imported of output.imports) {
      if (!imported.external || imported.path.startsWith('node:')) continue;
      const name = packageName(imported.path);
      if (!builtins.has(name) && !dependencies.has(name)) missing.add(name);
    }
  }
  if (missing.size > 0) {
    throw new Error(
      `imported at run time but not in apps/api dependencies: ${[...missing].join(', ')}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildApi().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
