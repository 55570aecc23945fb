import { isLanguage, languageCookie, type Language, type UserView } from '@kodesha/domain';
import { apiRequest } from './api-client';
import { i18n } from './i18n';
import { sessionStore } from './session';

/** How long a reader's choice is kept: a year, renewed with every choice. */
const keptSeconds = 365 * 24 * 60 * 60;

/**
 * The language the page arrived in: the server drew it in the reader's language (their
 * choice, else their browser's, else English) and said so in `<html lang>` (rules §9.15).
 */
export function pageLanguage(): Language {
  const said = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(said) ? said : 'en';
}

/** The language shown now. */
export const shownLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

/**
 * Shows the app in a language at once, without a reload: its words for the screens open,
 * `<html lang>`, and the cookie the server draws later pages in. Only a person's choice
 * (here, or on their account) is kept in the cookie; the browser's default never is.
 */
export async function showLanguage(language: Language): Promise<void> {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${languageCookie}=${language}; path=/; max-age=${keptSeconds}; samesite=lax${secure}`;
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** `PUT /api/me/preferred-language`: keeps a signed-in person's choice on their account. */
export const savePreferredLanguage = (language: Language) =>
  apiRequest<{ user: UserView }>('/me/preferred-language', {
    method: 'PUT',
    body: { preferred_language: language },
  }).then((body) => body.user);

/**
 * The language a signed-in person just chose, on their account: at once in the stored
 * user (so it is not switched back), then on the server. Should the call fail, the cookie
 * still holds the choice, and the next login saves it.
 */
export function keepOnAccount(language: Language): void {
  const session = sessionStore.get();
  if (!session || session.user.preferred_language === language) return;
  sessionStore.updateUser({ ...session.user, preferred_language: language });
  savePreferredLanguage(language).then(
    (user) => sessionStore.updateUser(user),
    () => undefined,
  );
}
