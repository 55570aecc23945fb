import type { Database } from './client.js';

declare const opened: unique symbol;

/**
 * An open transaction, as the repositories take it. Drizzle's transaction is a database of
 * its own (its queries run inside it), so a transaction may go wherever the database goes;
 * the brand makes the converse false: the plain database is not a `Tx`, and only
 * `openTransaction` (through `Transactions.run`) hands one out. A repository's write takes
 * a `Tx` and cannot be called without one, so no write runs outside its use case's
 * transaction by a forgotten argument (record 17, rules §9.20). A repository function
 * without a `tx` is a write atomic on its own (one statement, or a transaction it opens
 * with `openTransaction`), never called while a transaction of its flow is open.
 */
export type Tx = Database & { readonly [opened]: true };

/**
 * What a repository's read runs on: the database, or a caller's open transaction (to see
 * its writes, and because the embedded database has one connection: a read on `db` while a
 * transaction of the same flow is open waits for it forever).
 */
export type Reader = Database | Tx;

/** Runs `work` in a new transaction of `db`: the one place a `Tx` is made. */
export function openTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  // The brand exists only in types: Drizzle's transaction is the database `Tx` names.
  return db.transaction((tx) => work(tx as unknown as Tx));
}

/**
 * Runs `work` in a savepoint of `tx`: what it wrote is undone if it throws, and the rest of
 * `tx` stands (a refused step of a larger use case).
 */
export function savepoint<T>(tx: Tx, work: (inner: Tx) => Promise<T>): Promise<T> {
  return tx.transaction((inner) => work(inner as unknown as Tx));
}

export type Transactions = {
  /** Runs `work` in one transaction: all it wrote commits when it returns, none if it throws. */
  run<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
};

export function createTransactions(db: Database): Transactions {
  return { run: (work) => openTransaction(db, work) };
}
