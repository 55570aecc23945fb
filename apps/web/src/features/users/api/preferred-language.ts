import { useEffect } from 'react';
import {
  forgetPendingChoice,
  pendingLanguageChoice,
  savePreferredLanguage,
  shownLanguage,
  showLanguage,
} from '@/lib/language';
import { sessionStore, useSession } from '@/lib/session';

/**
 * rules §9.15: a person's language follows them to every device they log in on. Whenever
 * their account names a language other than the one shown (a login, or a choice made on
 * another device and read back with the user), the app switches to it. A choice that has
 * not reached the account yet (its saving failed) wins, and is saved now.
 */
export function useAccountLanguage(): void {
  const chosen = useSession()?.user.preferred_language;
  useEffect(() => {
    const pending = pendingLanguageChoice();
    if (pending && pending !== chosen) {
      savePreferredLanguage(pending).then(
        (user) => {
          forgetPendingChoice();
          sessionStore.updateUser(user);
        },
        () => undefined,
      );
      return;
    }
    if (pending) forgetPendingChoice();
    if (chosen && chosen !== shownLanguage()) void showLanguage(chosen).catch(() => undefined);
  }, [chosen]);
}
