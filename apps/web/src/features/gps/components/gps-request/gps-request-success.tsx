import { gpsRedirectDelayMs } from '@kodesha/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router';
import { CheckIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';
import { useMessage } from '@/lib/use-message';
import type { GpsRequestAnswer } from '../../api/request-gps';

/**
 * The answer to a request (rules §7.2): the server's message (contact within 24-48 hours),
 * the request's reference and the way back, which it takes by itself 3 s later. It takes
 * the focus when it appears, so a phone that submitted from the bottom of the form shows
 * it and a screen reader reads it.
 */
export function GpsRequestSuccess({ answer }: { answer: GpsRequestAnswer }) {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
    const timer = window.setTimeout(() => navigate(paths.ownerDashboard), gpsRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="status"
      aria-labelledby="gps-success-title"
      className="scroll-mt-24 rounded-2xl border border-brand-200 bg-brand-50 p-5 text-brand-900 sm:p-6"
    >
      <p id="gps-success-title" className="flex items-center gap-2 text-xl font-bold">
        <CheckIcon className="size-7 shrink-0 text-brand-700" />
        {t('gpsRequest.success.title')}
      </p>
      <p className="mt-3">{message(answer.message)}</p>
      <p className="mt-2 text-sm font-semibold">
        {t('gpsRequest.success.reference', { reference: answer.data.reference })}
      </p>
      <p className="mt-4 text-sm">{t('gpsRequest.success.redirecting')}</p>
      <Link
        to={paths.ownerDashboard}
        className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-800 underline hover:text-brand-900"
      >
        {t('gpsRequest.success.backToDashboard')}
      </Link>
    </div>
  );
}
