/**
 * Things that happened in one domain that others act on (a booking confirmed: the messenger
 * tells the other party, notifications are written). Domains add their events to
 * DomainEventMap by declaration merging, so this module imports none of them. Events are
 * emitted after the transaction that made them has committed; a failing listener is logged and
 * never undoes or fails the request that emitted.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each domain's `declare module`.
export interface DomainEventMap {}
export type DomainEventName = keyof DomainEventMap;

export type DomainEventListener<N extends DomainEventName> = (
  event: DomainEventMap[N],
) => void | Promise<void>;

export interface DomainEvents {
  emit<N extends DomainEventName>(name: N, event: DomainEventMap[N]): Promise<void>;
  on<N extends DomainEventName>(name: N, listener: DomainEventListener<N>): void;
}

interface EventLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** In process; with no listener an event is only logged (until the messenger listens). */
export function createDomainEvents(log: EventLog): DomainEvents {
  const listeners = new Map<DomainEventName, DomainEventListener<never>[]>();
  return {
    async emit(name, event) {
      const forName = listeners.get(name) ?? [];
      if (forName.length === 0) log.info({ event: name, ...event }, 'domain event');
      for (const listener of forName) {
        try {
          await (listener as DomainEventListener<typeof name>)(event);
        } catch (error) {
          log.error({ err: error, event: name }, 'domain event listener failed');
        }
      }
    },
    on(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener as DomainEventListener<never>]);
    },
  };
}
