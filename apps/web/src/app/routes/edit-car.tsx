import { carTitle } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { NotFound } from '@/components/ui/not-found';
import { PageHeader } from '@/components/ui/page-header';
import { QueryGate } from '@/components/ui/query-gate';
import { Spinner } from '@/components/ui/spinner';
import { useCar } from '@/features/cars/api/car';
import { EditCarForm } from '@/features/cars/components/edit-car-form';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/route-id';
import { useSession } from '@/lib/session';
import { useErrorText } from '@/lib/use-message';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-owner';

/** /owner/edit-car/{id} (rules §2.11): the owner's own car only. */
export function Component() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  usePageTitle(t('owner.editTitle'));
  const id = routeId(useParams().id);
  const session = useSession();
  const car = useCar(id);
  const backToDashboard = { to: paths.ownerDashboard, label: t('owner.backToDashboard') };
  // A screen instead of the form: the car is missing or someone else's (rules §2.11).
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
        // The API shows anyone an active car; only its owner may edit it.
        data.owner_id !== session?.user.id ? (
          notYours
        ) : (
          <div className="mx-auto max-w-3xl px-4 py-8">
            <PageHeader
              back={backToDashboard}
              title={t('owner.editTitle')}
              intro={
                <>
                  <span className="font-semibold text-stone-900">{carTitle(data)}</span> ·{' '}
                  {t('owner.editIntro')}
                </>
              }
            />
            <div className="mt-6">
              <EditCarForm car={data} />
            </div>
          </div>
        )
      }
    </QueryGate>
  );
}
