import { carTitle, type CarView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { CarPhoto } from './car-photo';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';

/** One of the owner's cars: visibility switch, edit, its calendar, view, delete (rules §2.10, §4.15). */
export function OwnerCarRow({
  car,
  active,
  busy,
  onToggle,
  onDelete,
}: {
  car: CarView;
  /** What the switch and badge show: the saved value, or the one being saved. */
  active: boolean;
  /** Its visibility is being saved: the switch waits for the answer. */
  busy: boolean;
  onToggle: (isActive: boolean) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const title = carTitle(car);
  const titleId = `owner-car-${car.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4"
    >
      {/* On a phone a thumbnail beside the details keeps a list of several cars short. */}
      <div className="flex flex-1 gap-3 sm:gap-4">
        <CarPhoto
          image={car.images[0]}
          alt={t('cars.photoOf', { car: title })}
          sizes="(min-width: 640px) 176px, 128px"
          className="w-32 shrink-0 self-start rounded-lg sm:w-44"
        />
        <div className="min-w-0 flex-1 space-y-1">
          <h3 id={titleId} className="text-base leading-snug font-bold text-stone-900 sm:text-lg">
            {title}
          </h3>
          <Badge tone={active ? 'green' : 'stone'}>
            {active ? t('owner.active') : t('owner.inactive')}
          </Badge>
          <p className="text-sm text-stone-700">
            {car.location}
            {car.license_plate && (
              <>
                {' · '}
                <span className="whitespace-nowrap">
                  {t('owner.plate', { plate: car.license_plate })}
                </span>
              </>
            )}
          </p>
          <p className="font-semibold text-brand-800">
            {t('cars.perHour', { price: formatMoney(car.price_per_hour) })}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-stone-100 pt-2">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 has-[:disabled]:cursor-wait">
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
        <div className="-mr-2 flex flex-wrap items-center gap-1">
          <ButtonLink
            to={paths.editCar(car.id)}
            variant="secondary"
            aria-label={`${t('owner.edit')}: ${title}`}
          >
            {t('owner.edit')}
          </ButtonLink>
          <Link
            to={paths.ownerCarCalendar(car.id)}
            aria-label={`${t('owner.calendar')}: ${title}`}
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('owner.calendar')}
          </Link>
          {/* The owner sees an inactive car's page too: a preview before switching it on. */}
          <Link
            to={paths.car(car.id)}
            aria-label={`${t('owner.view')}: ${title}`}
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('owner.view')}
          </Link>
          <button
            type="button"
            onClick={onDelete}
            aria-label={`${t('owner.delete')}: ${title}`}
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
          >
            {t('owner.delete')}
          </button>
        </div>
      </div>
    </article>
  );
}
