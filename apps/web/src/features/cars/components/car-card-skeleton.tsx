import { useTranslation } from '@/lib/i18n';
import { Skeleton, SkeletonGrid, SkeletonText } from '@/components/ui/skeleton';

/**
 * A `CarCard` still loading, line for line its size: the 4:3 photo, the title and type, the
 * town, when it is free, the notes, two lines of description, the price and Book Now.
 */
export function CarCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <SkeletonText className="flex-1 text-lg leading-snug" width="w-3/4" />
          <Skeleton className="h-5 w-12 rounded-full" />
        </div>
        <SkeletonText className="text-sm" width="w-1/3" />
        <SkeletonText className="text-sm" width="w-3/4" />
        <SkeletonText className="text-sm" width="w-1/2" />
        <SkeletonText className="text-sm" lines={2} width="w-2/3" />
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <SkeletonText className="flex-1 text-lg" width="w-1/2" />
          <Skeleton className="h-11 w-24 rounded-lg" />
        </div>
      </div>
    </div>
  );
}

/**
 * The cars' grid while it loads: `count` card skeletons in the lists' grid, named 'Loading
 * cars…' for screen readers. `countLine` keeps the place of the line that says how many
 * matched, where the label shows.
 */
export function CarGridSkeleton({
  count,
  countLine = false,
}: {
  count: number;
  countLine?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SkeletonGrid
      label={t('cars.loadingCars')}
      count={count}
      countLine={countLine}
      card={<CarCardSkeleton />}
    />
  );
}
