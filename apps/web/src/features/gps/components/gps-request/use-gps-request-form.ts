import { zodResolver } from '@hookform/resolvers/zod';
import {
  aYearAfter,
  carYearChoices,
  gpsRequestForm,
  kigaliToday,
  messages,
  type CarView,
  type GpsRequestAnswer,
  type GpsRequestFormOutput,
  type UserView,
} from '@kodesha/domain';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { describeError, useTranslateMessage } from '@/lib/use-message';
import { useRequestGps, type GpsRequestForm } from '../../api/request-gps';

/** What the Vehicle Information select needs of one of the owner's cars. */
export type GpsCarChoice = Pick<CarView, 'id' | 'make' | 'model' | 'year' | 'license_plate'>;

/** The form's values as typed: every field text, `car_id` blank for a car typed in (rules §7.1). */
export type GpsFormValues = {
  car_id: string;
  car_make: string;
  car_model: string;
  car_year: string;
  license_plate: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  installation_location: string;
  preferred_installation_date: string;
  preferred_time: string;
  reason: string;
};
type GpsField = keyof GpsFormValues;

/** The fields in the screen's order: the first with a server error gets the focus. */
export const gpsFields = [
  'car_id',
  'car_make',
  'car_model',
  'car_year',
  'license_plate',
  'contact_name',
  'contact_phone',
  'contact_email',
  'installation_location',
  'preferred_installation_date',
  'preferred_time',
  'reason',
] as const satisfies readonly GpsField[];

/** The six fields rules §7.2 requires. */
export const requiredGpsFields = [
  'car_make',
  'car_model',
  'license_plate',
  'contact_name',
  'contact_phone',
  'installation_location',
] as const satisfies readonly GpsField[];

/** The select's choice for a car typed in rather than chosen. */
export const anotherCar = 'other';
export const maxGpsNotes = 1000;

/** A fresh form: the contact is the account's (rules §7.2), which the owner may change. */
export function blankGpsForm(user: UserView): GpsFormValues {
  return {
    car_id: '',
    car_make: '',
    car_model: '',
    car_year: '',
    license_plate: '',
    contact_name: user.name,
    contact_phone: user.phone_number ?? '',
    contact_email: user.email,
    installation_location: '',
    preferred_installation_date: '',
    preferred_time: '',
    reason: '',
  };
}

/** A checked request as `POST /api/gps-requests` takes it: tidied by the schema, blanks left out. */
const toRequestBody = (request: GpsRequestFormOutput): GpsRequestForm => ({
  car_id: request.car_id ?? null,
  car_make: request.car_make,
  car_model: request.car_model,
  ...(request.car_year ? { car_year: String(request.car_year) } : {}),
  license_plate: request.license_plate ?? '',
  contact_name: request.contact_name,
  contact_phone: request.contact_phone,
  ...(request.contact_email ? { contact_email: request.contact_email } : {}),
  installation_location: request.installation_location,
  ...(request.preferred_installation_date
    ? { preferred_installation_date: request.preferred_installation_date }
    : {}),
  ...(request.preferred_time ? { preferred_time: request.preferred_time } : {}),
  ...(request.reason ? { reason: request.reason } : {}),
});

/**
 * A failure to send that is not about the fields: the session's or the role's own words
 * (the client sends an expired session to log in again), waiting after too many requests,
 * else the spec's 'Failed to submit GPS installation request. Please try again.'
 */
const speaksForItself = (error: unknown) =>
  error instanceof ApiError && [401, 403, 429].includes(error.status);

/**
 * The state of the GPS request form (rules §7.2): the domain's schema (the one the server
 * checks with) as the resolver, the car chosen from the owner's list, and the answer.
 */
export function useGpsRequestForm(user: UserView, cars: readonly GpsCarChoice[] | undefined) {
  const translate = useTranslateMessage();
  const request = useRequestGps();
  // "Today" is Kigali's today when the screen opened; the server checks against its own.
  const [now] = useState(() => new Date());
  // The schema also reads the owner form's spellings (so its input type is `unknown`); the
  // form holds the narrower values above, which it accepts.
  const resolver = useMemo(
    () =>
      zodResolver(gpsRequestForm(now) as unknown as z.ZodType<GpsRequestFormOutput, GpsFormValues>),
    [now],
  );
  const form = useForm<GpsFormValues, unknown, GpsRequestFormOutput>({
    resolver,
    defaultValues: blankGpsForm(user),
  });
  const { setValue, setError, setFocus, formState } = form;
  const [carChoice, setCarChoice] = useState('');
  const [carYear, reason] = useWatch({ control: form.control, name: ['car_year', 'reason'] });
  const [answer, setAnswer] = useState<GpsRequestAnswer>();
  const [failure, setFailure] = useState<string>();

  const years = carYearChoices(now).map(String);
  if (carYear && !years.includes(carYear)) years.push(carYear); // an older car keeps its year

  /** A field changed by the screen, checked again once the owner has tried to send. */
  const fill = (field: GpsField, value: string) =>
    setValue(field, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  /**
   * One of the owner's cars fills in make, model, year and plate (still editable) and is
   * sent as `car_id`; 'Another car' empties what a car filled in, to type another's.
   */
  const chooseCar = (choice: string) => {
    const car = cars?.find((candidate) => String(candidate.id) === choice);
    const hadCar = carChoice !== '' && carChoice !== anotherCar;
    setCarChoice(choice);
    fill('car_id', car ? String(car.id) : '');
    if (car) {
      fill('car_make', car.make);
      fill('car_model', car.model);
      fill('car_year', String(car.year));
      fill('license_plate', car.license_plate ?? '');
    } else if (choice === anotherCar && hadCar) {
      (['car_make', 'car_model', 'car_year', 'license_plate'] as const).forEach((field) =>
        fill(field, ''),
      );
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      setAnswer(await request.mutateAsync(toRequestBody(values)));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setFailure(applyServerErrors(error, gpsFields, setError, translate));
        const first = gpsFields.find((field) => error.errors[field]?.length);
        if (first === 'car_id') document.getElementById(carSelectId)?.focus();
        else if (first) setFocus(first);
      } else {
        setFailure(
          speaksForItself(error) ? describeError(error, translate) : translate('gpsRequestFailed'),
        );
      }
    }
  });

  const errors = formState.errors;
  const missingRequired = requiredGpsFields.some(
    (field) => errors[field]?.message === messages.requiredFields,
  );
  const today = kigaliToday(now);

  return {
    form,
    cars,
    carChoice,
    chooseCar,
    years,
    notesLength: reason?.length ?? 0,
    today,
    lastDay: aYearAfter(today),
    missingRequired,
    submit,
    isSubmitting: request.isPending,
    answer,
    failure,
  };
}

/** The car select is not a form field (its value may be 'Another car'); its id lets focus reach it. */
export const carSelectId = 'gps-car-choice';

export type GpsRequestFormState = ReturnType<typeof useGpsRequestForm>;
