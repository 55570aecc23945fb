import {
  canMoveGpsRequest,
  DomainError,
  gpsEventType,
  installationDateRefusal,
  kigaliToday,
  toPage,
  type AdminGpsRequestsQuery,
  type GpsMover,
  type GpsRequestInput,
  type GpsStatus,
  type GpsStatusUpdateInput,
  type Page,
} from '@kodesha/domain';
import type { GpsRequestRecord } from '../../db/schema/gps-requests.js';
import type { UserRecord } from '../../db/schema/users.js';
import type { Transactions, Tx } from '../../db/transactions.js';
import { statusMove } from '../audit/audit-log.service.js';
import { auditedWhen, type Door } from '../outbox/door.service.js';
import type { EventFacts } from '../outbox/event-facts.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type { GpsRequestDetails, GpsRequestsRepository } from './gps-requests.repository.js';

type Caller = Pick<UserRecord, 'id'>;

/**
 * GPS installation requests (rules §7): an owner asks for a tracker in a car; an admin
 * approves it with an installation date (or rejects it), then marks it completed. Every
 * admin move is audited (rules §8.13).
 */
export function createGpsRequestsService(deps: {
  requests: GpsRequestsRepository;
  outbox: OutboxService;
  door: Door;
  transactions: Transactions;
  clock: () => Date;
}) {
  const { requests, outbox, door, transactions, clock } = deps;

  const eventOf = (
    request: Pick<GpsRequestRecord, 'id' | 'userId' | 'installationDate'>,
    move: { by: string; actorId: number | null; from: GpsStatus | null; to: GpsStatus },
    reason: string | null,
  ) => ({
    type: gpsEventType(move.to),
    subject: { type: 'gps_request' as const, id: request.id },
    actor: move.by,
    actorId: move.actorId,
    from: move.from,
    to: move.to,
    reason,
    data: {
      user_id: request.userId,
      installation_date: request.installationDate,
    } satisfies EventFacts['gps_request'],
  });

  /**
   * The one door through which a GPS request changes status (rules §7.3, §9.20): the
   * domain's table, the row, the audit row when an admin moves it (`extras`: the fields the
   * move carried) and the event, in the caller's transaction. Answers the requests moved.
   */
  async function moveRequests(
    tx: Tx,
    move: {
      ids: number[];
      from: GpsStatus;
      to: GpsStatus;
      by: GpsMover;
      actorId: number | null;
      reason: 'account_deleted' | null;
      at: Date;
      installationDate?: string | null;
      adminNotes?: string | null;
      extras?: string[];
    },
  ): Promise<GpsRequestRecord[]> {
    return door(tx, {
      allowed: canMoveGpsRequest(move.from, move.to, move.by),
      refusal: 'gps.moveRefused',
      write: () =>
        requests.setStatus(
          move.ids,
          {
            from: move.from,
            to: move.to,
            installationDate: move.installationDate,
            adminNotes: move.adminNotes,
            by: move.actorId,
            at: move.at,
          },
          tx,
        ),
      audit: auditedWhen(move.by, move.actorId, {
        action: 'gps_request.status_changed',
        idOf: (request: GpsRequestRecord) => request.id,
        summary: `${statusMove(move.from, move.to)}${move.extras?.length ? ` (${move.extras.join(', ')})` : ''}`,
      }),
      event: (request) => eventOf(request, move, move.reason),
    });
  }

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
      const id = await transactions.run(async (tx) => {
        const contact = { ...input, contact_name: input.contact_name ?? owner.name };
        const created = await requests.insert(owner.id, contact, clock(), tx);
        await outbox.record(
          tx,
          eventOf(
            { id: created, userId: owner.id, installationDate: null },
            { by: 'owner', actorId: owner.id, from: null, to: 'pending' },
            null,
          ),
        );
        return created;
      });
      return found(id);
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
      const dateRefusal = installationDateRefusal(input.status, date, today);
      if (dateRefusal) throw new DomainError(dateRefusal);
      const [moved] = await transactions.run((tx) =>
        moveRequests(tx, {
          ids: [id],
          from,
          to: input.status,
          by: 'admin',
          actorId: admin.id,
          reason: null,
          at: now,
          installationDate: input.status === 'rejected' ? undefined : date,
          adminNotes: input.admin_notes === undefined ? undefined : input.admin_notes || null,
          extras: [
            input.installation_date != null && 'installation_date',
            input.admin_notes !== undefined && 'admin_notes',
          ].filter((extra): extra is string => Boolean(extra)),
        }),
      );
      if (!moved) throw new DomainError('gps.moveRefused');
      return found(id);
    },

    /**
     * rules §8.6, in the deletion's transaction: installations not done yet will not be —
     * the server rejects them — and every request forgets its contact.
     */
    async closeAccount(tx: Tx, userId: number, placeholderName: string, now: Date) {
      for (const from of ['pending', 'approved'] as const)
        await moveRequests(tx, {
          ids: await requests.ofOwnerIn(userId, from, tx),
          from,
          to: 'rejected',
          by: 'system',
          actorId: null,
          reason: 'account_deleted',
          at: now,
        });
      await requests.forgetContact(userId, placeholderName, tx);
    },
  };
}

export type GpsRequestsService = ReturnType<typeof createGpsRequestsService>;
