import {
  auditTargetOf,
  toPage,
  type AuditAction,
  type AuditLogQuery,
  type Page,
} from '@kodesha/domain';
import type { UserRecord } from '../../db/schema/users.js';
import type { AuditEntry, AuditLogRepository } from './audit-log.repository.js';

export type { AuditEntry } from './audit-log.repository.js';

/**
 * The audit log's use cases (rules §8.13): every admin write is recorded, by whom, on
 * what, and how, in a few words that name fields and statuses, never a person's details.
 */
export function createAuditLogService(deps: { entries: AuditLogRepository; clock: () => Date }) {
  const { entries, clock } = deps;
  return {
    record(actor: Pick<UserRecord, 'id'>, action: AuditAction, targetId: number, summary: string) {
      return entries.insert(
        { actorId: actor.id, action, targetType: auditTargetOf(action), targetId, summary },
        clock(),
      );
    },

    async list(query: AuditLogQuery): Promise<Page<AuditEntry>> {
      const { rows, total } = await entries.list(query);
      return toPage(rows, total, query);
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
