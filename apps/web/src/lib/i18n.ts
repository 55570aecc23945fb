import { useSyncExternalStore } from 'react';
// Types only (erased from the build): `t` is typed by i18next's TFunction over the English
// catalogue (app/i18n.ts declares it), so a key that does not exist fails to compile.
import type { TFunction } from 'i18next';

/**
 * The translation layer: what the app uses of i18next, in a few hundred bytes instead of
 * 15 KB of a phone's first load (rules §9.16). A catalogue comes in parts (src/locales):
 * the shell's words register with the app, each screen's with the route module that shows
 * them, so a visitor downloads only the words of the screens they open.
 *
 * `t(key, options)`: dotted keys into the catalogue; `{{name}}` filled from the options (no
 * escaping: React escapes); with a numeric `count`, `key_zero` (for 0, when there is one),
 * then `key_<plural form>` by `Intl.PluralRules`, then `key_other`; `returnObjects: true`
 * for a list or a group; `defaultValue` when the key is missing, otherwise the key itself.
 * A language without the key falls back to English.
 */

type Tree = { readonly [key: string]: unknown };
type Options = { count?: unknown; returnObjects?: boolean; defaultValue?: unknown } & Record<
  string,
  unknown
>;

const fallbackLanguage = 'en';
const catalogues = new Map<string, Record<string, unknown>>();
const pluralRules = new Map<string, Intl.PluralRules>();
const listeners = new Set<() => void>();

function lookup(language: string, key: string): unknown {
  let node: unknown = catalogues.get(language);
  for (const segment of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Tree)[segment];
  }
  return node;
}

function pluralForm(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The keys to try, most specific first (i18next's order for plurals). */
function candidates(language: string, key: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key];
  const forms = [`${key}_${pluralForm(language, count)}`, `${key}_other`, key];
  return count === 0 ? [`${key}_zero`, ...forms] : forms;
}

function find(key: string, options: Options | undefined, language: string): unknown {
  for (const lng of language === fallbackLanguage ? [language] : [language, fallbackLanguage]) {
    for (const candidate of candidates(lng, key, options?.count)) {
      const value = lookup(lng, candidate);
      if (typeof value === 'string' || (value !== undefined && options?.returnObjects))
        return value;
    }
  }
  return undefined;
}

/** `{{name}}` from the options; a name the options do not carry stays as written. */
const interpolate = (text: string, options: Options | undefined) =>
  options
    ? text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) =>
        name in options ? String(options[name] ?? '') : match,
      )
    : text;

function translate(language: string, key: string, options?: Options): unknown {
  const value = find(key, options, language) ?? options?.defaultValue;
  if (value === undefined) return key;
  return typeof value === 'string' ? interpolate(value, options) : value;
}

/** Replaced whenever the language or the catalogue changes, so components re-render. */
let state: { language: string; t: TFunction };

function publish(language: string): void {
  const t = ((key: string, options?: Options) => translate(language, key, options)) as TFunction;
  state = { language, t };
  listeners.forEach((listener) => listener());
}

/** The translation store: the language shown, and the catalogue parts it knows. */
export const i18n = {
  get language(): string {
    return state.language;
  },
  /** Translates outside a component (the server's page heads): the current language. */
  t: ((key: string, options?: Options) => translate(state.language, key, options)) as TFunction,
  /** Adds a part of a language's catalogue (top-level groups, such as `{ chat }`). */
  addTranslations(language: string, part: Record<string, unknown>): void {
    catalogues.set(language, { ...catalogues.get(language), ...part });
    publish(state.language);
  },
  changeLanguage(language: string): void {
    if (language !== state.language) publish(language);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

publish(fallbackLanguage);

const current = () => state;

/** `{ t, i18n }` for the current language; a component re-renders when it changes. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const { t } = useSyncExternalStore(i18n.subscribe, current, current);
  return { t, i18n };
}
