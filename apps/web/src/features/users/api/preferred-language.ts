import { useEffect } from 'react';
import { shownLanguage, showLanguage } from '@/lib/language';
import { useSession } from '@/lib/session';

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
