import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdFor } from '../../src/plugins/openapi';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface Operation {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface Document {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

/**
 * The OpenAPI document is completed in one place, so a route added later is documented like
 * the others without its author doing anything (`npm test` also lints it with Redocly).
 */
describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: Document;
  let operations: [string, Operation][];
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_URL: 'https://fitmarket.fi' } });
    document = t.app.swagger() as unknown as Document;
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]): [string, Operation] => [
        `${method.toUpperCase()} ${path}`,
        operation,
      ]),
    );
  });
  afterAll(() => t.close());

  it('names each operation after its method and path', () => {
    expect(operationIdFor('post', '/v1/admin/forgot/{code}')).toBe('postV1AdminForgotByCode');
    expect(operationIdFor('put', '/v1/me/password')).toBe('putV1MePassword');
    const ids = operations.map(([, operation]) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says of every operation whether it needs the bearer token', () => {
    const byName = Object.fromEntries(operations);
    expect(byName['POST /v1/auth/forgot']?.security).toEqual([]);
    expect(byName['GET /v1/me']?.security).toEqual([{ bearer: [] }]);
  });

  it('lists the error answers of every operation in the catalogue shape', () => {
    expect(document.components.schemas.Errors).toBeDefined();
    for (const [name, operation] of operations) {
      const errors = Object.entries(operation.responses).filter(([status]) => status >= '400');
      expect(errors.length, name).toBeGreaterThan(0);
      for (const [, response] of errors) {
        expect(response.content?.['application/json']?.schema?.$ref, name).toBe(
          '#/components/schemas/Errors',
        );
      }
    }
    const byName = Object.fromEntries(operations);
    // Signed-in routes can answer 401 and 403; the codes a route names add theirs (1151: 429).
    expect(Object.keys(byName['GET /v1/me']?.responses ?? {})).toEqual(
      expect.arrayContaining(['401', '403']),
    );
    expect(Object.keys(byName['POST /v1/auth/forgot']?.responses ?? {})).toContain('429');
  });

  it('gives the servers from the settings', () => {
    expect(document.servers.map((server) => server.url)).toContain('https://fitmarket.fi');
  });
});
