import {
  LIVE_CLOSE_UNAUTHORIZED,
  type TLiveFrame,
  ZLiveAuthFrameSchema,
} from '@fitmarket/core/api/realtime';
import { TOKEN_CHECK_INTERVAL_MS } from '@fitmarket/core/limits';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { type AuthenticatedUser, resolveAccessToken } from '../auth/tokens';
import { AppError } from '../errors/app-error';
import { renderErrors } from '../plugins/errors';
import { type SessionsEndedSignal, userChannel } from './tell-user';

/** How long a socket may stay open without signing in. */
const AUTH_TIMEOUT_MS = 10_000;
/** A socket that does not answer a ping within this is gone (a phone that lost its network). */
const HEARTBEAT_MS = 30_000;

function bearer(request: FastifyRequest): string | null {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * GET /v1/live as a WebSocket: a signed-in user's live events (new messages, read receipts,
 * conversation changes), from whichever instance caused them, through the pub/sub adapter.
 * The socket signs in with the API's own bearer token: in the Authorization header, or (what
 * browsers can do) as the first frame `{ type: 'auth', token }`. The token is checked again
 * every minute, so an expiry closes the socket (4401 after an error frame); when sessions end
 * (sign-out, password change or reset, block, deletion) it is checked at once (a sessions_ended
 * signal on the user's channel).
 */
export const liveRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;
  const { pubsub, metrics } = app.deps;
  const sockets = new Set<WebSocket>();

  // Sockets would keep close() waiting; shutting down ends them.
  app.addHook('preClose', async () => {
    for (const socket of sockets) socket.close(1001, 'server shutting down');
  });

  app.get('/live', { websocket: true, schema: { hide: true } }, (socket, request) => {
    sockets.add(socket);
    metrics.liveSockets.inc();
    const send = (frame: TLiveFrame) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
    };
    const refuse = (error: unknown) => {
      const items = error instanceof AppError ? error.items : [{ code: 1091 as const }];
      if (!(error instanceof AppError)) request.log.error({ err: error }, 'live sign-in failed');
      send({ type: 'error', errors: renderErrors(items, request.lang) });
      socket.close(LIVE_CLOSE_UNAUTHORIZED, 'unauthorized');
    };

    let unsubscribe: (() => Promise<void>) | undefined;
    let alive = true;
    const timers: NodeJS.Timeout[] = [];
    const authTimer = setTimeout(() => refuse(new AppError({ code: 1002 })), AUTH_TIMEOUT_MS);
    timers.push(authTimer);

    socket.on('pong', () => {
      alive = true;
    });
    socket.on('close', () => {
      sockets.delete(socket);
      metrics.liveSockets.dec();
      // clearTimeout ends intervals too.
      for (const timer of timers) clearTimeout(timer);
      void unsubscribe?.().catch((error: unknown) =>
        request.log.error({ err: error }, 'live unsubscribe failed'),
      );
    });

    const start = async (token: string) => {
      clearTimeout(authTimer);
      let user: AuthenticatedUser;
      try {
        user = await resolveAccessToken(db, token);
      } catch (error) {
        refuse(error);
        return;
      }
      const check = () => {
        resolveAccessToken(db, token).catch(refuse);
      };
      const stop = await pubsub.subscribe(userChannel(user.id), (event) => {
        const signal = event as TLiveFrame | SessionsEndedSignal;
        // Sessions ended: this one's socket closes now if it was among them, not in a minute.
        if (signal.type === 'sessions_ended') return check();
        send(signal);
      });
      // The socket may have closed while we subscribed.
      if (socket.readyState !== socket.OPEN) {
        await stop();
        return;
      }
      unsubscribe = stop;
      send({ type: 'ready', user_id: user.id });
      timers.push(
        setInterval(check, TOKEN_CHECK_INTERVAL_MS),
        setInterval(() => {
          if (!alive) return socket.terminate();
          alive = false;
          socket.ping();
        }, HEARTBEAT_MS),
      );
    };

    const headerToken = bearer(request);
    if (headerToken) {
      void start(headerToken).catch(refuse);
      return;
    }
    socket.once('message', (data) => {
      let token: string | undefined;
      try {
        token = ZLiveAuthFrameSchema.parse(JSON.parse(String(data))).token;
      } catch {
        return refuse(new AppError({ code: 1002 }));
      }
      void start(token).catch(refuse);
    });
  });
};
