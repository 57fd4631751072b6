import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the marketplace's build: its index.html (with `head` in its head) and a page
 * renderer module (`renderer`'s source at `.ssr/server.js`), so the page routes render with it.
 * Remove it with `fs.rmSync(root, { recursive: true, force: true })`.
 */
export function fakeSpaRoot(renderer: string, head = ''): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fitmarket-spa-'));
  fs.writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html>\n<html lang="en">\n  <head>\n${head}    <title>Fitmarket</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`,
  );
  fs.mkdirSync(path.join(root, '.ssr'));
  fs.writeFileSync(path.join(root, '.ssr/server.js'), renderer);
  return root;
}
