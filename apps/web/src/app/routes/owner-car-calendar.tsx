import { carTitle } from '@kodesha/domain';
import { useParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { PageHeader } from '@/components/ui/page-header';
import { OwnCarGate } from '@/features/cars/components/own-car-gate';
import { ProviderCalendar } from '@/features/calendars/components/provider-calendar';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/route-id';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-blocks';
import '@/locales/en-owner';

/** /owner/calendar/{id} (rules §4.15): the owner's own car's week, its blocks set and freed. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('blocks.title'));
  const id = routeId(useParams().id);
  const backToDashboard = { to: paths.ownerDashboard, label: t('blocks.backToDashboard') };
  return (
    <OwnCarGate id={id} back={backToDashboard}>
      {(car) => (
        <div className="mx-auto max-w-6xl px-4 py-8">
          <PageHeader
            back={backToDashboard}
            title={t('blocks.carTitle', { name: carTitle(car) })}
            intro={t('blocks.intro')}
          />
          <div className="mt-6">
            <ProviderCalendar item={{ type: 'car', id: car.id }} />
          </div>
        </div>
      )}
    </OwnCarGate>
  );
}
