import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The catalogue comes in parts (locales/en.ts): the shell's words load with the app, each
 * screen's with its route module. A screen whose module forgot a part would show raw keys,
 * so this reads the code as the bundler does: from the app's entry and from each lazily
 * loaded module (every route, every lazy component), it follows the static imports, and
 * checks that every catalogue key written in those files (`'cars.photoOf'`, or the prefix
 * of `` `cars.days.${day}` ``) belongs to a part that is registered by then: by the files
 * loaded with it, or by what loaded before it (the shell, for a route).
 */

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = path.join(src, 'locales');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });

function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(src, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined; // a package: no words of ours
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
}

type Module = { statics: string[]; dynamics: string[]; keys: string[]; prefixes: string[] };

/** Every catalogue group, by the locale file that registers it when imported. */
async function readParts() {
  const groupsOf = new Map<string, string[]>();
  const words: Record<string, unknown> = {};
  for (const name of readdirSync(localesDir).filter((file) => /^en(-.+)?\.ts$/.test(file))) {
    const exports = (await import(/* @vite-ignore */ path.join(localesDir, name))) as Record<
      string,
      Record<string, unknown>
    >;
    // en.ts registers its `en` (the shell); every other file registers what it exports.
    const groups = name === 'en.ts' ? exports.en! : exports;
    groupsOf.set(path.join(localesDir, name), Object.keys(groups));
    Object.assign(words, groups);
  }
  return { groupsOf, words };
}

function isKey(words: Record<string, unknown>, key: string): boolean {
  let node: unknown = words;
  const segments = key.split('.');
  for (const [index, segment] of segments.entries()) {
    if (node === null || typeof node !== 'object') return false;
    const record = node as Record<string, unknown>;
    const last = index === segments.length - 1;
    // A plural's key is written without its `_one`/`_other`.
    node = last && !(segment in record) ? record[`${segment}_other`] : record[segment];
  }
  return node !== undefined;
}

function readModule(file: string, words: Record<string, unknown>): Module {
  const code = readFileSync(file, 'utf8');
  const statics: string[] = [];
  const dynamics: string[] = [];
  const imports = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;
  for (const [, , typeOnly, specifier] of code.matchAll(imports)) {
    const target = !typeOnly && resolve(file, specifier!);
    if (target) statics.push(target);
  }
  for (const [, specifier] of code.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const target = resolve(file, specifier!);
    if (target) dynamics.push(target);
  }
  const strings = [...code.matchAll(/'([a-zA-Z][\w]*(?:\.\w+)+)'/g)].map((match) => match[1]!);
  const prefixes = [...code.matchAll(/`([a-zA-Z]\w*(?:\.\w+)*)\.\$\{/g)].map((m) => m[1]!);
  return {
    statics,
    dynamics,
    keys: strings.filter((key) => isKey(words, key)),
    prefixes: prefixes.filter((prefix) => isKey(words, prefix)),
  };
}

describe('the catalogue parts', async () => {
  const { groupsOf, words } = await readParts();
  const modules = new Map(sourceFiles(src).map((file) => [file, readModule(file, words)]));
  const name = (file: string) => path.relative(src, file);

  /** A lazily loaded module with what loads with it (its static imports, followed through). */
  function loadUnit(entry: string) {
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      modules.get(file)?.statics.forEach(visit);
    };
    visit(entry);
    return files;
  }

  /** Every key a load unit uses that no part registered by then holds; then its lazy ones. */
  function missingKeys(entry: string, before: Set<string>, seen = new Set<string>()) {
    const problems: string[] = [];
    if (seen.has(entry)) return problems;
    seen.add(entry);
    const files = loadUnit(entry);
    const groups = new Set(before);
    files.forEach((file) => groupsOf.get(file)?.forEach((group) => groups.add(group)));
    for (const file of files) {
      const module = modules.get(file);
      if (!module) continue;
      for (const key of [...module.keys, ...module.prefixes])
        if (!groups.has(key.split('.')[0]!))
          problems.push(`${name(entry)}: '${key}' (in ${name(file)}) has no part loaded`);
      for (const lazy of module.dynamics) problems.push(...missingKeys(lazy, groups, seen));
    }
    return problems;
  }

  it('finds the keys: the parts and the screens are read', () => {
    expect(groupsOf.get(path.join(localesDir, 'en.ts'))).toContain('nav');
    expect(modules.get(path.join(src, 'app/layout/site-header.tsx'))?.keys).toContain(
      'nav.skipToContent',
    );
    expect(modules.get(path.join(src, 'app/router.tsx'))?.dynamics.length).toBeGreaterThan(25);
  });

  it('registers, before a screen draws, every word it uses', () => {
    expect(missingKeys(path.join(src, 'app/main.tsx'), new Set())).toEqual([]);
  });

  it('keeps the first load to the shell: no screen part comes with the app', () => {
    const shell = loadUnit(path.join(src, 'app/main.tsx'));
    const parts = [...shell].filter((file) => groupsOf.has(file)).map(name);
    expect(parts.sort()).toEqual(['locales/en-cars.ts', 'locales/en-drivers.ts', 'locales/en.ts']);
  });
});
