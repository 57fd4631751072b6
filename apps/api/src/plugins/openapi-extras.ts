import { type ZLiveAuthFrameSchema, ZLiveFrameSchema } from '@fitmarket/core/api/realtime';
import { IMAGE_MAX_BYTES } from '@fitmarket/core/limits';
import { z } from 'zod';

/**
 * What the routes' zod schemas cannot say, written into the OpenAPI document by the plugin
 * (openapi.ts): the upload's multipart body (the route reads the stream itself, so it declares
 * no body schema) and the live socket (a WebSocket route, which @fastify/swagger leaves out).
 */

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output' }) as Record<string, unknown>;

/** The request body of POST /v1/uploads. */
export const uploadRequestBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        properties: {
          file: {
            type: 'string',
            format: 'binary',
            maxLength: IMAGE_MAX_BYTES,
            description: 'The image (JPEG, PNG or GIF); any part name is taken.',
          },
        },
      },
    },
  },
};

const example = (frame: unknown) => `\`${JSON.stringify(frame)}\``;

/** GET /v1/live: a WebSocket, described with the frames of core/api/realtime.ts. */
export const liveOperation = {
  tags: ['live'],
  summary: 'Live events (WebSocket)',
  description:
    "A signed-in user's live events as a WebSocket (ws:// or wss:// on this path): new " +
    'messages, read receipts, conversation changes and notifications, from whichever instance ' +
    'caused them. Each frame is one JSON object. Sign in with the bearer token in the ' +
    'Authorization header or, where a browser cannot set it, with the first frame ' +
    `${example({ type: 'auth', token: '<access token>' } satisfies z.infer<typeof ZLiveAuthFrameSchema>)} ` +
    'within 10 seconds. The server answers ' +
    `${example({ type: 'ready', user_id: 1 })} and then sends events (the 101 answer's ` +
    'schema lists every frame it sends). When the sign-in fails or ends (no token 1002, ' +
    'unknown or signed out 1091, expired 1085, blocked 1311; the token is checked again every ' +
    "minute and signing out closes the session's sockets at once) it sends " +
    `${example({ type: 'error', errors: [{ code: 1091, message: '…' }] })} and closes ` +
    'with code 4401. Events only reflect what is already stored: a client that was away ' +
    'reloads its lists and misses nothing.',
  security: [{ bearer: [] }],
  responses: {
    101: {
      description: 'Switching Protocols: the socket is open; these are the frames it sends.',
      content: { 'application/json': { schema: jsonSchema(ZLiveFrameSchema) } },
    },
  },
};
