import { zodResolver } from '@hookform/resolvers/zod';
import { declineForm, type DeclineFormValues } from '@kodesha/domain';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/ui/dialog';
import { ErrorText } from '@/components/ui/error-text';
import { controlClass } from '@/components/ui/select-field';
import { useTranslation } from '@/lib/i18n';

type DeclineFormOutput = { note: string | undefined };

/**
 * A provider's answer No to a request (rules §4.4): the dialog names the action, its
 * buttons say what they do ('Decline request', 'Keep request'), and an optional reason
 * goes to the client. The reason is checked with the server's own schema; a refusal of it
 * by the server (`serverError`) shows under it, and the dialog stays open.
 */
export function DeclineDialog({
  open,
  clientName,
  busy,
  serverError,
  onDecline,
  onKeep,
}: {
  open: boolean;
  /** Who is told: the client who asked. */
  clientName: string;
  busy: boolean;
  serverError?: string;
  onDecline: (note: string | undefined) => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  const noteId = useId();
  const { register, handleSubmit, formState, reset, setError } = useForm<
    DeclineFormValues,
    unknown,
    DeclineFormOutput
  >({ resolver: zodResolver(declineForm), defaultValues: { note: '' } });

  // A closed dialog forgets what was typed: the next request starts blank.
  useEffect(() => {
    if (!open) reset({ note: '' });
  }, [open, reset]);
  useEffect(() => {
    if (serverError) setError('note', { type: 'server', message: serverError });
  }, [serverError, setError]);

  const submit = handleSubmit((values) => onDecline(values.note));
  const error = formState.errors.note?.message;

  return (
    <ConfirmDialog
      open={open}
      title={t('bookings.declineTitle')}
      confirmLabel={t('bookings.declineRequest')}
      cancelLabel={t('bookings.keepRequest')}
      tone="danger"
      busy={busy}
      onConfirm={() => void submit()}
      onCancel={onKeep}
    >
      <p>{t('bookings.declineText', { name: clientName })}</p>
      <form onSubmit={submit} noValidate className="mt-4">
        <label htmlFor={noteId} className="mb-1 block text-sm font-medium text-stone-800">
          {t('bookings.declineNote', { name: clientName })}
        </label>
        <textarea
          id={noteId}
          rows={3}
          maxLength={500}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${noteId}-hint${error ? ` ${noteId}-error` : ''}`}
          className={controlClass}
          {...register('note')}
        />
        <p id={`${noteId}-hint`} className="mt-1 text-xs text-stone-600">
          {t('bookings.declineNoteHint')}
        </p>
        <ErrorText id={`${noteId}-error`} text={error} />
      </form>
    </ConfirmDialog>
  );
}
