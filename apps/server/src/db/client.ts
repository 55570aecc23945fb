import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migrateDatabase } from './migrate.js';
import { embeddedNotifications, serverNotifications, type Notifications } from './notifications.js';

/** The one database type every repository takes: PGlite and PostgreSQL share it. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  db: Database;
  kind: 'embedded' | 'server';
  /** LISTEN/NOTIFY on this database: how live events cross server processes. */
  notifications: Notifications;
  close: () => Promise<void>;
  /**
   * Runs `work` while no other process on this database runs its own (the demo seed, the
   * start-up admin): processes starting together take turns, and the later ones find the
   * work done. The embedded database has one process: it simply runs.
   */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
};

/** Any number, the same in every process, other than the migrations' own. */
const startUpLockKey = 72_616_002;

export type DatabaseLocation =
  | { databaseUrl: string }
  /**
   * `dataDir` undefined keeps the embedded database in memory (tests); `template`, a
   * migrated database's dump, starts it from there instead of from an empty cluster.
   */
  | { dataDir: string | undefined; template?: Blob };

/** The extensions the migrations create, which PGlite must load. */
export const embeddedExtensions = { pg_trgm, btree_gist, btree_gin };

/** Opens the database and brings its schema up to date; both kinds go through the same migrations. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if ('databaseUrl' in location) {
    const pool = new pg.Pool({ connectionString: location.databaseUrl, max: 10 });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it on the next query.
    });
    // A client lent out (a transaction's) whose connection drops emits `error` too, and the
    // pool listens only while it is idle: unheard, that error would end the process. The
    // query in flight fails with it, which is how the caller hears (rules §10.3: a send's
    // record is tried once more on another connection).
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    await migrateDatabase({ kind: 'server', pool });
    const notifications = serverNotifications(location.databaseUrl, pool);
    return {
      db: drizzlePg({ client: pool }),
      kind: 'server',
      notifications,
      // The lock is held on a connection of its own; `work` runs on the others.
      exclusive: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [startUpLockKey]);
          return await work();
        } finally {
          await client
            .query('select pg_advisory_unlock($1)', [startUpLockKey])
            .catch(() => undefined);
          client.release();
        }
      },
      close: async () => {
        await notifications.close();
        await pool.end();
      },
    };
  }

  let dataDir: string | undefined;
  if (location.dataDir) {
    dataDir = path.join(location.dataDir, 'db');
    await mkdir(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir, {
    extensions: embeddedExtensions,
    loadDataDir: dataDir ? undefined : location.template,
  });
  const db = drizzlePglite({ client });
  await migrateDatabase({ kind: 'embedded', db });
  return {
    db,
    kind: 'embedded',
    notifications: embeddedNotifications(client),
    exclusive: (work) => work(),
    close: () => client.close(),
  };
}

/** Answers once the database answers a trivial query (the health check). */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
