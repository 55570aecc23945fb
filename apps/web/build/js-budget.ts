import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** rules §9.16: what a phone on mobile data may be asked to download, gzipped. */
export const jsBudget = {
  /** Every script the home page runs on its first load. */
  firstLoadKb: 150,
  /** Any one script the app loads later (a screen and what only it uses). */
  chunkKb: 60,
} as const;

/** Modules the first load must not carry: forms' validation, chat, the signed-in screens. */
const notOnFirstLoad = [
  { name: 'zod', test: (id: string) => id.includes('/node_modules/zod/') },
  { name: 'chat code', test: (id: string) => id.includes('/src/features/chat/') },
  {
    name: 'signed-in screens',
    test: (id: string) =>
      /\/src\/features\/(admin|revenue|owners|gps|users)\//.test(id) ||
      /\/src\/app\/routes\/(admin|owner|driver-(dashboard|profile|bookings|register)|account)/.test(
        id,
      ),
  },
];

type Chunk = {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
};
type Asset = { type: 'asset' };

const kb = (bytes: number) => bytes / 1024;
const gzipKb = (code: string) => kb(gzipSync(code, { level: 9 }).length);

/**
 * Fails the client build when its scripts outgrow the budget, and prints the sizes: the
 * first load of `/` (the entry, the home screen and everything they import at once) and
 * every chunk loaded later.
 */
export function jsBudgetCheck(homeRoute = '/src/app/routes/home.tsx'): Plugin {
  return {
    name: 'kodesha-js-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment?.config.build.ssr) return;
      const chunks = Object.values(bundle as Record<string, Chunk | Asset>).filter(
        (file): file is Chunk => file.type === 'chunk',
      );
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (start: Chunk[]) => {
        const seen = new Set<Chunk>();
        const visit = (chunk: Chunk | undefined) => {
          if (!chunk || seen.has(chunk)) return;
          seen.add(chunk);
          chunk.imports.forEach((name) => visit(byName.get(name)));
        };
        start.forEach(visit);
        return seen;
      };
      const home = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(homeRoute));
      const entry = chunks.filter((chunk) => chunk.isEntry);
      if (!home || entry.length === 0) this.error(`js budget: no entry or no ${homeRoute} chunk`);
      const firstLoad = withImports([...entry, home!]);

      const lines: string[] = [];
      const problems: string[] = [];
      let firstLoadKb = 0;
      for (const chunk of [...firstLoad].sort((a, b) => b.code.length - a.code.length)) {
        const size = gzipKb(chunk.code);
        firstLoadKb += size;
        lines.push(`  ${size.toFixed(1).padStart(6)} KB  ${chunk.fileName}`);
        for (const rule of notOnFirstLoad) {
          const module = chunk.moduleIds.find(rule.test);
          if (module) problems.push(`${rule.name} is on the first load (${module})`);
        }
      }
      if (firstLoadKb > jsBudget.firstLoadKb)
        problems.push(
          `the first load of / is ${firstLoadKb.toFixed(1)} KB, over ${jsBudget.firstLoadKb} KB`,
        );
      const later = chunks
        .filter((chunk) => !firstLoad.has(chunk))
        .map((chunk) => ({ chunk, size: gzipKb(chunk.code) }))
        .sort((a, b) => b.size - a.size);
      for (const { chunk, size } of later)
        if (size > jsBudget.chunkKb)
          problems.push(`${chunk.fileName} is ${size.toFixed(1)} KB, over ${jsBudget.chunkKb} KB`);

      // The other public pages, for the record (their first loads are not budgeted).
      const publicPages = ['car-list', 'car-detail', 'driver-list', 'driver-detail']
        .map((name) => {
          const route = chunks.find((chunk) =>
            chunk.facadeModuleId?.endsWith(`/src/app/routes/${name}.tsx`),
          );
          if (!route) return `  ${name}: no chunk`;
          const total = [...withImports([...entry, route])].reduce(
            (sum, chunk) => sum + gzipKb(chunk.code),
            0,
          );
          return `  ${total.toFixed(1).padStart(6)} KB  first load of ${name}`;
        })
        .join('\n');
      // `--logLevel warn` (npm start) prints the sizes only when over budget, as the error.
      if (
        this.environment?.config.logLevel !== 'warn' &&
        this.environment?.config.logLevel !== 'error' &&
        this.environment?.config.logLevel !== 'silent'
      )
        console.log(
          `\nJavaScript budget (gzip): first load of / ${firstLoadKb.toFixed(1)} KB of ${jsBudget.firstLoadKb} KB` +
            `\n${lines.join('\n')}` +
            `\n  largest later chunks (each at most ${jsBudget.chunkKb} KB):` +
            `\n${later
              .slice(0, 5)
              .map(({ chunk, size }) => `  ${size.toFixed(1).padStart(6)} KB  ${chunk.fileName}`)
              .join('\n')}` +
            `\n  other public pages:\n${publicPages}\n`,
        );
      if (problems.length > 0)
        this.error(`JavaScript budget exceeded:\n- ${problems.join('\n- ')}`);
    },
  };
}
