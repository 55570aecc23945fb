import type { DriverView } from '@kodesha/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { QueryGate } from '@/components/ui/query-gate';
import { useMyDriverProfile } from '../api/my-driver-profile';
import { DriverProfileMissing } from './driver-profile-missing';

/**
 * The driver's own profile, once it has loaded: a driver who has not registered one yet is
 * sent to register, and a failed load says so. The dashboard and the profile screen share it.
 */
export function MyDriverProfileGate({ children }: { children: (driver: DriverView) => ReactNode }) {
  const { t } = useTranslation();
  const profile = useMyDriverProfile();
  return (
    <QueryGate
      query={profile}
      notFound={<DriverProfileMissing />}
      error={() => (
        <div className="mx-auto max-w-xl px-4 py-16">
          <Alert tone="error">{t('driver.loadFailed')}</Alert>
        </div>
      )}
    >
      {children}
    </QueryGate>
  );
}
