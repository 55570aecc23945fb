import { useEffect, useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { offlineMarkerOf } from './pwa-state';

/**
 * "Offline — shown as of …": a page the service worker answered from what it kept says
 * so, and since when (rules §9.21). Read after hydrating: the server never draws it.
 */
export function OfflineNote() {
  const { t } = useTranslation();
  const [savedAt, setSavedAt] = useState<number | null>(null);
  useEffect(() => {
    const marker = offlineMarkerOf(document);
    if (marker && /^\d+$/.test(marker)) setSavedAt(Number(marker));
  }, []);
  if (savedAt === null) return null;
  return (
    <p
      role="status"
      className="border-b border-sun-300 bg-sun-100 px-4 py-2 text-center text-sm font-medium text-stone-900"
      data-testid="offline-note"
    >
      {t('pwa.offlineNote', { time: formatDateTime(new Date(savedAt).toISOString()) })}
    </p>
  );
}
