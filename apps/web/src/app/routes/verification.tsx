import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { LicenceUploadForm } from '@/features/users/components/licence-upload-form';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-account';

const redirectAfterUploadMs = 3_000; // rules §1.9

/** The four states of rules §1.9: verified, pending, rejected (upload again), not submitted (upload). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('verification.title'));
  const session = useSession();
  const navigate = useNavigate();
  const [uploaded, setUploaded] = useState(false);

  useEffect(() => {
    if (!uploaded) return;
    const timer = window.setTimeout(() => navigate(paths.home), redirectAfterUploadMs);
    return () => window.clearTimeout(timer);
  }, [uploaded, navigate]);

  if (!session) return null;
  const status = session.user.license_verification_status;

  let content;
  if (uploaded) {
    content = (
      <>
        <h1 className="text-2xl font-bold text-brand-800">{t('verification.uploadedTitle')}</h1>
        <p className="mt-2 text-stone-700">{t('verification.uploadedText')}</p>
      </>
    );
  } else if (status === 'verified') {
    content = (
      <>
        <h1 className="text-2xl font-bold text-brand-800">{t('verification.verifiedTitle')}</h1>
        <p className="mt-2 text-stone-700">{t('verification.verifiedText')}</p>
        <ButtonLink to={paths.cars()} className="mt-6">
          {t('verification.browseCars')}
        </ButtonLink>
      </>
    );
  } else if (status === 'pending') {
    content = (
      <>
        <h1 className="text-2xl font-bold text-amber-800">{t('verification.pendingTitle')}</h1>
        <p className="mt-2 text-stone-700">{t('verification.pendingText')}</p>
      </>
    );
  } else {
    content = (
      <>
        <h1 className="text-2xl font-bold text-stone-900">{t('verification.uploadTitle')}</h1>
        {status === 'rejected' && (
          <div className="mt-4">
            <Alert tone="warning" title={t('verification.rejectedTitle')}>
              {t('verification.rejectedText')}
            </Alert>
          </div>
        )}
        <p className="mt-3 mb-6 text-stone-700">{t('verification.uploadText')}</p>
        <LicenceUploadForm onUploaded={() => setUploaded(true)} />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Card>{content}</Card>
    </div>
  );
}
