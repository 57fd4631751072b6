import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/api-layout.md "Shared code, importing no domain": the shared modules import only each
 * other (and config.ts), type imports included; app.ts and wiring.ts are where the domains
 * meet. This reads every import of those files, so a new one reaching into a domain fails here.
 */

const src = path.resolve(import.meta.dirname, '../../src');
/** Top-level folders and files of src that are not a domain. */
const SHARED = ['app-deps.ts', 'db', 'shared', 'platform', 'access', 'auth', 'errors', 'plugins'];
/** What shared code may also import: modules that hold no code of a domain. */
const ALSO_ALLOWED = ['config.ts', 'paths.ts'];

function sourceFiles(entry: string): string[] {
  const full = path.join(src, entry);
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(entry, file));
}

/** The relative module paths a file imports or re-exports, statically or dynamically. */
function importsOf(text: string): string[] {
  const found = text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g);
  return [...found].map((match) => match[1] ?? '');
}

/** The top-level folder (or file, with .ts) of src that a module path lands in. */
function topLevelOf(file: string, specifier: string): string {
  const target = path.relative(src, path.resolve(src, path.dirname(file), specifier));
  const [first = ''] = target.split(path.sep);
  return target.includes(path.sep) ? first : `${first.replace(/\.ts$/, '')}.ts`;
}

describe('shared code', () => {
  it('imports no domain folder', () => {
    const allowed = new Set([...SHARED, ...ALSO_ALLOWED]);
    const files = SHARED.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(50);
    const offending = files.flatMap((file) =>
      importsOf(fs.readFileSync(path.join(src, file), 'utf8'))
        .filter((specifier) => !allowed.has(topLevelOf(file, specifier)))
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('notices a domain import, a type import too', () => {
    const text = "import type { X } from '../bookings/x';\nimport { y } from './y';";
    const domains = importsOf(text).map((specifier) => topLevelOf('access/guard.ts', specifier));
    expect(domains).toEqual(['bookings', 'access']);
  });
});
