import { useTranslation } from '@/lib/i18n';
import { Button } from './button';

/** Previous / 'Page X of Y' / Next, for any paged list (rules §9.8). */
export function Pagination({
  page,
  lastPage,
  label,
  onPage,
}: {
  page: number;
  lastPage: number;
  /** What the pages are of, for screen readers ('Pages of cars'). */
  label: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  return (
    <nav className="mt-8 flex items-center justify-between gap-3" aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('states.previous')}
      </Button>
      <span className="text-sm text-stone-700">
        {t('states.pageOf', { page: String(page), pages: String(lastPage) })}
      </span>
      <Button variant="secondary" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {t('states.next')}
      </Button>
    </nav>
  );
}
