import { messages, type CarView } from '@kodesha/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useMessage } from '@/lib/use-message';
import { useDeleteCar } from '../api/delete-car';
import { useMyCars } from '../api/my-cars';
import { useSetCarActive } from '../api/set-car-active';
import { OwnerCarRow } from '../components/owner-car-row';
import { OwnerStats } from '../components/owner-stats';

/** /owner/dashboard (spec §2): stats, and the owner's cars to toggle, edit or delete. */
export function OwnerDashboardPage() {
  const { t } = useTranslation();
  const message = useMessage();
  usePageTitle(t('owner.dashboardTitle'));
  const session = useSession();
  const [page, setPage] = useState(1);
  const cars = useMyCars(page);
  const setActive = useSetCarActive();
  const remove = useDeleteCar();
  const [toDelete, setToDelete] = useState<CarView>();
  // The switch moves at once; the server's answer confirms it (or puts it back).
  const saving = setActive.isPending ? setActive.variables : undefined;
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();

  const toggle = (car: CarView, isActive: boolean) => {
    setNotice(undefined);
    setActive.mutate(
      { id: car.id, isActive },
      {
        onSuccess: () =>
          setNotice({
            tone: 'success',
            text: isActive ? t('owner.carActivated') : t('owner.carDeactivated'),
          }),
        onError: () => setNotice({ tone: 'error', text: t('owner.statusFailed') }),
      },
    );
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => setNotice({ tone: 'success', text: t('owner.carDeleted') }),
      onError: () => setNotice({ tone: 'error', text: t('owner.deleteFailed') }),
      onSettled: () => setToDelete(undefined),
    });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">
            {t('owner.dashboardTitle')}
          </h1>
          <p className="mt-1 text-stone-700">
            {session && t('owner.welcome', { name: session.user.name })} · {t('owner.intro')}
          </p>
        </div>
        <ButtonLink to={paths.addCar}>{t('owner.addCar')}</ButtonLink>
      </div>

      <div className="mt-6">
        <OwnerStats />
      </div>

      <section className="mt-10" aria-labelledby="my-cars-title">
        <h2 id="my-cars-title" className="text-2xl font-bold text-stone-900">
          {t('owner.myCars')}
        </h2>
        {notice && (
          <div className="mt-3">
            <Alert tone={notice.tone}>{notice.text}</Alert>
          </div>
        )}
        <div className="mt-4">
          {cars.isPending ? (
            <Spinner label={t('owner.loadingCars')} />
          ) : cars.isError ? (
            <Alert tone="error">
              <p>{t('owner.carsFailed')}</p>
              <Button variant="secondary" className="mt-3" onClick={() => void cars.refetch()}>
                {t('states.tryAgain')}
              </Button>
            </Alert>
          ) : cars.data.data.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
              <p className="text-lg font-semibold text-stone-900">{t('owner.noCarsTitle')}</p>
              <p className="mt-1 text-stone-700">{t('owner.noCarsText')}</p>
              <ButtonLink to={paths.addCar} className="mt-4">
                {t('owner.addCar')}
              </ButtonLink>
            </div>
          ) : (
            <>
              <ul className="grid gap-4 lg:grid-cols-2">
                {cars.data.data.map((car) => (
                  <li key={car.id}>
                    <OwnerCarRow
                      car={car}
                      active={saving?.id === car.id ? saving.isActive : car.is_active}
                      busy={saving?.id === car.id}
                      onToggle={(isActive) => toggle(car, isActive)}
                      onDelete={() => setToDelete(car)}
                    />
                  </li>
                ))}
              </ul>
              {cars.data.last_page > 1 && (
                <nav
                  className="mt-6 flex items-center justify-between"
                  aria-label={t('owner.pagination')}
                >
                  <Button
                    variant="secondary"
                    disabled={page <= 1}
                    onClick={() => setPage(page - 1)}
                  >
                    {t('owner.previous')}
                  </Button>
                  <span className="text-sm text-stone-700">
                    {t('owner.pageOf', { page: String(page), pages: String(cars.data.last_page) })}
                  </span>
                  <Button
                    variant="secondary"
                    disabled={page >= cars.data.last_page}
                    onClick={() => setPage(page + 1)}
                  >
                    {t('owner.next')}
                  </Button>
                </nav>
              )}
            </>
          )}
        </div>
      </section>

      <ConfirmDialog
        open={toDelete !== undefined}
        title={t('owner.deleteTitle')}
        confirmLabel={remove.isPending ? t('owner.deleting') : t('owner.delete')}
        cancelLabel={t('owner.cancel')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(undefined)}
      >
        {toDelete && (
          <p>
            <strong>
              {toDelete.year} {toDelete.make} {toDelete.model}
            </strong>
          </p>
        )}
        <p className="mt-1">{message(messages.carDeleteConfirm)}</p>
      </ConfirmDialog>
    </div>
  );
}
