import { useRefreshCurrentUser } from '@/features/auth/api/current-user';
import { useLiveUpdates } from './use-live-updates';
import { useAccountLanguage } from '@/features/users/api/preferred-language';

/**
 * What runs in the background for a signed-in person: their user kept fresh, their
 * account's language shown (rules §9.15), and the live chat stream. Loaded only once
 * someone is signed in (root-layout.tsx), so a visitor's first load carries none of it
 * (rules §9.16). Draws nothing.
 */
export function SignedInServices() {
  useRefreshCurrentUser();
  useAccountLanguage();
  useLiveUpdates();
  return null;
}
