import { messageKeyOf, messages, type MessageKey } from './messages.js';
import { messagesFr } from './messages-fr.js';
import { messagesRw } from './messages-rw.js';

/** rules §9.15: the languages Kodesha speaks; English is the product's own words. */
export const languages = ['en', 'fr', 'rw'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Each language in its own name, as the language control offers it. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  rw: 'Ikinyarwanda',
};

/** The cookie that keeps a reader's choice, so pages rendered on the server use it. */
export const languageCookie = 'kodesha_language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/**
 * The language an `Accept-Language` header asks for (rules §9.15): the first of its
 * languages, by quality, that Kodesha speaks (`fr-FR` is French, `rw-RW` Kinyarwanda);
 * undefined when it names none of them.
 */
export function languageOfAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0]!, quality: q ? Number(q) : 1, index };
    })
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranges.map((range) => range.base).find(isLanguage);
}

/** The value of the language cookie in a `Cookie` header, when it names a language. */
export function languageOfCookies(header: string | undefined): Language | undefined {
  for (const pair of header?.split(';') ?? []) {
    const [name, value] = pair.split('=');
    if (name?.trim() === languageCookie) {
      const language = value?.trim();
      return isLanguage(language) ? language : undefined;
    }
  }
  return undefined;
}

const messagesByLanguage: Record<Language, Record<MessageKey, string>> = {
  en: messages,
  fr: messagesFr,
  rw: messagesRw,
};

/** The shared messages in a language. */
export const messagesIn = (language: Language): Record<MessageKey, string> =>
  messagesByLanguage[language];

/**
 * One of our messages, said in another language: the server's own English text, found by
 * its key. A text that is not one of ours (a schema's own words) stays as it is.
 */
export function translateMessage(text: string, language: Language): string {
  if (language === defaultLanguage) return text;
  const key = messageKeyOf(text);
  return key ? messagesByLanguage[language][key] : text;
}
