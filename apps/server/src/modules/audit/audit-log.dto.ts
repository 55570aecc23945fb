import type { AuditEntryView } from '@kodesha/domain';
import type { AuditEntry } from './audit-log.repository.js';

export function toAuditEntryView(entry: AuditEntry): AuditEntryView {
  return {
    id: entry.id,
    actor_id: entry.actorId,
    actor_name: entry.actorName,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    summary: entry.summary,
    created_at: entry.createdAt.toISOString(),
  };
}
