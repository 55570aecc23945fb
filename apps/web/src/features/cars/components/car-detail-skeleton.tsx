import { useTranslation } from 'react-i18next';

/** The page's shape while the car arrives on slow data, so nothing jumps when it does. */
export function CarDetailSkeleton() {
  const { t } = useTranslation();
  const bar = 'rounded-md bg-stone-200';
  return (
    <div role="status" className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <span className="sr-only">{t('cars.loadingCar')}</span>
      <div
        aria-hidden="true"
        className="grid animate-pulse gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-8"
      >
        <div className="space-y-4">
          <div className="aspect-[4/3] rounded-2xl bg-stone-200" />
          <div className={`h-8 w-2/3 ${bar}`} />
          <div className={`h-4 w-1/3 ${bar}`} />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[0, 1, 2, 3].map((tile) => (
              <div key={tile} className="h-20 rounded-xl bg-stone-200" />
            ))}
          </div>
        </div>
        <div className="h-40 rounded-2xl bg-stone-200" />
      </div>
    </div>
  );
}
