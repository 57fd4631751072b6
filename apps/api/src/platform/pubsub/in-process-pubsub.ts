import { type PubSub, type PubSubLog, Subscribers } from './pubsub';

/**
 * Pub/sub inside this process: enough for one instance. Messages go through JSON as they would
 * through Redis, so a subscriber never shares (or mutates) the publisher's object.
 */
export function createInProcessPubSub({ log }: { log: PubSubLog }): PubSub {
  const subscribers = new Subscribers(log);
  return {
    kind: 'in-process',
    async publish(channel, message) {
      const copy = JSON.parse(JSON.stringify(message)) as unknown;
      // Asynchronous like Redis, so no publisher comes to rely on delivery having happened.
      queueMicrotask(() => subscribers.deliver(channel, copy));
    },
    async subscribe(channel, handler) {
      subscribers.add(channel, handler);
      return async () => {
        subscribers.remove(channel, handler);
      };
    },
    async ping() {},
    connected: () => true,
    async close() {
      subscribers.clear();
    },
  };
}
