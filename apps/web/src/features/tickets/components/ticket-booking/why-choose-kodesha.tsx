import { useTranslation } from '@/lib/i18n';
import { ClockIcon, ShieldIcon, SupportIcon } from '@/components/ui/icons';

const reasons = [
  { key: 'quick', icon: <ClockIcon /> },
  { key: 'secure', icon: <ShieldIcon /> },
  { key: 'support', icon: <SupportIcon /> },
] as const;

/** Why choose Kodesha for a ticket (rules §6.2): a quick answer, care with details, support. */
export function WhyChooseKodesha() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="ticket-why"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="ticket-why" className="text-xl font-bold text-stone-900">
        {t('ticketBooking.why.title')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {reasons.map(({ key, icon }) => (
          <li key={key} className="flex items-start gap-3 sm:flex-col">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              {icon}
            </span>
            <span>
              <span className="block font-semibold text-stone-900">
                {t(`ticketBooking.why.${key}.title`)}
              </span>
              <span className="block text-sm text-stone-700">
                {t(`ticketBooking.why.${key}.text`)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
