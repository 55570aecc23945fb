import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { migrate as migrateServer } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migrateEmbedded } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';

// Next to this file in the sources, next to the bundle (dist/migrations) once built.
const candidates = [
  new URL('./migrations', import.meta.url),
  new URL('./db/migrations', import.meta.url),
];
const migrationsFolder = fileURLToPath(
  candidates.find((url) => existsSync(fileURLToPath(url))) ?? candidates[0]!,
);

/** Any number, the same in every process: it serialises migrations across servers. */
const migrationLockKey = 72_616_001;

/**
 * Applies the committed SQL migrations in code (drizzle-kit's CLI cannot load PGlite's
 * extensions). On a server database, processes starting together take turns.
 */
export async function migrateDatabase(
  target: { kind: 'server'; pool: pg.Pool } | { kind: 'embedded'; db: PgliteDatabase },
): Promise<void> {
  if (target.kind === 'embedded') {
    await migrateEmbedded(target.db, { migrationsFolder });
    return;
  }
  const client = await target.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migrateServer(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    client.release();
  }
}
