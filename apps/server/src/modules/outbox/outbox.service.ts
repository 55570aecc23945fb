import type { DomainEventType, EventSubjectType } from '@kodesha/domain';
import type { Tx } from '../../db/transactions.js';
import type { OutboxRepository } from './outbox.repository.js';

/** One record moved: what happened to it, who did it, and what a reader needs to act on it. */
export type DomainEvent = {
  type: DomainEventType;
  subject: { type: EventSubjectType; id: number };
  /**
   * Who moved it: the person by their part (`client`, `provider`, `traveller`, `owner`,
   * `holder`), `admin`, or `system` for the server's own moves.
   */
  actor: string;
  actorId: number | null;
  from: string | null;
  to: string;
  reason: string | null;
  data?: Record<string, unknown>;
};

/**
 * The outbox (rules §9.20): every door records the events of its moves here, in the
 * caller's transaction, so an event is written exactly when its change commits. What must
 * follow from an event (a notification) is written from it in that same transaction, or
 * later by a job that reads the events in order.
 */
export function createOutboxService(deps: {
  events: OutboxRepository;
  clock: () => Date;
  /** Tests only: runs before the rows are written, so a test can make the write fail. */
  beforeWrite?: (events: DomainEvent[]) => void | Promise<void>;
  /**
   * What follows from the events in the same transaction (rules §10.1: the notifications
   * they raise), given each event with the id it was written under.
   */
  afterWrite?: (tx: Tx, recorded: (DomainEvent & { id: number })[]) => Promise<void>;
}) {
  const { events, clock, beforeWrite, afterWrite } = deps;
  return {
    /** Records `raised` in `tx`, the transaction of the moves that raised them. */
    async record(tx: Tx, raised: DomainEvent | DomainEvent[]): Promise<void> {
      const list = Array.isArray(raised) ? raised : [raised];
      if (list.length === 0) return;
      await beforeWrite?.(list);
      const now = clock();
      const ids = await events.insert(
        list.map((event) => ({
          type: event.type,
          subjectType: event.subject.type,
          subjectId: event.subject.id,
          actor: event.actor,
          actorId: event.actorId,
          fromStatus: event.from,
          toStatus: event.to,
          reason: event.reason,
          data: event.data ?? {},
          createdAt: now,
        })),
        tx,
      );
      await afterWrite?.(
        tx,
        list.map((event, index) => ({ ...event, id: ids[index]! })),
      );
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
