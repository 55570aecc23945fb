import {
  contactAccess,
  contactRefusal,
  messageKeyForCode,
  type ChatSubject,
} from '@kodesha/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { apiRequest, ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useErrorText } from '@/lib/use-message';
import { ChatLink } from './chat-link';

type ContactPhoneProps = {
  /** The API path that reveals the phone, e.g. `/cars/7/contact` (rules §1.12). */
  contactPath: string;
  title: string;
  loginText: string;
  /** Whose phone it is: owners and drivers are told a client account is needed in its words. */
  provider: 'owner' | 'driver';
  clientOnlyText: string;
  callLabel: (phone: string) => string;
  /** The chat with the listing's account, offered under the phone to a signed-in visitor. */
  chat: { recipientId: number; subject: ChatSubject; subjectId: number; label: string };
};

/**
 * The contact box of rules §1.12, for cars and drivers alike: signed out, not a client, a
 * client whose licence is not verified, and a verified client (or an admin), who sees
 * the phone only after asking for it.
 */
export function ContactPhone(props: ContactPhoneProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const location = useLocation();
  const user = useSession()?.user;
  const reveal = useMutation({
    mutationFn: async () => {
      const answers = await import('./contact-answers');
      const answer =
        props.provider === 'owner' ? answers.carContactAnswer : answers.driverContactAnswer;
      return (await apiRequest(props.contactPath, answer)).data;
    },
  });

  // The domain decides who may see the phone; the server refuses with the same answer.
  const access = contactAccess(user);
  const refusal = contactRefusal(access, props.provider);
  const refusalKey = refusal && messageKeyForCode(refusal);
  const refusalTitle = refusalKey && t(`messages.${refusalKey}`);

  let body;
  if (access === 'login') {
    body = (
      <>
        <p className="font-semibold text-stone-900">{t('contact.loginTitle')}</p>
        <p className="mt-1 text-sm text-stone-700">{props.loginText}</p>
        <ButtonLink to={paths.login(location.pathname)} className="mt-4">
          {t('contact.logIn')}
        </ButtonLink>
      </>
    );
  } else if (access === 'client-only') {
    body = (
      <>
        <p className="font-semibold text-stone-900">{refusalTitle}</p>
        <p className="mt-1 text-sm text-stone-700">{props.clientOnlyText}</p>
      </>
    );
  } else if (access === 'licence') {
    body = (
      <>
        <p className="font-semibold text-stone-900">{refusalTitle}</p>
        {/* rules §1.12, §4.8: the licence opens the phone before booking; a confirmation shows it anyway. */}
        <p className="mt-1 text-sm text-stone-700">{t(`contact.licenceText.${props.provider}`)}</p>
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
    body = (
      <>
        <Button onClick={() => reveal.mutate()} disabled={reveal.isPending}>
          {reveal.isPending ? t('contact.revealing') : t('contact.showPhone')}
        </Button>
        {reveal.error && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {reveal.error instanceof ApiError ? errorText(reveal.error) : t('contact.failed')}
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
      {user && <ChatLink {...props.chat} hint className="mt-4 border-t border-stone-200 pt-4" />}
    </section>
  );
}
