import type { Config } from '../../config';
import { createInProcessPubSub } from './in-process-pubsub';
import { createRedisPubSub } from './redis-pubsub';

/** What a subscriber receives: the JSON value a publisher sent on the channel. */
export type PubSubHandler = (message: unknown) => void;

/**
 * Realtime fan-out between API instances: a publisher on any instance reaches the subscribers
 * of a channel on every instance. In process by default; with REDIS_URL through Redis pub/sub.
 * Delivery is at most once and only to those listening now: what must survive (a message, a
 * notification) is written to the database first, and this only says "look, something new".
 */
export interface PubSub {
  readonly kind: 'in-process' | 'redis';
  publish(channel: string, message: unknown): Promise<void>;
  /** Calls `handler` for each message on `channel` until the returned function is called. */
  subscribe(channel: string, handler: PubSubHandler): Promise<() => Promise<void>>;
  /** A round trip to Redis (readiness); nothing to reach in process. */
  ping(): Promise<void>;
  /** Whether the connection is up now (no round trip: GET /health asks it on every call). */
  connected(): boolean;
  close(): Promise<void>;
}

export interface PubSubLog {
  error(obj: object, msg: string): void;
}

export function createPubSub(config: Config, log: PubSubLog): PubSub {
  return config.REDIS_URL
    ? createRedisPubSub({ redisUrl: config.REDIS_URL, log })
    : createInProcessPubSub({ log });
}

/** Handlers of one channel; shared by both adapters, which differ only in how messages travel. */
export class Subscribers {
  private readonly byChannel = new Map<string, Set<PubSubHandler>>();

  constructor(private readonly log: PubSubLog) {}

  /** Adds a handler; true when it is the channel's first (the channel must be listened to). */
  add(channel: string, handler: PubSubHandler): boolean {
    let handlers = this.byChannel.get(channel);
    const first = !handlers;
    if (!handlers) {
      handlers = new Set();
      this.byChannel.set(channel, handlers);
    }
    handlers.add(handler);
    return first;
  }

  /** Removes a handler; true when the channel has none left (stop listening to it). */
  remove(channel: string, handler: PubSubHandler): boolean {
    const handlers = this.byChannel.get(channel);
    if (!handlers?.delete(handler) || handlers.size > 0) return false;
    this.byChannel.delete(channel);
    return true;
  }

  deliver(channel: string, message: unknown): void {
    for (const handler of this.byChannel.get(channel) ?? []) {
      // One failing receiver (a socket closing) must not keep the message from the others.
      try {
        handler(message);
      } catch (error) {
        this.log.error({ err: error, channel }, 'pub/sub handler failed');
      }
    }
  }

  clear(): void {
    this.byChannel.clear();
  }
}
