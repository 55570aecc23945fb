// Bundles the server into dist/server.js (and the uploads:to-s3 command). npm packages stay external (PGlite loads its
// WebAssembly next to itself); the workspace's own TypeScript (@kodesha/domain) is bundled.
import { build } from 'esbuild';
import { cp, readFile, rm } from 'node:fs/promises';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@kodesha/'));

await rm('dist', { recursive: true, force: true });
await build({
  // The server, and the command that copies DATA_DIR's files into a bucket (record 22).
  entryPoints: ['src/server.ts', 'src/move-uploads.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('server built: dist/server.js, dist/move-uploads.js');
