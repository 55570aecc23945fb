import {
  adminTicketUpdateInput,
  messages,
  type AdminTicketBookingView,
  type AdminTicketUpdateInput,
} from '@kodesha/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorText } from '@/components/ui/error-text';
import { Field } from '@/components/ui/field';
import { controlClass } from '@/components/ui/select-field';
import { formatMoney } from '@/lib/format';
import { ticketAnswersFor, type TicketOpening } from './admin-ticket-actions';

type Choice = 'confirm' | 'cancel' | 'note';
type Problems = Partial<Record<'quoted_price' | 'admin_notes', string>>;

const firstChoice = (opening: TicketOpening, canConfirm: boolean): Choice =>
  opening === 'cancel' || !canConfirm ? 'cancel' : 'confirm';

/** The price as typed, or nothing when the box is blank. */
const priceOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The admin's answer to a request (rules §6.5). A pending one: Confirm, with an optional
 * quoted price and note; Cancel, with an optional note; or the note alone. A decided one:
 * the note alone. The note is the traveller's to read, and the form says so. The domain's
 * schema checks before anything is sent, with the server's own words.
 */
export function AdminTicketAnswer({
  ticket,
  opening,
  now,
  saving,
  onSave,
}: {
  ticket: AdminTicketBookingView;
  opening: TicketOpening;
  now: Date;
  saving: boolean;
  onSave: (answer: AdminTicketUpdateInput) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const answers = ticketAnswersFor(ticket, now);
  const pending = ticket.status === 'pending';
  const [choice, setChoice] = useState<Choice>(
    pending ? firstChoice(opening, answers.confirm) : 'note',
  );
  const [price, setPrice] = useState('');
  const [note, setNote] = useState(ticket.admin_notes ?? '');
  const [problems, setProblems] = useState<Problems>({});
  // Letters in a number box read as blank: the box says whether it could read them.
  const [priceUnreadable, setPriceUnreadable] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === 'confirm' && priceUnreadable) {
      setProblems({ quoted_price: messages.quotedPriceInvalid });
      return;
    }
    const saved = ticket.admin_notes ?? '';
    const noteChanged = note.trim() !== saved.trim();
    const noteIfChanged = noteChanged ? { admin_notes: note } : {};
    const input =
      choice === 'confirm'
        ? { status: 'confirmed', quoted_price: priceOf(price), ...noteIfChanged }
        : choice === 'cancel'
          ? { status: 'cancelled', ...noteIfChanged }
          : { admin_notes: note };
    const parsed = adminTicketUpdateInput.safeParse(input);
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'quoted_price' || field === 'admin_notes') && !found[field])
          found[field] = issue.message;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    onSave(parsed.data);
  };

  const choices: Choice[] = [...(answers.confirm ? (['confirm'] as const) : []), 'cancel', 'note'];
  const typedPrice = priceOf(price);
  const showsPreview = typedPrice !== undefined && Number.isInteger(typedPrice) && typedPrice >= 1;
  const submitLabel = saving
    ? t('adminTickets.saving')
    : {
        confirm: t('adminTickets.confirmRequest'),
        cancel: t('adminTickets.cancelRequest'),
        note: t('adminTickets.saveNote'),
      }[choice];

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-stone-200 bg-white p-3 sm:p-5"
    >
      <h3 id={`${id}-heading`} className="text-lg font-bold text-stone-900">
        {pending ? t('adminTickets.answerHeading') : t('adminTickets.noteHeading')}
      </h3>
      <form onSubmit={submit} noValidate className="mt-3 space-y-4">
        {pending && !answers.confirm && (
          <Alert tone="warning">{t('messages.ticketDeparted')}</Alert>
        )}
        {pending && (
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-stone-800">
              {t('adminTickets.answerChoice')}
            </legend>
            <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-stone-100 p-1">
              {choices.map((option) => (
                <label key={option} className="min-w-0">
                  <input
                    type="radio"
                    name={`${id}-choice`}
                    value={option}
                    checked={choice === option}
                    onChange={() => {
                      setChoice(option);
                      setProblems({});
                    }}
                    className="peer sr-only"
                  />
                  <span className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-1 text-center text-sm font-semibold sm:px-2 text-stone-700 peer-checked:bg-white peer-checked:text-stone-900 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 hover:text-stone-900">
                    {t(`adminTickets.answer.${option}`)}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {choice === 'confirm' && (
          <Field
            label={t('adminTickets.quotedPrice')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1000}
            value={price}
            onChange={(event) => {
              setPrice(event.target.value);
              setPriceUnreadable(event.target.validity.badInput);
            }}
            error={problems.quoted_price}
            hint={
              showsPreview
                ? `${t('adminTickets.quotedPriceHint')} ${t('adminTickets.quotedPricePreview', { price: formatMoney(typedPrice) })}`
                : t('adminTickets.quotedPriceHint')
            }
            data-autofocus={opening === 'confirm' || undefined}
          />
        )}
        <div>
          <label htmlFor={`${id}-note`} className="mb-1 block text-sm font-medium text-stone-800">
            {t('adminTickets.note')}
          </label>
          <textarea
            id={`${id}-note`}
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={problems.admin_notes ? true : undefined}
            aria-describedby={`${id}-note-hint${problems.admin_notes ? ` ${id}-note-error` : ''}`}
            className={controlClass}
            data-autofocus={(opening === 'cancel' && choice === 'cancel') || undefined}
          />
          <p id={`${id}-note-hint`} className="mt-1 text-xs text-stone-600">
            {choice === 'note' ? t('adminTickets.noteHintSaved') : t('adminTickets.noteHint')}
          </p>
          <ErrorText id={`${id}-note-error`} text={problems.admin_notes} />
        </div>
        {choice === 'cancel' && (
          <p className="text-sm text-stone-700">{t('adminTickets.cancelWarning')}</p>
        )}
        <div className="flex justify-end">
          <Button
            type="submit"
            variant={choice === 'cancel' ? 'danger' : 'primary'}
            disabled={saving}
            aria-busy={saving || undefined}
            className="w-full sm:w-auto"
          >
            {submitLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}
