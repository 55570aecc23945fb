import { Skeleton, SkeletonStatus } from '@/components/ui/skeleton';

/** The week's grid still to come, at its size: nothing moves when it arrives. */
export function WeekGridSkeleton({ label }: { label: string }) {
  return (
    <SkeletonStatus label={label} className="mt-3">
      <Skeleton className="h-[23rem] rounded-lg" />
    </SkeletonStatus>
  );
}
