import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * rules §9.15: French and Kinyarwanda say everything English says. Each `en-*.ts` part
 * has an `fr-*.ts` and an `rw-*.ts` beside it (and `en.ts`, the shell, `fr.ts` and
 * `rw.ts`), with the same keys and the same `{{placeholders}}` in every string; and no
 * string stays English unless it is only names and terms the glossary keeps
 * (docs/glossary.md), placeholders, digits and punctuation.
 */

const localesDir = path.dirname(fileURLToPath(import.meta.url));
const glossaryFile = path.resolve(localesDir, '../../../../docs/glossary.md');
const otherLanguages = ['fr', 'rw'] as const;

type Leaves = Map<string, string>;

/** `{ a: { b: 'x' }, c: ['y'] }` → `a.b` → 'x', `c.0` → 'y'. */
function leavesOf(node: unknown, prefix = '', into: Leaves = new Map()): Leaves {
  if (typeof node === 'string') into.set(prefix, node);
  else if (node !== null && typeof node === 'object')
    for (const [key, value] of Object.entries(node))
      leavesOf(value, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

const englishParts = readdirSync(localesDir).filter((name) => /^en(-[\w-]+)?\.ts$/.test(name));

async function englishWords(): Promise<Leaves> {
  const words: Record<string, unknown> = {};
  for (const name of englishParts) {
    const exports = (await import(/* @vite-ignore */ path.join(localesDir, name))) as Record<
      string,
      unknown
    >;
    Object.assign(words, name === 'en.ts' ? exports.en : exports);
  }
  return leavesOf(words);
}

async function wordsIn(language: string): Promise<Leaves> {
  const words: Record<string, unknown> = {};
  for (const name of englishParts) {
    const file = path.join(localesDir, name.replace(/^en/, language));
    const part = (await import(/* @vite-ignore */ file)) as { default: Record<string, unknown> };
    Object.assign(words, part.default);
  }
  return leavesOf(words);
}

/** The glossary's kept terms, by language: rows of its "Kept as they are" table. */
function keptTerms(language: string): string[] {
  const glossary = readFileSync(glossaryFile, 'utf8');
  const kept = glossary.slice(glossary.indexOf('## Kept as they are'));
  return [...kept.matchAll(/^\|\s*`([^`]+)`\s*\|\s*([^|]+)\|/gm)]
    .filter(([, , languages]) => languages!.split(',').some((code) => code.trim() === language))
    .map(([, term]) => term!)
    .sort((a, b) => b.length - a.length);
}

const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Whether a string is only kept terms, placeholders, digits and punctuation. */
function isOnlyKept(text: string, terms: readonly string[]): boolean {
  let rest = text.replace(/\{\{[^}]*\}\}/g, ' ');
  for (const term of terms) rest = rest.split(term).join(' ');
  return !/\p{L}/u.test(rest);
}

describe.each(otherLanguages)('the %s catalogue', (language) => {
  it('has every English key and no other', async () => {
    const [english, other] = await Promise.all([englishWords(), wordsIn(language)]);
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps every placeholder of each English string', async () => {
    const [english, other] = await Promise.all([englishWords(), wordsIn(language)]);
    const differing = [...english]
      .filter(([key]) => other.has(key))
      .filter(
        ([key, text]) => placeholdersOf(text).join() !== placeholdersOf(other.get(key)!).join(),
      )
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('leaves no string in English but the glossary’s kept terms', async () => {
    const [english, other] = await Promise.all([englishWords(), wordsIn(language)]);
    const terms = keptTerms(language);
    const untranslated = [...english]
      .filter(([key, text]) => other.get(key) === text && !isOnlyKept(text, terms))
      .map(([key, text]) => `${key}: ${text}`);
    expect(untranslated).toEqual([]);
  });
});

describe('the glossary', () => {
  it('keeps the product’s name in both languages', () => {
    expect(keptTerms('fr')).toContain('Kodesha');
    expect(keptTerms('rw')).toContain('Kodesha');
  });

  it('counts a string of only kept terms and digits as kept, and a sentence as not', () => {
    const terms = keptTerms('fr');
    expect(isOnlyKept('© {{year}} Kodesha', terms)).toBe(true);
    expect(isOnlyKept('RWF 5,000 – 10,000', terms)).toBe(true);
    expect(isOnlyKept('Rent cars in Kigali', terms)).toBe(false);
  });
});
