import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
type Encoding = 'br' | 'gzip';

/**
 * A kept answer's bytes and their compressed copies, each made once, when first asked for: a
 * cached search page or profile goes to phones at a fifth of its size, and the bytes every send
 * copies through the kernel and the balancer shrink with it.
 */
export interface EncodedBody {
  /** The text as UTF-8, sent to clients that take no compression. */
  identity: Buffer;
  encoded(encoding: Encoding): Promise<Buffer>;
}

export function encodedBody(text: string): EncodedBody {
  const identity = Buffer.from(text);
  const copies = new Map<Encoding, Promise<Buffer>>();
  return {
    identity,
    encoded(encoding) {
      let copy = copies.get(encoding);
      if (!copy) {
        // Brotli's quality 4: about half of quality 5's time for a few per cent more bytes (an
        // answer made afresh for each request, with the caches off, pays it every time).
        copy =
          encoding === 'br'
            ? brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
            : gzip(identity);
        copies.set(encoding, copy);
      }
      return copy;
    },
  };
}

/** Sends a kept body compressed as the client takes it (every browser takes one of these). */
export async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  contentType: string,
) {
  const accepted = request.headers['accept-encoding'] ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding').type(contentType);
  if (!encoding) return reply.send(body.identity);
  return reply.header('content-encoding', encoding).send(await body.encoded(encoding));
}
