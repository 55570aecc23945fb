import { describe, expect, it } from 'vitest';
import {
  languageOfAcceptLanguage,
  languageOfCookies,
  languages,
  messagesIn,
  translateMessage,
} from './language.js';
import { messages } from './messages.js';

describe('languageOfAcceptLanguage', () => {
  it.each([
    ['fr', 'fr'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['rw-RW', 'rw'],
    ['RW', 'rw'],
    ['en-GB,en;q=0.9', 'en'],
    // Quality decides, not order; the first speakable language wins.
    ['en;q=0.4, rw;q=0.9', 'rw'],
    ['de-DE,de;q=0.9,fr;q=0.5', 'fr'],
    ['sw, fr;q=0.7, en;q=0.8', 'en'],
  ])('%s → %s', (header, language) => {
    expect(languageOfAcceptLanguage(header)).toBe(language);
  });

  it.each([undefined, '', 'de, sw', '*', 'fr;q=0'])('%s names none of ours', (header) => {
    expect(languageOfAcceptLanguage(header)).toBeUndefined();
  });
});

describe('languageOfCookies', () => {
  it('reads the language cookie among others', () => {
    expect(languageOfCookies('a=1; kodesha_language=rw; b=2')).toBe('rw');
    expect(languageOfCookies('kodesha_language=fr')).toBe('fr');
  });

  it('ignores a missing or unknown value', () => {
    expect(languageOfCookies(undefined)).toBeUndefined();
    expect(languageOfCookies('other=fr')).toBeUndefined();
    expect(languageOfCookies('kodesha_language=de')).toBeUndefined();
  });
});

describe('the shared messages in every language', () => {
  it.each(languages)('%s has every message key, each a sentence of its own', (language) => {
    const said = messagesIn(language);
    expect(Object.keys(said).sort()).toEqual(Object.keys(messages).sort());
    for (const text of Object.values(said)) expect(text.trim()).not.toBe('');
  });

  it('says one of our messages in another language, by its key', () => {
    expect(translateMessage(messages.notFound, 'fr')).toBe(messagesIn('fr').notFound);
    expect(translateMessage(messages.notFound, 'rw')).toBe(messagesIn('rw').notFound);
    expect(translateMessage(messages.notFound, 'en')).toBe(messages.notFound);
    expect(messagesIn('fr').notFound).not.toBe(messages.notFound);
  });

  it('leaves a text that is not ours as it is', () => {
    expect(translateMessage('Expected number, received string', 'fr')).toBe(
      'Expected number, received string',
    );
  });
});
