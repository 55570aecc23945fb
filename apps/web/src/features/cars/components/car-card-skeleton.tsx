import { useTranslation } from '@/lib/i18n';
import { SkeletonGrid, SkeletonListingCard, SkeletonText } from '@/components/ui/skeleton';

/**
 * A `CarCard` still loading, line for line its size: the 4:3 photo, the title and type, the
 * town, when it is free, the notes, two lines of description, the price and Book Now.
 */
export function CarCardSkeleton() {
  return (
    <SkeletonListingCard title={{ className: 'flex-1 text-lg leading-snug', width: 'w-3/4' }}>
      <SkeletonText className="text-sm" width="w-1/3" />
      <SkeletonText className="text-sm" width="w-3/4" />
      <SkeletonText className="text-sm" width="w-1/2" />
      <SkeletonText className="text-sm" lines={2} width="w-2/3" />
    </SkeletonListingCard>
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
