import { carTitle, type CarView } from '@kodesha/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ConfirmDialog } from '@/components/ui/dialog';
import { NoticeToast, type Notice } from '@/components/ui/notice-toast';
import { useDeleteCar } from '../api/delete-car';
import { useMyCars } from '../api/my-cars';
import { useSetCarActive } from '../api/set-car-active';
import { MyCarsList } from './my-cars-list';

/**
 * The owner dashboard's 'My Cars': every car of the owner, each switched on or off the
 * website, edited or deleted (after a question), and what just happened told in a toast.
 */
export function MyCars() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const cars = useMyCars(page);
  const setActive = useSetCarActive();
  // Switches being saved, by car: each moves at once (in the click itself, so the tap
  // visibly lands) and shows the server's value again once the lists are fetched anew.
  const [switching, setSwitching] = useState<ReadonlyMap<number, boolean>>(new Map());
  const remove = useDeleteCar();
  const [toDelete, setToDelete] = useState<CarView>();
  const [notice, setNotice] = useState<Notice>();
  const closeNotice = useCallback(() => setNotice(undefined), []);
  const listHeading = useRef<HTMLHeadingElement>(null);

  // The last car of a later page was deleted: show the page before it.
  const lastPage = cars.data?.last_page;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  const toggle = (car: CarView, isActive: boolean) => {
    setNotice(undefined);
    setSwitching((current) => new Map(current).set(car.id, isActive));
    // One promise per switch, so each car's outcome is told even when several are in flight.
    setActive
      .mutateAsync({ id: car.id, isActive })
      .then(() =>
        setNotice({
          tone: 'success',
          text: isActive ? t('owner.carActivated') : t('owner.carDeactivated'),
        }),
      )
      .catch(() => setNotice({ tone: 'error', text: t('owner.statusFailed') }))
      .finally(() =>
        setSwitching((current) => {
          const next = new Map(current);
          next.delete(car.id);
          return next;
        }),
      );
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setNotice({ tone: 'success', text: t('owner.carDeleted') });
        listHeading.current?.focus(); // the row and its Delete button are gone
      },
      onError: () => setNotice({ tone: 'error', text: t('owner.deleteFailed') }),
      onSettled: () => setToDelete(undefined),
    });
  };

  return (
    <>
      <section className="mt-10" aria-labelledby="my-cars-title">
        <h2
          id="my-cars-title"
          ref={listHeading}
          tabIndex={-1}
          className="text-2xl font-bold text-stone-900 focus:outline-none"
        >
          {t('owner.myCars')}
        </h2>
        <div className="mt-4">
          <MyCarsList
            cars={cars}
            page={page}
            onPageChange={setPage}
            switching={switching}
            onToggle={toggle}
            onDelete={setToDelete}
          />
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
        {toDelete && <p className="font-semibold text-stone-900">{carTitle(toDelete)}</p>}
        <p className="mt-1">{t('messages.carDeleteConfirm')}</p>
      </ConfirmDialog>
      <NoticeToast notice={notice} onClose={closeNotice} />
    </>
  );
}
