import { useTranslation } from '@/lib/i18n';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex flex-col items-center justify-center gap-3 py-16 text-stone-600"
    >
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
        aria-hidden="true"
      />
      <span className="text-sm">{label ?? t('states.loading')}</span>
    </div>
  );
}
