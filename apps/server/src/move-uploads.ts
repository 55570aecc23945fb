import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from './config/env.js';
import type { FileStore } from './providers/files/file-store.js';
import { createS3Store } from './providers/files/s3-store.js';

const typeByExtension: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

/**
 * Copies the files of `DATA_DIR` (public photos under `uploads/`, licences under `private/`)
 * into the bucket under the same keys, so every address and every stored name still works
 * (record 22). One already there is skipped: a run cut short is simply run again. The
 * folder is left as it was, to go back to until the bucket is known good.
 */
export async function moveUploadsToBucket(
  dataDir: string,
  store: FileStore,
  say: (line: string) => void = () => undefined,
): Promise<{ copied: number; skipped: number }> {
  let copied = 0;
  let skipped = 0;
  for (const top of ['uploads', 'private']) {
    const root = path.join(dataDir, top);
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    for (const entry of entries) {
      const type = typeByExtension[path.extname(entry.name)];
      // Half-written files (`.name.tmp`) and anything that is not a stored image stay behind.
      if (!entry.isFile() || entry.name.startsWith('.') || !type) {
        skipped += 1;
        continue;
      }
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(dataDir, file).split(path.sep).join('/');
      await store.put(key, await readFile(file), { type, once: true });
      copied += 1;
      if (copied % 100 === 0) say(`${copied} files copied`);
    }
  }
  return { copied, skipped };
}

/** `npm run uploads:to-s3`: the configured DATA_DIR into the configured S3_BUCKET. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.storage)
    throw new Error('uploads:to-s3 needs S3_BUCKET (and S3_ENDPOINT for a server other than AWS)');
  const store = createS3Store(config.storage);
  console.log(`copying ${config.dataDir}/uploads and /private into s3://${config.storage.bucket}`);
  const { copied, skipped } = await moveUploadsToBucket(config.dataDir, store, (line) =>
    console.log(line),
  );
  console.log(
    `done: ${copied} files in the bucket, ${skipped} left behind (temporary or not images). ` +
      'The folder is unchanged: remove it once the site serves from the bucket.',
  );
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1])))
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
