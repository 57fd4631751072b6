import type { TLiveEvent } from '@fitmarket/core/api/realtime';
import type { PubSub } from '../platform/pubsub/pubsub';

/** The pub/sub channel of one user's open sockets, on whichever instance they are. */
export function userChannel(userId: number): string {
  return `user:${userId}`;
}

/**
 * Told on a user's channel when one of their sessions signed out: that session's sockets close
 * at once (the others stay). Never forwarded to a client.
 */
export interface SessionEndedSignal {
  type: 'session_ended';
  session_id: number;
}

/** What sending live events needs: the pub/sub adapter, and a log for its failures. */
export interface LiveDeps {
  pubsub: PubSub;
  log: { error(obj: object, msg: string): void };
}

/**
 * Sends a live event to every socket the user has open. Call it after the change is committed:
 * the event says "this is stored now". Live delivery is a courtesy (the data waits in the
 * database), so a pub/sub failure is logged rather than failing the request that caused it.
 */
export async function tellUsers(
  deps: LiveDeps,
  userIds: readonly number[],
  event: TLiveEvent | SessionEndedSignal,
): Promise<void> {
  await Promise.all(
    userIds.map((userId) =>
      deps.pubsub
        .publish(userChannel(userId), event)
        .catch((error: unknown) =>
          deps.log.error({ err: error, userId }, 'live event not published'),
        ),
    ),
  );
}

/** Closes the live sockets of a session that just signed out, on every instance. */
export function endSessionSockets(
  deps: LiveDeps,
  session: { userId: number; sessionId: number },
): Promise<void> {
  return tellUsers(deps, [session.userId], {
    type: 'session_ended',
    session_id: session.sessionId,
  });
}
