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
    // A language Intl has no rules for (Kinyarwanda) would get the runtime's default
    // locale's, which differs between machines: English's one/other, everywhere.
    if (rules.resolvedOptions().locale.split('-')[0] !== language)
      rules = new Intl.PluralRules(fallbackLanguage);
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
  state = { language, t: fixedT(language) };
  listeners.forEach((listener) => listener());
}

const fixedT = (language: string) =>
  ((key: string, options?: Options) => translate(language, key, options)) as TFunction;

/** Loads a part of another language's catalogue: its groups, or undefined when there is none. */
export type PartLoader = (
  language: string,
  part: string,
) => Promise<Record<string, unknown>> | undefined;

/** The English parts registered so far, by name; another language loads the same parts. */
const parts = new Set<string>();
/** `fr:cars` → the load of that part, while it runs and after it succeeded. */
const loads = new Map<string, Promise<boolean>>();
let loader: PartLoader | undefined;

/** Loads a part in a language once; settles to whether its words are here. */
function loadPart(language: string, part: string): Promise<boolean> {
  if (language === fallbackLanguage) return Promise.resolve(true);
  const key = `${language}:${part}`;
  let load = loads.get(key);
  if (!load) {
    const groups = loader?.(language, part);
    if (!groups) return Promise.resolve(true); // a language without this part: English shows
    load = groups.then(
      (words) => {
        catalogues.set(language, { ...catalogues.get(language), ...words });
        if (state.language === language) publish(language);
        return true;
      },
      // A part that did not arrive (a dropped connection) is asked for again next time.
      () => {
        loads.delete(key);
        return false;
      },
    );
    loads.set(key, load);
  }
  return load;
}

/** Counts the changes of language asked for: only the latest may show. */
let changes = 0;

const loadAll = (language: string) =>
  Promise.all([...parts].map((part) => loadPart(language, part)));

/** The translation store: the language shown, and the catalogue parts it knows. */
export const i18n = {
  get language(): string {
    return state.language;
  },
  /** Translates outside a component in the current language. */
  t: ((key: string, options?: Options) => translate(state.language, key, options)) as TFunction,
  /** Translates in a given language, whatever is shown (a page the server renders). */
  fixedT,
  /** Adds words of a language's catalogue (top-level groups, such as `{ chat }`). */
  addTranslations(language: string, groups: Record<string, unknown>): void {
    catalogues.set(language, { ...catalogues.get(language), ...groups });
    publish(state.language);
  },
  /**
   * Adds a named part of the English catalogue (`cars`, or `shell` for the words every
   * screen needs); while another language is shown, its same part starts loading.
   */
  addPart(part: string, groups: Record<string, unknown>): void {
    parts.add(part);
    i18n.addTranslations(fallbackLanguage, groups);
    void loadPart(state.language, part);
  },
  /** How another language's parts arrive (app/i18n.ts: a chunk each); gives the one before. */
  useLoader(partLoader: PartLoader | undefined): PartLoader | undefined {
    const before = loader;
    loader = partLoader;
    return before;
  },
  /**
   * Settles once every part registered so far is here in the language shown; a part that
   * could not come shows in English meanwhile.
   */
  ready(): Promise<void> {
    return loadAll(state.language).then(() => undefined);
  },
  /** Shows another language at once if its words are here; the server's way, synchronous. */
  setLanguage(language: string): void {
    if (language === state.language) return;
    publish(language);
    // Parts registered while this language was on its way (a screen opened meanwhile).
    void loadAll(language);
  },
  /**
   * Loads the language's words for every part registered so far, then shows it; when some
   * could not come (no connection), fails and leaves the language shown as it was. Of two
   * changes under way, the later wins: the earlier resolves to false without showing.
   */
  async changeLanguage(language: string): Promise<boolean> {
    const change = ++changes;
    const arrived = await loadAll(language);
    if (change !== changes) return false;
    if (arrived.includes(false)) throw new Error(`the words in ${language} did not arrive`);
    i18n.setLanguage(language);
    return true;
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
