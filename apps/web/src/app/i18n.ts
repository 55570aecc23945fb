import type { Catalogue } from '@/locales/en';
import '@/locales/en'; // the shell's words; each screen's come with its route module
import { i18n } from '@/lib/i18n';

// `t` (lib/i18n.ts) is typed by i18next's TFunction over the whole English catalogue: a
// type only, i18next itself never reaches the browser.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

/**
 * French and Kinyarwanda come in the same parts as English (rules §9.15, §9.16), each its
 * own chunk: a reader downloads only their language's words for the screens they open,
 * and an English reader none of them.
 */
const otherLanguages = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/fr*.ts',
  '../locales/rw*.ts',
]);

i18n.useLoader((language, part) => {
  const file = part === 'shell' ? language : `${language}-${part}`;
  return otherLanguages[`../locales/${file}.ts`]?.().then((module) => module.default);
});

export { i18n };
