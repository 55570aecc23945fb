/**
 * The one shape of every state machine (bookings, tickets, GPS requests, licences): who may
 * move a record from which status to which. People's moves and the server's own (`system`:
 * a request that expires, one whose slot was taken, an account deleted) stand in the same
 * table, so one door checks them all (rules §9.20).
 */
export type MoveTable<Actor extends string, Status extends string> = Record<
  Actor,
  Partial<Record<Status, readonly Status[]>>
>;

/** Whether `table` lets `actor` move a record from `from` to `to`. */
export function allowsMove<Actor extends string, Status extends string>(
  table: MoveTable<Actor, Status>,
  actor: Actor,
  from: Status,
  to: Status,
): boolean {
  const allowed: Partial<Record<Status, readonly Status[]>> | undefined = table[actor];
  return allowed?.[from]?.includes(to) ?? false;
}

/** The statuses `actor` may move a record to from `from`, in `order` (a screen's buttons). */
export function movesFrom<Actor extends string, Status extends string>(
  table: MoveTable<Actor, Status>,
  actor: Actor,
  from: Status,
  order: readonly Status[],
): Status[] {
  return order.filter((to) => allowsMove(table, actor, from, to));
}

/**
 * Why the server moved a record by itself, for the moves whose actor is `system`: the
 * reason is recorded on the timeline and on the event the move raises (rules §9.20).
 */
export const systemMoveReasons = ['expired', 'slot_taken', 'account_deleted'] as const;
export type SystemMoveReason = (typeof systemMoveReasons)[number];
