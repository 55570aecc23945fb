import { ticketTypes, tripTypes } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ErrorText } from '@/components/ui/error-text';
import { busCountryCount } from './ticket-destination-options';
import { ChoiceCard } from './ticket-form-controls';
import { TicketTypeIcon } from '@/components/ui/icons';
import { TicketBookingSuccess } from './ticket-booking-success';
import { TicketTripFields } from './ticket-trip-fields';
import type { TicketBookingFormState } from './use-ticket-booking-form';

export const ticketFormHeadingId = 'book-your-ticket';

/**
 * 'Book Your Ticket' (rules §6.2) for a signed-in person: the kind of ticket, the
 * passenger, the trip; the first failing check under its field (rules §6.3), a failure to
 * send in the words of rules §6.7 beside the button, and the answer above a fresh form.
 */
export function TicketBookingForm({ state }: { state: TicketBookingFormState }) {
  const { t } = useTranslation();
  const { form, ticketType, tripType, answer, failure, isSubmitting } = state;
  const { register, formState } = form;
  const errors = formState.errors;

  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={ticketFormHeadingId} className="text-2xl font-bold text-stone-900">
        {t('ticketBooking.form.title')}
      </h2>
      <p className="mt-1 text-stone-700">{t('ticketBooking.form.intro')}</p>
      {answer && <TicketBookingSuccess key={answer.data.id} answer={answer} />}

      <form onSubmit={state.submit} noValidate className="mt-6 space-y-6">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-stone-800">
            {t('ticketBooking.form.ticketType')}
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {ticketTypes.map((type) => (
              <ChoiceCard
                key={type}
                checked={ticketType === type}
                title={t(`tickets.typeLong.${type}`)}
                text={t(`ticketBooking.form.ticketTypeText.${type}`, { count: busCountryCount })}
                icon={<TicketTypeIcon type={type} className="size-5 shrink-0" />}
              >
                <input
                  type="radio"
                  value={type}
                  className="mt-1 size-4 shrink-0 accent-brand-700"
                  {...register('ticket_type', { onChange: state.changeTicketType })}
                />
              </ChoiceCard>
            ))}
          </div>
          <ErrorText text={errors.ticket_type?.message} />
        </fieldset>

        <fieldset>
          <legend className="mb-2 text-sm font-medium text-stone-800">
            {t('ticketBooking.form.tripType')}
          </legend>
          <div className="grid grid-cols-2 gap-2">
            {tripTypes.map((trip) => (
              <ChoiceCard key={trip} checked={tripType === trip} title={t(`tickets.trip.${trip}`)}>
                <input
                  type="radio"
                  value={trip}
                  className="mt-1 size-4 shrink-0 accent-brand-700"
                  {...register('trip_type', { onChange: state.changeTripType })}
                />
              </ChoiceCard>
            ))}
          </div>
          <ErrorText text={errors.trip_type?.message} />
        </fieldset>

        <section aria-labelledby="ticket-passenger" className="space-y-4">
          <h3 id="ticket-passenger" className="text-lg font-semibold text-stone-900">
            {t('ticketBooking.form.passengerSection')}
          </h3>
          <Field
            label={t('ticketBooking.form.passengerName')}
            autoComplete="name"
            maxLength={100}
            hint={t('ticketBooking.form.passengerNameHint')}
            error={errors.passenger_name?.message}
            {...register('passenger_name')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('ticketBooking.form.passengerEmail')}
              type="email"
              autoComplete="email"
              inputMode="email"
              error={errors.passenger_email?.message}
              {...register('passenger_email')}
            />
            <Field
              label={t('ticketBooking.form.passengerPhone')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="+250 788 123 456"
              hint={t('ticketBooking.form.passengerPhoneHint')}
              error={errors.passenger_phone?.message}
              {...register('passenger_phone')}
            />
          </div>
        </section>

        <TicketTripFields state={state} />

        <div className="space-y-3">
          {failure && <Alert tone="error">{failure}</Alert>}
          <Button type="submit" className="w-full px-6 py-3 text-base" disabled={isSubmitting}>
            {isSubmitting ? t('ticketBooking.form.submitting') : t('ticketBooking.form.submit')}
          </Button>
          <p className="text-sm text-stone-600">{t('ticketBooking.form.noPayment')}</p>
        </div>
      </form>
    </div>
  );
}
