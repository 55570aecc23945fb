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

export { i18n };
