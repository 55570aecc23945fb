import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another Kodesha process (pid ${pid}) is already using the embedded database in ${dataDir}. ` +
        'Only one process may open it: stop that process, choose another DATA_DIR, ' +
        'or set DATABASE_URL to share a PostgreSQL server between processes.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the embedded database's data directory for this process. PGlite lets one
 * process open a directory; a second writer would silently lose rows (DESIGN pitfalls).
 * A lock left by a process that died is taken over.
 */
export function lockDataDir(dataDir: string): { release: () => void } {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'kodesha.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      rmSync(lockFile, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
