import type { LicenceDecision } from '@kodesha/domain';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { DownloadIcon, RotateIcon, ZoomIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { formatDateTime } from '@/lib/format';
import { useLicenceImageUrl } from '@/lib/use-licence-image';

/** rules §8.2: the viewer zooms from 50 % to 300 % in steps of 25 %, and turns a quarter at a time. */
export const licenceZoom = { min: 50, max: 300, step: 25, initial: 100 } as const;

export const zoomedIn = (percent: number) => Math.min(licenceZoom.max, percent + licenceZoom.step);
export const zoomedOut = (percent: number) => Math.max(licenceZoom.min, percent - licenceZoom.step);

const extensionOf = (type: string) =>
  type === 'image/png' ? 'png' : type === 'image/webp' ? 'webp' : 'jpg';

/**
 * An admin looks at a driving licence (a client's or a driver's, rules §8.2): the photo,
 * fetched with the admin's token (it is private), zoomed and turned until it reads, saved
 * if need be, then Approve or Reject while it is pending.
 */
export function LicenceViewer({
  open,
  onClose,
  holderName,
  imagePath,
  submittedAt,
  canDecide,
  busy = false,
  onDecide,
}: {
  open: boolean;
  onClose: () => void;
  holderName: string;
  /** The authorised API path of the photo, or null when none was sent. */
  imagePath: string | null;
  submittedAt?: string | null;
  /** Whether the licence waits for a decision (Approve and Reject show only then). */
  canDecide: boolean;
  busy?: boolean;
  onDecide?: (decision: LicenceDecision) => void;
}) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState<number>(licenceZoom.initial);
  const [turns, setTurns] = useState(0);
  const image = useLicenceImageUrl(open ? imagePath : null);
  const close = () => {
    setZoom(licenceZoom.initial);
    setTurns(0);
    onClose();
  };

  const quarterTurned = turns % 2 === 1;
  return (
    <Modal
      open={open}
      onClose={close}
      size="xl"
      title={t('licenceViewer.title', { name: holderName })}
      footer={
        canDecide && onDecide ? (
          <>
            <Button variant="danger" disabled={busy} onClick={() => onDecide('rejected')}>
              {busy ? t('licenceViewer.deciding') : t('licenceViewer.reject')}
            </Button>
            <Button disabled={busy} onClick={() => onDecide('verified')}>
              {busy ? t('licenceViewer.deciding') : t('licenceViewer.approve')}
            </Button>
          </>
        ) : undefined
      }
    >
      {submittedAt && (
        <p className="mb-3 text-sm text-stone-600">
          {t('licenceViewer.submitted', { date: formatDateTime(submittedAt) })}
        </p>
      )}
      <div
        className="mb-3 flex flex-wrap items-center gap-2"
        role="toolbar"
        aria-label={t('licenceViewer.controls')}
      >
        <Button
          variant="secondary"
          onClick={() => setZoom(zoomedOut)}
          disabled={!image.url || zoom <= licenceZoom.min}
          aria-label={t('licenceViewer.zoomOut')}
        >
          <ZoomIcon out />
        </Button>
        <output
          className="min-w-16 text-center text-sm font-semibold text-stone-800"
          aria-live="polite"
        >
          {t('licenceViewer.zoomLevel', { percent: String(zoom) })}
        </output>
        <Button
          variant="secondary"
          onClick={() => setZoom(zoomedIn)}
          disabled={!image.url || zoom >= licenceZoom.max}
          aria-label={t('licenceViewer.zoomIn')}
        >
          <ZoomIcon />
        </Button>
        <Button
          variant="secondary"
          onClick={() => setTurns((count) => (count + 1) % 4)}
          disabled={!image.url}
        >
          <RotateIcon />
          {t('licenceViewer.rotate')}
        </Button>
        {image.url && image.type && (
          <a
            href={image.url}
            download={`licence-${holderName.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase()}.${extensionOf(image.type)}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2.5 text-sm font-semibold text-stone-800 hover:bg-stone-100"
          >
            <DownloadIcon />
            {t('licenceViewer.download')}
          </a>
        )}
      </div>
      {/* A zoomed photo scrolls: keyboard users reach it and scroll it too. */}
      <div
        role="region"
        aria-label={t('licenceViewer.imageAlt', { name: holderName })}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus
        tabIndex={0}
        className="flex h-[55dvh] items-center justify-center overflow-auto rounded-lg bg-stone-100 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      >
        {image.url ? (
          <img
            src={image.url}
            alt={t('licenceViewer.imageAlt', { name: holderName })}
            data-zoom={zoom}
            data-rotation={turns * 90}
            style={{
              width: `${zoom}%`,
              maxWidth: 'none',
              transform: `rotate(${turns * 90}deg)`,
              // A photo turned on its side is as wide as it was tall: keep it inside the frame.
              ...(quarterTurned ? { maxHeight: 'none' } : {}),
            }}
            className="m-auto block origin-center object-contain transition-transform"
          />
        ) : (
          <p
            className="px-4 text-center text-sm text-stone-700"
            role={image.failed ? 'alert' : undefined}
          >
            {image.failed
              ? t('licenceViewer.failed')
              : imagePath
                ? t('licenceViewer.loading')
                : t('licenceViewer.missing')}
          </p>
        )}
      </div>
    </Modal>
  );
}
