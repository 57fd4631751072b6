import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createInProcessPubSub } from '../../src/platform/pubsub/in-process-pubsub';
import { createPubSub, type PubSub } from '../../src/platform/pubsub/pubsub';
import { createRedisPubSub } from '../../src/platform/pubsub/redis-pubsub';
import { redisListens, TEST_REDIS_URL } from '../helpers/redis';

const hasRedis = await redisListens();
const errors: object[] = [];
const log = { error: (obj: object) => errors.push(obj) };

const opened: PubSub[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((pubsub) => pubsub.close()));
  errors.length = 0;
});

function open(pubsub: PubSub) {
  opened.push(pubsub);
  return pubsub;
}

async function waitFor(condition: () => boolean, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await sleep(10);
  }
}

describe('choosing the pub/sub adapter', () => {
  it('is in process by default and Redis with REDIS_URL', () => {
    expect(createPubSub(loadConfig({}), log).kind).toBe('in-process');
    expect(open(createPubSub(loadConfig({ REDIS_URL: TEST_REDIS_URL }), log)).kind).toBe('redis');
  });
});

describe('in-process pub/sub', () => {
  it('delivers a copy to each subscriber of the channel, and none after unsubscribing', async () => {
    const pubsub = open(createInProcessPubSub({ log }));
    const first: unknown[] = [];
    const second: unknown[] = [];
    const other: unknown[] = [];
    const stopFirst = await pubsub.subscribe('user:1', (message) => first.push(message));
    await pubsub.subscribe('user:1', (message) => second.push(message));
    await pubsub.subscribe('user:2', (message) => other.push(message));
    const sent = { type: 'message', id: 7 };
    await pubsub.publish('user:1', sent);
    await waitFor(() => first.length === 1 && second.length === 1);
    expect(first[0]).toEqual(sent);
    expect(first[0]).not.toBe(sent);
    await stopFirst();
    await pubsub.publish('user:1', { id: 8 });
    await waitFor(() => second.length === 2);
    expect(first).toHaveLength(1);
    expect(other).toEqual([]);
  });

  it('keeps delivering to the others when one subscriber throws, and logs it', async () => {
    const pubsub = open(createInProcessPubSub({ log }));
    const received: unknown[] = [];
    await pubsub.subscribe('c', () => {
      throw new Error('socket gone');
    });
    await pubsub.subscribe('c', (message) => received.push(message));
    await pubsub.publish('c', 1);
    await waitFor(() => received.length === 1);
    expect(errors[0]).toMatchObject({ channel: 'c', err: new Error('socket gone') });
  });
});

describe.skipIf(!hasRedis)('Redis pub/sub', () => {
  const prefix = () => `fitmarket-test-${randomBytes(4).toString('hex')}:`;

  it('delivers a message published on one instance to subscribers on another', async () => {
    const shared = prefix();
    const a = open(createRedisPubSub({ redisUrl: TEST_REDIS_URL, log, prefix: shared }));
    const b = open(createRedisPubSub({ redisUrl: TEST_REDIS_URL, log, prefix: shared }));
    const elsewhere = open(createRedisPubSub({ redisUrl: TEST_REDIS_URL, log, prefix: prefix() }));
    const onB: unknown[] = [];
    const onElsewhere: unknown[] = [];
    // Two subscribers at once on one instance: both must be listening when subscribe() returns.
    const [stopB] = await Promise.all([
      b.subscribe('user:5', (message) => onB.push(message)),
      b.subscribe('user:5', (message) => onB.push(message)),
    ]);
    await elsewhere.subscribe('user:5', (message) => onElsewhere.push(message));
    await a.publish('user:5', { text: 'hei' });
    await waitFor(() => onB.length === 2);
    expect(onB).toEqual([{ text: 'hei' }, { text: 'hei' }]);

    await stopB();
    await a.publish('user:5', { text: 'again' });
    await waitFor(() => onB.length === 3);
    await sleep(50);
    expect(onB).toHaveLength(3);
    expect(onElsewhere).toEqual([]);
  });

  it('fails to subscribe, rather than hang, when Redis cannot be reached', async () => {
    const pubsub = open(
      createRedisPubSub({ redisUrl: 'redis://127.0.0.1:1', log, prefix: prefix() }),
    );
    await expect(pubsub.subscribe('c', () => {})).rejects.toThrow();
  });
});
