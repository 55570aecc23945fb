import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a browser downloads as text: worth compressing once, at the highest settings. */
const compressible = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

async function* filesUnder(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/**
 * Writes `.br` and `.gz` beside every text asset of the client build, so the server sends
 * them as they are (rules §9.16): brotli at its best quality costs seconds here, never per
 * request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kodesha-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!outDir) return;
      for await (const file of filesUnder(outDir)) {
        if (!compressible.test(file) || (await stat(file)).size < 512) continue;
        const bytes = await readFile(file);
        await writeFile(
          `${file}.br`,
          await brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        await writeFile(`${file}.gz`, await gzipAsync(bytes, { level: 9 }));
      }
    },
  };
}
