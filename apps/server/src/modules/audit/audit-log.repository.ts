import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditLogQuery } from '@kodesha/domain';
import type { Database } from '../../db/client.js';
import { auditLog, type AuditLogRecord } from '../../db/schema/audit-log.js';
import { users } from '../../db/schema/users.js';
import type { Tx } from '../../db/transactions.js';

export type NewAuditEntry = Pick<
  AuditLogRecord,
  'actorId' | 'action' | 'targetType' | 'targetId' | 'summary'
>;

/** An entry with its admin's name as it is now ("Deleted user" once they are gone). */
export type AuditEntry = AuditLogRecord & { actorName: string | null };

/** The audit log: written, read, never changed (the database refuses that too, rules §8.13). */
export function createAuditLogRepository(db: Database) {
  return {
    async insert(entry: NewAuditEntry, now: Date, tx: Tx): Promise<void> {
      await tx.insert(auditLog).values({ ...entry, createdAt: now });
    },

    async list(query: AuditLogQuery): Promise<{ rows: AuditEntry[]; total: number }> {
      const where: SQL | undefined = and(
        query.action ? eq(auditLog.action, query.action) : undefined,
        query.actor_id ? eq(auditLog.actorId, query.actor_id) : undefined,
        query.target_type ? eq(auditLog.targetType, query.target_type) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ entry: auditLog, actorName: users.name })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(where)
          .orderBy(desc(auditLog.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);
      return {
        rows: rows.map((row) => ({ ...row.entry, actorName: row.actorName })),
        total: total?.total ?? 0,
      };
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
