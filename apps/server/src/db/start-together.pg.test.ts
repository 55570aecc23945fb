import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwners } from '../seed/demo-cars.js';
import { serverProcesses } from '../test/server-process.js';

/**
 * Record 22: any number of processes may start at once on an empty database, as an
 * orchestrator starts them. The migrations run once, the demo seed once, the start-up admin
 * is made once, and every process comes up.
 */
const journal = JSON.parse(
  readFileSync(fileURLToPath(new URL('./migrations/meta/_journal.json', import.meta.url)), 'utf8'),
) as { entries: unknown[] };

let cluster: Awaited<ReturnType<typeof serverProcesses>>;
beforeAll(async () => {
  cluster = await serverProcesses('kodesha_scale');
});
afterAll(() => cluster.close());

async function query<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('four processes starting at once on an empty PostgreSQL database', () => {
  it('migrate it once, seed it once, make the admin once, and all serve', async () => {
    const env = {
      SEED_DEMO: '1',
      ADMIN_EMAIL: 'admin@kodesha.rw',
      ADMIN_PASSWORD: 'start-together-admin',
    };
    const started = await Promise.all([1, 2, 3, 4].map(() => cluster.start(env)));
    for (const { base } of started) {
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
    }
    const applied = await query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
    expect(applied).toHaveLength(journal.entries.length);
    expect(new Set(applied.map((row) => row.hash)).size).toBe(applied.length);

    const owners = await query<{ count: string }>('select count(*) from users where email = $1', [
      demoOwners[0]!.email,
    ]);
    expect(Number(owners[0]!.count)).toBe(1);
    const admins = await query<{ count: string }>(
      "select count(*) from users where role = 'admin'",
    );
    expect(Number(admins[0]!.count)).toBe(1);
    // Every process answers the same list of demo cars.
    const totals = await Promise.all(
      started.map(async ({ base }) => {
        const response = await fetch(`${base}/api/cars?limit=1`);
        return ((await response.json()) as { total: number }).total;
      }),
    );
    expect(new Set(totals).size).toBe(1);
    expect(totals[0]).toBeGreaterThan(0);
  }, 120_000);
});
