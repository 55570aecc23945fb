import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import { embeddedExtensions } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty embedded database's dump, which every test file starts from. */
    embeddedTemplate: string | undefined;
  }
}

/**
 * Global setup of the API tier: an empty embedded cluster takes ~2 s to create, a dump of
 * a migrated one ~0.4 s to load, so the tier makes one and every file starts from a copy
 * (each file still has a database of its own). On PostgreSQL, files make throwaway databases.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('embeddedTemplate', undefined);
    return;
  }
  const client = await PGlite.create(undefined, { extensions: embeddedExtensions });
  await migrateDatabase({ kind: 'embedded', db: drizzle({ client }) });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(os.tmpdir(), `kodesha-template-${process.pid}-${Date.now()}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('embeddedTemplate', file);
  return () => rm(file, { force: true });
}
