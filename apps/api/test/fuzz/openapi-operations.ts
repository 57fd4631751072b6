import fc from 'fast-check';

/** The JSON Schema subset @fastify/swagger writes for our zod schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
}

export interface Operation {
  method: string;
  /** As the document writes it, with `{name}` for each path parameter. */
  path: string;
  params: string[];
  query: string[];
  body: JsonSchema | undefined;
  /** Behind sign-in (the operation asks for a bearer token). */
  secured: boolean;
  /** A WebSocket (answers 101), opened rather than requested: GET /v1/live. */
  socket: boolean;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}

/** Every operation of an OpenAPI 3 document. */
export function operationsOf(document: unknown): Operation[] {
  const paths = (document as { paths?: Record<string, Record<string, OpenApiOperation>> }).paths;
  return Object.entries(paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        params: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? ''),
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: operation.requestBody?.content?.['application/json']?.schema,
        secured: (operation.security ?? []).some((scheme) => Object.keys(scheme).length > 0),
        socket: '101' in (operation.responses ?? {}),
      })),
  );
}

/**
 * Values shaped by the schema, but each part may also be of the wrong type or a nasty string,
 * so requests get past the outer checks and into the route as often as they are refused early.
 */
export function valueFor(schema: JsonSchema, nasty: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  const wrong = fc.oneof(nasty, fc.jsonValue());
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => valueFor(variant, nasty)));
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), wrong);
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), wrong);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          valueFor(property, nasty),
        ]),
      );
      return fc.oneof(
        { weight: 4, arbitrary: fc.record(properties, { requiredKeys: [] }) },
        { weight: 1, arbitrary: wrong },
      );
    }
    case 'array':
      return fc.oneof(fc.array(valueFor(schema.items ?? {}, nasty), { maxLength: 5 }), wrong);
    case 'string':
      return fc.oneof(
        schema.format === 'email' ? fc.emailAddress() : fc.string({ maxLength: 40 }),
        nasty,
        fc.integer(),
      );
    case 'integer':
    case 'number':
      return fc.oneof(fc.integer(), fc.double(), fc.constant(2 ** 63), nasty);
    case 'boolean':
      return fc.oneof(fc.boolean(), nasty);
    default:
      return fc.jsonValue();
  }
}

/** A plain value of the schema, with `text` for every string. */
export function plainValue(schema: JsonSchema, text: string): unknown {
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.[0]) return plainValue(variants[0], text);
  if (schema.enum?.length) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          plainValue(property, text),
        ]),
      );
    case 'array':
      return [plainValue(schema.items ?? {}, text)];
    case 'string':
      return text;
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/**
 * One body per top-level string field of an object schema: all fields filled plainly and that
 * one set to `text` (e.g. with a NUL), so each string field is tried on its own.
 */
export function sampleFor(schema: JsonSchema, text: string): unknown[] {
  const plain = plainValue(schema, 'fuzz@example.com');
  if (plain === null || typeof plain !== 'object' || Array.isArray(plain)) return [];
  return Object.entries(plain)
    .filter(([, value]) => typeof value === 'string')
    .map(([name]) => ({ ...plain, [name]: text }));
}
