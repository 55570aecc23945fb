import { carTitle } from '@kodesha/domain';
import { useParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { NotFound } from '@/components/ui/not-found';
import { PageHeader } from '@/components/ui/page-header';
import { QueryGate } from '@/components/ui/query-gate';
import { Spinner } from '@/components/ui/spinner';
import { useCar } from '@/features/cars/api/car';
import { ProviderCalendar } from '@/features/calendars/components/provider-calendar';
import { useDriver } from '@/features/drivers/api/driver';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/route-id';
import { useErrorText } from '@/lib/use-message';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-blocks';

/**
 * /admin/calendar/{car|driver}/{id} (rules §4.15): an admin keeps any car's or driver's
 * calendar as its provider would, with the same screen; what they block or free is audited.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('blocks.title'));
  const params = useParams();
  const type = params.type === 'driver' ? 'driver' : 'car';
  const id = params.type === 'car' || params.type === 'driver' ? routeId(params.id) : 0;
  return type === 'car' ? <CarCalendar id={id} /> : <DriverCalendar id={id} />;
}

function Screen({ title, item }: { title: string; item: { type: 'car' | 'driver'; id: number } }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader
        back={{
          to: paths.adminTab(item.type === 'car' ? 'cars' : 'drivers'),
          label: t('blocks.backToAdmin'),
        }}
        title={t('blocks.carTitle', { name: title })}
        intro={t('blocks.adminIntro')}
      />
      <div className="mt-6">
        <ProviderCalendar item={item} />
      </div>
    </div>
  );
}

function Missing({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <NotFound
      title={text}
      text={t('messages.notFound')}
      action={{ to: paths.admin, label: t('blocks.backToAdmin') }}
    />
  );
}

function CarCalendar({ id }: { id: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const car = useCar(id);
  return (
    <QueryGate
      query={car}
      missing={id === 0}
      notFound={<Missing text={t('messages.carNotFound')} />}
      loading={<Spinner label={t('calendar.loading')} />}
      error={{ text: <p>{errorText(car.error)}</p>, page: true }}
    >
      {(data) => <Screen title={carTitle(data)} item={{ type: 'car', id: data.id }} />}
    </QueryGate>
  );
}

function DriverCalendar({ id }: { id: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const driver = useDriver(id);
  return (
    <QueryGate
      query={driver}
      missing={id === 0}
      notFound={<Missing text={t('messages.driverNotFound')} />}
      loading={<Spinner label={t('calendar.loading')} />}
      error={{ text: <p>{errorText(driver.error)}</p>, page: true }}
    >
      {(data) => <Screen title={data.name} item={{ type: 'driver', id: data.id }} />}
    </QueryGate>
  );
}
