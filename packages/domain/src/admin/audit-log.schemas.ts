import { z } from 'zod';
import { pageQuery } from '../shared/pagination.js';
import { wireChoice } from '../shared/wire.js';
import { auditActions, auditTargetTypes } from './admin-rules.js';

/** `GET /api/admin/audit-log`: newest first, by action, by admin, by kind of record. */
export const auditLogQuery = pageQuery.extend({
  action: wireChoice(auditActions),
  actor_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  target_type: wireChoice(auditTargetTypes),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;
