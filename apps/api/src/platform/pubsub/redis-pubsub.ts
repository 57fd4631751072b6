import { Redis } from 'ioredis';
import { type PubSub, type PubSubLog, Subscribers } from './pubsub';

export interface RedisPubSubOptions {
  redisUrl: string;
  log: PubSubLog;
  /** Prefix of every channel; tests give each group of instances its own. */
  prefix?: string;
}

/** ioredis's states of a connection that is lost (being retried) or closed. */
const DOWN_STATES = new Set(['reconnecting', 'close', 'end']);

/**
 * Pub/sub through Redis: every instance publishes there and listens to the channels its own
 * subscribers want, so a message published on one instance reaches sockets open on another. A
 * subscribed Redis connection can do nothing else, hence two connections. ioredis reconnects
 * and re-subscribes by itself after a network hiccup.
 */
export function createRedisPubSub({
  redisUrl,
  log,
  prefix = 'fitmarket:',
}: RedisPubSubOptions): PubSub {
  const publisher = new Redis(redisUrl, { lazyConnect: true });
  const listener = new Redis(redisUrl, { lazyConnect: true });
  const subscribers = new Subscribers(log);
  // The SUBSCRIBE under way per channel, so a second subscriber waits until Redis listens too.
  const listening = new Map<string, Promise<unknown>>();
  for (const connection of [publisher, listener]) {
    connection.on('error', (error) => log.error({ err: error }, 'pub/sub Redis error'));
  }
  listener.on('message', (fullChannel: string, payload: string) => {
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch (error) {
      log.error({ err: error, channel: fullChannel }, 'pub/sub message is not JSON');
      return;
    }
    subscribers.deliver(fullChannel.slice(prefix.length), message);
  });

  async function connected(connection: Redis) {
    if (connection.status === 'wait') await connection.connect();
  }

  return {
    kind: 'redis',
    async publish(channel, message) {
      await connected(publisher);
      await publisher.publish(prefix + channel, JSON.stringify(message));
    },
    async subscribe(channel, handler) {
      if (subscribers.add(channel, handler)) {
        listening.set(
          channel,
          connected(listener).then(() => listener.subscribe(prefix + channel)),
        );
      }
      try {
        await listening.get(channel);
      } catch (error) {
        if (subscribers.remove(channel, handler)) listening.delete(channel);
        throw error;
      }
      return async () => {
        if (!subscribers.remove(channel, handler)) return;
        listening.delete(channel);
        if (listener.status === 'ready') await listener.unsubscribe(prefix + channel);
      };
    },
    async ping() {
      await connected(publisher);
      await publisher.ping();
    },
    // Not yet connected (lazy) or connecting counts as up; a lost connection being retried as down.
    connected: () =>
      ![publisher, listener].some((connection) => DOWN_STATES.has(connection.status)),
    async close() {
      subscribers.clear();
      listening.clear();
      // quit() waits for Redis to answer; a connection that never opened just disconnects.
      await Promise.all(
        [publisher, listener].map((connection) =>
          connection.status === 'ready' ? connection.quit() : connection.disconnect(),
        ),
      );
    },
  };
}
