import { zodResolver } from '@hookform/resolvers/zod';
import {
  bookingForm,
  bookingHourChoices,
  isBookable,
  kigaliDateTime,
  kigaliToday,
  latestBookingStart,
  quoteBooking,
  type BookableItem,
  type BookingFormValues,
  type BookingView,
} from '@kodesha/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { LoginRequired } from '@/components/login-required';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorText } from '@/components/ui/error-text';
import { Field } from '@/components/ui/field';
import { controlClass } from '@/components/ui/select-field';
import { applyServerErrors } from '@/lib/form-errors';
import { formatDateTime, formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { sessionStore, useSession } from '@/lib/session';
import { useTranslateMessage } from '@/lib/use-message';
import { useCreateBooking } from '../api/create-booking';

/** A car or a driver as the form needs it: what the domain's `isBookable` reads, and the price. */
export type BookingListing = BookableItem & { id: number; price_per_hour: number };

type FormOutput = {
  date: string;
  start_time: string;
  hours: number;
  notes: string;
  /** E.164 once checked; undefined when left empty. */
  phone_number?: string;
};

/**
 * The notice the next screen shows after a request is sent, or (tone 'error') after a
 * booking's details failed to load. `requested` is the request just sent: the screen says
 * who answers it, by when and how the client will hear (rules §4.3).
 */
export type BookedState = { notice: string; tone?: 'success' | 'error'; requested?: BookingView };

/**
 * The booking form of rules §4.3: date (not before today, at most a year ahead), start time, 1 to 8 hours, the
 * end time and total worked out as you type (the server prices it again), and the
 * spec's messages. Submit stays disabled until a date and a time are chosen.
 */
export function BookingForm({
  item,
  providerUserId,
}: {
  item: BookingListing;
  /** The account that answers (the car's owner, the driver): nobody books their own listing. */
  providerUserId: number;
}) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session)
    return (
      <LoginRequired
        text={
          item.type === 'car' ? t('messages.bookingLoginCar') : t('messages.bookingLoginDriver')
        }
      />
    );
  if (session.user.id === providerUserId)
    return (
      <BookingPanel title={t('bookings.formTitle')}>
        <p className="text-sm text-stone-700">{t('bookings.ownListing')}</p>
      </BookingPanel>
    );
  if (!isBookable(item))
    return (
      <BookingPanel title={t('bookings.formTitle')}>
        <p className="text-sm text-stone-700">{t('bookings.unavailable')}</p>
      </BookingPanel>
    );
  return (
    <BookingRequestForm
      item={item}
      isClient={session.user.role === 'client'}
      askPhone={!session.user.phone_number}
    />
  );
}

function BookingPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-lg font-bold text-stone-900">{title}</h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function BookingRequestForm({
  item,
  isClient,
  askPhone,
}: {
  item: BookingListing;
  isClient: boolean;
  /** A person with no phone yet is asked for one, optional (rules §4.3). */
  askPhone: boolean;
}) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const createBooking = useCreateBooking();
  const [now] = useState(() => new Date());
  const resolver = useMemo(
    () =>
      zodResolver(bookingForm(now)) as unknown as Resolver<BookingFormValues, unknown, FormOutput>,
    [now],
  );
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, control, formState } = useForm<
    BookingFormValues,
    unknown,
    FormOutput
  >({
    resolver,
    mode: 'onTouched',
    defaultValues: { date: '', start_time: '', hours: 2, notes: '', phone_number: '' },
  });
  const [date, startTime, hours] = useWatch({ control, name: ['date', 'start_time', 'hours'] });
  const start = date && startTime ? kigaliDateTime(date, startTime) : null;
  const hourCount = Number(hours);
  const quote =
    start && hourCount > 0
      ? quoteBooking({ pricePerHour: item.price_per_hour, start, hours: hourCount })
      : null;
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    const begins = kigaliDateTime(values.date, values.start_time);
    if (!begins) return;
    const booked = quoteBooking({
      pricePerHour: item.price_per_hour,
      start: begins,
      hours: values.hours,
    });
    try {
      const booking = await createBooking.mutateAsync({
        item_type: item.type,
        item_id: item.id,
        start_time: booked.start.toISOString(),
        end_time: booked.end.toISOString(),
        notes: values.notes || undefined,
        // Kept on the account when it has none (rules §4.3); E.164 from the domain's schema.
        phone_number: askPhone ? values.phone_number : undefined,
      });
      const session = sessionStore.get();
      if (askPhone && values.phone_number && session)
        sessionStore.updateUser({ ...session.user, phone_number: values.phone_number });
      const state: BookedState = {
        notice: t(
          item.type === 'car' ? 'messages.bookingCreated' : 'messages.driverBookingCreated',
        ),
        requested: booking,
      };
      // rules §4.3: success goes to the client's bookings tab; other roles see the booking itself.
      void navigate(isClient ? paths.myBookings : paths.booking(booking.id), { state });
    } catch (error) {
      const text = applyServerErrors(
        error,
        ['start_time', 'notes', 'phone_number'],
        setError,
        translate,
        // rules §4.3: a car's form and a driver's each say it in the spec's words
        item.type === 'car' ? 'carBookingCreateFailed' : 'bookingCreateFailed',
      );
      if (text) setFormError(text);
    }
  });

  return (
    <BookingPanel title={t('bookings.formTitle')}>
      <p className="text-sm text-stone-600">
        {item.type === 'car' ? t('bookings.formIntro') : t('bookings.driverFormIntro')}
      </p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        {formError && <Alert tone="error">{formError}</Alert>}
        <div className="grid grid-cols-2 gap-3">
          <Field
            label={t('bookings.date')}
            type="date"
            min={kigaliToday(now)}
            max={kigaliToday(latestBookingStart(now))}
            required
            error={errors.date?.message}
            {...register('date')}
          />
          <Field
            label={t('bookings.startTime')}
            type="time"
            step={900}
            required
            error={errors.start_time?.message}
            {...register('start_time')}
          />
        </div>
        <div>
          <label htmlFor="booking-hours" className="mb-1 block text-sm font-medium text-stone-800">
            {t('bookings.hours')}
          </label>
          <select id="booking-hours" className={controlClass} {...register('hours')}>
            {bookingHourChoices.map((count) => (
              <option key={count} value={count}>
                {t('bookings.hourOption', { count })}
              </option>
            ))}
          </select>
          <ErrorText text={errors.hours?.message} />
        </div>
        <div>
          <label htmlFor="booking-notes" className="mb-1 block text-sm font-medium text-stone-800">
            {item.type === 'car' ? t('bookings.notes') : t('bookings.driverNotes')}
          </label>
          <textarea
            id="booking-notes"
            rows={2}
            maxLength={500}
            aria-describedby="booking-notes-hint"
            className={controlClass}
            {...register('notes')}
          />
          <p id="booking-notes-hint" className="mt-1 text-xs text-stone-600">
            {t('bookings.notesHint')}
          </p>
          <ErrorText text={errors.notes?.message} />
        </div>
        {askPhone && (
          <Field
            label={t('bookings.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+250 788 123 456"
            hint={item.type === 'car' ? t('bookings.phoneHintCar') : t('bookings.phoneHintDriver')}
            error={errors.phone_number?.message}
            {...register('phone_number')}
          />
        )}
        <dl
          className="grid grid-cols-2 gap-3 rounded-xl bg-stone-50 p-3 text-sm"
          aria-live="polite"
        >
          <div>
            <dt className="text-stone-600">{t('bookings.endsAt')}</dt>
            <dd className="font-semibold text-stone-900">
              {quote ? formatDateTime(quote.end.toISOString()) : '—'}
            </dd>
          </div>
          <div>
            <dt className="text-stone-600">{t('bookings.total')}</dt>
            <dd className="font-semibold text-stone-900" data-testid="booking-total">
              {quote ? formatMoney(quote.total) : '—'}
            </dd>
            {quote && (
              <dd className="text-xs text-stone-600">
                {t('bookings.perHourTimes', {
                  price: formatMoney(item.price_per_hour),
                  hours: String(quote.hours),
                })}
              </dd>
            )}
          </div>
        </dl>
        <Button
          type="submit"
          className="w-full"
          disabled={!date || !startTime || !(hourCount > 0) || createBooking.isPending}
        >
          {createBooking.isPending ? t('bookings.submitting') : t('bookings.submit')}
        </Button>
        <p className="text-xs text-stone-600">{t('bookings.timesNote')}</p>
      </form>
    </BookingPanel>
  );
}
