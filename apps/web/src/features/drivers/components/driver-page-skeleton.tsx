import { useTranslation } from '@/lib/i18n';
import { Skeleton, SkeletonListingPage, SkeletonText } from '@/components/ui/skeleton';

/**
 * A driver's page while the driver loads, in the page's own layout: the square portrait, the
 * name, rating, town and rate beside it, the first sections; the contact and booking panels
 * beside them. What arrives takes the same places.
 */
export function DriverPageSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonListingPage label={t('states.loading')}>
      <div className="flex flex-col gap-5 sm:flex-row">
        <Skeleton className="aspect-square w-40 shrink-0 rounded-2xl" />
        <div className="flex-1">
          <SkeletonText className="text-2xl sm:text-3xl" width="w-1/2" />
          <div className="mt-2 flex gap-2">
            <Skeleton className="h-5 w-12 rounded-full" />
            <Skeleton className="h-5 w-16 rounded-full" />
          </div>
          <SkeletonText className="mt-2" width="w-3/4" />
          <SkeletonText className="mt-2 text-xl" width="w-1/3" />
        </div>
      </div>
      <div>
        <SkeletonText className="text-lg" width="w-1/4" />
        <SkeletonText className="mt-1" lines={3} width="w-1/2" />
      </div>
      <div>
        <SkeletonText className="text-lg" width="w-1/3" />
        <div className="mt-2 flex gap-2">
          <Skeleton className="h-7 w-24 rounded-full" />
          <Skeleton className="h-7 w-28 rounded-full" />
        </div>
      </div>
    </SkeletonListingPage>
  );
}
