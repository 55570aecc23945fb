import { en, type Catalogue } from '@/locales/en';
import { i18n } from '@/lib/i18n';

// `t` (lib/i18n.ts) is typed by i18next's TFunction over the English catalogue: a type
// only, i18next itself never reaches the browser.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

i18n.addTranslations('en', en);

export { i18n };
/** The name the server renderer (ssr/entry-server.tsx) knows the store by. */
export { i18n as i18next };
