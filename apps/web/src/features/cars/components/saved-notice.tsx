import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/lib/paths';
import { useRedirectAfter } from './use-redirect-after';

/** rules §2.11: after adding or editing a car, the dashboard follows in 2 s. */
export const redirectAfterSaveMs = 2_000;

/**
 * The success message of add and edit car, then the dashboard. It takes focus, so a phone
 * user who tapped Save at the bottom of the long form sees it (and screen readers say it).
 */
export function SavedNotice({ title }: { title: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useRedirectAfter(true, paths.ownerDashboard, redirectAfterSaveMs);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} className="focus:outline-none">
      <Alert tone="success" title={title}>
        {t('owner.redirecting')}{' '}
        <Link to={paths.ownerDashboard} className="font-semibold underline">
          {t('owner.goNow')}
        </Link>
      </Alert>
    </div>
  );
}
