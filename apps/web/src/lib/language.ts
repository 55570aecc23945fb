import { isLanguage, languageCookie, type Language, type UserView } from '@kodesha/domain';
import { apiRequest } from './api-client';
import { i18n } from './i18n';
import { sessionStore } from './session';

/** How long a reader's choice is kept: a year, renewed with every choice. */
const keptSeconds = 365 * 24 * 60 * 60;

/**
 * A choice not yet on the account (rules §9.15): made while signed out, or whose saving
 * failed. The next login or sign-up carries it (`preferred_language`), and a signed-in
 * session saves it; the cookie alone never does, since it also follows the account.
 */
const pendingKey = 'kodesha_language_choice';

export function pendingLanguageChoice(): Language | undefined {
  try {
    const value = localStorage.getItem(pendingKey);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined; // storage blocked: the choice still shows, and stays in the cookie
  }
}

function setPendingChoice(language: Language | undefined): void {
  try {
    if (language) localStorage.setItem(pendingKey, language);
    else localStorage.removeItem(pendingKey);
  } catch {
    // storage blocked: nothing to carry to the next login
  }
}

/** The pending choice reached the account (a login, a sign-up, a save): nothing waits. */
export const forgetPendingChoice = () => setPendingChoice(undefined);

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
 * then `<html lang>` and the cookie the server draws later pages in. Only a person's choice
 * (here, or on their account) is kept in the cookie; the browser's default never is.
 * Resolves to false when another switch overtook this one; fails when the words could not
 * come, leaving everything as it was.
 */
export async function showLanguage(language: Language): Promise<boolean> {
  if (!(await i18n.changeLanguage(language))) return false;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${languageCookie}=${language}; path=/; max-age=${keptSeconds}; samesite=lax${secure}`;
  document.documentElement.lang = language;
  return true;
}

/** `PUT /api/me/preferred-language`: keeps a signed-in person's choice on their account. */
export async function savePreferredLanguage(language: Language): Promise<UserView> {
  // The answer's schema (and zod with it) comes with the first save, not with every page:
  // this file is part of every page's first load, which carries no schema.
  const { ownUserAnswer } = await import('./own-user-answer');
  const body = await apiRequest('/me/preferred-language', ownUserAnswer, {
    method: 'PUT',
    body: { preferred_language: language },
  });
  return body.user;
}

/** Saves go one after another, so the account ends with the last choice. */
let saving: Promise<unknown> = Promise.resolve();

/**
 * A person's choice, kept for their account: pending until it is saved, at once when
 * signed in, else at the next login or sign-up. Should saving fail, it stays pending and
 * a signed-in session saves it later; the account's older choice never switches it back.
 */
export function keepOnAccount(language: Language): void {
  setPendingChoice(language);
  if (!sessionStore.get()) return;
  saving = saving.then(() =>
    savePreferredLanguage(language).then(
      (user) => {
        // A later choice is waiting its turn: this answer is not the last word.
        if (pendingLanguageChoice() !== language) return;
        forgetPendingChoice();
        sessionStore.updateUser(user);
      },
      () => undefined,
    ),
  );
}
