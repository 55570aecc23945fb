import { carTitle } from '@kodesha/domain';
import { useParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { NotFound } from '@/components/ui/not-found';
import { PageHeader } from '@/components/ui/page-header';
import { QueryGate } from '@/components/ui/query-gate';
import { Spinner } from '@/components/ui/spinner';
import { useCar } from '@/features/cars/api/car';
import { ProviderCalendar } from '@/features/calendars/components/provider-calendar';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/route-id';
import { useSession } from '@/lib/session';
import { useErrorText } from '@/lib/use-message';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-blocks';
import '@/locales/en-owner';

/** /owner/calendar/{id} (rules §4.15): the owner's own car's week, its blocks set and freed. */
export function Component() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  usePageTitle(t('blocks.title'));
  const id = routeId(useParams().id);
  const session = useSession();
  const car = useCar(id);
  const backToDashboard = { to: paths.ownerDashboard, label: t('blocks.backToDashboard') };
  const notYours = (
    <NotFound
      title={t('owner.notYoursTitle')}
      text={t('messages.carNotYours')}
      action={backToDashboard}
    />
  );

  return (
    <QueryGate
      query={car}
      missing={id === 0}
      notFound={
        <NotFound
          title={t('cars.notFoundTitle')}
          text={t('messages.carNotFound')}
          action={backToDashboard}
        />
      }
      forbidden={notYours}
      loading={<Spinner label={t('owner.loadingCar')} />}
      error={{ text: <p>{errorText(car.error)}</p>, page: true }}
    >
      {(data) =>
        data.owner_id !== session?.user.id ? (
          notYours
        ) : (
          <div className="mx-auto max-w-6xl px-4 py-8">
            <PageHeader
              back={backToDashboard}
              title={t('blocks.carTitle', { name: carTitle(data) })}
              intro={t('blocks.intro')}
            />
            <div className="mt-6">
              <ProviderCalendar item={{ type: 'car', id: data.id }} />
            </div>
          </div>
        )
      }
    </QueryGate>
  );
}
