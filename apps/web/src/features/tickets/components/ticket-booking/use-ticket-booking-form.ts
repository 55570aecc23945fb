import { zodResolver } from '@hookform/resolvers/zod';
import {
  kigaliToday,
  minPassengers,
  ticketDepartureCity,
  ticketRequestInput,
  type MessageKey,
  type TicketBookingAnswer,
  type TicketField,
  type TicketFormValues,
  type TicketRequest,
  type TicketType,
  type UserView,
} from '@kodesha/domain';
import { useCallback, useMemo, useState, type ChangeEvent } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslateMessage } from '@/lib/use-message';
import { TicketNotTaken, useRequestTicket } from '../../api/request-ticket';
import { destinationFor } from './ticket-destination-options';

/** The form's fields in the order rules §6.3 checks them: the first with a server error gets focus. */
export const ticketFields = [
  'ticket_type',
  'trip_type',
  'passenger_name',
  'passenger_email',
  'passenger_phone',
  'departure_city',
  'destination_country',
  'destination_city',
  'departure_date',
  'return_date',
  'passengers_count',
  'class_type',
  'special_requests',
] as const satisfies readonly TicketField[];

/**
 * A fresh form (rules §6.2): a one-way economy flight for one from Kigali, the contact
 * details filled in from the account (the passenger may still be someone else).
 */
export function blankTicketForm(user: UserView): TicketFormValues {
  return {
    ticket_type: 'flight',
    trip_type: 'one_way',
    passenger_name: user.name,
    passenger_email: user.email,
    passenger_phone: user.phone_number ?? '',
    departure_city: ticketDepartureCity,
    destination_country: '',
    destination_city: '',
    departure_date: '',
    return_date: '',
    passengers_count: String(minPassengers),
    class_type: 'economy',
    special_requests: '',
  };
}

/** A checked request as `POST /api/ticket-bookings` takes it: trimmed, every value text. */
const toRequestBody = (request: TicketRequest): TicketFormValues => ({
  ...request,
  return_date: request.return_date ?? '',
  passengers_count: String(request.passengers_count),
  special_requests: request.special_requests ?? '',
});

/**
 * rules §6.7: submitting words its failures more shortly than the rest of the site; an
 * answer that did not say the request was taken is rules §9.10's 'Failed to submit ticket booking'.
 */
function submitFailureKey(error: unknown): MessageKey {
  if (error instanceof TicketNotTaken) return 'ticketSubmitFailedShort';
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 0) return 'ticketOfflineShort';
  if (status === 404) return 'ticketNotFoundShort';
  if (status === 409) return 'conflict';
  if (status === 500) return 'ticketServerErrorShort';
  return 'ticketSubmitFailed';
}

/**
 * The state of 'Book Your Ticket' (rules §6.2, §6.3, §6.7): the domain's schema (the one
 * the server checks with) as the resolver, the fields that clear each other, the server's
 * answer, and the destination a Popular Destination fills in.
 */
export function useTicketBookingForm(user: UserView) {
  const translate = useTranslateMessage();
  const request = useRequestTicket();
  // "Today" is Kigali's today when the screen opened; the server checks against its own.
  const [now] = useState(() => new Date());
  const resolver = useMemo(
    () =>
      zodResolver(ticketRequestInput(now)) as unknown as Resolver<
        TicketFormValues,
        unknown,
        TicketRequest
      >,
    [now],
  );
  const form = useForm<TicketFormValues, unknown, TicketRequest>({
    resolver,
    defaultValues: blankTicketForm(user),
  });
  const { getValues, setValue, clearErrors, setError, setFocus, reset } = form;
  const [ticketType, tripType, country, departureDate] = useWatch({
    control: form.control,
    name: ['ticket_type', 'trip_type', 'destination_country', 'departure_date'],
  });
  const [answer, setAnswer] = useState<TicketBookingAnswer>();
  const [failure, setFailure] = useState<string>();

  const setDestination = useCallback(
    (destination: { country: string; city: string }) => {
      setValue('destination_country', destination.country, { shouldDirty: true });
      setValue('destination_city', destination.city, { shouldDirty: true });
      clearErrors(['destination_country', 'destination_city']);
    },
    [setValue, clearErrors],
  );

  // A radio group is one field: its handlers read the choice from the event, as the
  // group's last `register` call sets the one handler every radio of it runs.

  /**
   * A new ticket type keeps only the destination it offers too, and a bus an empty From
   * fills with Kigali, where every bus leaves (rules §6.2).
   */
  const changeTicketType = (event: ChangeEvent<HTMLInputElement>) => {
    const next: TicketType = event.target.value === 'bus' ? 'bus' : 'flight';
    if (next === 'bus' && !getValues('departure_city').trim()) {
      setValue('departure_city', ticketDepartureCity, { shouldDirty: true });
      clearErrors('departure_city');
    }
    const current = {
      country: getValues('destination_country'),
      city: getValues('destination_city'),
    };
    const kept = destinationFor(next, current);
    if (kept.country !== current.country || kept.city !== current.city) setDestination(kept);
  };

  /** Another country, other cities: the city chosen goes (rules §6.2). */
  const changeCountry = () => {
    setValue('destination_city', '');
  };

  /** One Way has no return date (rules §6.1): it goes with the field. */
  const changeTripType = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.target.value === 'one_way') {
      setValue('return_date', '');
      clearErrors('return_date');
    }
  };

  /**
   * A Popular Destination (rules §6.2) for the ticket type chosen: its country and, where
   * that type reaches it, its city (both types reach every one: ticket-destination-options.test.ts).
   */
  const chooseDestination = useCallback(
    (code: string, city: string) => {
      const type = getValues('ticket_type') === 'bus' ? 'bus' : 'flight';
      setDestination(destinationFor(type, { country: code, city }));
    },
    [getValues, setDestination],
  );

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setAnswer(undefined);
    try {
      const sent = await request.mutateAsync(toRequestBody(values));
      reset(blankTicketForm(user));
      setAnswer(sent);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setFailure(applyServerErrors(error, ticketFields, setError, translate));
        const first = ticketFields.find((field) => error.errors[field]?.length);
        if (first) setFocus(first);
      } else {
        setFailure(translate(submitFailureKey(error)));
      }
    }
  });

  return {
    form,
    ticketType: (ticketType === 'bus' ? 'bus' : 'flight') as TicketType,
    tripType,
    country,
    departureDate,
    today: kigaliToday(now),
    changeTicketType,
    changeCountry,
    changeTripType,
    chooseDestination,
    submit,
    isSubmitting: request.isPending,
    answer,
    failure,
  };
}

export type TicketBookingFormState = ReturnType<typeof useTicketBookingForm>;
