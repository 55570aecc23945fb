import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { listeningOn } from './listening.js';

/**
 * Real server processes on one PostgreSQL database, for the PostgreSQL tier: what only a
 * server database shows (two processes sharing live chat, a process killed mid-burst).
 */
const serverUrl = process.env.DATABASE_URL;
const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));

/** The tier's database server; it fails rather than skips without one. */
export function databaseServerUrl(): string {
  if (!serverUrl)
    throw new Error(
      'The PostgreSQL tier needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).',
    );
  return serverUrl;
}

async function onAdminConnection(query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseServerUrl() });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/** A fresh database on the server, and the processes started on it, cleaned up together. */
export async function serverProcesses(prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onAdminConnection(`create database ${name}`);
  const url = new URL(databaseServerUrl());
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const children: ChildProcess[] = [];
  const folders: string[] = [];

  /** Starts a server process on the database; answers its address once it listens. */
  async function start(
    env: Record<string, string> = {},
  ): Promise<{ base: string; child: ChildProcess }> {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kodesha-process-'));
    folders.push(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: '0',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    const base = await listeningOn(child).base;
    return { base, child };
  }

  return {
    databaseUrl,
    start,
    async close(): Promise<void> {
      for (const child of children.splice(0)) child.kill('SIGKILL');
      for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
      await onAdminConnection(`drop database if exists ${name} with (force)`);
    },
  };
}

/** A POST as a signed-in phone would send it (JSON or a form); throws on a failure. */
export async function postAs<T>(
  base: string,
  url: string,
  token: string | undefined,
  body?: unknown,
): Promise<T> {
  const isForm = body instanceof FormData;
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined || isForm ? body : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
