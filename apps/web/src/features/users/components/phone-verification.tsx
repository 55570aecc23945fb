import { phoneVerifyInput, type UserView } from '@kodesha/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { describeWithFallback } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useChannels } from '@/lib/server-reach';
import { toast } from '@/lib/toasts';
import { fieldErrorText, useErrorText, useMessage, useTranslateMessage } from '@/lib/use-message';
import { useSendPhoneCode, useVerifyPhone } from '../api/phone-verification';

const codeLength = 6;

/** Verified or not, as a badge. */
export function PhoneVerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={verified ? 'green' : 'amber'}>
      {verified ? t('phone.verified') : t('phone.notVerified')}
    </Badge>
  );
}

/**
 * Verifies the person's phone where they are (rules §10.7, §10.9):
 * Send code texts a 6-digit code, the code typed here verifies it, and the person's view
 * says so at once. A changed number is unverified again, so this shows once more.
 */
export function PhoneVerificationForm({
  user,
  onVerified,
}: {
  user: UserView;
  onVerified?: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const translate = useTranslateMessage();
  const message = useMessage();
  const send = useSendPhoneCode();
  const verify = useVerifyPhone();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();

  const onSend = () => {
    setCodeError(undefined);
    verify.reset();
    send.mutate(undefined, { onSuccess: () => setSent(true) });
  };

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    // The domain's rule: 6 digits (rules §10.7); spaces typed between them are dropped.
    const checked = phoneVerifyInput.safeParse({ code: code.replace(/\s/g, '') });
    if (!checked.success) {
      setCodeError(message(checked.error.issues[0]?.message));
      return;
    }
    const digits = checked.data.code;
    setCodeError(undefined);
    // Awaited rather than a callback of `mutate`: once verified, the person's view changes and
    // this form is gone before such a callback would run.
    verify.mutateAsync(digits).then(
      () => {
        toast.success(t('phone.done'));
        onVerified?.();
      },
      (error: unknown) => {
        // A wrong, used or expired code is a 422 under `code`: said on the field.
        if (error instanceof ApiError && error.errors.code?.length)
          setCodeError(fieldErrorText(error, 'code', 0, translate));
      },
    );
  };

  const verifyFailed =
    verify.isError && !(verify.error instanceof ApiError && verify.error.errors.code?.length);

  return (
    <div className="space-y-3">
      {send.isError && <Alert tone="error">{errorText(send.error)}</Alert>}
      {!sent ? (
        <Button onClick={onSend} disabled={send.isPending}>
          {send.isPending ? t('phone.sending') : t('phone.sendCode')}
        </Button>
      ) : (
        <form onSubmit={onVerify} noValidate className="space-y-3">
          <Alert tone="info">{t('phone.codeSent', { phone: user.phone_number ?? '' })}</Alert>
          {verifyFailed && (
            <Alert tone="error">
              {describeWithFallback(verify.error, translate, 'verificationError')}
            </Alert>
          )}
          <Field
            label={t('phone.codeLabel')}
            hint={t('phone.codeHint')}
            error={codeError}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={codeLength + 2}
            className="max-w-xs"
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={verify.isPending}>
              {verify.isPending ? t('phone.verifying') : t('phone.verify')}
            </Button>
            <Button variant="secondary" onClick={onSend} disabled={send.isPending}>
              {send.isPending ? t('phone.sending') : t('phone.sendAgain')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

/**
 * The phone's part of a profile: the number, whether it is verified, and (when it is not)
 * verifying it in place; with no number, where to add one.
 */
export function PhoneVerification({
  user,
  why,
  onVerified,
  showNumber = true,
}: {
  user: UserView;
  /** Why to verify, in this screen's words (a provider's requests, or replies). */
  why?: string;
  onVerified?: () => void;
  /** False where the screen shows the number and its badge already (the profile's details). */
  showNumber?: boolean;
}) {
  const { t } = useTranslation();
  const channels = useChannels();
  if (!user.phone_number)
    return (
      <div className="space-y-3">
        <p className="text-sm text-stone-700">{t('phone.noPhone')}</p>
        <ButtonLink to={paths.editProfile} variant="secondary">
          {t('phone.addPhone')}
        </ButtonLink>
      </div>
    );
  return (
    <div className="space-y-3">
      {showNumber && (
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all text-stone-900">{user.phone_number}</span>
          <PhoneVerifiedBadge verified={user.is_phone_verified} />
        </p>
      )}
      {/* rules §10.7: a code is offered only where an SMS can carry it. */}
      {!user.is_phone_verified && channels?.sms === true && (
        <>
          <p className="text-sm text-stone-700">{why ?? t('phone.why')}</p>
          <PhoneVerificationForm user={user} onVerified={onVerified} />
        </>
      )}
      {!user.is_phone_verified && channels?.sms === false && (
        <p className="text-sm text-stone-700">{t('phone.noSms')}</p>
      )}
    </div>
  );
}

/** The phone's section of a profile screen, as a card of its own. */
export function PhoneSection({
  user,
  why,
  showNumber,
}: {
  user: UserView;
  why?: string;
  showNumber?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="phone-section-heading"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="phone-section-heading" className="mb-3 text-lg font-semibold text-stone-900">
        {t('phone.title')}
      </h2>
      <PhoneVerification user={user} why={why} showNumber={showNumber} />
    </section>
  );
}

/**
 * On an owner's or driver's dashboard until their phone is verified: their requests reach
 * them by SMS only then. Verifies in place; gone once verified, and never shown by a
 * server that sends no SMS (rules §10.7).
 */
export function PhoneVerificationReminder({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const channels = useChannels();
  if (user.is_phone_verified || channels?.sms !== true) return null;
  return (
    <section
      aria-labelledby="phone-reminder-heading"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:p-5"
    >
      <h2 id="phone-reminder-heading" className="font-semibold">
        {t('phone.reminderTitle')}
      </h2>
      <p className="mt-1 text-sm">{t('phone.providerWhy')}</p>
      <div className="mt-3">
        {!user.phone_number ? (
          <ButtonLink to={paths.editProfile} variant="secondary">
            {t('phone.addPhone')}
          </ButtonLink>
        ) : (
          <PhoneVerificationForm user={user} />
        )}
      </div>
    </section>
  );
}
