import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/client';

interface CacheLog {
  error(obj: object, msg: string): void;
}

/** A cache a domain declares once (a module constant); each AppDeps holds its own instance. */
export interface CacheDefinition<T> {
  readonly name: string;
  readonly create: (deps: AppDeps, log: CacheLog) => T;
  /** Drops what the cache holds of public data (professionals' profiles, listings, counts). */
  readonly invalidate?: (cache: T) => void;
}

export function defineCache<T>(
  name: string,
  create: (deps: AppDeps, log: CacheLog) => T,
  invalidate?: (cache: T) => void,
): CacheDefinition<T> {
  return { name, create, invalidate };
}

/** The caches of one AppDeps: made on first use, shared by both listeners, gone with it. */
export interface Caches {
  of<T>(definition: CacheDefinition<T>): T;
  /** Runs every held cache's `invalidate` (here only; other instances hear it by pub/sub). */
  invalidate(): void;
}

/**
 * The channel on which an instance tells the others that public data changed, so that every
 * instance drops its cached answers within the pub/sub's delay rather than the caches' TTL.
 */
export const PUBLIC_DATA_CHANGED_CHANNEL = 'caches:public-data-changed';

export function createCaches(deps: () => AppDeps, log: CacheLog): Caches {
  const held = new Map<object, { cache: unknown; invalidate(): void }>();
  return {
    of<T>(definition: CacheDefinition<T>): T {
      let entry = held.get(definition);
      if (!entry) {
        const cache = definition.create(deps(), log);
        entry = { cache, invalidate: () => definition.invalidate?.(cache) };
        held.set(definition, entry);
      }
      return entry.cache as T;
    },
    invalidate() {
      for (const entry of held.values()) entry.invalidate();
    },
  };
}

/** The transaction under way in this async context, and whether it changed public data. */
const transactionChanges = new AsyncLocalStorage<{ changed: boolean }>();
/** Who hears of committed changes, per database object whose transaction() is watched. */
const committedListeners = new WeakMap<Database, Set<() => void>>();

/**
 * Says that the transaction under way changes what caches hold of public data (called where a
 * professional's search document is rebuilt: publishing, blocking, profile edits). The caches
 * are told once it commits, so no instance reloads the old rows in between.
 */
export function publicDataChanged(): void {
  const changes = transactionChanges.getStore();
  if (changes) changes.changed = true;
}

/** Calls `listener` after each committed `db.transaction` that marked public data changed. */
function onCommittedChange(db: Database, listener: () => void): void {
  let listeners = committedListeners.get(db);
  if (!listeners) {
    const registered = new Set<() => void>();
    listeners = registered;
    committedListeners.set(db, registered);
    const transaction = db.transaction.bind(db);
    db.transaction = ((work, config) => {
      const changes = { changed: false };
      return transactionChanges.run(changes, async () => {
        const result = await transaction(work, config);
        if (changes.changed) for (const committed of registered) committed();
        return result;
      });
    }) as Database['transaction'];
  }
  listeners.add(listener);
}

/**
 * Keeps this AppDeps' caches in step with every instance: a committed change of public data
 * drops them here at once and is published; a change published by another instance drops them
 * when it arrives (through Redis: milliseconds). Without Redis, or while it is down, the other
 * instances' caches expire by their TTL (LANDING_CACHE_SECONDS, SEARCH_CACHE_SECONDS, …).
 */
export function shareCacheInvalidation(deps: AppDeps, log: CacheLog): void {
  const instance = randomUUID();
  onCommittedChange(deps.database.db, () => {
    deps.caches.invalidate();
    deps.pubsub
      .publish(PUBLIC_DATA_CHANGED_CHANNEL, { instance })
      .catch((error) => log.error({ err: error }, 'cache invalidation not published'));
  });
  // An instance started while Redis is away keeps trying, or it would never hear the others.
  const listen = () =>
    deps.pubsub
      .subscribe(PUBLIC_DATA_CHANGED_CHANNEL, (message) => {
        if ((message as { instance?: string }).instance !== instance) deps.caches.invalidate();
      })
      .catch((error) => {
        log.error({ err: error }, 'cache invalidation not subscribed; trying again in 5 s');
        setTimeout(listen, 5000).unref();
      });
  void listen();
}
