import type { CarView } from '@kodesha/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { Badge } from '@/components/ui/badge';
import { LoadError } from '@/components/ui/load-error';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useCar } from '../api/car';
import { carTitle } from '../components/car-card';
import { CarCarousel } from '../components/car-carousel';
import { ContactBox } from '../components/contact-box';
import { LoginRequired } from '../components/login-required';
import { PriceGrid } from '../components/price-grid';
import { useAvailabilityText } from '../components/use-availability-text';
import { routeId } from '@/lib/route-id';

export function CarNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('cars.notFoundTitle'));
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{t('cars.notFoundTitle')}</h1>
      <p className="mt-2 text-stone-700">{t('cars.notFoundText')}</p>
      <ButtonLink to={paths.cars()} className="mt-6">
        {t('cars.backToCars')}
      </ButtonLink>
    </div>
  );
}

/** /cars/{id}: public (DESIGN §1.12); contact and booking ask visitors to log in. */
export function CarDetailPage({
  bookingPanel,
}: {
  /** The booking form, from the bookings feature (features never import each other). */
  bookingPanel?: (car: CarView) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const car = useCar(id);
  const session = useSession();
  const availabilityText = useAvailabilityText();
  const title = car.data ? carTitle(car.data) : t('cars.listTitle');
  usePageTitle(title);

  if (id === 0 || (car.error instanceof ApiError && car.error.status === 404))
    return <CarNotFound />;
  if (car.isPending) return <Spinner />;
  if (car.isError)
    return (
      <LoadError title={t('cars.errorTitle')} onRetry={() => void car.refetch()} page>
        <p>{t('cars.errorText')}</p>
      </LoadError>
    );

  const data = car.data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <CarCarousel images={data.images} title={title} />
          <header>
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
                {title}
              </h1>
              <Badge>{t(`cars.type.${data.car_type}`)}</Badge>
              {!data.is_active && <Badge tone="amber">{t('cars.inactiveBadge')}</Badge>}
            </div>
            <p className="mt-1 text-stone-700">
              {data.location} · {t('cars.listedBy', { name: data.owner.name })}
            </p>
          </header>
          <PriceGrid pricePerHour={data.price_per_hour} />
          <section aria-labelledby="availability-title">
            <h2 id="availability-title" className="text-lg font-bold text-stone-900">
              {t('cars.availabilityTitle')}
            </h2>
            <p className="mt-1 text-stone-700">{availabilityText(data.availability)}</p>
            {data.availability_notes && (
              <p className="mt-1 text-stone-700 italic">{data.availability_notes}</p>
            )}
          </section>
          <section aria-labelledby="about-title">
            <h2 id="about-title" className="text-lg font-bold text-stone-900">
              {t('cars.about')}
            </h2>
            <p className="mt-1 whitespace-pre-line text-stone-700">{data.description}</p>
          </section>
          <section aria-labelledby="features-title">
            <h2 id="features-title" className="text-lg font-bold text-stone-900">
              {t('cars.features')}
            </h2>
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {data.features.map((feature) => (
                <li key={feature} className="flex items-center gap-2 text-stone-800">
                  <svg
                    viewBox="0 0 24 24"
                    className="size-5 shrink-0 text-brand-700"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    aria-hidden="true"
                  >
                    <path d="M5 13l4 4L19 7" />
                  </svg>
                  {feature}
                </li>
              ))}
            </ul>
          </section>
          <section
            aria-labelledby="important-title"
            className="rounded-2xl border border-amber-200 bg-amber-50 p-5"
          >
            <h2 id="important-title" className="text-lg font-bold text-amber-900">
              {t('cars.importantTitle')}
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-950">
              <li>{t('cars.important.direct')}</li>
              <li>{t('cars.important.licence')}</li>
              <li>{t('cars.important.inspect')}</li>
              <li>{t('cars.important.fuel')}</li>
            </ul>
          </section>
        </div>
        <aside className="space-y-4 lg:self-start">
          <ContactBox carId={data.id} ownerId={data.owner.id} />
          {session ? bookingPanel?.(data) : <LoginRequired text={t('cars.panelsLoginText')} />}
        </aside>
      </div>
    </div>
  );
}
