import { maxPassengers, minPassengers, ticketClasses } from '@kodesha/domain';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { ErrorText } from '@/components/ui/error-text';
import { Field } from '@/components/ui/field';
import { controlClass } from '@/components/ui/select-field';
import { cityOptions, countryOptions } from './ticket-destination-options';
import { FormSelect } from '@/components/ui/form-select';
import type { TicketBookingFormState } from './use-ticket-booking-form';

const passengerCounts = Array.from(
  { length: maxPassengers - minPassengers + 1 },
  (_, index) => minPassengers + index,
);
const maxSpecialRequests = 1000;

/**
 * The trip of 'Book Your Ticket' (rules §6.2): from, to (the countries of the ticket
 * type, then that country's cities), the dates (a return only for a round trip, never
 * before the departure), passengers, class and special requests.
 */
export function TicketTripFields({ state }: { state: TicketBookingFormState }) {
  const { t } = useTranslation();
  const { form, ticketType, tripType, country, departureDate, today } = state;
  const { register, formState, control } = form;
  const errors = formState.errors;
  const [city, specialRequests] = useWatch({
    control,
    name: ['destination_city', 'special_requests'],
  });
  const cities = cityOptions(ticketType, country);
  const requestsId = useId();

  return (
    <section aria-labelledby="ticket-trip" className="space-y-4">
      <h3 id="ticket-trip" className="text-lg font-semibold text-stone-900">
        {t('ticketBooking.form.tripSection')}
      </h3>
      <Field
        label={t('ticketBooking.form.from')}
        autoComplete="address-level2"
        maxLength={100}
        placeholder={t('ticketBooking.form.fromPlaceholder')}
        error={errors.departure_city?.message}
        {...register('departure_city')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          label={t('ticketBooking.form.toCountry')}
          error={errors.destination_country?.message}
          {...register('destination_country', { onChange: state.changeCountry })}
          // Controlled too: a Popular Destination or a new ticket type sets the value in
          // the render that brings its options, which the select alone would not show.
          value={country}
        >
          <option value="">{t('ticketBooking.form.chooseCountry')}</option>
          {countryOptions(ticketType).map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </FormSelect>
        <FormSelect
          label={t('ticketBooking.form.toCity')}
          disabled={!country}
          error={errors.destination_city?.message}
          {...register('destination_city')}
          value={city}
        >
          <option value="">
            {country
              ? t('ticketBooking.form.chooseCity')
              : t('ticketBooking.form.chooseCountryFirst')}
          </option>
          {cities.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </FormSelect>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('ticketBooking.form.departureDate')}
          type="date"
          min={today}
          error={errors.departure_date?.message}
          {...register('departure_date')}
        />
        {tripType === 'round_trip' && (
          <Field
            label={t('ticketBooking.form.returnDate')}
            type="date"
            min={departureDate && departureDate > today ? departureDate : today}
            error={errors.return_date?.message}
            {...register('return_date')}
          />
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          label={t('ticketBooking.form.passengers')}
          error={errors.passengers_count?.message}
          {...register('passengers_count')}
        >
          {passengerCounts.map((count) => (
            <option key={count} value={String(count)}>
              {t('tickets.passengers', { count })}
            </option>
          ))}
        </FormSelect>
        <FormSelect
          label={t('ticketBooking.form.class')}
          error={errors.class_type?.message}
          {...register('class_type')}
        >
          {ticketClasses.map((ticketClass) => (
            <option key={ticketClass} value={ticketClass}>
              {t(`tickets.class.${ticketClass}`)}
            </option>
          ))}
        </FormSelect>
      </div>
      <div>
        <label htmlFor={requestsId} className="mb-1 block text-sm font-medium text-stone-800">
          {t('ticketBooking.form.specialRequests')}
        </label>
        <textarea
          id={requestsId}
          rows={3}
          maxLength={maxSpecialRequests}
          aria-describedby={`${requestsId}-hint`}
          aria-invalid={errors.special_requests ? true : undefined}
          className={controlClass}
          {...register('special_requests')}
        />
        <p
          id={`${requestsId}-hint`}
          className="mt-1 flex flex-wrap justify-between gap-x-3 text-xs text-stone-600"
        >
          <span>{t('ticketBooking.form.specialRequestsHint')}</span>
          <span>
            {t('ticketBooking.form.characters', {
              count: specialRequests?.length ?? 0,
              max: maxSpecialRequests,
            })}
          </span>
        </p>
        <ErrorText text={errors.special_requests?.message} />
      </div>
    </section>
  );
}
