import {
  accountEventTypes,
  adminNoticeTypes,
  type DomainEventType,
  type EventSubjectType,
} from '@kodesha/domain';
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

/** An event as the outbox recorded it: with its id, which names it as a notification's cause. */
export type RecordedEvent = DomainEvent & { id: number; at: Date };

/** How long events are kept (rules §9.20): a month, for someone to look into what happened. */
export const eventsKeptMs = 30 * 24 * 60 * 60_000;

/** How many events one round of the relay works out. */
const relayBatch = 50;
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
  clock: () => Date;
  /** Tests only: runs before the rows are written, so a test can make the write fail. */
  beforeWrite?: (events: DomainEvent[]) => void | Promise<void>;
  log: { error: (error: unknown, message: string) => void };
}) {
  const { events, clock, beforeWrite, log } = deps;
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
     * rules §10.1: works out up to a batch of the events not yet worked out, oldest first,
     * each by `readers` (its own transaction), then marks it done; answers how many it took.
     * Run twice on one event (a crash between the two, two processes at once), the readers
     * write nothing twice. An event that keeps failing is set aside after a few tries, said
     * in the log, so the events behind it still go. `giveWay`, awaited before each event,
     * lets the requests being answered go first.
     */
    async relay(
      readers: (eventId: number) => Promise<void>,
      giveWay?: () => Promise<void>,
    ): Promise<number> {
      const ids = await events.unprocessed(relayBatch);
      for (const id of ids) {
        await giveWay?.();
        try {
          await readers(id);
        } catch (error) {
          const tries = (failures.get(id) ?? 0) + 1;
          failures.set(id, tries);
          if (tries < relayTries) {
            log.error(error, `event ${id}: working it out failed (try ${tries}); tried again`);
            return ids.indexOf(id);
          }
          log.error(error, `event ${id}: working it out failed ${tries} times; set aside`);
        }
        failures.delete(id);
        await events.markProcessed(id, clock());
      }
      return ids.length;
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
