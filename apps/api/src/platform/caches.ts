import type { AppDeps } from '../app-deps';

interface CacheLog {
  error(obj: object, msg: string): void;
}

/** A cache a domain declares once (a module constant); each AppDeps holds its own instance. */
export interface CacheDefinition<T> {
  readonly name: string;
  readonly create: (deps: AppDeps, log: CacheLog) => T;
}

export function defineCache<T>(
  name: string,
  create: (deps: AppDeps, log: CacheLog) => T,
): CacheDefinition<T> {
  return { name, create };
}

/** The caches of one AppDeps: made on first use, shared by both listeners, gone with it. */
export interface Caches {
  of<T>(definition: CacheDefinition<T>): T;
}

export function createCaches(deps: () => AppDeps, log: CacheLog): Caches {
  const held = new Map<CacheDefinition<unknown>, unknown>();
  return {
    of<T>(definition: CacheDefinition<T>): T {
      if (!held.has(definition)) held.set(definition, definition.create(deps(), log));
      return held.get(definition) as T;
    },
  };
}
