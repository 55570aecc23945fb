import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One spelling per language (docs/rules/README.md, Words): every English screen writes the
 * noun "licence", as the rules do; French says "permis" and Kinyarwanda "uruhushya", never
 * the English word. `license_*` lives only in field names and paths, which are not words
 * shown. The shared messages are checked in the domain package (shared/spelling.test.ts).
 */

const localesDir = path.dirname(fileURLToPath(import.meta.url));
const otherSpelling = { en: /\blicense/i, fr: /\blicen[cs]e/i, rw: /\blicen[cs]e/i } as const;

/** Every string of a catalogue, by its dotted key. */
function leavesOf(node: unknown, prefix = '', into = new Map<string, string>()) {
  if (typeof node === 'string') into.set(prefix, node);
  else if (node !== null && typeof node === 'object')
    for (const [key, value] of Object.entries(node))
      leavesOf(value, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

/** Every word of `language`'s catalogue: English parts export their words, the others a default. */
async function wordsIn(language: keyof typeof otherSpelling) {
  const words = new Map<string, string>();
  const parts = readdirSync(localesDir).filter((name) =>
    new RegExp(`^${language}(-[\\w-]+)?\\.ts$`).test(name),
  );
  for (const name of parts) {
    const exports = (await import(/* @vite-ignore */ path.join(localesDir, name))) as Record<
      string,
      unknown
    >;
    const part = language === 'en' ? exports : exports.default;
    leavesOf(part, name, words);
  }
  return words;
}

const misspelt = (words: Map<string, string>, spelling: RegExp) =>
  [...words].filter(([, text]) => spelling.test(text)).map(([key, text]) => `${key}: ${text}`);

describe('one spelling of the licence per language, on every screen', () => {
  it('the check finds the other spelling where it is', () => {
    const words = new Map([
      ['a', 'Verify License'],
      ['b', 'Verify Licence'],
    ]);
    expect(misspelt(words, otherSpelling.en)).toEqual(['a: Verify License']);
  });

  it.each(['en', 'fr', 'rw'] as const)('the %s catalogue', async (language) => {
    const words = await wordsIn(language);
    expect(words.size).toBeGreaterThan(500); // every part was read, not none
    expect(misspelt(words, otherSpelling[language])).toEqual([]);
  });
});
