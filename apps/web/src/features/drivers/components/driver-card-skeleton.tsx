import { useTranslation } from '@/lib/i18n';
import {
  Skeleton,
  SkeletonGrid,
  SkeletonListingCard,
  SkeletonText,
} from '@/components/ui/skeleton';

/**
 * A `DriverCard` still loading, line for line its size: the 4:3 photo, the name and rating,
 * town and experience, the availability notes, the specialties, the price and Book Now.
 */
export function DriverCardSkeleton() {
  return (
    <SkeletonListingCard title={{ className: 'flex-1 text-lg', width: 'w-2/3' }}>
      <SkeletonText className="text-sm" width="w-1/2" />
      <SkeletonText className="text-sm" lines={2} width="w-1/3" />
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
    </SkeletonListingCard>
  );
}

/**
 * The drivers' grid while it loads: `count` card skeletons in the lists' grid, named
 * 'Loading drivers…' for screen readers. `countLine` keeps the place of the line that says
 * how many matched, where the label shows.
 */
export function DriverGridSkeleton({
  count,
  countLine = false,
}: {
  count: number;
  countLine?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SkeletonGrid
      label={t('drivers.loading')}
      count={count}
      countLine={countLine}
      card={<DriverCardSkeleton />}
    />
  );
}
