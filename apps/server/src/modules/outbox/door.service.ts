import { DomainError, type AuditAction, type DomainErrorCode } from '@kodesha/domain';
import type { Tx } from '../../db/transactions.js';
import type { AuditLogService } from '../audit/audit-log.service.js';
import type { DomainEvent, OutboxService } from './outbox.service.js';

/** One move through a door, as its record type describes it. */
export type DoorMove<Row> = {
  /** Whether the domain's table allows the move; else `refusal` (409), nothing written. */
  allowed: boolean;
  refusal: DomainErrorCode;
  /** Writes the rows that still have the status the mover saw; answers those it moved. */
  write: () => Promise<Row[]>;
  /** What else the moved rows write (a booking's timeline lines). */
  alongside?: (moved: Row[]) => Promise<void>;
  /** An admin's move is an admin write: each moved row gets an audit line (rules §8.13). */
  audit?: { actorId: number; action: AuditAction; idOf: (row: Row) => number; summary: string };
  /** The event each moved row raises. */
  event: (row: Row) => DomainEvent;
};

/**
 * What every door does the same way (rules §9.20): check the domain's table, write the
 * rows, then — in the caller's transaction, so all of it commits or none — what goes with
 * them, the audit line of an admin's move, and the events. Each record type's door says
 * only what is its own: which table, which rows, which event.
 */
export function createDoor(deps: { audit: AuditLogService; outbox: OutboxService }) {
  const { audit, outbox } = deps;
  return async function pass<Row>(tx: Tx, move: DoorMove<Row>): Promise<Row[]> {
    if (!move.allowed) throw new DomainError(move.refusal);
    const moved = await move.write();
    if (moved.length === 0) return moved;
    await move.alongside?.(moved);
    if (move.audit)
      for (const row of moved)
        await audit.record(
          { id: move.audit.actorId },
          move.audit.action,
          move.audit.idOf(row),
          move.audit.summary,
          tx,
        );
    await outbox.record(tx, moved.map(move.event));
    return moved;
  };
}

export type Door = ReturnType<typeof createDoor>;

/** An admin's move is audited; a person's own or the server's is not (rules §8.13). */
export const auditedWhen = <Row>(
  by: string,
  actorId: number | null,
  audit: Omit<NonNullable<DoorMove<Row>['audit']>, 'actorId'>,
): DoorMove<Row>['audit'] =>
  by === 'admin' && actorId !== null ? { ...audit, actorId } : undefined;
