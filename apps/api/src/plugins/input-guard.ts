import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';

/**
 * C0 control characters other than tab, line feed and carriage return. PostgreSQL refuses NUL
 * in text and JSON, so one NUL in a name or an address used to end as a 500; the others have no
 * place in text a person typed either.
 */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
}

/**
 * The path (`body.name`, `params.code`) of the first string or key in `value` holding a control
 * character, or null. Walks with its own stack, so a deeply nested body cannot overflow ours.
 */
export function findControlCharacter(value: unknown, root: string): string | null {
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        pending.push([item, `${path}.${index}`]);
      });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (hasControlCharacter(key)) return path;
        pending.push([item, `${path}.${key}`]);
      }
    }
  }
  return null;
}

/**
 * Refuses, before any route sees it, a request whose body, query string or path parameters
 * carry a control character (422, 1301, naming the field), so every route, present and future,
 * is covered without its schema having to remember. Runs after the sign-in hooks (onRequest):
 * an unauthenticated request still gets its 401 first.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const parts = { body: request.body, query: request.query, params: request.params };
    for (const [part, value] of Object.entries(parts)) {
      const path = findControlCharacter(value, part);
      if (path === null) continue;
      // The field as the validation errors name it: without the part, empty for the part itself.
      const field = path.slice(part.length + 1) || undefined;
      throw new AppError({ code: 1301, field });
    }
  });
});
