import { kigaliIso, type CalendarBlockView } from '@kodesha/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useErrorText } from '@/lib/use-message';
import { useBlocks, useFreeBlock, type CalendarItem } from '../api/blocks';

/**
 * A block's stretch in words, in Kigali: `5 Dec 2026, 10:00 – 12:00` within a day,
 * `5 Dec 2026, 10:00 – 7 Dec 2026, 09:00` across days.
 */
const useRangeText = () => {
  const { t } = useTranslation();
  return (block: CalendarBlockView) => {
    const start = kigaliIso(new Date(block.start_time));
    const end = kigaliIso(new Date(block.end_time));
    const sameDay = start.slice(0, 10) === end.slice(0, 10);
    return t('blocks.range', {
      from: formatDateTime(block.start_time),
      to: sameDay ? end.slice(11, 16) : formatDateTime(block.end_time),
    });
  };
};

/** The blocks still to end, soonest first, each with its private note and a way to free it. */
export function BlockList({ item }: { item: CalendarItem }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const blocks = useBlocks(item);
  const free = useFreeBlock(item);
  const rangeText = useRangeText();

  return (
    <section aria-labelledby="blocked-times" className="space-y-3">
      <h2 id="blocked-times" className="text-lg font-bold text-stone-900">
        {t('blocks.listTitle')}
      </h2>
      {free.isError && (
        <Alert tone="error" title={t('blocks.freeFailed')}>
          {errorText(free.error)}
        </Alert>
      )}
      {free.isSuccess && <Alert tone="success">{t('blocks.freed')}</Alert>}
      {blocks.isPending ? (
        <p className="text-sm text-stone-600" role="status">
          {t('blocks.listLoading')}
        </p>
      ) : blocks.isError ? (
        <LoadError title={t('blocks.listError')} onRetry={() => void blocks.refetch()} />
      ) : blocks.data.length === 0 ? (
        <p className="text-sm text-stone-600">{t('blocks.listEmpty')}</p>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
          {blocks.data.map((block) => {
            const range = rangeText(block);
            return (
              <li
                key={block.id}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
              >
                <div className="min-w-0">
                  <p className="text-sm font-semibold text-stone-900">{range}</p>
                  {block.note && <p className="text-sm break-words text-stone-700">{block.note}</p>}
                </div>
                <Button
                  variant="secondary"
                  disabled={free.isPending && free.variables === block.id}
                  aria-label={t('blocks.freeLabel', { range })}
                  onClick={() => free.mutate(block.id)}
                >
                  {t('blocks.free')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
