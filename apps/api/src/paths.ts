import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The @fitmarket/api package folder, found from wherever this code runs: src/… under tsx in
 * development and tests, or the bundled dist/… of the production build.
 */
function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const packageRoot = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The committed SQL migrations. */
export const migrationsFolder = path.join(packageRoot, 'drizzle');

/** The built SPAs the two listeners serve. */
export const spaRoots = {
  web: path.resolve(packageRoot, '../web/dist'),
  backoffice: path.resolve(packageRoot, '../backoffice/dist'),
};
