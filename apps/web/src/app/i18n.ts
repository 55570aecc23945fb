import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Catalogue } from '@/locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  showSupportNotice: false,
});

export { i18next };
