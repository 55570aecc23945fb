import { randomBytes } from 'node:crypto';
import { access, mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkedKey, isPrivate, type FileStore } from './file-store.js';

/** The default: files under `DATA_DIR`, public ones served from `/uploads` by this process. */
export function createDiskStore(dataDir: string): FileStore {
  const fileOf = (key: string) => path.join(dataDir, ...checkedKey(key).split('/'));
  return {
    kind: 'disk',
    async put(key, bytes, options) {
      const file = fileOf(key);
      if (options.once) {
        try {
          await access(file);
          return; // same content, same name: already there
        } catch {
          // not there yet
        }
      }
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = path.join(
        path.dirname(file),
        `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
      );
      await writeFile(temporary, bytes, { mode: isPrivate(key) ? 0o600 : 0o644 });
      await rename(temporary, file);
    },
    async open(key) {
      try {
        const handle = await open(fileOf(key), 'r');
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), bytes: size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    publicUrl: (key) => `/${checkedKey(key)}`,
  };
}
