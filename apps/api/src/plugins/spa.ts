import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  SUPPORTED_LANGUAGES,
} from '@fitmarket/core/language';
import { LANDING_PATHS } from '@fitmarket/core/links';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const LANGUAGE_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/** The language the visitor's SPA shows (the cookie packages/ui lib/i18n keeps), else English. */
function pageLanguage(request: FastifyRequest): Language {
  const chosen = request.headers.cookie?.match(LANGUAGE_COOKIE_PATTERN)?.[1];
  return isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
}

/**
 * Serves a built SPA. Vite puts content-hashed files under /assets, so those are cached for a
 * year; everything else (index.html above all) is revalidated so a deploy shows at once. The
 * build writes a brotli and a gzip copy of every text file, sent as they are to browsers that
 * take them (with `Content-Encoding` and `Vary: Accept-Encoding`). Where the build rendered the
 * home page ahead of time (`index.<language>.html`, apps/web), `/` sends it in the visitor's
 * language, so the page shows before its JavaScript has run; a language's own address (`/fi`,
 * core LANDING_PATHS) sends it in that language whatever the cookie.
 */
export async function spaPlugin(app: FastifyInstance, options: { root: string }) {
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: true,
    index: false,
    preCompressed: true,
    // The build's own folders (.vite's manifest, .ssr's server bundle) are not for browsers.
    dotfiles: 'ignore',
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const prerendered = new Set(
    SUPPORTED_LANGUAGES.filter((language) =>
      fs.existsSync(path.join(options.root, `index.${language}.html`)),
    ),
  );
  app.get('/', { schema: { hide: true } }, (request, reply) => {
    reply.header('cache-control', 'no-cache');
    if (prerendered.size === 0) return reply.sendFile('index.html');
    const language = pageLanguage(request);
    // The page differs by the cookie; caches must not hand one visitor's language to another.
    reply.header('vary', 'Cookie');
    return reply.sendFile(`index.${prerendered.has(language) ? language : DEFAULT_LANGUAGE}.html`);
  });
  for (const language of prerendered) {
    if (language === DEFAULT_LANGUAGE) continue;
    app.get(LANDING_PATHS[language], { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile(`index.${language}.html`),
    );
  }
}
