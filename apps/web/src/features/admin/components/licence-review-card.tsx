import type { LicenceDecision, UserView } from '@kodesha/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { useLicenceImageUrl } from '@/lib/use-licence-image';

export function LicenceReviewCard({
  user,
  busy,
  onDecide,
}: {
  user: UserView;
  busy: boolean;
  onDecide: (decision: LicenceDecision) => void;
}) {
  const { t } = useTranslation();
  const image = useLicenceImageUrl(user.license_image_url);
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row">
      <div className="flex aspect-[3/2] w-full shrink-0 items-center justify-center overflow-hidden rounded-lg bg-stone-100 sm:w-64">
        {image.url ? (
          <a href={image.url} target="_blank" rel="noreferrer" className="block size-full">
            <img
              src={image.url}
              alt={t('admin.imageAlt', { name: user.name })}
              className="size-full object-contain"
            />
          </a>
        ) : (
          <span className="px-3 text-center text-sm text-stone-600">
            {image.failed
              ? t('admin.imageFailed')
              : user.license_image_url
                ? t('states.loading')
                : t('admin.noImage')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col justify-between gap-4">
        <div>
          <p className="text-lg font-semibold text-stone-900">{user.name}</p>
          <p className="break-all text-sm text-stone-700">{user.email}</p>
          {user.license_submitted_at && (
            <p className="mt-1 text-sm text-stone-600">
              {t('admin.submitted', { date: formatDateTime(user.license_submitted_at) })}
            </p>
          )}
        </div>
        <div className="flex gap-3">
          <Button
            onClick={() => onDecide('verified')}
            disabled={busy}
            aria-label={`${t('admin.verify')} ${user.name}`}
          >
            {t('admin.verify')}
          </Button>
          <Button
            variant="danger"
            onClick={() => onDecide('rejected')}
            disabled={busy}
            aria-label={`${t('admin.reject')} ${user.name}`}
          >
            {t('admin.reject')}
          </Button>
        </div>
      </div>
    </li>
  );
}
