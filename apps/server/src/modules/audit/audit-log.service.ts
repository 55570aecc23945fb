import {
  auditTargetOf,
  toPage,
  type AuditAction,
  type AuditLogQuery,
  type Page,
} from '@kodesha/domain';
import type { UserRecord } from '../../db/schema/users.js';
import type { Tx } from '../../db/transactions.js';
import type { AuditEntry, AuditLogRepository } from './audit-log.repository.js';

export type { AuditEntry } from './audit-log.repository.js';

/** A status move as the audit log writes it: `pending → verified`. */
export const statusMove = (from: string, to: string) => `${from} → ${to}`;

/**
 * The audit log's use cases (rules §8.13): every admin write is recorded, by whom, on
 * what, and how, in a few words that name fields and statuses, never a person's details.
 */
export function createAuditLogService(deps: {
  entries: AuditLogRepository;
  clock: () => Date;
  /** Tests only: runs before a row is written, so a test can make the write fail. */
  beforeWrite?: (action: AuditAction) => void | Promise<void>;
}) {
  const { entries, clock, beforeWrite } = deps;
  return {
    /**
     * Records an admin's write in the write's transaction `tx`: the row commits with the
     * change it records, or not at all (rules §8.13).
     */
    async record(
      actor: Pick<UserRecord, 'id'>,
      action: AuditAction,
      targetId: number,
      summary: string,
      tx: Tx,
    ): Promise<void> {
      await beforeWrite?.(action);
      await entries.insert(
        { actorId: actor.id, action, targetType: auditTargetOf(action), targetId, summary },
        clock(),
        tx,
      );
    },

    async list(query: AuditLogQuery): Promise<Page<AuditEntry>> {
      const { rows, total } = await entries.list(query);
      return toPage(rows, total, query);
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
