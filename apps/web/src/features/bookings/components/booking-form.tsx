import { zodResolver } from '@hookform/resolvers/zod';
import {
  bookingForm,
  bookingHourChoices,
  choiceOfWindow,
  isBookable,
  kigaliDateTime,
  kigaliToday,
  latestBookingStart,
  quoteBooking,
  type BookableItem,
  type BookingFormValues,
  type BookingView,
} from '@kodesha/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { LoginRequired } from '@/components/login-required';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorText } from '@/components/ui/error-text';
import { Field } from '@/components/ui/field';
import { controlClass } from '@/components/ui/select-field';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { formatDateTime, formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { sessionStore, useSession } from '@/lib/session';
import { useTranslateMessage } from '@/lib/use-message';
import type { CalendarStretch } from '@/lib/calendar-availability';
import { useCreateBooking } from '../api/create-booking';
import { SimilarItems } from './similar-items';
import { useFreeStarts } from './use-free-starts';
import type { PickedStart } from './week-view-parts';

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

const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The booking form of rules §4.3: date (not before today, at most a year ahead), start time, 1 to 8 hours, the
 * end time and total worked out as you type (the server prices it again), and the
 * spec's messages. Submit stays disabled until a date and a time are chosen. Its starts
 * and hours are the free ones of the item's calendar (rules §4.17); a start `picked` on the
 * week view, or a window in the address (`?from=&until=`), fills it in.
 */
export function BookingForm({
  item,
  providerUserId,
  picked,
}: {
  item: BookingListing;
  /** The account that answers (the car's owner, the driver): nobody books their own listing. */
  providerUserId: number;
  picked?: PickedStart;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const [search] = useSearchParams();
  const from = search.get('from') ?? undefined;
  const until = search.get('until') ?? undefined;
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
      // Another listing, or another window in the address, starts a new form.
      key={`${item.type}-${item.id}-${from}-${until}`}
      item={item}
      isClient={session.user.role === 'client'}
      askPhone={!session.user.phone_number}
      asked={choiceOfWindow({ from, until })}
      picked={picked}
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
  asked,
  picked,
}: {
  item: BookingListing;
  isClient: boolean;
  /** A person with no phone yet is asked for one, optional (rules §4.3). */
  askPhone: boolean;
  /** The window the address names, when it is one the form can show. */
  asked: ReturnType<typeof choiceOfWindow>;
  picked?: PickedStart;
}) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const createBooking = useCreateBooking();
  const queryClient = useQueryClient();
  const hoursField = useRef<HTMLSelectElement | null>(null);
  /** The window of a request refused as taken (409): similar listings free then are offered. */
  const [refused, setRefused] = useState<CalendarStretch>();
  const [now] = useState(() => new Date());
  const resolver = useMemo(
    () =>
      zodResolver(bookingForm(now)) as unknown as Resolver<BookingFormValues, unknown, FormOutput>,
    [now],
  );
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, setValue, getValues, control, formState } = useForm<
    BookingFormValues,
    unknown,
    FormOutput
  >({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      date: asked?.day ?? '',
      start_time: asked ? clock(asked.startHour) : '',
      hours: asked?.hours ?? 2,
      notes: '',
      phone_number: '',
    },
  });
  const [date, startTime, hours] = useWatch({ control, name: ['date', 'start_time', 'hours'] });
  const free = useFreeStarts(item, now, date, startTime);
  const starts = 'starts' in free ? free.starts : [];
  const maxHours = 'maxHours' in free ? free.maxHours : 8;

  // A start the day does not offer is cleared; hours beyond what is free are cut to it.
  useEffect(() => {
    if (!('starts' in free)) return;
    if (startTime && !free.starts.some((hour) => clock(hour) === startTime))
      setValue('start_time', '');
    else if (Number(getValues('hours')) > free.maxHours) setValue('hours', free.maxHours);
  }, [free, startTime, setValue, getValues]);

  // A free hour picked on the week view fills the day and start, and brings the form to hand.
  useEffect(() => {
    if (!picked) return;
    setValue('date', picked.day, { shouldValidate: formState.isSubmitted });
    setValue('start_time', clock(picked.startHour), { shouldValidate: formState.isSubmitted });
    hoursField.current?.focus({ preventScroll: true });
    // Only a new pick moves the form, not a later submit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [picked, setValue]);
  const start = date && startTime ? kigaliDateTime(date, startTime) : null;
  const hourCount = Number(hours);
  const quote =
    start && hourCount > 0
      ? quoteBooking({ pricePerHour: item.price_per_hour, start, hours: hourCount })
      : null;
  const errors = formState.errors;
  const hoursRegistration = register('hours');

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    setRefused(undefined);
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
      // rules §4.17: taken or blocked meanwhile — the calendar is old; offer listings free then.
      if (error instanceof ApiError && error.status === 409) {
        setRefused({ from: booked.start, until: booked.end });
        void queryClient.invalidateQueries({ queryKey: queryKeys.calendars.all });
      }
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
        {refused && <SimilarItems item={item} window={refused} />}
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
          <div>
            <label
              htmlFor="booking-start"
              className="mb-1 block text-sm font-medium text-stone-800"
            >
              {t('bookings.startTime')}
            </label>
            <select
              id="booking-start"
              className={controlClass}
              required
              disabled={starts.length === 0}
              aria-invalid={errors.start_time ? true : undefined}
              aria-describedby={errors.start_time ? 'booking-start-error' : undefined}
              {...register('start_time')}
              // Held to the form's value: a start set before the day's starts arrived shows once they do.
              value={startTime}
            >
              <option value="">
                {free.status === 'no-date'
                  ? t('calendar.chooseDateFirst')
                  : free.status === 'loading'
                    ? t('calendar.loadingHours')
                    : t('calendar.chooseStart')}
              </option>
              {starts.map((hour) => (
                <option key={hour} value={clock(hour)}>
                  {clock(hour)}
                </option>
              ))}
            </select>
            <ErrorText id="booking-start-error" text={errors.start_time?.message} />
          </div>
        </div>
        {free.status === 'known' && free.offer.refusal && (
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {free.offer.refusal === 'not_a_day'
              ? t(`calendar.refusal.not_a_day.${free.offer.weekday}`)
              : t(`calendar.refusal.${free.offer.refusal}`)}
          </p>
        )}
        <div>
          <label htmlFor="booking-hours" className="mb-1 block text-sm font-medium text-stone-800">
            {t('bookings.hours')}
          </label>
          <select
            id="booking-hours"
            className={controlClass}
            {...hoursRegistration}
            value={String(hours)}
            ref={(element) => {
              hoursRegistration.ref(element);
              hoursField.current = element;
            }}
          >
            {bookingHourChoices.slice(0, maxHours).map((count) => (
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
