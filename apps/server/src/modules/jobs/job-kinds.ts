import { languages } from '@kodesha/domain';
import { z } from 'zod';
import type { Tx } from '../../db/transactions.js';
import type { JobDefinition, JobRecord, SettleJob } from './jobs.service.js';

/** A kind of job and the schema of what its rows carry: written and read through it alone. */
export type JobKind<P extends Record<string, unknown>> = {
  kind: string;
  payload: z.ZodType<P>;
};

const jobKind = <P extends Record<string, unknown>>(
  kind: string,
  payload: z.ZodType<P>,
): JobKind<P> => ({ kind, payload });

const id = z.number().int().positive();

/** rules §10.3: one send of one outbox row. */
export const deliverySendJob = jobKind('deliveries.send', z.object({ delivery_id: id }));

/** rules §10.1: what an event raises — its notifications, its reminders — after its commit. */
export const eventNotifyJob = jobKind('events.notify', z.object({ event_id: id }));

/** rules §10.6: the reminder to a provider of a request still waiting. */
export const bookingReminderJob = jobKind(
  'notifications.booking-reminder',
  z.object({ booking_id: id }),
);

/** rules §10.6: the notice to both parties that a confirmed booking starts soon. */
export const bookingStartingJob = jobKind(
  'notifications.booking-starting',
  z.object({ booking_id: id }),
);

/** rules §10.6: a chat message still unread a while after it was written. */
export const chatWaitingJob = jobKind('notifications.chat-message', z.object({ message_id: id }));

const language = z.enum(languages);

/** rules §1.14: a reset asked for, by email or by phone, in the asker's language. */
export const passwordResetJob = jobKind(
  'password.reset',
  z.union([
    z.object({ email: z.string().min(1), language }),
    z.object({ phone: z.string().min(1), language }),
  ]),
);

/** How a module schedules and calls off jobs: by kind, with a payload its schema accepts. */
export type JobQueue = {
  enqueue<P extends Record<string, unknown>>(
    tx: Tx,
    kind: JobKind<P>,
    job: { key: string; payload: P; runAt: Date },
  ): Promise<boolean>;
  cancel(tx: Tx, key: string): Promise<boolean>;
};

/** The runner's raw queue, seen through the kinds: a payload its schema refuses is never written. */
export function typedQueue(runner: {
  enqueue(
    tx: Tx,
    job: { kind: string; key: string; payload: Record<string, unknown>; runAt: Date },
  ): Promise<boolean>;
  cancel(tx: Tx, key: string): Promise<boolean>;
}): JobQueue {
  return {
    enqueue: (tx, kind, job) =>
      runner.enqueue(tx, { ...job, kind: kind.kind, payload: kind.payload.parse(job.payload) }),
    cancel: (tx, key) => runner.cancel(tx, key),
  };
}

/**
 * A job definition whose run gets its payload parsed by the kind's schema: a row that does
 * not match (written by an older version, or by hand) fails with the schema's words.
 */
export function defineJob<P extends Record<string, unknown>>(
  kind: JobKind<P>,
  definition: Omit<JobDefinition, 'kind' | 'run'> & {
    run: (payload: P, job: JobRecord, settle: SettleJob) => Promise<unknown>;
  },
): JobDefinition {
  return {
    ...definition,
    kind: kind.kind,
    run: (payload, job, settle) => definition.run(kind.payload.parse(payload), job, settle),
  };
}
