import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useCar } from '../api/car';
import { carTitle } from '../components/car-card';
import { CarCarousel } from '../components/car-carousel';
import { CarDetailSkeleton } from '../components/car-detail-skeleton';
import { CarFacts } from '../components/car-facts';
import { CarNotFound } from '../components/car-not-found';
import { ContactBox } from '../components/contact-box';
import { LoginRequired } from '../components/login-required';
import { PriceGrid } from '../components/price-grid';

/** Ids are positive whole numbers; anything else cannot be a car, so the server is not asked. */
const idOf = (param: string | undefined) =>
  param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : 0;

/**
 * /cars/{id}: public (DESIGN §1.12). Contact follows spec §2's four cases; the booking
 * and chat panels ask a signed-out visitor to log in, and come with issues 5 and 6.
 */
export function CarDetailPage() {
  const { t } = useTranslation();
  const id = idOf(useParams().id);
  const car = useCar(id);
  const session = useSession();
  const notFound = id === 0 || (car.error instanceof ApiError && car.error.status === 404);
  usePageTitle(
    notFound
      ? t('cars.notFoundTitle')
      : car.data
        ? carTitle(car.data)
        : car.isError
          ? t('cars.errorTitle')
          : t('cars.loadingCar'),
  );

  if (notFound) return <CarNotFound />;
  if (car.isPending) return <CarDetailSkeleton />;
  if (car.isError)
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Alert tone="error" title={t('cars.errorTitle')}>
          <p>{t('cars.errorCarText')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void car.refetch()}>
            {t('states.tryAgain')}
          </Button>
        </Alert>
      </div>
    );

  const data = car.data;
  const title = carTitle(data);
  const yours = session?.user.id === data.owner_id;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      {/* Phones read top to bottom: photos, price, then how to reach the owner, then the rest. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-8">
        <div className="min-w-0 space-y-6 lg:col-start-1">
          <CarCarousel key={data.id} images={data.images} title={title} />
          <header>
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-extrabold tracking-tight break-words text-stone-900 sm:text-3xl">
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
        </div>
        <aside
          aria-label={t('cars.actionsLabel')}
          className="space-y-4 lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
        >
          {yours && (
            <Alert tone="info" title={t('cars.yourCarTitle')}>
              <Link
                to={paths.editCar(data.id)}
                className="font-semibold underline underline-offset-2"
              >
                {t('cars.editYourCar')}
              </Link>
            </Alert>
          )}
          <ContactBox carId={data.id} />
          {!session && <LoginRequired text={t('cars.panelsLoginText')} />}
        </aside>
        <div className="min-w-0 space-y-6 lg:col-start-1">
          <CarFacts car={data} />
        </div>
      </div>
    </div>
  );
}
