import { formatCount } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

const megabytes = (bytes: number) => formatCount(bytes / (1024 * 1024), 1);

/**
 * What is happening while the car is saved. Photos from a phone weigh megabytes, so on
 * slow data the owner is told how much is being sent and that it can take a while.
 */
export function SaveProgress({ photos }: { photos: readonly File[] }) {
  const { t } = useTranslation();
  const bytes = photos.reduce((sum, file) => sum + file.size, 0);
  return (
    <div role="status" className="flex items-start gap-3">
      {/* fetch cannot report upload progress, so this says "working", not a percentage. */}
      <span
        aria-hidden="true"
        className="mt-0.5 size-5 shrink-0 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
      />
      <p className="text-sm text-stone-700">
        {photos.length > 0
          ? t('owner.uploadingPhotos', {
              count: photos.length,
              size: megabytes(bytes),
            })
          : t('owner.savingCar')}
      </p>
    </div>
  );
}
