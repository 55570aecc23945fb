import { carTitle } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { PageHeader } from '@/components/ui/page-header';
import { OwnCarGate } from '@/features/cars/components/own-car-gate';
import { EditCarForm } from '@/features/cars/components/edit-car-form';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/route-id';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-owner';

/** /owner/edit-car/{id} (rules §2.11): the owner's own car only. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('owner.editTitle'));
  const id = routeId(useParams().id);
  const backToDashboard = { to: paths.ownerDashboard, label: t('owner.backToDashboard') };
  return (
    <OwnCarGate id={id} back={backToDashboard}>
      {(car) => (
        <div className="mx-auto max-w-3xl px-4 py-8">
          <PageHeader
            back={backToDashboard}
            title={t('owner.editTitle')}
            intro={
              <>
                <span className="font-semibold text-stone-900">{carTitle(car)}</span> ·{' '}
                {t('owner.editIntro')}
              </>
            }
          />
          <div className="mt-6">
            <EditCarForm car={car} />
          </div>
        </div>
      )}
    </OwnCarGate>
  );
}
