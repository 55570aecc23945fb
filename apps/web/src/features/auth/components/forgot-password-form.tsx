import { zodResolver } from '@hookform/resolvers/zod';
import { forgotByEmailForm, forgotByPhoneForm, toE164 } from '@kodesha/domain';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormControls } from '@/components/ui/form-controls';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useChannels, useSupportContact } from '@/lib/server-reach';
import { useTranslateMessage } from '@/lib/use-message';
import { useForgotPassword } from '../api/password-reset';

type Way = 'email' | 'phone';
type Values = { email: string; phone: string };
// Each checks its own field of the two the form holds.
const byEmail = zodResolver(forgotByEmailForm) as unknown as Resolver<Values>;
const byPhone = zodResolver(forgotByPhoneForm) as unknown as Resolver<Values>;

/**
 * Where no link or code can be sent (rules §1.14): how to reach the team instead, by its
 * phone when the server has one (`SUPPORT_PHONE`) and its email address.
 */
function AskTheTeam() {
  const { t } = useTranslation();
  const phone = useSupportContact().data?.phone;
  const email = t('footer.contactEmail');
  const linkClass =
    'inline-flex min-h-11 items-center gap-2 font-semibold break-all text-brand-700 hover:underline';
  return (
    <div className="space-y-3">
      <Alert tone="info">{t('auth.reset.noChannel')}</Alert>
      <ul className="space-y-1">
        {phone && (
          <li>
            <a href={`tel:${phone.replace(/[^+0-9]/g, '')}`} className={linkClass}>
              <PhoneIcon />
              {t('auth.reset.teamPhone')}: {phone}
            </a>
          </li>
        )}
        <li>
          <a href={`mailto:${email}`} className={linkClass}>
            <MailIcon />
            {t('auth.reset.teamEmail')}: {email}
          </a>
        </li>
      </ul>
    </div>
  );
}

/**
 * rules §1.14: an email address (a link comes by email) or a verified phone's number (a
 * code comes by SMS), each offered only where this server can send it. The answer is the
 * same whether or not an account matches.
 */
export function ForgotPasswordForm() {
  const channels = useChannels();
  if (!channels) return <Spinner />;
  const ways = (['email', 'phone'] as const).filter((way) =>
    way === 'email' ? channels.email : channels.sms,
  );
  if (ways.length === 0) return <AskTheTeam />;
  return <AskByWay ways={ways} />;
}

function AskByWay({ ways }: { ways: readonly Way[] }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const forgot = useForgotPassword();
  const [way, setWay] = useState<Way>(ways[0] ?? 'email');
  const [sentTo, setSentTo] = useState<{ way: Way; phone?: string }>();
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState, clearErrors } = useForm<Values>({
    // Only the chosen way's field is checked.
    resolver: way === 'email' ? byEmail : byPhone,
    defaultValues: { email: '', phone: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      if (way === 'email') await forgot.mutateAsync({ email: values.email });
      else await forgot.mutateAsync({ phone: values.phone });
      setSentTo({
        way,
        phone: way === 'phone' ? (toE164(values.phone) ?? values.phone) : undefined,
      });
    } catch (error) {
      setFormError(applyServerErrors(error, ['email', 'phone'], setError, translate));
    }
  });

  const choose = (next: Way) => {
    setWay(next);
    setSentTo(undefined);
    clearErrors();
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormControls className="space-y-4">
        <fieldset hidden={ways.length < 2}>
          <legend className="mb-1 block text-sm font-medium text-stone-800">
            {t('auth.reset.channel')}
          </legend>
          <div className="grid grid-cols-2 gap-2">
            {ways.map((option) => (
              <label
                key={option}
                className={`flex cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2.5 text-sm font-medium ${way === option ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-stone-300 text-stone-800'}`}
              >
                <input
                  type="radio"
                  name="way"
                  value={option}
                  checked={way === option}
                  onChange={() => choose(option)}
                  className="size-4 accent-brand-700"
                />
                {option === 'email' ? t('auth.reset.byEmail') : t('auth.reset.byPhone')}
              </label>
            ))}
          </div>
        </fieldset>
        {formError && <Alert tone="error">{formError}</Alert>}
        {sentTo && <Alert tone="success">{t('messages.resetRequested')}</Alert>}
        {way === 'email' ? (
          <Field
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={formState.errors.email?.message}
            {...register('email')}
          />
        ) : (
          <Field
            label={t('auth.reset.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            hint={t('auth.reset.phoneHint')}
            error={formState.errors.phone?.message}
            {...register('phone')}
          />
        )}
        <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('auth.reset.sending') : t('auth.reset.send')}
        </Button>
        {way === 'phone' && (
          <p className="text-center text-sm">
            <Link
              to={
                sentTo?.phone
                  ? `${paths.resetPassword}?phone=${encodeURIComponent(sentTo.phone)}`
                  : paths.resetPassword
              }
              className="font-semibold text-brand-700 hover:underline"
            >
              {t('auth.reset.haveCode')}
            </Link>
          </p>
        )}
      </FormControls>
    </form>
  );
}
