import {
  accountEventTypes,
  adminNoticeTypes,
  type DomainEventType,
  type EventSubjectType,
} from '@kodesha/domain';
import { savepoint, type Transactions, type Tx } from '../../db/transactions.js';
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

/** An event as the outbox recorded it: with its id, which names it as a notification's cause. */
export type RecordedEvent = DomainEvent & { id: number; at: Date };

/** How long events are kept (rules §9.20): a month, for someone to look into what happened. */
export const eventsKeptMs = 30 * 24 * 60 * 60_000;

/** How many events one round of the relay works out. */
const relayBatch = 50;
/**
 * How many while a burst goes on (its wait ran out): a round's transaction holds what its
 * events lock until it commits, so a long one would make the burst's own moves wait.
 */
const relayBatchInBurst = 1;
/** Tries of one event before the relay sets it aside (logged): a bad event cannot stall the rest. */
const relayTries = 5;

/**
 * The outbox (rules §9.20): every door records the events of its moves here, in the
 * caller's transaction, so an event is written exactly when its change commits — and that
 * is all a move writes of what follows. What must follow from an event (a notification) is
 * worked out after the commit by the relay, from the outbox itself (`processed_at` null
 * until then), at least once and idempotently (rules §10.1).
 */
export function createOutboxService(deps: {
  events: OutboxRepository;
  transactions: Transactions;
  clock: () => Date;
  /** Tests only: runs before the rows are written, so a test can make the write fail. */
  beforeWrite?: (events: DomainEvent[]) => void | Promise<void>;
  log: { error: (error: unknown, message: string) => void };
}) {
  const { events, transactions, clock, beforeWrite, log } = deps;
  /** Failed tries per event in this process (a restart tries each again). */
  const failures = new Map<number, number>();
  return {
    /** Records `raised` in `tx`, the transaction of the moves that raised them. */
    async record(tx: Tx, raised: DomainEvent | DomainEvent[]): Promise<void> {
      const list = Array.isArray(raised) ? raised : [raised];
      if (list.length === 0) return;
      await beforeWrite?.(list);
      const now = clock();
      await events.insert(
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
    },

    /**
     * rules §10.1: works out a round of the events not yet worked out (up to a batch, oldest
     * first) in one transaction: each by `readers`, in a savepoint of its own, then all
     * marked done; answers how many it took. The round's events are locked while it runs:
     * another process takes the next ones instead of waiting. Run twice on one event (a
     * crash before the commit), the readers write nothing twice. An event whose readers
     * fail leaves nothing written and is tried again next round; after a few tries it is
     * set aside, said in the log, so the events behind it still go. `giveWay`, awaited
     * once before a round, lets the requests being answered go first, and answers whether
     * they eased: then the round is a whole batch (one commit for many events, so the
     * relay keeps up with steady traffic); if the burst goes on, it is one event.
     */
    async relay(
      readers: (tx: Tx, eventId: number) => Promise<void>,
      giveWay?: () => Promise<boolean>,
    ): Promise<number> {
      if (!(await events.anyUnprocessed())) return 0;
      const eased = giveWay ? await giveWay() : true;
      return transactions.run(async (tx) => {
        const ids = await events.takeUnprocessed(eased ? relayBatch : relayBatchInBurst, tx);
        const done: number[] = [];
        for (const id of ids) {
          try {
            await savepoint(tx, (inner) => readers(inner, id));
          } catch (error) {
            const tries = (failures.get(id) ?? 0) + 1;
            failures.set(id, tries);
            if (tries < relayTries) {
              log.error(error, `event ${id}: working it out failed (try ${tries}); tried again`);
              continue;
            }
            log.error(error, `event ${id}: working it out failed ${tries} times; set aside`);
          }
          failures.delete(id);
          done.push(id);
        }
        await events.markProcessed(done, clock(), tx);
        // Only what was worked out counts: a round of failures is not run again at once.
        return done.length;
      });
    },

    /** One event by id, as it was recorded (read once its move committed). */
    async find(id: number, tx: Tx): Promise<RecordedEvent | undefined> {
      const row = await events.find(id, tx);
      if (!row) return undefined;
      return {
        id: row.id,
        at: row.createdAt,
        type: row.type,
        subject: { type: row.subjectType, id: row.subjectId },
        actor: row.actor,
        actorId: row.actorId,
        from: row.fromStatus,
        to: row.toStatus,
        reason: row.reason,
        data: row.data,
      };
    },

    /**
     * Whether `actorId` moved `event`'s record in a later event: a notification of `event`
     * worked out after that move finds its person already dealt with it (rules §10.2).
     */
    movedSince: (event: RecordedEvent, actorId: number, tx: Tx) =>
      events.laterEvent(event.subject, event.id, { actorId }, tx),

    /**
     * Whether `event`'s record moved on in a later event that deals with what waited on the
     * team (rules §10.2): an admin notice worked out after it is written read.
     */
    answeredSince: (event: RecordedEvent, tx: Tx) =>
      events.laterEvent(
        event.subject,
        event.id,
        { except: [...adminNoticeTypes, ...accountEventTypes] },
        tx,
      ),

    /** rules §9.20: events older than a month are deleted, `batch` rows a statement. */
    async prune(batch = 1_000): Promise<number> {
      const before = new Date(clock().getTime() - eventsKeptMs);
      let deleted = 0;
      for (;;) {
        const gone = await events.deleteBefore(before, batch);
        deleted += gone;
        if (gone < batch) return deleted;
      }
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
