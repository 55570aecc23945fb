import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useMessage } from '@/lib/use-message';
import { useRevealOwnerPhone } from '../api/car-contact';

/**
 * The four cases of spec §2 (DESIGN §1.5): signed out, not a client, a client whose
 * licence is not verified, and a verified client (or an admin), who sees the phone only
 * after asking for it.
 */
export function ContactBox({ carId }: { carId: number }) {
  const { t } = useTranslation();
  const message = useMessage();
  const location = useLocation();
  const session = useSession();
  const reveal = useRevealOwnerPhone(carId);
  const user = session?.user;

  let body;
  if (!user) {
    body = (
      <>
        <p className="font-semibold text-stone-900">{t('cars.contactLoginTitle')}</p>
        <p className="mt-1 text-sm text-stone-700">{t('cars.contactLoginText')}</p>
        <ButtonLink to={paths.login(location.pathname)} className="mt-4">
          {t('cars.logIn')}
        </ButtonLink>
      </>
    );
  } else if (user.role !== 'client' && user.role !== 'admin') {
    body = (
      <>
        <p className="font-semibold text-stone-900">{t('messages.contactClientOnly')}</p>
        <p className="mt-1 text-sm text-stone-700">{t('cars.contactClientOnlyText')}</p>
      </>
    );
  } else if (user.role === 'client' && user.license_verification_status !== 'verified') {
    body = (
      <>
        <p className="font-semibold text-stone-900">{t('messages.contactLicenceRequired')}</p>
        <p className="mt-1 text-sm text-stone-700">{t('cars.contactLicenceText')}</p>
        <ButtonLink to={paths.verification} className="mt-4">
          {t('cars.verifyLicence')}
        </ButtonLink>
      </>
    );
  } else if (reveal.data) {
    body = reveal.data.phone ? (
      <a
        href={`tel:${reveal.data.phone.replace(/[^\d+]/g, '')}`}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-50 px-4 py-2.5 text-lg font-bold text-brand-900 hover:bg-brand-100"
      >
        {t('cars.callOwner', { phone: reveal.data.phone })}
      </a>
    ) : (
      <p className="text-sm text-stone-700">{t('cars.noPhone')}</p>
    );
  } else {
    const failure =
      reveal.error instanceof ApiError
        ? message(reveal.error.message)
        : reveal.error && t('cars.contactFailed');
    body = (
      <>
        <Button onClick={() => reveal.mutate()} disabled={reveal.isPending}>
          {reveal.isPending ? t('cars.revealing') : t('cars.showPhone')}
        </Button>
        {failure && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {failure}
          </p>
        )}
      </>
    );
  }

  return (
    <section
      aria-labelledby="contact-title"
      className="rounded-2xl border border-stone-200 bg-white p-5"
    >
      <h2 id="contact-title" className="mb-3 text-lg font-bold text-stone-900">
        {t('cars.contactTitle')}
      </h2>
      {body}
    </section>
  );
}
