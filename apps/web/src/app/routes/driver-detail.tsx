import { messages, type DriverView } from '@kodesha/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { ChatLink } from '@/components/chat-link';
import { ContactPhone } from '@/components/contact-phone';
import { usePageTitle } from '@/components/page-title';
import { Badge } from '@/components/ui/badge';
import { LoadError } from '@/components/ui/load-error';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useDriver } from '../api/driver';
import { DriverPhoto } from '../components/driver-photo';
import { DriverRating } from '../components/driver-rating';
import { SpecialtyChips } from '../components/specialty-chips';
import { routeId } from '@/lib/route-id';

export function DriverNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('drivers.notFoundTitle'));
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{t('drivers.notFoundTitle')}</h1>
      <p className="mt-2 text-stone-700">{t('drivers.notFoundText')}</p>
      <ButtonLink to={paths.drivers} className="mt-6">
        {t('drivers.backToDrivers')}
      </ButtonLink>
    </div>
  );
}

/** /drivers/{id}: public (DESIGN §1.12), with the contact rules of cars (spec §2). */
export function DriverDetailPage({
  bookingPanel,
}: {
  /** The booking form, from the bookings feature (features never import each other). */
  bookingPanel?: (driver: DriverView) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const driver = useDriver(id);
  const session = useSession();
  const location = useLocation();
  usePageTitle(driver.data?.name ?? t('drivers.listTitle'));

  if (id === 0 || (driver.error instanceof ApiError && driver.error.status === 404))
    return <DriverNotFound />;
  if (driver.isPending) return <Spinner />;
  if (driver.isError)
    return <LoadError title={t('drivers.errorTitle')} onRetry={() => void driver.refetch()} page />;

  const data = driver.data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <div className="flex flex-col gap-5 sm:flex-row">
            <DriverPhoto
              src={data.profile_image}
              name={data.name}
              alt={t('drivers.photoOf', { name: data.name })}
              className="w-40 shrink-0 rounded-2xl"
            />
            <div>
              <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
                {data.name}
              </h1>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <DriverRating driver={data} />
                <Badge tone={data.is_available ? 'green' : 'stone'}>
                  {data.is_available ? t('drivers.available') : t('drivers.offline')}
                </Badge>
              </div>
              <p className="mt-2 text-stone-700">
                {data.location} · {t('drivers.experienceYears', { count: data.experience })} ·{' '}
                {t('drivers.age', { age: String(data.age) })}
              </p>
              <p className="mt-2 text-xl font-bold text-brand-800">
                {t('drivers.perHour', { price: formatMoney(data.price_per_hour) })}
              </p>
            </div>
          </div>
          {data.bio && (
            <section aria-labelledby="driver-about">
              <h2 id="driver-about" className="text-lg font-bold text-stone-900">
                {t('drivers.about')}
              </h2>
              <p className="mt-1 whitespace-pre-line text-stone-700">{data.bio}</p>
            </section>
          )}
          <section aria-labelledby="driver-specialties">
            <h2 id="driver-specialties" className="text-lg font-bold text-stone-900">
              {t('drivers.specialties')}
            </h2>
            <SpecialtyChips specialties={data.specialties} />
          </section>
          <section aria-labelledby="driver-availability">
            <h2 id="driver-availability" className="text-lg font-bold text-stone-900">
              {t('drivers.availability')}
            </h2>
            <p className="mt-1 text-stone-700">{data.availability_notes}</p>
          </section>
        </div>
        <aside className="space-y-4 lg:self-start">
          <ContactPhone
            contactPath={`/drivers/${data.id}/contact`}
            title={t('drivers.contactTitle')}
            loginText={t('drivers.contactLoginText')}
            clientOnlyMessage={messages.contactDriverClientOnly}
            clientOnlyText={t('drivers.contactClientOnlyText')}
            callLabel={(phone) => t('drivers.callDriver', { phone })}
            chat={
              <ChatLink
                recipientId={data.user_id}
                subject="driver"
                subjectId={data.id}
                label={t('chat.chatWithDriver')}
                hint
                className="mt-4 border-t border-stone-200 pt-4"
              />
            }
          />
          {session && bookingPanel?.(data)}
          {!session && (
            <div className="rounded-2xl border border-stone-200 bg-white p-5">
              <h2 className="text-lg font-bold text-stone-900">
                {t('drivers.loginRequiredTitle')}
              </h2>
              <p className="mt-1 text-sm text-stone-700">{t('drivers.panelsLoginText')}</p>
              <div className="mt-4 flex gap-2">
                <ButtonLink to={paths.login(location.pathname)}>{t('drivers.logIn')}</ButtonLink>
                <ButtonLink to={paths.signup} variant="secondary">
                  {t('drivers.signUp')}
                </ButtonLink>
              </div>
            </div>
          )}
        </aside>
      </div>
    </div>
  );
}
