import { STATUS_CODES } from 'node:http';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { ZApiErrorResponseSchema } from '@fitmarket/core/api/envelope';
import { errorCatalogue, errorStatus, isErrorCode } from '@fitmarket/core/errors/catalogue';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeAccess, whoMayCall } from '../access/route-access';
import type { Config } from '../config';
import { liveOperation, uploadRequestBody } from './openapi-extras';

/**
 * The OpenAPI document (/docs, /docs/json) that client authors and the fuzz test read, made
 * complete in one place rather than in every route file: each operation gets an operationId
 * (from its method and path unless the route names one), `security: []` when it is public (the
 * sign-in group marks the others, see access/guard.ts), a "Who may call" line from the access
 * table (access/route-access.ts), and the error answers it can give, all in the catalogue
 * shape; the upload's body and the live socket come from openapi-extras.ts. `npm test` lints
 * the document with Redocly's recommended rules.
 */

interface Operation {
  operationId?: string;
  description?: string;
  security?: unknown[];
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

interface Document {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

const ERRORS_SCHEMA = 'Errors';
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** What every refusal looks like; `code` is one the server sends (client-side ones excluded). */
function errorsSchema() {
  const serverCodes = Object.keys(errorCatalogue)
    .map(Number)
    .filter((code) => isErrorCode(code) && errorStatus(code) !== 0);
  const schema = z.toJSONSchema(ZApiErrorResponseSchema, { target: 'openapi-3.0' }) as unknown as {
    properties: { errors: { items: { properties: { code: Record<string, unknown> } } } };
  };
  schema.properties.errors.items.properties.code.enum = serverCodes;
  return schema;
}

/** `POST /v1/admin/forgot/{code}` → `postV1AdminForgotByCode`. */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/^\{(.+)\}$/, 'by-$1'))
    .flatMap((part) => part.split(/[^a-zA-Z0-9]+/))
    .filter(Boolean);
  return [method, ...words]
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0]?.toUpperCase() + word.slice(1),
    )
    .join('');
}

/**
 * The error statuses an operation can answer: those every route shares (an unreadable
 * request, validation, sign-in, 500), and those of the catalogue codes its description names
 * ("1007 daily mail limit" → 429), so a route documents its own refusals by naming their codes.
 */
function errorStatuses(operation: Operation, path: string): number[] {
  const statuses = new Set([400, 500]);
  const hasParams = path.includes('{');
  const hasInput = hasParams || Boolean(operation.requestBody) || Boolean(operation.parameters);
  if (hasInput) statuses.add(422);
  if (hasParams) statuses.add(414);
  if (operation.requestBody) {
    statuses.add(413);
    statuses.add(415);
  }
  if (operation.security?.length) {
    statuses.add(401);
    statuses.add(403);
  }
  for (const match of operation.description?.matchAll(/\b\d{4}\b/g) ?? []) {
    const code = Number(match[0]);
    if (isErrorCode(code) && errorStatus(code) >= 400) statuses.add(errorStatus(code));
  }
  return [...statuses].sort();
}

function completeOperation(operation: Operation, method: string, path: string): void {
  operation.operationId ??= operationIdFor(method, path);
  operation.security ??= [];
  // A route left out of the table gets no line; the access matrix test fails on it.
  const access = routeAccess[`${method.toUpperCase()} ${path}`];
  if (access) {
    const who = `Who may call: ${whoMayCall(access)}`;
    operation.description = operation.description ? `${who}\n\n${operation.description}` : who;
  }
  const responses = operation.responses ?? {};
  for (const status of errorStatuses(operation, path)) {
    responses[status] ??= {
      description: STATUS_CODES[status] ?? 'Error',
      content: {
        'application/json': { schema: { $ref: `#/components/schemas/${ERRORS_SCHEMA}` } },
      },
    };
  }
  operation.responses = responses;
}

const AREA_SERVERS = {
  marketplace: (config: Config) => ({ url: config.webUrl, description: 'Marketplace' }),
  backoffice: (config: Config) => ({ url: config.backofficeUrl, description: 'Back-office' }),
};

/** The document of one listener: its own area's operations (see app.ts). */
export function openApiOptions(
  config: Config,
  area: 'marketplace' | 'backoffice',
): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Fitmarket API',
        description:
          'Marketplace API under /v1 (on the marketplace address) and back-office API under ' +
          '/v1/admin (on the back-office address). Answers are `{ data }`; ' +
          'errors are `{ errors: [{ code, message, field? }] }` with codes from the catalogue and ' +
          'texts in the Accept-Language language (en or fi).',
        version: '1.0.0',
        license: { name: 'Proprietary', url: `${config.webUrl}/` },
      },
      servers: [AREA_SERVERS[area](config)],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        schemas: { [ERRORS_SCHEMA]: errorsSchema() },
      },
    },
    transform: jsonSchemaTransform,
    transformObject(input) {
      const document = (
        'openapiObject' in input ? input.openapiObject : input.swaggerObject
      ) as Document;
      document.paths ??= {};
      const { paths } = document;
      if (area === 'marketplace') paths['/v1/live'] = { get: structuredClone(liveOperation) };
      const upload = paths['/v1/uploads']?.post;
      if (upload) upload.requestBody ??= uploadRequestBody;
      for (const [path, operations] of Object.entries(paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          if (METHODS.has(method)) completeOperation(operation, method, path);
        }
      }
      return document as ReturnType<NonNullable<FastifyDynamicSwaggerOptions['transformObject']>>;
    },
  };
}

/**
 * Both listeners' documents as one, for client authors, the Redocly lint and the fuzz test
 * (cli/openapi.ts): the back-office's operations name their own server, the marketplace's is
 * the document's.
 */
export function combinedApiDocument(
  config: Config,
  documents: { marketplace: unknown; backoffice: unknown },
): Document & Record<string, unknown> {
  const marketplace = documents.marketplace as Document & Record<string, unknown>;
  const backoffice = documents.backoffice as Document;
  const paths: Record<string, Record<string, unknown>> = { ...marketplace.paths };
  const servers = [AREA_SERVERS.backoffice(config)];
  for (const [path, operations] of Object.entries(backoffice.paths ?? {})) {
    // Shared public paths (places, /health …) are the same on both: the marketplace's stands.
    paths[path] ??= Object.fromEntries(
      Object.entries(operations).map(([method, operation]) => [method, { ...operation, servers }]),
    );
  }
  return {
    ...marketplace,
    paths: paths as Document['paths'],
    components: {
      ...marketplace.components,
      schemas: { ...backoffice.components?.schemas, ...marketplace.components?.schemas },
    },
  };
}
