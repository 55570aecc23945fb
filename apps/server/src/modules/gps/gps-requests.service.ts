import {
  aYearAfter,
  canMoveGpsRequest,
  DomainError,
  kigaliToday,
  toPage,
  type AdminGpsRequestsQuery,
  type GpsRequestInput,
  type GpsStatusUpdateInput,
  type Page,
} from '@kodesha/domain';
import type { UserRecord } from '../../db/schema/users.js';
import type { AuditLogService } from '../audit/audit-log.service.js';
import type { GpsRequestDetails, GpsRequestsRepository } from './gps-requests.repository.js';

type Caller = Pick<UserRecord, 'id'>;

/**
 * GPS installation requests (rules §7): an owner asks for a tracker in a car; an admin
 * approves it with an installation date (or rejects it), then marks it completed. Every
 * admin move is audited (rules §8.13).
 */
export function createGpsRequestsService(deps: {
  requests: GpsRequestsRepository;
  audit: AuditLogService;
  clock: () => Date;
}) {
  const { requests, audit, clock } = deps;

  async function found(id: number): Promise<GpsRequestDetails> {
    const request = await requests.find(id);
    if (!request) throw new DomainError('gps.notFound');
    return request;
  }

  return {
    /** rules §7.2: a request that names nobody to call is made in the account's name. */
    async request(
      owner: Pick<UserRecord, 'id' | 'name'>,
      input: GpsRequestInput,
    ): Promise<GpsRequestDetails> {
      if (input.car_id != null && (await requests.carOwner(input.car_id)) !== owner.id)
        throw new DomainError('gps.carNotYours');
      const contact = { ...input, contact_name: input.contact_name ?? owner.name };
      return found(await requests.insert(owner.id, contact, clock()));
    },

    mine: (owner: Caller) => requests.ofUser(owner.id),

    async list(query: AdminGpsRequestsQuery): Promise<Page<GpsRequestDetails>> {
      const { rows, total } = await requests.list(query);
      return toPage(rows, total, query);
    },

    summary: () => requests.summary(),

    get: found,

    /**
     * rules §7.3: only the table's moves (else 409). Approving schedules the installation:
     * it needs a date, today (Kigali) or later; a date sent with any move is kept.
     */
    async move(admin: Caller, id: number, input: GpsStatusUpdateInput) {
      const current = await found(id);
      const from = current.request.status;
      if (!canMoveGpsRequest(from, input.status)) throw new DomainError('gps.moveRefused');
      const now = clock();
      const today = kigaliToday(now);
      const date =
        input.installation_date === undefined
          ? current.request.installationDate
          : input.installation_date;
      // A scheduled or finished installation has a date (the table holds it to one too).
      if (input.status !== 'rejected' && !date)
        throw new DomainError('gps.installationDateRequired');
      if (input.status === 'approved' && date && date < today)
        throw new DomainError('gps.installationDatePast');
      if (input.status !== 'rejected' && date && date > aYearAfter(today))
        throw new DomainError('gps.installationDateTooFar');
      const moved = await requests.move(id, {
        from,
        to: input.status,
        installationDate: input.status === 'rejected' ? undefined : date,
        adminNotes: input.admin_notes === undefined ? undefined : input.admin_notes || null,
        by: admin.id,
        at: now,
      });
      if (!moved) throw new DomainError('gps.moveRefused');
      const extras = [
        input.installation_date != null && 'installation_date',
        input.admin_notes !== undefined && 'admin_notes',
      ].filter(Boolean);
      await audit.record(
        admin,
        'gps_request.status_changed',
        id,
        `${from} → ${input.status}${extras.length > 0 ? ` (${extras.join(', ')})` : ''}`,
      );
      return found(id);
    },
  };
}

export type GpsRequestsService = ReturnType<typeof createGpsRequestsService>;
