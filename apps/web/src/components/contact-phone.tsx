import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { apiRequest, ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useMessage } from '@/lib/use-message';

type ContactPhoneProps = {
  /** The API path that reveals the phone, e.g. `/cars/7/contact` (DESIGN §1.5). */
  contactPath: string;
  title: string;
  loginText: string;
  /** What an owner or driver is told: a client account is needed. */
  clientOnlyMessage: string;
  clientOnlyText: string;
  callLabel: (phone: string) => string;
  /** Shown under the phone to a signed-in visitor: the way to chat in the app instead. */
  chat?: ReactNode;
};

/**
 * The contact box of spec §2, for cars and drivers alike: signed out, not a client, a
 * client whose licence is not verified, and a verified client (or an admin), who sees
 * the phone only after asking for it.
 */
export function ContactPhone(props: ContactPhoneProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const location = useLocation();
  const user = useSession()?.user;
  const reveal = useMutation({
    mutationFn: () =>
      apiRequest<{ data: { phone: string | null } }>(props.contactPath).then((body) => body.data),
  });

  let body;
  if (!user) {
    body = (
      <>
        <p className="font-semibold text-stone-900">{t('contact.loginTitle')}</p>
        <p className="mt-1 text-sm text-stone-700">{props.loginText}</p>
        <ButtonLink to={paths.login(location.pathname)} className="mt-4">
          {t('contact.logIn')}
        </ButtonLink>
      </>
    );
  } else if (user.role !== 'client' && user.role !== 'admin') {
    body = (
      <>
        <p className="font-semibold text-stone-900">{message(props.clientOnlyMessage)}</p>
        <p className="mt-1 text-sm text-stone-700">{props.clientOnlyText}</p>
      </>
    );
  } else if (user.role === 'client' && user.license_verification_status !== 'verified') {
    body = (
      <>
        <p className="font-semibold text-stone-900">{t('messages.contactLicenceRequired')}</p>
        <p className="mt-1 text-sm text-stone-700">{t('contact.licenceText')}</p>
        <ButtonLink to={paths.verification} className="mt-4">
          {t('contact.verifyLicence')}
        </ButtonLink>
      </>
    );
  } else if (reveal.data) {
    body = reveal.data.phone ? (
      <a
        href={`tel:${reveal.data.phone.replace(/[^\d+]/g, '')}`}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-50 px-4 py-2.5 text-lg font-bold text-brand-900 hover:bg-brand-100"
      >
        {props.callLabel(reveal.data.phone)}
      </a>
    ) : (
      <p className="text-sm text-stone-700">{t('contact.noPhone')}</p>
    );
  } else {
    const failure =
      reveal.error instanceof ApiError
        ? message(reveal.error.message)
        : reveal.error && t('contact.failed');
    body = (
      <>
        <Button onClick={() => reveal.mutate()} disabled={reveal.isPending}>
          {reveal.isPending ? t('contact.revealing') : t('contact.showPhone')}
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
        {props.title}
      </h2>
      {body}
      {user && props.chat}
    </section>
  );
}
