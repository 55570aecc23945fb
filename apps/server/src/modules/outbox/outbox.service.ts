import {
  accountEventTypes,
  adminNoticeTypes,
  type DomainEventType,
  type EventSubjectType,
} from '@kodesha/domain';
import type { Tx } from '../../db/transactions.js';
import { eventNotifyJob, type JobQueue } from '../jobs/job-kinds.js';
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

/**
 * The outbox (rules §9.20): every door records the events of its moves here, in the
 * caller's transaction, so an event is written exactly when its change commits. What must
 * follow from an event (a notification) is worked out after the commit, by a job the
 * transaction wrote with it (`events.notify`), at least once and idempotently.
 */
export function createOutboxService(deps: {
  events: OutboxRepository;
  clock: () => Date;
  /** Tests only: runs before the rows are written, so a test can make the write fail. */
  beforeWrite?: (events: DomainEvent[]) => void | Promise<void>;
  /** Where each event's relay job is queued, in the event's own transaction. */
  jobs: JobQueue;
}) {
  const { events, clock, beforeWrite, jobs } = deps;
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
      // rules §10.1: each event's readers (notifications, reminders) run after the commit,
      // by a job written with it: it exists exactly when the event does.
      for (const id of ids)
        await jobs.enqueue(tx, eventNotifyJob, {
          key: `${eventNotifyJob.kind}:${id}`,
          payload: { event_id: id },
          runAt: now,
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
