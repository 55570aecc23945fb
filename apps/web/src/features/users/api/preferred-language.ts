import type { Language, UserView } from '@kodesha/domain';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';
import { shownLanguage, showLanguage } from '@/lib/language';
import { sessionStore, useSession } from '@/lib/session';

/** `PUT /api/me/preferred-language`: keeps a signed-in person's choice on their account. */
export const savePreferredLanguage = (language: Language) =>
  apiRequest<{ user: UserView }>('/me/preferred-language', {
    method: 'PUT',
    body: { preferred_language: language },
  }).then((body) => body.user);

/**
 * rules §9.15: a person's language follows them to every device they log in on. Whenever
 * their account names a language other than the one shown (a login, or a choice made on
 * another device and read back with the user), the app switches to it.
 */
export function useAccountLanguage(): void {
  const chosen = useSession()?.user.preferred_language;
  useEffect(() => {
    if (chosen && chosen !== shownLanguage()) void showLanguage(chosen).catch(() => undefined);
  }, [chosen]);
}

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
