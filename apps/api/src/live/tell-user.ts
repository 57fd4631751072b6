import type { TLiveEvent } from '@fitmarket/core/api/realtime';
import type { PubSub } from '../platform/pubsub/pubsub';

/** The pub/sub channel of one user's open sockets, on whichever instance they are. */
export function userChannel(userId: number): string {
  return `user:${userId}`;
}

/**
 * Told on a user's channel when some of their sessions ended (sign-out, a password change or
 * reset, a block, the account's deletion): each of their sockets checks its token at once
 * rather than at the next minute's check, so those of ended sessions close and the others
 * stay. Never forwarded to a client.
 */
export interface SessionsEndedSignal {
  type: 'sessions_ended';
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
  event: TLiveEvent | SessionsEndedSignal,
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

/**
 * Closes the live sockets of the user's sessions that just ended, on every instance. Call it
 * after the change is committed.
 */
export function endSessionSockets(deps: LiveDeps, userId: number): Promise<void> {
  return tellUsers(deps, [userId], { type: 'sessions_ended' });
}
