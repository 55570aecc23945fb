import type { CarView } from '@kodesha/domain';
import type { ReactNode } from 'react';
import { NotFound } from '@/components/ui/not-found';
import { QueryGate } from '@/components/ui/query-gate';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useErrorText } from '@/lib/use-message';
import { useCar } from '../api/car';

/**
 * An owner's screen of one of their cars (rules §2.11): the car once it has loaded, or a
 * screen saying it is missing or someone else's — the API shows anyone an active car, but
 * only its owner may change it or keep its calendar.
 */
export function OwnCarGate({
  id,
  back,
  children,
}: {
  id: number;
  back: { to: string; label: string };
  children: (car: CarView) => ReactNode;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const session = useSession();
  const car = useCar(id);
  const notYours = (
    <NotFound title={t('owner.notYoursTitle')} text={t('messages.carNotYours')} action={back} />
  );
  return (
    <QueryGate
      query={car}
      missing={id === 0}
      notFound={
        <NotFound title={t('cars.notFoundTitle')} text={t('messages.carNotFound')} action={back} />
      }
      forbidden={notYours}
      loading={<Spinner label={t('owner.loadingCar')} />}
      error={{ text: <p>{errorText(car.error)}</p>, page: true }}
    >
      {(data) => (data.owner_id !== session?.user.id ? notYours : children(data))}
    </QueryGate>
  );
}
