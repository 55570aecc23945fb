import { useTranslation } from '@/lib/i18n';

export function Logo({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#0b6e4f" />
        <path
          d="M9 8v16M9 16l9-8M12.5 13l6.5 11"
          stroke="#fcd116"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
      </svg>
      <span className="text-xl font-extrabold tracking-tight">{t('brand.name')}</span>
    </span>
  );
}
