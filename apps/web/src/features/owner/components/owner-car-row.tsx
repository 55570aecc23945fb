import type { CarView } from '@kodesha/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CarPhoto } from '@/components/car-photo';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';

/** One of the owner's cars: visibility toggle, edit, view, delete (spec §2 Owner area). */
export function OwnerCarRow({
  car,
  active,
  busy,
  onToggle,
  onDelete,
}: {
  car: CarView;
  /** What the switch shows: the saved value, or the one being saved. */
  active: boolean;
  busy: boolean;
  onToggle: (isActive: boolean) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const title = `${car.year} ${car.make} ${car.model}`;
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row">
      <CarPhoto
        src={car.images[0]?.thumbnail_url}
        alt={t('cars.photoOf', { car: title })}
        className="w-full shrink-0 rounded-xl sm:w-44"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-bold text-stone-900">{title}</h3>
          <Badge tone={active ? 'green' : 'stone'}>
            {active ? t('owner.active') : t('owner.inactive')}
          </Badge>
        </div>
        <p className="text-sm text-stone-700">
          {car.location}
          {car.license_plate && ` · ${t('owner.plate', { plate: car.license_plate })}`}
        </p>
        <p className="font-semibold text-brand-800">
          {t('cars.perHour', { price: formatMoney(car.price_per_hour) })}
        </p>
        <label className="mt-1 inline-flex min-h-11 w-fit cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            role="switch"
            checked={active}
            disabled={busy}
            onChange={(event) => onToggle(event.target.checked)}
            className="size-5 accent-brand-700"
          />
          <span className="text-sm font-medium text-stone-800">{t('owner.activeToggle')}</span>
        </label>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <ButtonLink
            to={paths.editCar(car.id)}
            variant="secondary"
            aria-label={`${t('owner.edit')}: ${title}`}
          >
            {t('owner.edit')}
          </ButtonLink>
          {car.is_active && (
            <Link
              to={paths.car(car.id)}
              className="inline-flex min-h-11 items-center px-3 text-sm font-semibold text-brand-800 hover:underline"
            >
              {t('owner.view')}
            </Link>
          )}
          <Button
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            onClick={onDelete}
            aria-label={`${t('owner.delete')}: ${title}`}
          >
            {t('owner.delete')}
          </Button>
        </div>
      </div>
    </article>
  );
}
