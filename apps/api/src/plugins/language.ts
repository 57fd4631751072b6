import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@fitmarket/core/language';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language answers and error texts are written in (Accept-Language, en default). */
    lang: Language;
  }
}

/** Picks the supported language with the highest q-value from an Accept-Language header. */
export function negotiateLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((param) => param.trim().startsWith('q='));
      return {
        base: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q ? Number(q.split('=')[1]) : 1,
      };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return (
    (ranked.find((entry) => isLanguage(entry.base))?.base as Language | undefined) ??
    DEFAULT_LANGUAGE
  );
}

export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.lang = negotiateLanguage(request.headers['accept-language']);
  });
});
