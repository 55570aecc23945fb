import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));
const children: ChildProcess[] = [];
const folders: string[] = [];

function scratchDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kodesha-lock-'));
  folders.push(dir);
  return dir;
}

function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, stderr: () => stderr };
}

async function waitFor(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database lock', () => {
  it('a second server on the same DATA_DIR exits at once with a clear message', async () => {
    const dataDir = scratchDir();
    const first = startServer(dataDir, 0);
    const lockFile = path.join(dataDir, 'kodesha.lock');
    await waitFor(() => existsSync(lockFile));
    expect(readFileSync(lockFile, 'utf8')).toBe(String(first.child.pid));

    const second = startServer(dataDir, 0);
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(`Another Kodesha process (pid ${first.child.pid})`);
    expect(second.stderr()).toContain('DATABASE_URL');
    expect(first.child.exitCode).toBeNull(); // the first one is untouched
  }, 30_000);

  it('refuses a lock held by a live process and takes over one left by a dead process', async () => {
    const dataDir = scratchDir();
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    children.push(holder);
    writeFileSync(path.join(dataDir, 'kodesha.lock'), String(holder.pid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.on('exit', resolve));
    const lock = lockDataDir(dataDir);
    expect(readFileSync(path.join(dataDir, 'kodesha.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dataDir, 'kodesha.lock'))).toBe(false);
  });
});
