import { useTranslation } from '@/lib/i18n';
import { Skeleton, SkeletonListingPage, SkeletonText } from '@/components/ui/skeleton';

/**
 * A car's page while the car loads, in the page's own layout: the 4:3 photo with its row of
 * dots (most cars have several photos), the title and town, the four prices and the first
 * sections; the contact and booking panels beside them. What arrives takes the same places.
 */
export function CarPageSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonListingPage label={t('states.loading')}>
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
        <Skeleton className="aspect-[4/3] rounded-none" />
        <div className="h-12" />
      </div>
      <div>
        <SkeletonText className="text-2xl sm:text-3xl" width="w-1/2" />
        <SkeletonText className="mt-1" width="w-2/3" />
      </div>
      <div>
        <SkeletonText className="text-lg" width="w-1/4" />
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {Array.from({ length: 4 }, (_, tier) => (
            <Skeleton key={tier} className="h-[5.625rem] rounded-xl" />
          ))}
        </div>
      </div>
      <div>
        <SkeletonText className="text-lg" width="w-1/3" />
        <SkeletonText className="mt-1" width="w-3/4" />
      </div>
      <div>
        <SkeletonText className="text-lg" width="w-1/4" />
        <SkeletonText className="mt-1" lines={3} width="w-1/2" />
      </div>
    </SkeletonListingPage>
  );
}
