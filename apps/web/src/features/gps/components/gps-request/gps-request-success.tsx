import { gpsRedirectDelayMs } from '@kodesha/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { RequestSuccess } from '@/components/request-success';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useMessage } from '@/lib/use-message';
import type { GpsRequestAnswer } from '@kodesha/domain';

/**
 * The answer to a request (rules §7.2): the server's message (contact within 24-48 hours),
 * the request's reference and the way back, which it takes by itself 3 s later.
 */
export function GpsRequestSuccess({ answer }: { answer: GpsRequestAnswer }) {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(paths.ownerDashboard), gpsRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <RequestSuccess
      id="gps-success-title"
      title={t('gpsRequest.success.title')}
      message={message(answer.message)}
      reference={t('gpsRequest.success.reference', { reference: answer.data.reference })}
      link={{ to: paths.ownerDashboard, label: t('gpsRequest.success.backToDashboard') }}
    >
      <p className="mt-4 text-sm">{t('gpsRequest.success.redirecting')}</p>
    </RequestSuccess>
  );
}
