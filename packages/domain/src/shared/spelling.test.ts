import { describe, expect, it } from 'vitest';
import { notificationText } from '../notifications/notification-texts.js';
import { notificationTypes } from '../notifications/notification-types.js';
import type { Language } from './language.js';
import { messages } from './messages.js';
import { messagesFr } from './messages-fr.js';
import { messagesRw } from './messages-rw.js';

/**
 * One spelling per language (docs/rules/README.md, Words): English writes the noun
 * "licence", as the rules do; French says "permis" and Kinyarwanda "uruhushya", so neither
 * borrows the English word. `license_*` stays in field names, which are not words shown.
 */
const otherSpelling: Record<Language, RegExp> = {
  en: /\blicense/i,
  fr: /\blicen[cs]e/i,
  rw: /\blicen[cs]e/i,
};

const catalogues: Record<Language, Record<string, string>> = {
  en: messages,
  fr: messagesFr,
  rw: messagesRw,
};

const values = {
  ref: 'B1234567',
  item: 'Toyota RAV4 2020',
  start: '2026-12-01T08:00:00.000Z',
  end: '2026-12-01T11:00:00.000Z',
  total: 45_000,
  person: 'Aline',
  price: 120_000,
  route: 'Kigali – Nairobi',
  date: '2026-12-01',
};

/** Every sentence a notification of each type says in `language`: title, body and SMS. */
const notificationWords = (language: Language): Record<string, string> =>
  Object.fromEntries(
    notificationTypes.flatMap((type) =>
      Object.entries(notificationText(type, language, values)).map(([part, text]) => [
        `${type}.${part}`,
        text,
      ]),
    ),
  );

const misspelt = (words: Record<string, string>, spelling: RegExp) =>
  Object.entries(words)
    .filter(([, text]) => spelling.test(text))
    .map(([key, text]) => `${key}: ${text}`);

describe('one spelling of the licence per language', () => {
  it('the check finds the other spelling where it is', () => {
    expect(misspelt({ a: 'Verify License', b: 'Verify Licence' }, otherSpelling.en)).toEqual([
      'a: Verify License',
    ]);
    expect(
      misspelt({ a: 'Vérifier la licence', b: 'Vérifier le permis' }, otherSpelling.fr),
    ).toEqual(['a: Vérifier la licence']);
  });

  describe.each(['en', 'fr', 'rw'] as const)('in %s', (language) => {
    it('the shared messages', () => {
      expect(misspelt(catalogues[language], otherSpelling[language])).toEqual([]);
    });

    it('every notification', () => {
      expect(misspelt(notificationWords(language), otherSpelling[language])).toEqual([]);
    });
  });
});
