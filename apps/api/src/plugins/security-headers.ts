import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FileStorage } from '../platform/storage/file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    applySecurityHeaders(request: IncomingMessage, response: ServerResponse): void;
  }
}

/** Where uploaded images come from when they are not ours to serve (an S3 bucket or its CDN). */
function uploadOrigins(storage: FileStorage): string[] {
  const url = storage.url('csp-probe.png');
  return /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
}

/**
 * Security headers on every answer (helmet's defaults: nosniff, no referrer leaks across
 * origins, HSTS, ...) and a Content-Security-Policy that lets a page run only our own scripts
 * and talk only to its own origin, so an injected script cannot lift the stored sign-in token
 * or send it elsewhere, and no other site can frame the apps (clickjacking). Registered after
 * the Swagger UI, whose inline scripts are allowed by their hashes.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  // Without /docs (production, API_DOCS unset) there is no Swagger UI to allow.
  const swagger = app.hasDecorator('swaggerCSP') ? app.swaggerCSP : { script: [], style: [] };
  const options: Parameters<typeof helmet>[0] = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...swagger.script],
        // Mantine writes its theme variables into a <style> element and components set inline
        // style attributes; both are harmless without script.
        styleSrc: ["'self'", "'unsafe-inline'", ...swagger.style],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...uploadOrigins(app.deps.storage),
          // Map tiles come from the one tile server of the settings.
          new URL(app.deps.config.MAP_TILE_URL.replace(/\{\w+\}/g, '0')).origin,
        ],
        // Profile videos, only once the visitor presses play (privacy-friendly hosts only).
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        scriptSrcAttr: ["'none'"],
      },
    },
  };
  // helmet's middleware is built once here: @fastify/helmet built it again on every request
  // (parsing the policy each time, a few per cent of a small request's time).
  const applyHeaders = helmet(options);
  const apply = (request: IncomingMessage, response: ServerResponse) => {
    applyHeaders(request, response, () => {});
  };
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw);
    done();
  });
  // The same headers for answers that no hook sees (plugins/errors.ts, frameworkErrors).
  app.decorate('applySecurityHeaders', apply);
});
