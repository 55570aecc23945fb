import type { Database } from './client.js';

/**
 * A transaction, as the repositories take it: Drizzle's transaction is a database of its
 * own (its queries run inside it), so a repository written against `Database` runs inside
 * one when handed one. Repositories' writes take it as an optional last argument; a use
 * case that changes several records opens one and passes it to each (STYLE: one door).
 */
export type Tx = Database;

export type Transactions = {
  /** Runs `work` in one transaction: all it wrote commits when it returns, none if it throws. */
  run<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
};

export function createTransactions(db: Database): Transactions {
  return { run: (work) => db.transaction((tx) => work(tx)) };
}

/**
 * Runs `work` in `tx` when the caller has a transaction open, else in a new one of `db`:
 * for repository writes that must be atomic on their own and may join a larger use case.
 */
export function withinTransaction<T>(
  db: Database,
  tx: Tx | undefined,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return tx ? work(tx) : db.transaction((opened) => work(opened));
}
